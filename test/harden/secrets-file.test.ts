import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../setup/test-database';

const MAIN = process.env.PDS_TEST_MAIN ?? path.resolve(__dirname, '..', '..', 'dist', 'src', 'main.js');

/** Runs the compiled service until it exits; resolves with its exit code and output. */
function runService(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = { ...process.env };
  for (const key of Object.keys(inherited)) if (key.startsWith('PDS_') || key === 'DATABASE_URL') delete inherited[key];
  const child = spawn(process.execPath, [MAIN], { env: { ...inherited, NODE_ENV: 'test', PDS_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

describe('a corrupt .data/secrets.json', () => {
  jest.setTimeout(60_000);

  it.each([
    ['truncated JSON', '{"admin_token": "pds_admin_abc'],
    ['not an object', '[]'],
    ['a secret that is not a string', '{"admin_token": 42, "jwt_secret": "x"}'],
  ])('stops start-up with one clear line and leaves the file alone (%s)', async (_case, content) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pds-secrets-'));
    const file = path.join(dataDir, 'secrets.json');
    writeFileSync(file, content);
    const database = await createTestDatabase();
    try {
      const { code, output } = await runService({ PDS_DATA_DIR: dataDir, PDS_DATABASE_URL: database.url, PDS_BATCH_WORKER: 'false' });
      expect(code).toBe(1);
      const lines = output.trim().split('\n').filter((l) => l.includes('secrets.json'));
      expect(lines).toEqual([expect.stringContaining(`${file}: is corrupt`)]);
      expect(output).not.toMatch(/\n\s+at /);
      expect(readFileSync(file, 'utf8')).toBe(content);
    } finally {
      await database.drop();
    }
  });
});
