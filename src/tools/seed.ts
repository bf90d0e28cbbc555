/* `npm run seed -- --count N [--seed S]`: load N deterministic listings into the configured (or embedded) database. */
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/config';
import { startEmbeddedDatabase } from '../db/embedded';
import { migrateUp } from '../db/migrate';
import { createPool } from '../db/pool';
import { createLogger } from '../logger';
import { seedProperties } from './property-seeder';

const USAGE = 'usage: npm run seed -- --count N [--seed S]   (N: 1..10000000 listings; S: integer, default 1)';

function parseCount(name: string, raw: string | undefined, fallback: number | undefined, max: number): number {
  if (raw === undefined && fallback !== undefined) return fallback;
  const value = Number(raw);
  if (raw === undefined || !/^\d+$/.test(raw) || value < (name === 'count' ? 1 : 0) || value > max) {
    throw new ConfigError([`--${name}: ${raw === undefined ? 'is required' : `"${raw}" is not valid`}`, USAGE]);
  }
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { count: { type: 'string', short: 'n' }, seed: { type: 'string', short: 's' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const count = parseCount('count', values.count, undefined, 10_000_000);
  const seed = parseCount('seed', values.seed, 1, 1_000_000_000);
  const config = loadConfig();
  const log = createLogger(config);
  // Without a database URL the embedded database of `npm start` is used: stop the service first.
  const embedded = config.database.url ? undefined : await startEmbeddedDatabase(config.database.dataDir, 'pds', log);
  const url = config.database.url ?? embedded!.url;
  try {
    await migrateUp(url, log);
    // Index builds and the VACUUM of a million rows run for minutes: no limit on an answer.
    const pool = createPool({ connectionString: url, max: 3, log, applicationName: 'pds-seed', queryTimeoutMs: 0 });
    try {
      const result = await seedProperties(pool, { count, seed, log });
      log.info(result, 'seeding finished');
      process.stdout.write(
        `seeded ${result.inserted} new listings (seed ${seed}, ${result.requested} requested) in ${(result.ms / 1000).toFixed(1)} s; ` +
          `the database now holds ${result.total} listings\n`,
      );
    } finally {
      await pool.end();
    }
  } finally {
    await embedded?.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : ((err as Error).stack ?? String(err))}\n`);
  process.exit(1);
});
