import pg from 'pg';
import type { Logger } from 'pino';

/** Anything that can run a query: the pool, or one checked-out client inside a transaction. */
export type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

// NUMERIC and BIGINT arrive as strings by default; counts and money here fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number.parseInt(v, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number.parseFloat(v));

export interface PoolOptions {
  connectionString: string;
  max: number;
  log: Logger;
  applicationName?: string;
  /** How long the server lets a session sit idle inside a transaction before ending it (IDLE_IN_TRANSACTION_MS). */
  idleInTransactionMs?: number;
  /** How long a statement's answer is awaited before the client is given up (QUERY_TIMEOUT_MS); 0: for ever. */
  queryTimeoutMs?: number;
  /** How long the server lets a statement run (STATEMENT_TIMEOUT_MS; 0, also where queryTimeoutMs is 0: no limit). */
  statementTimeoutMs?: number;
}

/**
 * How long a statement's answer is awaited. The service's own statements
 * take milliseconds to a few seconds (a broad keyword count read cold from
 * disk, 6 s); one unanswered for a minute went to a connection whose path
 * stalled, and waiting longer only keeps it from the pool. An outside probe
 * stalled the pool's connections (a proxy that swallowed their packets): 9 of
 * 10 stayed busy for good, the batch, webhook and geocoding workers stopped,
 * and nothing recovered until the sockets were reset by hand. The statement
 * fails (503) and its client is destroyed, not reused. Statements that may
 * rightly run longer say so (NO_QUERY_TIMEOUT): VACUUM; the seeder's pool
 * sets none.
 */
export const QUERY_TIMEOUT_MS = 60_000;

/**
 * The server's own limit on a statement (statement_timeout), a little under
 * the client's: when a client gives up, PostgreSQL has already stopped the
 * statement instead of running on for nobody (an outside probe's broad
 * keyword searches kept their backends busy after their clients had gone).
 * The server's cancel arrives first and the client is kept; the client's own
 * timer is left for a connection that stalled. A cancelled statement is 503
 * (pg-errors.ts). VACUUM lifts it for its session (table-maintenance.ts).
 */
export const STATEMENT_TIMEOUT_MS = 55_000;

/** A statement's own limit that means none (node-postgres reads 0 as "the pool's"); the largest timer there is. */
export const NO_QUERY_TIMEOUT = 2_147_483_647;

/** node-postgres's error for a statement unanswered within its limit (its text, it has no code). */
export function isQueryTimeout(err: unknown): boolean {
  return err instanceof Error && err.message === 'Query read timeout';
}

/**
 * No transaction of the service waits on anything but its own statements and
 * the code between them; one idle this long belongs to a client that stalled
 * (a frozen process, a network path that swallows its packets) and holds its
 * locks meanwhile. An outside probe stalled one writer's connection mid-batch:
 * it held the change feed's lock, and every later write, of any address,
 * waited on it until the backend was terminated by hand. The server now ends
 * such a session, and its locks go with it.
 */
export const IDLE_IN_TRANSACTION_MS = 60_000;

/**
 * TCP keepalive on the pool's sockets, first probe after this long idle: a
 * connection whose peer vanished without a reset (a dropped NAT or firewall
 * entry, a frozen host) fails instead of waiting for an answer forever.
 */
const KEEPALIVE_DELAY_MS = 10_000;

export function createPool(options: PoolOptions): pg.Pool {
  const queryTimeout = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
  const serverTimeout = options.statementTimeoutMs ?? (queryTimeout === 0 ? 0 : STATEMENT_TIMEOUT_MS);
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max,
    connectionTimeoutMillis: 5_000,
    // A new server process is slow until it has mapped the shared buffers it touches (see
    // embeddedServerSettings): idle clients are kept ten minutes, not 30 s, so a lull in traffic
    // does not make the next burst start over.
    idleTimeoutMillis: 600_000,
    application_name: options.applicationName ?? 'property-data-service',
    // JIT compilation adds 50-70 ms to the list's counts and buys nothing on these short queries.
    // work_mem 16MB: a keyword or feature search's bitmap of ~100,000 matches stays exact; at the
    // default 4MB it turns lossy and every row of its pages is rechecked in the table (EXPLAIN at
    // 1,000,000 listings, q=sunny views&property_type=condo: 124,098 rows rechecked, 2.2x slower).
    // No parallel workers: the service's reads come many at a time, so a statement's workers take
    // cores from the statements beside it and each costs a process start. A broad count such as
    // min_square_meters=50 ran as a parallel index-only scan, three processes of a second each.
    // 16 clients, cache off, 1,000,000 listings, alternating runs on a busy 2-core machine:
    // portal mix 49 / 54 req/s with workers, 60 / 61 without; spec mix 131 / 163 with, 145 / 239
    // without.
    options: `-c jit=off -c work_mem=16MB -c max_parallel_workers_per_gather=0 -c idle_in_transaction_session_timeout=${options.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS} -c statement_timeout=${serverTimeout}`,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    query_timeout: queryTimeout,
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (err) => options.log.warn({ err }, 'idle database client failed'));
  // A new client has no error listener from the moment pg-pool hands it out until its taker attaches
  // one (withClient, after its await). If the server's ReadyForQuery and a FATAL (a shutdown's 57P01)
  // arrive in one read, pg parses both in the same turn and emits the error unheard, and the process
  // exits: the embedded-database process test saw it once in a clean-clone CI run. This listener
  // stays for the client's life; whoever holds the client still sees the error on its next query.
  pool.on('connect', (client) => {
    client.on('error', (err) => options.log.debug({ err }, 'database client failed'));
  });
  return pool;
}

/**
 * One client for `work` (several statements on one session), released in
 * finally; destroyed rather than reused if it failed. pg-pool listens for
 * errors only on idle clients: a server going away while this client is
 * checked out but between statements would otherwise crash the process. The
 * next statement fails with the same error, which is what callers handle.
 */
export async function withClient<T>(pool: pg.Pool, work: (client: pg.PoolClient, markBroken: (err: Error) => void) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  const markBroken = (err: Error): void => {
    broken = err;
  };
  client.on('error', markBroken);
  try {
    return await work(client, markBroken);
  } catch (err) {
    // Its statement may still be running on the connection, which would hold up the next user's: destroyed.
    if (isQueryTimeout(err)) broken ??= err as Error;
    throw err;
  } finally {
    client.removeListener('error', markBroken);
    client.release(broken);
  }
}

/** One client, BEGIN (or `begin`, e.g. with an isolation level), COMMIT or ROLLBACK, released in finally. */
export function withTransaction<T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> {
  return withClient(pool, async (client, markBroken) => {
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackErr) {
        // A client whose rollback failed is in an unknown state: destroy it rather than reuse it.
        markBroken(rollbackErr as Error);
      }
      throw err;
    }
  });
}
