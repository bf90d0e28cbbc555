import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * The queue of asynchronous batches (more than 100 items). A batch and all its
 * items are written in one transaction before the client hears 202, so an
 * accepted batch survives any crash. Workers of every instance claim items with
 * FOR UPDATE SKIP LOCKED under a lease: `claimed_until` is the lease's end while
 * claimed, and the earliest retry time after a technical failure.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE batches (
      id           text PRIMARY KEY,
      source       text NOT NULL,
      -- The submitting connector, replayed to the pipeline for every chunk.
      principal    jsonb NOT NULL,
      status       text NOT NULL DEFAULT 'queued'
                   CHECK (status IN ('queued', 'processing', 'completed', 'failed')),
      total        integer NOT NULL CHECK (total > 0),
      processed    integer NOT NULL DEFAULT 0,
      accepted     integer NOT NULL DEFAULT 0,
      rejected     integer NOT NULL DEFAULT 0,
      duplicates   integer NOT NULL DEFAULT 0,
      failed       integer NOT NULL DEFAULT 0,
      created_at   timestamptz NOT NULL DEFAULT now(),
      started_at   timestamptz,
      completed_at timestamptz,
      CHECK (processed <= total)
    );
    -- Health counts open batches; the estimate reads the most recently started ones.
    CREATE INDEX batches_open_idx ON batches (status) WHERE status IN ('queued', 'processing');
    CREATE INDEX batches_started_at_idx ON batches (started_at DESC) WHERE started_at IS NOT NULL;

    CREATE TABLE batch_items (
      batch_id      text NOT NULL REFERENCES batches (id) ON DELETE CASCADE,
      position      integer NOT NULL,
      -- json, not jsonb: kept as submitted, so a string jsonb cannot hold (one with a NUL
      -- character) reaches the pipeline's validation instead of failing the whole batch.
      payload       json NOT NULL,
      state         text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'done', 'failed')),
      attempts      integer NOT NULL DEFAULT 0,
      claimed_by    text,
      claimed_until timestamptz,
      outcome       jsonb,
      last_error    text,
      processed_at  timestamptz,
      PRIMARY KEY (batch_id, position)
    );
    -- The claim scans only what is left to do, oldest batch first, in submission order.
    CREATE INDEX batch_items_pending_idx ON batch_items (batch_id, position) WHERE state = 'pending';
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE batch_items; DROP TABLE batches;');
}
