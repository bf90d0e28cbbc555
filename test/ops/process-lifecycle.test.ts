import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_ADMIN_TOKEN, TEST_JWT_SECRET } from '../setup/app';
import { freePort, startServiceProcess } from '../setup/service-process';
import { createTestDatabase } from '../setup/test-database';

const MAIN = path.resolve(__dirname, '..', '..', 'dist', 'src', 'main.js');

interface LogLine {
  msg?: string;
  step?: string;
  [key: string]: unknown;
}

function logLines(output: string): LogLine[] {
  return output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as LogLine];
    } catch {
      return [];
    }
  });
}

describe('graceful shutdown of the started process', () => {
  jest.setTimeout(120_000);
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  /** The service on this describe's database, with `env` beside its secrets. */
  const start = (env: Record<string, string>) =>
    startServiceProcess({
      PDS_DATABASE_URL: database.url,
      PDS_ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      PDS_JWT_SECRET: TEST_JWT_SECRET,
      PDS_GEOCODER_URL: 'http://127.0.0.1:9',
      ...env,
    });

  it('turns /readyz 503 first (while /livez answers), then stops http, workers, pools, in that order, and exits 0', async () => {
    const service = await start({ PDS_SHUTDOWN_DRAIN_DELAY_MS: '3000' });
    try {
      expect((await fetch(`${service.baseUrl}/readyz`)).status).toBe(200);
      service.child.kill('SIGTERM');

      let draining: Response | undefined;
      for (let i = 0; i < 100 && !draining; i++) {
        const res = await fetch(`${service.baseUrl}/readyz`);
        if (res.status === 503) draining = res;
        else await new Promise((r) => setTimeout(r, 20));
      }
      if (!draining) throw new Error(`/readyz never answered 503 after SIGTERM:\n${service.output()}`);
      expect(await draining.json()).toMatchObject({ success: false, error: { code: 'SERVICE_UNAVAILABLE' }, status: 'draining', checks: { database: 'skipped' } });
      // Still serving during the drain delay: the load balancer sees "not ready", not refused connections.
      expect((await fetch(`${service.baseUrl}/livez`)).status).toBe(200);

      expect(await service.exited).toBe(0);
      const lines = logLines(service.output());
      const steps = lines.filter((l) => l.msg === 'shutdown step done').map((l) => l.step);
      expect(steps).toEqual(['readiness', 'http', 'workers', 'pools']);
      const index = (predicate: (l: LogLine) => boolean): number => lines.findIndex(predicate);
      const poolsEnded = index((l) => l.msg === 'shutdown step done' && l.step === 'pools');
      expect(index((l) => l.msg === 'batch worker stopped')).toBeGreaterThan(index((l) => l.msg === 'shutdown step done' && l.step === 'http'));
      expect(index((l) => l.msg === 'batch worker stopped')).toBeLessThan(poolsEnded);
      expect(lines.filter((l) => l.msg === 'shutdown step failed')).toEqual([]);
      expect(service.output()).not.toMatch(/Cannot use a pool after calling end/);
    } finally {
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
  });

  it('answers a request in flight on a kept-alive connection, closes it once idle and exits 0 while the client still holds it', async () => {
    const service = await start({ PDS_SHUTDOWN_TIMEOUT_MS: '10000' });
    const { port } = new URL(service.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    try {
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      const body = JSON.stringify({ address: '1600 Pennsylvania Ave NW, Washington, DC 20500' });
      // Headers and half the body before the stop: the request is in flight when the server stops accepting.
      socket.write(`POST /api/v1/geocode HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n`);
      socket.write(body.slice(0, 10));
      await new Promise((r) => setTimeout(r, 300));
      service.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      socket.write(body.slice(10));

      expect(await service.exited).toBe(0);
      await closed;
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
      expect(received).toContain('"status":"OK"');
      const steps = logLines(service.output()).filter((l) => l.msg === 'shutdown step done').map((l) => l.step);
      expect(steps).toEqual(['readiness', 'http', 'workers', 'pools']);
    } finally {
      socket.destroy();
      if (service.child.exitCode === null) service.child.kill('SIGKILL');
    }
  });
});

describe('a start-up that fails after the embedded database started', () => {
  jest.setTimeout(180_000);

  it('stops that database before exiting 1', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pds-failed-start-'));
    const port = await freePort();
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const inherited = { ...process.env };
      for (const key of Object.keys(inherited)) if (key.startsWith('PDS_') || key === 'DATABASE_URL') delete inherited[key];
      const child = spawn(process.execPath, [MAIN], {
        env: { ...inherited, NODE_ENV: 'test', PDS_HOST: '127.0.0.1', PDS_PORT: String(port), PDS_DATA_DIR: dataDir, PDS_LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(output).toMatch(/embedded PostgreSQL started/);
      expect(output).toMatch(/EADDRINUSE/);
      expect(code).toBe(1);
      const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
      if (existsSync(pidFile)) {
        const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0]!, 10);
        process.kill(pid, 'SIGINT');
        throw new Error(`the embedded PostgreSQL (pid ${pid}) was left running:\n${output}`);
      }
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});

describe('production start-up with a short admin token', () => {
  it('refuses with one line naming PDS_ADMIN_TOKEN and its minimum length', () => {
    const result = spawnSync(process.execPath, [MAIN], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PDS_ADMIN_TOKEN: 'sixteen-plus-but-short',
        PDS_JWT_SECRET: TEST_JWT_SECRET,
        PDS_DATABASE_URL: 'postgres://postgres@127.0.0.1:9/pds_test_never_reached',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'configuration error:',
      '  PDS_ADMIN_TOKEN: must be at least 32 characters when NODE_ENV=production',
    ]);
    expect(result.stdout).not.toMatch(/listening/);
  });
});
