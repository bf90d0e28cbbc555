import type { Logger } from 'pino';
import { MIGRATIONS_DIR } from '../config/paths';

/**
 * Applies every pending migration. node-pg-migrate takes an advisory lock and
 * waits for it, so instances starting at once apply each migration exactly once.
 * node-pg-migrate is ESM-only: it is imported here, at run time, and this module
 * is kept out of everything the request path (and so the tests) import.
 */
export async function migrateUp(databaseUrl: string, log: Logger): Promise<string[]> {
  const { runner } = await import('node-pg-migrate');
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    migrationsTable: 'pgmigrations',
    direction: 'up',
    checkOrder: true,
    singleTransaction: true,
    advisoryLockMode: 'wait',
    ignorePattern: '(\\..*)|(.*\\.d\\.ts)',
    logger: {
      debug: (msg: string) => log.debug({ component: 'migrate' }, msg),
      info: (msg: string) => log.debug({ component: 'migrate' }, msg),
      warn: (msg: string) => log.warn({ component: 'migrate' }, msg),
      error: (msg: string) => log.error({ component: 'migrate' }, msg),
    },
  });
  const names = applied.map((m) => m.name);
  if (names.length > 0) log.info({ migrations: names }, 'migrations applied');
  return names;
}
