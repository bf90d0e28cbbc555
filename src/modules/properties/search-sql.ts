/**
 * SQL of the map and keyword filters (contract section 8), for whereClause and
 * the page query. `param(value)` binds a value and returns its placeholder.
 */
import { parseKeywords, type KeywordTerm } from './keyword-query';
import type { BoundingBox, NearPoint } from './properties.schemas';

export type Bind = (value: unknown) => string;

const HAS_COORDINATES = 'latitude IS NOT NULL AND longitude IS NOT NULL';

/**
 * A term as the arguments of the query functions of migration 1763719700000
 * (pds_term_words, pds_term_address): its words, bound once as one array, and
 * whether its last word is a prefix. Every use of the term passes this text.
 */
const termArguments = (term: KeywordTerm, param: Bind) => `${param(term.words)}::text[], ${term.prefix ? 'true' : 'false'}`;

/**
 * A term's English query as tsquery text, `weights` ('A', 'B' or '' for
 * any) limiting its fields; for the prefix being typed, the exact lexemes it
 * stands for or else the partial match and the words it begins. NULL when the
 * term is only stop words in English ("the", "in"): read as a whole word it
 * asks nothing, so it is dropped rather than demanded as a prefix. Built in
 * the database (pds_term_words), where the folding, the stemming and the
 * keyword_words lookups are.
 */
const wordsQuery = (args: string, weights: '' | 'A' | 'B' = '') => `pds_term_words(${args}, '${weights}')`;

/** A term's exact address words as tsquery text, or NULL when it has none (pds_term_address). */
const addressQuery = (args: string) => `pds_term_address(${args})`;

/**
 * A term's query as tsquery text: its English stems (and, for the prefix, the
 * words it begins) or its exact address words. NULL when wordsQuery is (text,
 * because an empty tsquery cannot be written without a notice per statement).
 */
function termQuery(term: KeywordTerm, param: Bind): string {
  const args = termArguments(term, param);
  return `'(' || ${wordsQuery(args)} || coalesce(' | ' || ${addressQuery(args)}, '') || ')'`;
}

/**
 * `search_vector @@ <the query>`, with no weights in it, so the GIN index
 * alone decides (no recheck in the table). The query is a scalar subquery:
 * PostgreSQL builds it once per statement (an InitPlan), not once per row;
 * NULL (nothing but stop words) matches nothing. Words to find that are all
 * stop words (which are ignored) make the whole query NULL, exclusions and
 * all: `the -pool` asks what `the` asks, nothing, not every property without
 * a pool (a list of
 * exclusions only is refused before, properties.schemas.ts, but a stop word
 * beside them passed that check and read the whole table).
 */
export function keywordCondition(q: string, param: Bind): string {
  const { groups, excluded } = parseKeywords(q);
  const found = groups.map((group) => `nullif('(' || array_to_string(ARRAY[${group.map((t) => termQuery(t, param)).join(', ')}], ' | ') || ')', '()')`);
  const left = excluded.map((t) => `'!' || ${termQuery(t, param)}`);
  const list = (parts: string[]) => `ARRAY[${parts.join(', ')}]::text[]`;
  let text = "''";
  // array_to_string leaves out a group that folds to nothing; at least one must be left to find. The groups are
  // built once, in a subquery, and read twice.
  if (found.length > 0) {
    text = `(SELECT CASE WHEN cardinality(array_remove(f, NULL)) > 0 THEN array_to_string(f || e, ' & ') END
               FROM (SELECT ${list(found)} AS f, ${list(left)} AS e) k)`;
  } else if (left.length > 0) {
    text = `array_to_string(${list(left)}, ' & ')`;
  }
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
  const points = terms.flatMap((term) => {
    const args = termArguments(term, param);
    return [found(wordsQuery(args, 'A'), 4), found(wordsQuery(args, 'B'), 2), found(addressQuery(args), 1)];
  });
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
