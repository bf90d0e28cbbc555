import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './service-process';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');

/**
 * A PostgreSQL primary and a streaming replica made from it with
 * `pg_basebackup -R -X stream`, each its own postmaster on a free port, in a
 * temporary directory. The shared test server is not used: its pg_hba.conf
 * admits no replication connections, and copying it would copy every other
 * run's databases. Run as root, the servers run as the `postgres` system user.
 */
export interface ReplicaCluster {
  /** The service database on the primary (migrated). */
  readonly primaryUrl: string;
  /** The same database on the replica (read-only, in recovery). */
  readonly replicaUrl: string;
  /** Stops applying WAL on the replica (it keeps receiving it). */
  pauseReplay(): Promise<void>;
  /** Applies WAL again and waits until the replica has replayed everything the primary wrote. */
  resumeAndCatchUp(): Promise<void>;
  stop(): Promise<void>;
}

const DATABASE = 'pds_test_replica';

function binDir(): string {
  const candidates = [process.env.PDS_TEST_PG_BIN];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {
    // no pg_config on PATH
  }
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql').sort().reverse()) candidates.push(`/usr/lib/postgresql/${version}/bin`);
  }
  const found = candidates.find((dir) => dir && ['initdb', 'pg_ctl', 'pg_basebackup'].every((b) => existsSync(path.join(dir, b))));
  if (!found) throw new Error('initdb, pg_ctl and pg_basebackup were not found: set PDS_TEST_PG_BIN to a PostgreSQL bin directory');
  return found;
}

export async function startReplicaCluster(): Promise<ReplicaCluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'pds-replica-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const pgRun = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const primaryDir = path.join(dir, 'primary');
  const replicaDir = path.join(dir, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const started: string[] = [];
  const stop = async (): Promise<void> => {
    for (const data of started.reverse()) await pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await pgRun('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
    // initdb's pg_hba.conf already admits replication connections from 127.0.0.1 (trust).
    const settings = (port: number) =>
      [`port = ${port}`, "listen_addresses = '127.0.0.1'", `unix_socket_directories = '${dir}'`, 'wal_level = replica', 'max_wal_senders = 4',
        'fsync = off', 'shared_buffers = 32MB', 'max_connections = 40', 'hot_standby = on'].join('\n');
    appendFileSync(path.join(primaryDir, 'postgresql.conf'), `\n${settings(primaryPort)}\n`);
    await pgRun('pg_ctl', ['-D', primaryDir, '-l', path.join(dir, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);

    const server = `postgres://postgres@127.0.0.1:${primaryPort}`;
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE}`).finally(() => admin.end());
    const primaryUrl = `${server}/${DATABASE}`;
    // The migrations as `npm run migrate` applies them (node-pg-migrate cannot be imported inside jest).
    await run(process.execPath, [path.join(ROOT, 'dist', 'src', 'db', 'migrate-cli.js')], {
      env: { PATH: process.env.PATH, PDS_DATABASE_URL: primaryUrl, PDS_LOG_LEVEL: 'warn' },
    });

    await pgRun('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast']);
    appendFileSync(path.join(replicaDir, 'postgresql.conf'), `\nport = ${replicaPort}\n`);
    await pgRun('pg_ctl', ['-D', replicaDir, '-l', path.join(dir, 'replica.log'), '-w', 'start']);
    started.push(replicaDir);
    const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/${DATABASE}`;

    const query = async <T extends pg.QueryResultRow>(url: string, text: string): Promise<T | undefined> => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query<T>(text)).rows[0];
      } finally {
        await client.end();
      }
    };
    const resumeAndCatchUp = async (): Promise<void> => {
      await query(replicaUrl, 'SELECT pg_wal_replay_resume()');
      const target = (await query<{ lsn: string }>(primaryUrl, 'SELECT pg_current_wal_lsn()::text AS lsn'))!.lsn;
      for (let i = 0; i < 600; i++) {
        const row = await query<{ caught: boolean; recovering: boolean }>(
          replicaUrl,
          `SELECT pg_is_in_recovery() AS recovering, coalesce(pg_last_wal_replay_lsn() >= '${target}'::pg_lsn, false) AS caught`,
        );
        if (row?.recovering && row.caught) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`the replica did not replay up to ${target} within 30 s`);
    };
    await resumeAndCatchUp();
    return { primaryUrl, replicaUrl, pauseReplay: async () => void (await query(replicaUrl, 'SELECT pg_wal_replay_pause()')), resumeAndCatchUp, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
