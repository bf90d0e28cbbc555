import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { Pool } from 'pg';
import pino from 'pino';
import { createApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/config';
import { resolveSecrets } from '../../src/config/secrets';
import { createContainer, type Container } from '../../src/container';
import { createPool } from '../../src/db/pool';
import { checkedAgainstOpenApi } from './openapi-check';
import { assertTestDatabase, createTestDatabase } from './test-database';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const TEST_JWT_SECRET = 'test-jwt-secret-0123456789abcdef0123456789';

export interface TestApp {
  readonly app: Express;
  readonly pool: Pool;
  readonly container: Container;
  readonly config: Config;
  readonly databaseUrl: string;
  /** Stops workers, closes the pool and drops the database (unless it was passed in). */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra or overriding environment variables for loadConfig. */
  env?: Record<string, string>;
  /** Reuse this database (e.g. to "restart" on the same data) instead of creating one. */
  databaseUrl?: string;
  /** Start the container's background workers (off by default). */
  startWorkers?: boolean;
}

/**
 * The service as `main.ts` composes it, on a fresh test database, without
 * listening: hand `app` to supertest. External services default to a closed
 * port, so nothing leaves the machine unless a test starts a fake.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const created = options.databaseUrl ? undefined : await createTestDatabase();
  const databaseUrl = options.databaseUrl ?? created!.url;
  assertTestDatabase(databaseUrl);
  const config = loadConfig({
    NODE_ENV: 'test',
    PDS_DATABASE_URL: databaseUrl,
    PDS_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'pds-test-data-')),
    PDS_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    PDS_JWT_SECRET: TEST_JWT_SECRET,
    PDS_GEOCODER_URL: 'http://127.0.0.1:9',
    PDS_GEOCODER_TIMEOUT_MS: '1000',
    PDS_LOG_LEVEL: process.env.PDS_TEST_LOG_LEVEL ?? 'silent',
    ...options.env,
  });
  const log = pino({ level: config.logLevel });
  const pool = createPool({ connectionString: databaseUrl, max: 10, log });
  // PDS_DATABASE_READ_URL in `env`: list, detail and stats read there, as in main.ts.
  const readPool = config.database.readUrl ? createPool({ connectionString: config.database.readUrl, max: 5, log }) : undefined;
  const container = createContainer({ config, log, pool, ...(readPool ? { readPool } : {}), secrets: resolveSecrets(config) });
  if (options.startWorkers) for (const worker of container.workers) worker.start();
  return {
    // Every answer checked against openapi.yaml (test/setup/openapi-check.ts).
    app: checkedAgainstOpenApi(createApp(container)),
    pool,
    container,
    config,
    databaseUrl,
    close: async () => {
      await Promise.all(container.workers.map((w) => w.stop()));
      await pool.end();
      await readPool?.end();
      await created?.drop();
    },
  };
}
