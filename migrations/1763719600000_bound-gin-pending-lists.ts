import type { MigrationBuilder } from 'node-pg-migrate';

/*
 * Keyword and feature searches stay fast while a connector writes (issues 12
 * and 13).
 *
 * A GIN index takes new rows into a pending list, unsorted, and folds the
 * list into the index when it reaches gin_pending_list_limit (4 MB by
 * default) or at VACUUM; every search through the index reads the whole
 * list. At 500 new listings a second (the reads benchmark's ingest) the
 * keyword index's list filled to its 4 MB (496 pages, 8,900 rows) in
 * 15 seconds, before the table's vacuum after every 10,000 new rows
 * (migration 1763718800000; about every 20 s at that rate) emptied it: most
 * of the time a search reads a list megabytes long. At 1,000,000 listings, three keyword
 * searches with the list full and then emptied (gin_clean_pending_list):
 * `q=garden schools&city=London` 35.7 -> 19.4 ms, `q=quiet marina&
 * property_type=house` 51.1 -> 25.4 ms, `q=sunny views&city=Paris`
 * 27.0 -> 19.2 ms.
 *
 * The lists are bounded to 256 kB (32 pages) instead: a search reads at
 * most a sixteenth of what it read, and a write folds a short list more
 * often. Writing without a list (fastupdate off) cost PostgreSQL 1.17 ms
 * of CPU per ingested listing against 0.88-0.93 ms with the 4 MB list;
 * with the 256 kB list it measured 0.90-0.99 ms.
 */
const INDEXES = ['properties_search_filters_idx', 'properties_features_filters_idx'];

export async function up(pgm: MigrationBuilder): Promise<void> {
  for (const index of INDEXES) pgm.sql(`ALTER INDEX ${index} SET (gin_pending_list_limit = 256)`);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  for (const index of INDEXES) pgm.sql(`ALTER INDEX ${index} RESET (gin_pending_list_limit)`);
}
