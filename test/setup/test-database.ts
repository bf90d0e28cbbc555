import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The harness only ever creates, uses and drops databases whose name says "test". */
export function assertTestDatabase(url: string): void {
  const name = new URL(url).pathname.replace(/^\//, '');
  if (!/test/i.test(name)) throw new Error(`refusing to run tests against database "${name}": its name must contain "test"`);
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests through jest (globalSetup prepares the database)`);
  return value;
}

/**
 * A fresh database for one test file, copied from the migrated template that
 * globalSetup prepared. Files never share rows, so they can run in parallel.
 */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = requiredEnv('PDS_TEST_SERVER_URL');
  const template = requiredEnv('PDS_TEST_TEMPLATE');
  const name = `${template.replace(/_tpl$/, '')}_${randomBytes(4).toString('hex')}`;
  const url = databaseUrl(serverUrl, name);
  assertTestDatabase(url);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (err) {
        // Two files copying the template at the same instant can collide; try again.
        if (attempt >= 10 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
