import net from 'node:net';
import pino from 'pino';
import type { QueryConfig } from 'pg';
import { isDatabaseUnavailable } from '../../src/db/pg-errors';
import { createPool, isQueryTimeout, NO_QUERY_TIMEOUT, withClient } from '../../src/db/pool';
import { maintainTables } from '../../src/db/table-maintenance';
import { createTestDatabase } from '../setup/test-database';

/** One PostgreSQL wire message: type byte, length, body. */
function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/**
 * A server that accepts the login and, in the same write, says it is shutting
 * down: ReadyForQuery then FATAL 57P01, as a PostgreSQL stopped while a
 * connection is being opened can send them.
 */
function startDyingServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const authOk = message('R', Buffer.from([0, 0, 0, 0]));
  const ready = message('Z', Buffer.from('I'));
  const fields = ['SFATAL', 'VFATAL', 'C57P01', 'Mterminating connection due to administrator command'];
  const fatal = message('E', Buffer.concat([...fields.map((f) => Buffer.from(`${f}\0`)), Buffer.from([0])]));
  const server = net.createServer((socket) => {
    socket.once('data', () => socket.end(Buffer.concat([authOk, ready, fatal])));
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('the database pool when the server goes away as a connection opens', () => {
  it('reports the lost connection to the caller instead of crashing the process', async () => {
    const server = await startDyingServer();
    const pool = createPool({ connectionString: `postgres://pds@127.0.0.1:${server.port}/pds`, max: 2, log: pino({ level: 'silent' }) });
    try {
      // Without a listener on the new client the FATAL is emitted unheard: an uncaught 'error' fails this test.
      await expect(withClient(pool, (client) => client.query('SELECT 1'))).rejects.toThrow();
      await expect(pool.query('SELECT 1')).rejects.toThrow();
    } finally {
      await pool.end();
      await server.close();
    }
  });
});

describe('the pool against a database that stops answering', () => {
  let database: { url: string; drop: () => Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  describe('a session that stalls inside a transaction', () => {
    it('is ended by the server, and the locks it held are free for the next writer', async () => {
      const log = pino({ level: 'silent' });
      const stalled = createPool({ connectionString: database.url, max: 1, log, idleInTransactionMs: 300 });
      const other = createPool({ connectionString: database.url, max: 1, log });
      try {
        const failed = withClient(stalled, async (client) => {
          await client.query('BEGIN');
          await client.query('SELECT pg_advisory_xact_lock(7153)');
          // The client goes quiet inside its transaction, as one whose network path stalled would.
          await new Promise((r) => setTimeout(r, 1_000));
          await client.query('COMMIT');
        });
        await expect(failed).rejects.toThrow();
        const { rows } = await other.query<{ taken: boolean }>('SELECT pg_try_advisory_lock(7153) AS taken');
        expect(rows[0]!.taken).toBe(true);
      } finally {
        await stalled.end();
        await other.end();
      }
    });

    it('is left alone by default for as long as the service waits on its own statements', async () => {
      const pool = createPool({ connectionString: database.url, max: 1, log: pino({ level: 'silent' }) });
      try {
        const { rows } = await pool.query<{ timeout: string }>(`SELECT current_setting('idle_in_transaction_session_timeout') AS timeout`);
        expect(rows[0]!.timeout).toBe('1min');
      } finally {
        await pool.end();
      }
    });
    });

  describe('a statement whose answer does not come within the limit', () => {
    it('fails as the database being unavailable, and its client is destroyed rather than handed to the next caller', async () => {
      const pool = createPool({ connectionString: database.url, max: 2, log: pino({ level: 'silent' }), queryTimeoutMs: 200 });
      try {
        const direct = await pool.query('SELECT pg_sleep(3)').catch((err: unknown) => err);
        expect(isQueryTimeout(direct)).toBe(true);
        expect(isDatabaseUnavailable(direct)).toBe(true);
        const held = await withClient(pool, (client) => client.query('SELECT pg_sleep(3)')).catch((err: unknown) => err);
        expect(isQueryTimeout(held)).toBe(true);
        // Both clients still wait for their sleeps' answers: neither may serve another statement.
        expect(pool.totalCount).toBe(0);
        const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await pool.end();
      }
    });

    it('is stopped by the server at its own limit: 503, and the client is kept for the next statement', async () => {
      const pool = createPool({ connectionString: database.url, max: 1, log: pino({ level: 'silent' }), statementTimeoutMs: 100 });
      try {
        const stopped = await withClient(pool, (client) => client.query('SELECT pg_sleep(3)')).catch((err: unknown) => err);
        expect(isQueryTimeout(stopped)).toBe(false);
        expect(isDatabaseUnavailable(stopped)).toBe(true);
        expect(pool.idleCount).toBe(1);
        const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
        expect(rows).toEqual([{ one: 1 }]);
      } finally {
        await pool.end();
      }
    });

    it('sets the server a limit just under the client one by default, and none where the pool has none', async () => {
      const limited = createPool({ connectionString: database.url, max: 1, log: pino({ level: 'silent' }) });
      const none = createPool({ connectionString: database.url, max: 1, log: pino({ level: 'silent' }), queryTimeoutMs: 0 });
      try {
        const setting = async (pool: typeof limited) => (await pool.query<{ t: string }>(`SELECT current_setting('statement_timeout') AS t`)).rows[0]!.t;
        expect(await setting(limited)).toBe('55s');
        expect(await setting(none)).toBe('0');
      } finally {
        await limited.end();
        await none.end();
      }
    });

    it('answers a statement an operator cancels as the database being unavailable (503, retry later)', async () => {
      const pool = createPool({ connectionString: database.url, max: 2, log: pino({ level: 'silent' }) });
      const sleeper = await pool.connect();
      try {
        const pid = (sleeper as unknown as { processID: number }).processID;
        const sleeping = sleeper.query('SELECT pg_sleep(3)').catch((err: unknown) => err);
        await new Promise((r) => setTimeout(r, 100));
        await pool.query('SELECT pg_cancel_backend($1)', [pid]);
        const cancelled = await sleeping;
        expect((cancelled as { code?: string }).code).toBe('57014');
        expect(isDatabaseUnavailable(cancelled)).toBe(true);
      } finally {
        sleeper.release();
        await pool.end();
      }
    });

    it('lets VACUUM run past the limit, and hands the session back with its limit restored', async () => {
      const setup = createPool({ connectionString: database.url, max: 2, log: pino({ level: 'silent' }), queryTimeoutMs: 0 });
      const pool = createPool({ connectionString: database.url, max: 1, log: pino({ level: 'silent' }), statementTimeoutMs: 100 });
      const locker = await setup.connect();
      try {
        await setup.query('CREATE TABLE maintenance_probe (n int) WITH (autovacuum_enabled = false)');
        await setup.query('INSERT INTO maintenance_probe SELECT generate_series(1, 100000)');
        // Statistics reach pg_stat_user_tables when the backend flushes them (within a second or so).
        const inserted = async () =>
          Number((await setup.query(`SELECT coalesce(max(n_ins_since_vacuum), 0) AS n FROM pg_stat_user_tables WHERE relname = 'maintenance_probe'`)).rows[0].n);
        for (let i = 0; i < 50 && (await inserted()) < 100000; i++) await new Promise((r) => setTimeout(r, 200));
        // The VACUUM waits for this lock past the pool's 100 ms limit.
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE maintenance_probe IN SHARE UPDATE EXCLUSIVE MODE');
        const maintained = maintainTables(pool);
        await new Promise((r) => setTimeout(r, 500));
        await locker.query('COMMIT');
        expect(await maintained).toContainEqual(expect.objectContaining({ name: 'maintenance_probe', vacuumed: true }));
        const { rows } = await pool.query<{ t: string }>(`SELECT current_setting('statement_timeout') AS t`);
        expect(rows[0]!.t).toBe('100ms');
      } finally {
        await locker.query('ROLLBACK').catch(() => undefined);
        locker.release();
        await setup.query('DROP TABLE IF EXISTS maintenance_probe').catch(() => undefined);
        await pool.end();
        await setup.end();
      }
    });

    it('has no limit where the pool sets none, or the statement says so', async () => {
      const none = createPool({ connectionString: database.url, max: 1, log: pino({ level: 'silent' }), queryTimeoutMs: 0 });
      const limited = createPool({ connectionString: database.url, max: 1, log: pino({ level: 'silent' }), queryTimeoutMs: 100 });
      try {
        await expect(none.query('SELECT pg_sleep(0.3)')).resolves.toBeDefined();
        await expect(limited.query({ text: 'SELECT pg_sleep(0.3)', query_timeout: NO_QUERY_TIMEOUT } as QueryConfig)).resolves.toBeDefined();
      } finally {
        await none.end();
        await limited.end();
      }
    });
  });
});
