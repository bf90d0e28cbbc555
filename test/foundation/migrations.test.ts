import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startServiceProcess, type ServiceProcess } from '../setup/service-process';
import { assertTestDatabase, databaseUrl } from '../setup/test-database';

/** Two instances started at once on an empty database: both come up, each migration is applied exactly once. */
describe('start-up migrations', () => {
  jest.setTimeout(120_000);
  const serverUrl = process.env.PDS_TEST_SERVER_URL!;
  const name = `${process.env.PDS_TEST_RUN}_empty_${randomBytes(3).toString('hex')}`;
  const url = databaseUrl(serverUrl, name);
  const started: ServiceProcess[] = [];

  beforeAll(async () => {
    assertTestDatabase(url);
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
  });

  afterAll(async () => {
    for (const p of started) p.child.kill('SIGKILL');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  });

  it('applies every migration once when two instances start together', async () => {
    const env = { PDS_DATABASE_URL: url, PDS_ADMIN_TOKEN: 'two-instances-admin-token', PDS_JWT_SECRET: 'x'.repeat(40), PDS_BATCH_WORKER: 'false' };
    started.push(...(await Promise.all([startServiceProcess(env), startServiceProcess(env)])));
    for (const p of started) expect((await fetch(`${p.baseUrl}/health`)).status).toBe(200);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM pgmigrations GROUP BY name');
    await client.end();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
    for (const p of started) {
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
    }
  });
});
