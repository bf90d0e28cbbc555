/* `npm run migrate`: apply pending migrations to the configured (or embedded) database, then exit. */
import { loadConfig, ConfigError } from '../config/config';
import { createLogger } from '../logger';
import { startEmbeddedDatabase } from './embedded';
import { migrateUp } from './migrate';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config);
  const embedded = config.database.url ? undefined : await startEmbeddedDatabase(config.database.dataDir, 'pds', log);
  try {
    const applied = await migrateUp(config.database.url ?? embedded!.url, log);
    log.info({ count: applied.length }, applied.length ? 'database migrated' : 'database already up to date');
  } finally {
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : (err as Error).stack ?? String(err)}\n`);
  process.exit(1);
});
