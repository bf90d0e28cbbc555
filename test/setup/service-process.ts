import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { readFileSync } from 'node:fs';

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

/**
 * A port that is free now, chosen below the kernel's ephemeral range: a port
 * handed out by `listen(0)` comes from that range, and in the time between
 * closing it and the service binding it, any outgoing connection of a parallel
 * test (to PostgreSQL, to a fake) may take it as its source port.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  const low = 10_000;
  const high = Math.max(low + 1_000, ephemeralLow) - 1;
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = low + Math.floor(Math.random() * (high - low));
    if (await canListen(candidate)) return candidate;
  }
  throw new Error('no free port found below the ephemeral range');
}

function ephemeralRange(): [number, number] {
  try {
    const [lowText, highText] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return [Number(lowText), Number(highText)];
  } catch {
    return [32_768, 60_999]; // Linux default; other systems only need some free port
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Starts the compiled service (`npm test` builds dist/ first) as a real process
 * and waits until /health answers 200 or `timeoutMs` passes.
 */
export async function startServiceProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServiceProcess> {
  // Another process can still take the chosen port before the service binds
  // it; that start-up failure says EADDRINUSE and is retried on a new port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(env, timeoutMs);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startOnce(env: Record<string, string>, timeoutMs: number): Promise<ServiceProcess> {
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
    if (ended !== undefined) {
      const message = `service exited with ${ended} before answering /health:\n${output}`;
      throw output.includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
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
