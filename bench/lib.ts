/*
 * What the benchmarks share: command-line options, a scratch database, the
 * compiled service as a child process, a connector token, autocannon runs and
 * percentiles. Not a benchmark itself (bench/run.ts lists those by name).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../test/setup/service-process';

/** The compiled service, next to the compiled benchmarks (dist/bench -> dist/src). */
const MAIN = path.resolve(__dirname, '..', 'src', 'main.js');
/** Node's flags as `npm start` and the Dockerfile run the service: a 4 MB young generation keeps RSS down at no cost in throughput. */
const SERVICE_NODE_ARGS = ['--max-semi-space-size=4'];
/** Secrets of the services this process starts; the admin token creates connector tokens. */
export const ADMIN_TOKEN = `bench-admin-${randomBytes(12).toString('hex')}`;
const JWT_SECRET = randomBytes(32).toString('hex');

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export const round = (n: number, digits = 4): number => Math.round(n * 10 ** digits) / 10 ** digits;

/** The value after `--name`, or `fallback` when it is missing or empty. */
export function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
}

/** `--name` as a positive whole number, or `fallback` when it is missing or not one. */
export function intOption(args: string[], name: string, fallback: number): number {
  const value = Number(option(args, name, ''));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The PostgreSQL server the benchmarks create their databases on. */
export function benchServerUrl(): string {
  return process.env.PDS_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export interface ScratchDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A new, empty database `<prefix>_<random>` on the bench server; drop() removes it. */
export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const serverUrl = benchServerUrl();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export interface Service {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** What the process wrote to the captured streams so far. */
  output(): string;
}

export interface ServiceOptions {
  /** PDS_* variables beside host, port and the secrets above. */
  env: Record<string, string>;
  nodeEnv?: 'test' | 'production';
  /** Which output is kept for error messages (`inherit`: passed through, none kept). */
  capture?: 'all' | 'stderr' | 'inherit';
  /** Health checks, 100 ms apart, before giving up. */
  attempts?: number;
}

/** Starts the compiled service on a free port and waits until /health answers 200. */
export async function startService({ env, nodeEnv = 'test', capture = 'all', attempts = 600 }: ServiceOptions): Promise<Service> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVICE_NODE_ARGS, MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: nodeEnv,
      PDS_HOST: '127.0.0.1',
      PDS_PORT: String(port),
      PDS_ADMIN_TOKEN: ADMIN_TOKEN,
      PDS_JWT_SECRET: JWT_SECRET,
      PDS_LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: capture === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', capture === 'all' ? 'pipe' : 'ignore', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  for (let i = 0; i < attempts; i++) {
    if (child.exitCode !== null) throw new Error(`service exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).status === 200) return { baseUrl, child, output: () => output };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`service did not answer /health within ${attempts / 10} s:\n${output}`);
}

/** SIGTERM, then wait for the process to end. */
export async function stopService(service: Service): Promise<void> {
  if (service.child.exitCode !== null) return;
  const exited = new Promise((r) => service.child.once('exit', r));
  service.child.kill('SIGTERM');
  await exited;
}

/** A connector token for a new source; the headers a connector sends with it. */
export async function connectorHeaders(baseUrl: string, serviceName: string): Promise<{ source: string; headers: Record<string, string> }> {
  const source = `bench-${randomBytes(3).toString('hex')}`;
  const res = await fetch(`${baseUrl}/admin/tokens/service`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ service_name: serviceName, source, roles: ['connector'] }),
  });
  const body = (await res.json()) as { data: { token: string } };
  if (!res.ok) throw new Error(`token request answered ${res.status}: ${JSON.stringify(body)}`);
  return { source, headers: { Authorization: `Bearer ${body.data.token}`, 'X-Connector-Source': source, 'Content-Type': 'application/json' } };
}

/** The slice of autocannon's API used here (the package ships no types). */
export interface AutocannonResult {
  requests: { total: number; average: number };
  non2xx: number;
  errors: number;
}
interface AutocannonInstance extends PromiseLike<AutocannonResult> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, responseTime: number) => void): void;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- untyped CommonJS package; typed by the interfaces above
const autocannon = require('autocannon') as (options: Record<string, unknown>) => AutocannonInstance;

/** One autocannon run; every response's latency in ms, sorted ascending. */
export async function loadTest(options: Record<string, unknown>): Promise<{ result: AutocannonResult; latencies: number[] }> {
  const latencies: number[] = [];
  const instance = autocannon(options);
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

/** The value below which p% of the sorted values fall (0 for none). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** CPU seconds (user + system) a process has used so far; Linux only, else null. */
export function cpuSeconds(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
