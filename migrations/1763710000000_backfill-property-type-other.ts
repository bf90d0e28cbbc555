import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * A property whose kind could not be told is stored as `other` (statistics:
 * properties_by_type sums to total_properties). Existing rows without a type
 * become `other`; the statistics triggers move their counts with the UPDATE.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`UPDATE properties SET property_type = 'other' WHERE property_type IS NULL`);
  pgm.sql(`ALTER TABLE properties ALTER COLUMN property_type SET DEFAULT 'other'`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  // Which rows had no type is not kept: only the default is undone.
  pgm.sql('ALTER TABLE properties ALTER COLUMN property_type DROP DEFAULT');
}
