#!/usr/bin/env node
// `npm start` runs the compiled service; compile first when dist/ is missing or older than a source
// file of what the service runs (src/, and migrations/, which it applies at start).
const { execSync } = require('node:child_process');
const { existsSync, statSync, readdirSync, utimesSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const entry = path.join(root, 'dist', 'src', 'main.js');
// tsc (incremental) rewrites only the outputs that changed, so main.js can stay older than a source
// it has already seen; the build info file is stamped after each build below and marks when it ran.
const buildInfo = path.join(root, 'dist', '.tsbuildinfo');

function newestMtime(dir) {
  let newest = 0;
  for (const dirent of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, dirent.name);
    newest = Math.max(newest, dirent.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'migrations'].map((dir) => path.join(root, dir)).filter((dir) => existsSync(dir));
const built = () => Math.max(statSync(entry).mtimeMs, existsSync(buildInfo) ? statSync(buildInfo).mtimeMs : 0);
const stale = !existsSync(entry) || sources.some((dir) => newestMtime(dir) > built());
if (stale) {
  if (!existsSync(path.join(root, 'node_modules', 'typescript'))) {
    console.error('dist/ is missing or stale and TypeScript is not installed: run `npm install` (with dev dependencies) first.');
    process.exit(1);
  }
  console.error('building (dist/ is missing or older than src/ or migrations/)...');
  execSync('npx --no-install tsc -p tsconfig.json', { cwd: root, stdio: 'inherit' });
  if (existsSync(buildInfo)) utimesSync(buildInfo, new Date(), new Date());
}
