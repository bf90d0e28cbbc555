import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * The property as each change left it, for the webhook dispatcher.
 *
 * Contract section 11: a saved search is sent the changes after which the
 * property matches it, with the property's list view. The dispatcher reads
 * the feed up to a second behind the writers (longer after a stop), and the
 * properties table holds only the newest state: a change followed by
 * another before dispatch was matched and rendered as the later one left
 * the property (a price set under a subscriber's max_price and raised again
 * at once was never sent; a status moved away from the one searched for was
 * sent, showing the status of the change after it).
 *
 * Each row is `to_jsonb` of the properties row in the changing transaction,
 * written by the same statement as the change (changes.repository.ts), and
 * only while an active subscription exists: nothing else reads it, and at
 * 2 kB a change it would double the feed's writes for nobody. The dispatcher
 * deletes the rows it has passed; the feed's purge deletes whatever an
 * instance without a dispatcher left. No foreign key: both deletes run in
 * seq order without looking at the other table.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`CREATE TABLE property_change_states (
    seq bigint PRIMARY KEY,
    state jsonb NOT NULL
  )`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP TABLE property_change_states');
}
