import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Rate-limit counters shared by every instance on this database (src/http/rate-limit.ts):
 * one row per limited key (`<limiter>:<client>`) with the points used in its
 * window and the window's end in epoch milliseconds. The columns are the ones
 * rate-limiter-flexible's RateLimiterPostgres reads and writes; the table is
 * created here so the service needs no DDL rights at run time (`tableCreated`).
 * UNLOGGED: a counter lost in a crash costs one minute of leniency, and the
 * table's churn (one upsert per limited request) writes no WAL and never
 * reaches a replica.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE UNLOGGED TABLE rate_limit_counters (
      key    varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    );
    -- The library's sweep deletes windows that ended over an hour ago.
    CREATE INDEX rate_limit_counters_expire_idx ON rate_limit_counters (expire);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE rate_limit_counters;');
}
