import type { MigrationBuilder } from 'node-pg-migrate';

/*
 * A keyword search's tsquery is built by functions instead of by expressions
 * written out in every statement (issue 13).
 *
 * Each term of `q` becomes a tsquery in the database, where the folding
 * (pds_unaccent, pds_address_words), the English stemming and the
 * keyword_words lookups of the prefix are. Written out as SQL, one term took
 * a dozen subqueries, and a relevance-ordered search repeats each term for
 * the title, the description and the address: a two-word search was a 13 kB
 * statement of about 40 subqueries, each planned on every call. PL/pgSQL
 * keeps the plans of its statements for the connection's life, so the
 * statement now only names the functions (2.4 kB). EXPLAIN ANALYZE at
 * 1,000,000 listings, median of 15 alternating runs in one session (the
 * machine busy with other work): planning of `q=garden terrace&city=Houston`
 * 8.1 -> 1.1 ms, `q=quiet gar&city=Austin` 9.3 -> 1.2 ms, `q=bright modern&
 * property_type=condo&city=Chicago&sort=-price` 2.9 -> 1.3 ms; execution
 * unchanged within the noise.
 *
 * What each function answers is what the statement's expressions answered
 * (keyword-query.ts describes the query language):
 *
 * - pds_term_text: a term's words as to_tsquery text, each folded for its
 *   field and then quoted (pds_unaccent turns a typographic apostrophe into a
 *   plain one and drops a lone combining mark, so a word quoted first could
 *   come out with an unbalanced quote or as an empty lexeme), joined by <->,
 *   the last one a prefix when the term's is, each limited to `weights`. A
 *   word that folds to nothing is left out.
 * - pds_term_address: the exact address words of a term, or NULL.
 * - pds_term_words: the English stems of a term, or NULL when it is only stop
 *   words (read as a whole word it asks nothing). For the prefix being typed,
 *   a word alone: the exact lexemes it stands for when it is one English
 *   lexeme with at most 64 of them in keyword_words (a partial match gathers
 *   every row of every matching lexeme into a bitmap before the other words
 *   apply, where exact lexemes are posting lists the AND skips through:
 *   `renov & sunni:*` 146 ms in the index, `renov & sunni` 65 ms, migration
 *   1763719100000); otherwise the partial match `stem:*` and, as exact
 *   lexemes, the stems of the words the prefix begins that the stem prefix
 *   misses ("charmi" begins "charming", stored as `charm`).
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(String.raw`
    CREATE FUNCTION pds_query_lexeme(folded text, weights text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT CASE WHEN btrim(folded) = '' THEN NULL
                  ELSE '''' || replace(replace(folded, '\', '\\'), '''', '''''') || '''' || CASE WHEN weights <> '' THEN ':' || weights ELSE '' END END
    $$;

    CREATE FUNCTION pds_term_text(words text[], prefix boolean, weights text, address boolean) RETURNS text
      LANGUAGE sql STABLE PARALLEL SAFE AS $$
      SELECT array_to_string(array_agg(pds_query_lexeme(CASE WHEN address THEN pds_address_words(w) ELSE pds_unaccent(w) END,
                                                        CASE WHEN prefix AND i = cardinality(words) THEN '*' ELSE '' END || weights)
                                       ORDER BY i), ' <-> ')
        FROM unnest(words) WITH ORDINALITY u(w, i)
    $$;

    CREATE FUNCTION pds_term_address(words text[], prefix boolean) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
    DECLARE
      query tsquery := to_tsquery('simple', pds_term_text(words, prefix, '', true));
    BEGIN
      RETURN CASE WHEN numnode(query) = 0 THEN NULL ELSE query::text END;
    END
    $$;

    CREATE FUNCTION pds_term_words(words text[], prefix boolean, weights text) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
    DECLARE
      english tsquery := to_tsquery('english', pds_term_text(words, prefix, weights, false));
      nodes int := numnode(english);
      typed text;
      stems text[];
      lexemes text;
    BEGIN
      IF nodes = 0 THEN RETURN NULL; END IF;
      IF NOT prefix OR cardinality(words) <> 1 THEN RETURN english::text; END IF;
      typed := lower(pds_unaccent(words[1]));
      IF btrim(typed) = '' THEN RETURN english::text; END IF;
      stems := tsvector_to_array(to_tsvector('english', typed));
      IF nodes = 1 AND cardinality(stems) = 1 THEN
        -- keyword_words' C-collated indexes: every word or stem starting with a prefix is one range.
        SELECT CASE WHEN count(*) BETWEEN 1 AND 64 THEN string_agg(pds_query_lexeme(l.s, weights), ' | ' ORDER BY l.s) END INTO lexemes
          FROM (SELECT s FROM (SELECT k.stem AS s FROM keyword_words k WHERE k.stem COLLATE "C" >= stems[1] AND k.stem COLLATE "C" < stems[1] || chr(1114111)
                               UNION SELECT k.word FROM keyword_words k WHERE k.word >= stems[1] AND k.word < stems[1] || chr(1114111)
                               UNION SELECT k.stem FROM keyword_words k WHERE k.word >= typed AND k.word < typed || chr(1114111)) u
                 LIMIT 65) l;
        IF lexemes IS NOT NULL THEN RETURN lexemes; END IF;
      END IF;
      SELECT string_agg(' | ' || pds_query_lexeme(s.stem, weights), '') INTO lexemes
        FROM (SELECT DISTINCT k.stem FROM keyword_words k
               WHERE k.word >= typed AND k.word < typed || chr(1114111) AND NOT starts_with(k.stem, coalesce(stems[1], typed))
               ORDER BY k.stem LIMIT 64) s;
      RETURN english::text || coalesce(lexemes, '');
    END
    $$;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    DROP FUNCTION pds_term_words(text[], boolean, text);
    DROP FUNCTION pds_term_address(text[], boolean);
    DROP FUNCTION pds_term_text(text[], boolean, text, boolean);
    DROP FUNCTION pds_query_lexeme(text, text);
  `);
}
