import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * The stems of keyword_words (migration 1763718600000) by prefix, for the
 * last word of `q` (search-sql.ts, prefixLexemes): every stem that begins
 * with the typed word's own stem is one range of this index, in C order like
 * the words' index, so the prefix can be asked of the search index as the
 * exact stems it stands for rather than as a partial match. EXPLAIN ANALYZE
 * at 1,000,000 seeded listings, `renov & sunni:*` against `renov & sunni`
 * (the only stem there that begins with `sunni`): the search index's bitmap
 * scan took 146 ms and 65 ms. A partial match gathers every row of every
 * matching stem into a bitmap first; exact stems are read as posting lists,
 * which the AND with the other words skips through.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('CREATE INDEX keyword_words_stem_idx ON keyword_words (stem COLLATE "C");');
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP INDEX keyword_words_stem_idx;');
}
