import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config/config';

interface SystemUser {
  readonly uid: number;
  readonly gids: readonly number[];
}

/** The `postgres` system user (uid and every group), or undefined while it does not exist yet. */
function postgresUser(): SystemUser | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    const gids = execFileSync('id', ['-G', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .trim()
      .split(/\s+/)
      .map(Number);
    return Number.isInteger(uid) ? { uid, gids } : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `user` (or, when it does not exist yet, a user in no special group) may enter `dir`. */
function canEnter(dir: string, user: SystemUser | undefined): boolean {
  const { mode, uid, gid } = statSync(dir);
  if (user?.uid === uid) return (mode & 0o100) !== 0;
  if (user?.gids.includes(gid)) return (mode & 0o010) !== 0;
  return (mode & 0o001) !== 0;
}

/** The first directory on the way to `target` (its ancestors, not itself) the user cannot enter. */
function firstBlocked(target: string, user: SystemUser | undefined): string | undefined {
  const parts = path.resolve(target).split(path.sep).filter(Boolean);
  let dir: string = path.sep;
  for (const part of parts.slice(0, -1)) {
    dir = path.join(dir, part);
    try {
      if (!canEnter(dir, user)) return dir;
    } catch {
      return undefined; // not created yet: it will be created with the usual 0755
    }
  }
  return undefined;
}

/**
 * As root, the embedded PostgreSQL runs as the `postgres` system user, which
 * must reach both its programs (under node_modules) and its cluster directory.
 * A clone inside a private home (/root/project, parent mode 0700) would make
 * initdb fail with "Permission denied"; this says so at once, in one line,
 * with what to do, before anything is created.
 */
export function assertPostgresUserCanReach(binary: string, dataDir: string): void {
  const user = postgresUser();
  for (const target of [binary, dataDir]) {
    const blocked = firstBlocked(target, user);
    if (!blocked) continue;
    const mode = (statSync(blocked).mode & 0o777).toString(8).padStart(4, '0');
    throw new ConfigError([
      `embedded PostgreSQL: running as root, it runs as the "postgres" system user, which cannot enter ${blocked} (mode ${mode}) to reach ${target}; ` +
        `set PDS_DATABASE_URL to a PostgreSQL server, run npm start as a non-root user, move the project (or PDS_DATA_DIR) to a directory others can enter, or allow just that with "chmod o+x ${blocked}"`,
    ]);
  }
}
