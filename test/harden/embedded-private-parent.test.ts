import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MAIN = process.env.PDS_TEST_MAIN ?? path.resolve(__dirname, '..', '..', 'dist', 'src', 'main.js');

function runService(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const inherited = { ...process.env };
  for (const key of Object.keys(inherited)) if (key.startsWith('PDS_') || key === 'DATABASE_URL') delete inherited[key];
  const child = spawn(process.execPath, [MAIN], { env: { ...inherited, NODE_ENV: 'development', PDS_PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    }),
  );
}

/**
 * `npm start` as root with the embedded database in a clone inside a private
 * home (a 0700 parent the `postgres` system user cannot enter): one clear line
 * saying what to do, before initdb would fail with "Permission denied".
 * (Run as root, as the issue found it; as another user the embedded server runs as that user.)
 */
describe('the embedded database under a private (0700) parent, started as root', () => {
  jest.setTimeout(90_000);

  it('stops with one line naming the directory and what to do, and initialises nothing', async () => {
    expect(process.getuid?.()).toBe(0);
    const home = mkdtempSync(path.join(tmpdir(), 'pds-private-home-'));
    expect(statSync(home).mode & 0o777).toBe(0o700);
    const project = path.join(home, 'project');
    mkdirSync(project);
    const dataDir = path.join(project, '.data');
    const { code, output } = await runService({ PDS_DATA_DIR: dataDir });
    expect(code).toBe(1);
    const lines = output.split('\n').filter((l) => l.includes('embedded PostgreSQL'));
    expect(lines).toEqual([expect.stringContaining(`cannot enter ${home} (mode 0700)`)]);
    expect(lines[0]).toContain('PDS_DATABASE_URL');
    expect(lines[0]).toContain(`chmod o+x ${home}`);
    expect(output).not.toMatch(/Permission denied|\n\s+at /);
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
  });
});
