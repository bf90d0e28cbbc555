#!/usr/bin/env node
// `npm start` runs the compiled service; compile first when dist/ is missing or older than a source file.
const { execSync } = require('node:child_process');
const { existsSync, statSync, readdirSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const entry = path.join(root, 'dist', 'src', 'main.js');

function newestMtime(dir) {
  let newest = 0;
  for (const dirent of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, dirent.name);
    newest = Math.max(newest, dirent.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const hasSources = existsSync(path.join(root, 'src'));
const stale = !existsSync(entry) || (hasSources && newestMtime(path.join(root, 'src')) > statSync(entry).mtimeMs);
if (stale) {
  if (!existsSync(path.join(root, 'node_modules', 'typescript'))) {
    console.error('dist/ is missing or stale and TypeScript is not installed: run `npm install` (with dev dependencies) first.');
    process.exit(1);
  }
  console.error('building (dist/ is missing or older than src/)...');
  execSync('npx --no-install tsc -p tsconfig.json', { cwd: root, stdio: 'inherit' });
}
