import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServiceProcess } from '../setup/service-process';

function adminTokenIn(output: string): string | undefined {
  return /Admin token \(kept in [^)]+\): (\S+)/.exec(output)?.[1];
}

/**
 * The default a new user gets: `npm start` with no database configured runs an
 * embedded PostgreSQL in the data directory, keeps it and the generated secrets
 * across restarts, and reports the database's loss on /health.
 */
describe('the service process with its embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pds-process-'));
  jest.setTimeout(120_000);

  it('starts, restarts on the same data, reports a lost database as 503 and stops cleanly on SIGTERM', async () => {
    const first = await startServiceProcess({ PDS_DATA_DIR: dataDir });
    const health = await fetch(`${first.baseUrl}/health`);
    expect(((await health.json()) as { checks: { database: { status: string } } }).checks.database.status).toBe('ok');
    expect((await fetch(`${first.baseUrl}/swagger/index.html`)).status).toBe(200);
    const token = adminTokenIn(first.output());
    expect(token).toMatch(/^pds_admin_/);
    // The server runs with settings sized for the machine (src/db/embedded.ts), not PostgreSQL's 128 MB defaults.
    const started = readFileSync(path.join(dataDir, 'pg', 'postmaster.opts'), 'utf8');
    expect(started).toContain('random_page_cost=1.1');
    expect(started).toMatch(/shared_buffers=\d+MB/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServiceProcess({ PDS_DATA_DIR: dataDir });
    expect(adminTokenIn(second.output())).toBe(token);
    const pid = Number.parseInt(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]!, 10);
    process.kill(pid, 'SIGINT');
    let res: Response | undefined;
    for (let i = 0; i < 50; i++) {
      // A pooled keep-alive socket may be reset once; the service itself must stay up.
      res = await fetch(`${second.baseUrl}/health`).catch(() => undefined);
      if (res?.status === 503) break;
      if (second.child.exitCode !== null) throw new Error(`the service exited (${second.child.exitCode}) when its database stopped:\n${second.output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    if (res?.status !== 503) throw new Error(`expected 503 from /health; service output:\n${second.output()}`);
    expect(await res!.json()).toMatchObject({ status: 'unavailable', checks: { database: { status: 'unavailable' } } });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

describe('start-up with a bad configuration', () => {
  it('exits 1 naming each bad variable on its own line, before touching a database', () => {
    const main = path.resolve(__dirname, '..', '..', 'dist', 'src', 'main.js');
    const result = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PDS_PORT: 'eighty', PDS_JWT_SECRET: 'short' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').map((l) => l.trim());
    expect(lines).toEqual(expect.arrayContaining([expect.stringMatching(/^PDS_PORT: /)]));
    expect(result.stdout).not.toMatch(/listening/);
  });

  it('refuses production without its secrets and a database URL', () => {
    const main = path.resolve(__dirname, '..', '..', 'dist', 'src', 'main.js');
    const result = spawnSync(process.execPath, [main], { env: { PATH: process.env.PATH, NODE_ENV: 'production' }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    for (const name of ['PDS_ADMIN_TOKEN', 'PDS_JWT_SECRET', 'PDS_DATABASE_URL']) expect(result.stderr).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });
});
