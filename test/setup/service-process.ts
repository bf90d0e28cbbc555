import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
/** The compiled service; PDS_TEST_MAIN points at another build (e.g. a private outDir). */
const MAIN = process.env.PDS_TEST_MAIN ?? path.join(ROOT, 'dist', 'src', 'main.js');

export interface ServiceProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process ends. */
  exited: Promise<number | string>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the compiled service (`npm test` builds dist/ first) as a real process
 * and waits until /health answers 200 or `timeoutMs` passes.
 */
export async function startServiceProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServiceProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  for (const key of Object.keys(inherited)) if (key.startsWith('PDS_') || key === 'DATABASE_URL') delete inherited[key];
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...inherited, NODE_ENV: 'test', PDS_HOST: '127.0.0.1', PDS_PORT: String(port), PDS_LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')));

  const deadline = Date.now() + timeoutMs;
  let ended: number | string | undefined;
  void exited.then((code) => (ended = code));
  while (Date.now() < deadline) {
    if (ended !== undefined) throw new Error(`service exited with ${ended} before answering /health:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/health`);
      if (res.status === 200) return { baseUrl, child, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`service did not answer /health within ${timeoutMs} ms:\n${output}`);
}
