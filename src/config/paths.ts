import { existsSync } from 'node:fs';
import path from 'node:path';

function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

/** The project root, found the same way from src/ (tests) and dist/src/ (compiled). */
export const PROJECT_ROOT = findRoot(__dirname);
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'migrations');
export const OPENAPI_FILE = path.join(PROJECT_ROOT, 'openapi.yaml');
