/**
 * SQL of the map and keyword filters (contract section 8), for whereClause and
 * the page query. `param(value)` binds a value and returns its placeholder.
 */
import { parseKeywords, termTsquery, type KeywordTerm } from './keyword-query';
import type { BoundingBox, NearPoint } from './properties.schemas';

export type Bind = (value: unknown) => string;

const EARTH_POINT = 'll_to_earth(latitude, longitude)';
const HAS_COORDINATES = 'latitude IS NOT NULL AND longitude IS NOT NULL';

/**
 * A term's query as tsquery text: English stems in title or description, or
 * the exact words in the address. A term that is only stop words in English
 * ("the", "in") is NULL, dropped rather than demanded of the address (text,
 * because an empty tsquery cannot be written without a notice per statement).
 */
function termText(term: KeywordTerm, param: Bind): string {
  const english = `to_tsquery('english', pds_unaccent(${param(termTsquery(term, 'AB'))}))`;
  const simple = `to_tsquery('simple', pds_unaccent(${param(termTsquery(term, 'C'))}))`;
  return `CASE WHEN numnode(${english}) = 0 THEN NULL ELSE '(' || (${english} || ${simple})::text || ')' END`;
}

/**
 * `search_vector @@ <the query>`. The query is a scalar subquery, so
 * PostgreSQL builds it once per statement (an InitPlan), not once per row;
 * NULL (nothing but stop words) matches nothing.
 */
export function keywordCondition(q: string, param: Bind): string {
  const { groups, excluded } = parseKeywords(q);
  const parts = [
    ...groups.map((group) => `nullif('(' || array_to_string(ARRAY[${group.map((t) => termText(t, param)).join(', ')}], ' | ') || ')', '()')`),
    ...excluded.map((t) => `'!' || ${termText(t, param)}`),
  ];
  const text = parts.length ? `array_to_string(ARRAY[${parts.join(', ')}]::text[], ' & ')` : "''";
  return `search_vector @@ (SELECT nullif(${text}, '')::tsquery)`;
}

/** Only the first terms rank: enough for any real query, and the cost stays bounded. */
const RANKED_TERMS = 16;
/** Points of a term found in each field (title counts most). */
const FIELD_POINTS: Array<[string, string, number]> = [['english', 'A', 4], ['english', 'B', 2], ['simple', 'C', 1]];

/**
 * Relevance of a row: for each query word (or phrase), 4 points when it is in
 * the title, 2 in the description, 1 in the address. It depends only on which
 * words match and where, never on how often or on the text's length.
 */
export function relevanceExpression(q: string, param: Bind): string {
  const terms = parseKeywords(q).groups.flat().slice(0, RANKED_TERMS);
  if (terms.length === 0) return '0';
  const points = terms.flatMap((term) =>
    FIELD_POINTS.map(([config, weight, n]) => {
      const query = `to_tsquery('${config}', pds_unaccent(${param(termTsquery(term, weight))}))`;
      return `coalesce((search_vector @@ (SELECT CASE WHEN numnode(${query}) = 0 THEN NULL ELSE ${query} END))::int * ${n}, 0)`;
    }),
  );
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

/** Great-circle metres from the point (earthdistance: a sphere of earth()'s radius). */
export function distanceExpression(near: NearPoint, param: Bind): string {
  return `earth_distance(ll_to_earth(${param(near.lat)}::float8, ${param(near.lon)}::float8), ${EARTH_POINT})`;
}

/** Within the radius: earth_box is the GiST index condition (a cube around the circle), earth_distance the exact check. */
export function nearCondition(near: NearPoint, param: Bind): string {
  const lat = param(near.lat);
  const lon = param(near.lon);
  const metres = param(near.radiusKm * 1000);
  const centre = `ll_to_earth(${lat}::float8, ${lon}::float8)`;
  return `(${HAS_COORDINATES} AND earth_box(${centre}, ${metres}::float8) @> ${EARTH_POINT} AND earth_distance(${centre}, ${EARTH_POINT}) <= ${metres}::float8)`;
}
