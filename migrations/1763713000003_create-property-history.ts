import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Price and status history (contract section 10): one row when a property is
 * listed, then one per submission that changes its stored price or status,
 * written in that submission's transaction. Read newest first per property.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE property_history (
      id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      -- No foreign key: written only with its property, in the same transaction, and properties are
      -- never deleted (a reader joins properties); ingest saves a lookup per row.
      property_id     uuid NOT NULL,
      at              timestamptz NOT NULL DEFAULT now(),
      event           text NOT NULL
                      CHECK (event IN ('listed', 'price_changed', 'status_changed', 'price_and_status_changed')),
      source          text NOT NULL,
      price_previous  numeric(14, 2),
      price_current   numeric(14, 2),
      currency        text,
      status_previous text,
      status_current  text
    );
    CREATE INDEX property_history_property_idx ON property_history (property_id, id);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE property_history;');
}
