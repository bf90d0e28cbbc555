import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Keyword search (contract section 8, `q`): one stored tsvector per property,
 * kept by PostgreSQL itself, so every writer (pipeline, seeder, a manual
 * UPDATE) keeps it right. Weights tell the fields apart: A title and B
 * description, stemmed in English ("renovated" finds "renovation"); C the
 * address words (street, city, postal code) with the `simple` configuration,
 * matched exactly (so "Oaks" never finds "Oak St" and no postal code is
 * stemmed). Everything unaccented first, like the query.
 * GIN, because a keyword query is a set of lexemes to intersect.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    ALTER TABLE properties ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english'::regconfig, pds_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('english'::regconfig, pds_unaccent(coalesce(description, ''))), 'B')
      || setweight(to_tsvector('simple'::regconfig,
           pds_unaccent(coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postal_code, ''))), 'C')
    ) STORED;
    CREATE INDEX properties_search_idx ON properties USING gin (search_vector);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP INDEX properties_search_idx; ALTER TABLE properties DROP COLUMN search_vector;');
}
