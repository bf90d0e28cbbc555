/**
 * SQL of the map and keyword filters (contract section 8), for whereClause and
 * the page query. `param(value)` binds a value and returns its placeholder.
 */
import { parseKeywords, type KeywordTerm } from './keyword-query';
import type { BoundingBox, NearPoint } from './properties.schemas';

export type Bind = (value: unknown) => string;

const HAS_COORDINATES = 'latitude IS NOT NULL AND longitude IS NOT NULL';

/** `text` (an SQL text expression) quoted as a tsquery lexeme. */
const quotedLexeme = (text: string) => String.raw`'''' || replace(replace(${text}, '\', '\\'), '''', '''''') || ''''`;

/**
 * One word as a quoted to_tsquery lexeme with its marks (`*` for a prefix,
 * weights), quoted only after `folded` has run on it: pds_unaccent turns a
 * typographic apostrophe ("Mary’s") into a plain one and drops a lone
 * combining mark, so a word quoted first could come out with an unbalanced
 * quote or as an empty lexeme, both syntax errors. NULL when folding leaves
 * nothing (array_to_string then skips it).
 */
function foldedLexeme(folded: string, marks: string): string {
  const suffix = marks ? ` || ':${marks}'` : '';
  return `(SELECT CASE WHEN btrim(w) = '' THEN NULL ELSE ${quotedLexeme('w')}${suffix} END FROM (SELECT ${folded} AS w) f)`;
}

/**
 * A term as to_tsquery text: each word folded by `fold`, then quoted; a phrase's words joined by <->, each lexeme
 * limited to `weights` ('' for any), the last one a prefix when the term's is.
 */
function termText(term: KeywordTerm, fold: (word: string) => string, param: Bind, weights = ''): string {
  const last = term.words.length - 1;
  const lexemes = term.words.map((w, i) => foldedLexeme(fold(`${param(w)}::text`), `${term.prefix && i === last ? '*' : ''}${weights}`));
  return `array_to_string(ARRAY[${lexemes.join(', ')}]::text[], ' <-> ')`;
}

/** A term's English stems (title, description; `weights` limits the fields). */
const englishQuery = (term: KeywordTerm, param: Bind, weights = '') =>
  `to_tsquery('english', ${termText(term, (w) => `pds_unaccent(${w})`, param, weights)})`;
/** A term's exact address words. */
const addressQuery = (term: KeywordTerm, param: Bind) => `to_tsquery('simple', ${termText(term, (w) => `pds_address_words(${w})`, param)})`;

/**
 * The prefix being typed (a term's only word) as `p`: `f`, folded as the
 * index folds words, and `a`, its English lexemes (one for a plain word).
 */
const typedPrefix = (term: KeywordTerm, param: Bind) =>
  `(SELECT f, tsvector_to_array(to_tsvector('english', f)) AS a FROM (SELECT lower(pds_unaccent(${param(term.words[0]!)}::text)) AS f) f) p`;

/** `column` begins with `start`: one range of a C-ordered index. */
const prefixRange = (column: string, start: string) => `${column} >= ${start} AND ${column} < ${start} || chr(1114111)`;

/** Distinct stems one prefix can bring in; in practice a handful (see prefixWords). */
const PREFIX_STEMS = 64;

/**
 * The stems of the title and description words a typed prefix begins that its
 * English query misses, as tsquery text (' | ' before each exact lexeme,
 * limited to `weights`), or NULL. The English query of `charmi:*` is the stem
 * prefix `charmi:*`, but "charming" is stored as its stem `charm`: no stem
 * begins with the prefix although a word does. The words that begin with it
 * are one range of keyword_words' index (migration 1763718600000); the stems
 * among theirs that do not begin with the prefix's own stem (those the stem
 * prefix finds already) join as exact lexemes. Usually there are none, and
 * the query is the English one alone: a lexeme found twice would cost the
 * index its partial match twice (measured: +15% on two-word searches).
 */
function prefixWords(term: KeywordTerm, param: Bind, weights: string): string {
  const stems = `SELECT DISTINCT k.stem FROM keyword_words k
                  WHERE ${prefixRange('k.word', 'p.f')} AND NOT starts_with(k.stem, coalesce(p.a[1], p.f)) ORDER BY k.stem LIMIT ${PREFIX_STEMS}`;
  return `(SELECT string_agg(' | ' || ${quotedLexeme('stem')}${weights ? ` || ':${weights}'` : ''}, '')
             FROM ${typedPrefix(term, param)}, LATERAL (${stems}) s
            WHERE btrim(p.f) <> '')`;
}

/** Exact stems one prefix may stand for in the search index; past this many, it is asked as a partial match. */
const PREFIX_LEXEMES = 64;

/**
 * The prefix being typed as the exact lexemes it stands for, as tsquery text
 * ('a' | 'b', each limited to `weights`), or NULL when it has none or more
 * than PREFIX_LEXEMES (the caller then asks the partial match `stem:*`).
 * Asked as a partial match, the search index gathers every row of every
 * matching lexeme into a bitmap before the other words are applied; exact
 * lexemes are posting lists the AND skips through (EXPLAIN ANALYZE at
 * 1,000,000 listings: `renov & sunni:*` 146 ms in the index, `renov & sunni`
 * 65 ms; migration 1763719100000). The lexemes, from keyword_words, are a
 * superset of the title and description lexemes `stem:*` finds: the stems
 * that begin with the prefix's own stem, the words that do (a file path such
 * as `/floors` is stored as written, not as its stem `/floor`), and the stems
 * of the words the prefix begins (prefixWords). Only for a prefix that is one
 * English lexeme.
 */
function prefixLexemes(term: KeywordTerm, param: Bind, weights: string): string {
  const lexemes = `SELECT k.stem AS s FROM keyword_words k WHERE ${prefixRange('k.stem COLLATE "C"', 'p.a[1]')}
                   UNION SELECT k.word FROM keyword_words k WHERE ${prefixRange('k.word', 'p.a[1]')}
                   UNION SELECT k.stem FROM keyword_words k WHERE ${prefixRange('k.word', 'p.f')}`;
  return `(SELECT CASE WHEN count(*) BETWEEN 1 AND ${PREFIX_LEXEMES}
                       THEN string_agg(${quotedLexeme('l.s')}${weights ? ` || ':${weights}'` : ''}, ' | ' ORDER BY l.s) END
             FROM ${typedPrefix(term, param)}, LATERAL (SELECT s FROM (${lexemes}) u LIMIT ${PREFIX_LEXEMES + 1}) l
            WHERE cardinality(p.a) = 1 AND btrim(p.f) <> '')`;
}

/**
 * A term's English query as tsquery text, `weights` limiting its fields; for
 * the prefix being typed, the exact lexemes it stands for (prefixLexemes) or
 * else the partial match and the words it begins (prefixWords). NULL when
 * the term is only stop words in English ("the", "in"): read as a whole word
 * it asks nothing, so it is dropped rather than demanded as a prefix.
 */
function wordsQuery(term: KeywordTerm, param: Bind, weights = ''): string {
  const english = englishQuery(term, param, weights);
  // Past the stem for a word alone: the words a phrase's last prefix begins would stand apart from the phrase.
  if (!term.prefix || term.words.length !== 1) return `CASE WHEN numnode(${english}) = 0 THEN NULL ELSE ${english}::text END`;
  const partial = `${english}::text || coalesce(${prefixWords(term, param, weights)}, '')`;
  return `CASE WHEN numnode(${english}) = 0 THEN NULL WHEN numnode(${english}) = 1 THEN coalesce(${prefixLexemes(term, param, weights)}, ${partial}) ELSE ${partial} END`;
}

/**
 * A term's query as tsquery text: its English stems (and, for the prefix, the
 * words it begins) or its exact address words. NULL when wordsQuery is (text,
 * because an empty tsquery cannot be written without a notice per statement).
 */
function termQuery(term: KeywordTerm, param: Bind): string {
  return `'(' || ${wordsQuery(term, param)} || coalesce(' | ' || nullif(${addressQuery(term, param)}::text, ''), '') || ')'`;
}

/**
 * `search_vector @@ <the query>`, with no weights in it, so the GIN index
 * alone decides (no recheck in the table). The query is a scalar subquery:
 * PostgreSQL builds it once per statement (an InitPlan), not once per row;
 * NULL (nothing but stop words) matches nothing.
 */
export function keywordCondition(q: string, param: Bind): string {
  const { groups, excluded } = parseKeywords(q);
  const parts = [
    ...groups.map((group) => `nullif('(' || array_to_string(ARRAY[${group.map((t) => termQuery(t, param)).join(', ')}], ' | ') || ')', '()')`),
    ...excluded.map((t) => `'!' || ${termQuery(t, param)}`),
  ];
  const text = parts.length ? `array_to_string(ARRAY[${parts.join(', ')}]::text[], ' & ')` : "''";
  return `search_vector @@ (SELECT nullif(${text}, '')::tsquery)`;
}

/** Only the first terms rank: enough for any real query, and the cost stays bounded. */
const RANKED_TERMS = 16;

/**
 * Relevance of a row: for each query word (or phrase), 4 points when it is in
 * the title, 2 in the description, 1 in the address. It depends only on which
 * words match and where, never on how often or on the text's length.
 */
export function relevanceExpression(q: string, param: Bind): string {
  const terms = parseKeywords(q).groups.flat().slice(0, RANKED_TERMS);
  if (terms.length === 0) return '0';
  const found = (text: string, points: number) => `coalesce((search_vector @@ (SELECT (${text})::tsquery))::int * ${points}, 0)`;
  const address = (term: KeywordTerm) => {
    const query = addressQuery(term, param);
    return `CASE WHEN numnode(${query}) = 0 THEN NULL ELSE ${query}::text END`;
  };
  const points = terms.flatMap((term) => [
    found(wordsQuery(term, param, 'A'), 4),
    found(wordsQuery(term, param, 'B'), 2),
    found(address(term), 1),
  ]);
  return `(${points.join(' + ')})`;
}

/** Inside the box, edges included; across the antimeridian when minLon > maxLon. The GiST box test finds, BETWEEN decides exactly. */
export function bboxCondition(b: BoundingBox, param: Bind): string {
  const [minLon, minLat, maxLon, maxLat] = [param(b.minLon), param(b.minLat), param(b.maxLon), param(b.maxLat)];
  const lat = `latitude BETWEEN ${minLat} AND ${maxLat}`;
  const box = (west: string, east: string) => `point(longitude, latitude) <@ box(point(${west}, ${minLat}), point(${east}, ${maxLat}))`;
  if (b.minLon <= b.maxLon) return `(${HAS_COORDINATES} AND ${box(minLon, maxLon)} AND ${lat} AND longitude BETWEEN ${minLon} AND ${maxLon})`;
  return `(${HAS_COORDINATES} AND (${box(minLon, '180')} OR ${box('-180', maxLon)}) AND ${lat} AND (longitude >= ${minLon} OR longitude <= ${maxLon}))`;
}

/** earthdistance's sphere: earth() in metres. */
const EARTH_RADIUS_M = 6378168;

/**
 * Great-circle metres from the point, on earthdistance's sphere (earth()'s
 * radius), by the haversine formula in plain float8 arithmetic. It is the
 * same distance as earth_distance(ll_to_earth(..), ll_to_earth(..)) (over
 * all 1,000,000 seeded listings the two differ by at most 2e-8 m), but
 * ll_to_earth() builds a cube and checks the `earth` domain's constraints
 * for every row: counting a 5 km radius in New York (10,299 of 13,198
 * candidates) took 135 ms that way and 12 ms this way. least(1, ..) keeps
 * rounding from taking asin() out of its domain at the antipode.
 */
export function distanceExpression(near: NearPoint, param: Bind): string {
  const [lat, lon] = [`${param(near.lat)}::float8`, `${param(near.lon)}::float8`];
  const haversine = `power(sin(radians(latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lon}) / 2), 2)`;
  return `(${2 * EARTH_RADIUS_M}::float8 * asin(sqrt(least(1::float8, ${haversine}))))`;
}

const DEGREES = 180 / Math.PI;

/**
 * Longitude and latitude boxes that hold the whole circle (two across the
 * antimeridian, one spanning every longitude around a pole), a hair larger
 * than needed: they only let the GiST index find the candidates.
 */
export function circleBoxes({ lat, lon, radiusKm }: NearPoint): Array<[number, number, number, number]> {
  const angle = ((radiusKm * 1000) / EARTH_RADIUS_M) * 1.0001 + 1e-9;
  const minLat = lat - angle * DEGREES;
  const maxLat = lat + angle * DEGREES;
  if (minLat <= -90 || maxLat >= 90) return [[-180, Math.max(-90, minLat), 180, Math.min(90, maxLat)]];
  const dLon = Math.asin(Math.min(1, Math.sin(angle) / Math.cos(lat / DEGREES))) * DEGREES;
  const west = lon - dLon;
  const east = lon + dLon;
  if (dLon >= 180) return [[-180, minLat, 180, maxLat]];
  if (west < -180) return [[west + 360, minLat, 180, maxLat], [-180, minLat, east, maxLat]];
  if (east > 180) return [[west, minLat, 180, maxLat], [-180, minLat, east - 360, maxLat]];
  return [[west, minLat, east, maxLat]];
}

/** Within the radius: the boxes around the circle are the GiST index condition, earth_distance the exact great-circle check. */
export function nearCondition(near: NearPoint, param: Bind): string {
  const boxes = circleBoxes(near).map(
    ([w, s, e, n]) => `point(longitude, latitude) <@ box(point(${param(w)}, ${param(s)}), point(${param(e)}, ${param(n)}))`,
  );
  const metres = param(near.radiusKm * 1000);
  return `(${HAS_COORDINATES} AND (${boxes.join(' OR ')}) AND ${distanceExpression(near, param)} <= ${metres}::float8)`;
}
