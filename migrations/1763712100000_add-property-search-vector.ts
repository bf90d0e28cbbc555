import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Keyword search (contract section 8, `q`): one stored tsvector per property,
 * kept by PostgreSQL itself, so every writer (pipeline, seeder, a manual
 * UPDATE) keeps it right. Title (weight A) and description (B) are stemmed in
 * English ("renovated" finds "renovation"); the address words (street, city,
 * postal code) are kept exactly with the `simple` configuration, each word
 * marked with the prefix `zq` (pds_address_words), so an address word and a
 * stem never meet: "Oaks" finds "Oaks Rd" and not "Oak St", and no postal
 * code is stemmed. Everything unaccented first, like the query.
 *
 * Why a marker and not only weights: a tsquery that names weights makes GIN
 * recheck every candidate row in the table. EXPLAIN (ANALYZE, BUFFERS) at
 * 1,000,000 listings, `q=sunny views&property_type=condo` with weighted
 * queries: "Rows Removed by Index Recheck: 129977", 3.1 s. The match is
 * therefore weightless (exact from the index alone); the weights serve only
 * the relevance order of the matches.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE FUNCTION pds_address_words(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT regexp_replace(pds_unaccent($1), '([[:alnum:]]+)', 'zq\\1', 'g') $$;
    ALTER TABLE properties ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english'::regconfig, pds_unaccent(coalesce(title, ''))), 'A')
      || setweight(to_tsvector('english'::regconfig, pds_unaccent(coalesce(description, ''))), 'B')
      || setweight(to_tsvector('simple'::regconfig,
           pds_address_words(coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postal_code, ''))), 'C')
    ) STORED;
    CREATE INDEX properties_search_idx ON properties USING gin (search_vector);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP INDEX properties_search_idx; ALTER TABLE properties DROP COLUMN search_vector; DROP FUNCTION pds_address_words(text);');
}
