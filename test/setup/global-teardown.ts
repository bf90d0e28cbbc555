import pg from 'pg';
import type { EmbeddedDatabase } from '../../src/db/embedded';

/** Drops every database this run created, then stops the embedded server if one was started. */
export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.PDS_TEST_SERVER_URL;
  const run = process.env.PDS_TEST_RUN;
  if (serverUrl && run) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${run}%`]);
      for (const { datname } of rows) {
        if (datname.includes('test')) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
    } finally {
      await admin.end();
    }
  }
  const embedded = (globalThis as Record<string, unknown>).__PDS_EMBEDDED__ as EmbeddedDatabase | undefined;
  await embedded?.stop();
}
