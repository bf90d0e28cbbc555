import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * The change feed (contract section 9) and the outbox of webhook deliveries
 * (section 11): one row per committed creation or change of a property,
 * written in the transaction that makes the change. `seq` orders the feed;
 * `writer_xid` is the writing transaction, so a reader can tell changes that
 * may still have uncommitted predecessors from those that cannot.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE property_changes (
      seq            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      property_id    uuid NOT NULL,
      kind           text NOT NULL CHECK (kind IN ('created', 'updated')),
      changed_fields text[] NOT NULL,
      source         text NOT NULL,
      writer_xid     xid8 NOT NULL DEFAULT pg_current_xact_id(),
      changed_at     timestamptz NOT NULL DEFAULT now()
    );
    -- No index on changed_at: the retention purge walks the primary key from the oldest change
    -- (migrations/1763713000002), and every index is paid by every writer.
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE property_changes;');
}
