import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * Every word of the listings' titles and descriptions, with its English stem,
 * for the prefix of `q`'s last word (contract section 8: "the last word also
 * matches as a prefix").
 *
 * `search_vector` (migration 1763712100000) holds the stems of those texts,
 * not their words, and a stem can be shorter than what the user has typed:
 * "charming" is stored as `charm`, so `charmi:*` matched nothing although
 * `charm` and `charming` both did; `renova` missed "renovated" (`renov`). The
 * words that begin with the typed prefix are looked up here, and their stems
 * join the query (search-sql.ts). Keeping the words in the vector itself would
 * add about 366 bytes to every 1,268-byte row at 1,000,000 listings and slow
 * every keyword and features search that reads the table.
 *
 * Kept by statement triggers in the writing transaction, like the statistics
 * (any writer keeps it right). Words are only added: one whose listings are
 * gone can only add a stem that no row holds or that other words share. The
 * word is no unique key: a writer adds the words it finds missing without
 * waiting for another writer's uncommitted ones (with a key, two submissions
 * adding new words in their two statements, insert then update, could
 * deadlock); two writers adding one new word at once leave it twice, which
 * the lookup's DISTINCT absorbs. The backfill at 1,000,000 listings reads
 * 21,673 distinct words (45 s with the table mostly outside the OS cache).
 *
 * A word's stem is what the English dictionary makes of that word alone
 * (ts_lexize): "south-facing" is `south-fac`, as the vector stores the
 * compound, not `face`, the first of its parts' stems.
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE TABLE keyword_words (
      -- C collation: every word starting with a prefix is one range of the index.
      word text COLLATE "C" NOT NULL,
      stem text NOT NULL
    );

    -- The words of a title and a description, folded as the query folds them; stop words have no stem and are left out.
    CREATE FUNCTION pds_keyword_words(title text, description text) RETURNS TABLE (word text, stem text)
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT w, s
          FROM unnest(tsvector_to_array(to_tsvector('simple', pds_unaccent(coalesce(title, '') || ' ' || coalesce(description, ''))))) AS w,
               LATERAL (SELECT (ts_lexize('english_stem', w))[1] AS s) e
         WHERE s IS NOT NULL
    $$;

    -- The words of the written rows that the table does not hold yet (see above: no key, no waiting).
    CREATE FUNCTION property_keyword_words_capture() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        INSERT INTO keyword_words (word, stem)
          SELECT DISTINCT k.word, k.stem FROM new_rows n, pds_keyword_words(n.title, n.description) k
           WHERE NOT EXISTS (SELECT 1 FROM keyword_words w WHERE w.word = k.word);
      ELSE
        INSERT INTO keyword_words (word, stem)
          SELECT DISTINCT k.word, k.stem
            FROM new_rows n JOIN old_rows o ON o.id = n.id, pds_keyword_words(n.title, n.description) k
           WHERE (n.title IS DISTINCT FROM o.title OR n.description IS DISTINCT FROM o.description)
             AND NOT EXISTS (SELECT 1 FROM keyword_words w WHERE w.word = k.word);
      END IF;
      RETURN NULL;
    END $$;

    CREATE FUNCTION property_keyword_words_reset() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM keyword_words;
      RETURN NULL;
    END $$;

    CREATE TRIGGER properties_keyword_words_insert AFTER INSERT ON properties
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_keyword_words_capture();
    CREATE TRIGGER properties_keyword_words_update AFTER UPDATE ON properties
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION property_keyword_words_capture();
    CREATE TRIGGER properties_keyword_words_truncate AFTER TRUNCATE ON properties
      FOR EACH STATEMENT EXECUTE FUNCTION property_keyword_words_reset();

    INSERT INTO keyword_words (word, stem)
      SELECT DISTINCT k.word, k.stem FROM properties p, pds_keyword_words(p.title, p.description) k;
    CREATE INDEX keyword_words_word_idx ON keyword_words (word);
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP TRIGGER properties_keyword_words_insert ON properties;
    DROP TRIGGER properties_keyword_words_update ON properties;
    DROP TRIGGER properties_keyword_words_truncate ON properties;
    DROP FUNCTION property_keyword_words_capture();
    DROP FUNCTION property_keyword_words_reset();
    DROP FUNCTION pds_keyword_words(text, text);
    DROP TABLE keyword_words;
  `);
}
