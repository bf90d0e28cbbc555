/**
 * Totals from the count cube of migration 1763716000000 (issue 12): the cells
 * inside a filter set are summed, and the rows of the price buckets a range
 * cuts through are counted from the table. Exact for the filters the cube has
 * (location, type, status, rooms, price), and, anywhere, with one or two feature
 * tags, one source or one size, year or date range beside them (the facet cells of migrations
 * 1763719400000 and 1763720000000); anything else is counted row by row.
 */
import { PRICE_THRESHOLDS } from '../../../migrations/1763716000000_create-property-count-cells';
import { MAX_PAIRED_TAGS, MONTH_THRESHOLDS, SIZE_THRESHOLDS, YEAR_THRESHOLDS } from '../../../migrations/1763719400000_create-property-facet-cells';
import type { PropertyFilters } from './properties.schemas';
import type { Bind } from './search-sql';

/** Room counts above this share one cell (property_count_rooms). */
const ROOMS_CAP = 20;

const CELL_FILTERS: ReadonlySet<string> = new Set([
  'city', 'state', 'country', 'propertyType', 'status', 'minPrice', 'maxPrice', 'minBedrooms', 'maxBedrooms', 'minBathrooms', 'maxBathrooms',
]);

/** Where cells are kept: compacted, and the deltas not yet folded in. */
export interface CellTables {
  cells: string;
  deltas: string;
}

/** The count cube (migration 1763716000000). */
const CUBE: CellTables = { cells: 'property_count_cells', deltas: 'property_count_deltas' };

/** The cube's anywhere scopes for each feature tag, each source and each size, year and month bucket (migration 1763719400000). */
const FACET_CELLS: CellTables = { cells: 'property_facet_cells', deltas: 'property_facet_cell_deltas' };

/** What a total is made of: a condition on the cells, and the edges of ranges whose rows are counted from the table. */
export interface CellPlan {
  /** WHERE condition on the cells and deltas of `tables`. */
  cells: string;
  tables: CellTables;
  /** The feature tag or the two tags whose cells these are, if any. */
  tags?: readonly string[];
  /** Rows added to the cells' sum: each a condition, counted from the table beside all the filters (the parts of buckets a range cuts). */
  edges: string[];
}

/**
 * The cube's rows inside a cell condition, `columns` of each: the compacted
 * cells and the deltas not yet folded into them, which together are exact.
 */
export function cubeRows(cells: string, columns: string, tables: CellTables = CUBE): string {
  return `SELECT ${columns} FROM ${tables.cells} WHERE ${cells} UNION ALL SELECT ${columns} FROM ${tables.deltas} WHERE ${cells}`;
}

/** Whether the cube holds a rooms range: counts above ROOMS_CAP share one cell. */
const roomsFit = (min: number | undefined, max: number | undefined): boolean => (min === undefined || min <= ROOMS_CAP) && (max === undefined || max < ROOMS_CAP);

function roomConditions(column: string, min: number | undefined, max: number | undefined, param: Bind): string[] {
  const conditions: string[] = [];
  if (min !== undefined) conditions.push(`${column} >= ${param(min)}`);
  // -1 is unknown (NULL is not "at most k" in the table); -2, negative, is.
  if (max !== undefined) conditions.push(`${column} <= ${param(max)} AND ${column} <> -1`);
  return conditions;
}

/** The filters a search sets. */
export function presentFilters(filters: PropertyFilters): Array<keyof PropertyFilters> {
  return (Object.keys(filters) as Array<keyof PropertyFilters>).filter((key) => filters[key] !== undefined);
}

/** Whether every filter is one the cube holds, rooms within its cap. */
function cubeHolds(filters: PropertyFilters): boolean {
  if (presentFilters(filters).some((key) => !CELL_FILTERS.has(key))) return false;
  return roomsFit(filters.minBedrooms, filters.maxBedrooms) && roomsFit(filters.minBathrooms, filters.maxBathrooms);
}

/** Buckets [first, last] to sum, and the edges a range cuts (see CellPlan). */
interface BucketSpan {
  first: number;
  last: number;
  /** Rows below this are the part of the lowest bucket inside the range. */
  below?: number;
  /** Rows at or above this are the part of the highest bucket inside the range. */
  atOrAbove?: number;
}

/**
 * The buckets of `thresholds` (bucket k holds [t_k-1, t_k); bucket 0 all
 * below t_0) wholly inside [min, max] and the cut edges; with `widen`, the
 * buckets that hold any value of the range instead (a superset, nothing
 * cut). Undefined when a bound is set, no bucket is whole and `widen` is off.
 * `floor`: the least value stored (prices and sizes are positive); bucket 0
 * is whole above a minimum only at or below it (a date may be any).
 */
function bucketSpan(thresholds: readonly number[], min: number | undefined, max: number | undefined, widen: boolean, floor = 0): BucketSpan | undefined {
  const bucket = (value: number) => {
    let k = 0;
    while (k < thresholds.length && thresholds[k]! <= value) k++;
    return k;
  };
  const lowerBound = (k: number): number => thresholds[k - 1]!;
  const span: BucketSpan = { first: 0, last: thresholds.length };
  if (min !== undefined) {
    const k = bucket(min);
    const aligned = k === 0 ? min <= floor : lowerBound(k) === min;
    span.first = aligned || widen ? k : k + 1;
    if (!aligned && !widen && span.first <= thresholds.length) span.below = lowerBound(span.first);
  }
  if (max !== undefined) {
    // max is inclusive: its own bucket is never whole (it goes on past max).
    const k = bucket(max);
    span.last = widen ? k : k - 1;
    if (k >= 1 && !widen) span.atOrAbove = lowerBound(k);
  }
  const bounded = min !== undefined || max !== undefined;
  return bounded && span.first > span.last ? undefined : span;
}

/** The price buckets of [minPrice, maxPrice] (property_count_price_bucket). */
const priceSpan = ({ minPrice, maxPrice }: PropertyFilters, widen: boolean) => bucketSpan(PRICE_THRESHOLDS, minPrice, maxPrice, widen);

/** The condition on the cells of a filter set (the cube holds it), price buckets [first, last] when priced. */
function cellConditions(filters: PropertyFilters, { first, last }: BucketSpan, param: Bind): string {
  const { city, state, country } = filters;
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  const conditions: string[] = [];
  const scope = city !== undefined ? 4 : state !== undefined ? 3 : country !== undefined ? 2 : 1;
  // Rolled up over type, status and rooms when none of them is filtered.
  const rolled = [filters.propertyType, filters.status, filters.minBedrooms, filters.maxBedrooms, filters.minBathrooms, filters.maxBathrooms].every((f) => f === undefined);
  conditions.push(`scope = ${scope + (priced ? 10 : 0) + (rolled ? 20 : 0)}`);
  conditions.push(`city = ${city !== undefined ? `lower(${param(city)})` : "''"}`);
  if (state !== undefined) conditions.push(`state = lower(${param(state)})`);
  else if (scope < 4) conditions.push(`state = ''`);
  if (country !== undefined) conditions.push(`country = lower(${param(country)})`);
  else if (scope < 3) conditions.push(`country = ''`);
  conditions.push(priced ? `pb BETWEEN ${param(first)} AND ${param(last)}` : 'pb = -9');
  if (filters.propertyType !== undefined) conditions.push(`type = ${param(filters.propertyType)}`);
  if (filters.status !== undefined) conditions.push(`status = ${param(filters.status)}`);
  conditions.push(...roomConditions('bed', filters.minBedrooms, filters.maxBedrooms, param));
  conditions.push(...roomConditions('bath', filters.minBathrooms, filters.maxBathrooms, param));
  return conditions.join(' AND ');
}

/** The rows of price edges: a condition each, counted beside all the filters. */
function priceEdges(span: BucketSpan, param: Bind): string[] {
  const edges: string[] = [];
  if (span.below !== undefined) edges.push(`price_current < ${param(span.below)}`);
  if (span.atOrAbove !== undefined) edges.push(`price_current >= ${param(span.atOrAbove)}`);
  return edges;
}

/**
 * The cube's plan for a filter set, or undefined when the filters need the
 * table (another filter, rooms beyond the cap, or a price range inside two
 * buckets: then the range itself is narrow and its index counts it fast).
 * Nothing is bound unless a plan is returned.
 */
export function cellPlan(filters: PropertyFilters, param: Bind): CellPlan | undefined {
  const facet = cellFacet(filters);
  const counted = facet ? facet.rest : filters;
  const prices = facet || cubeHolds(filters) ? priceSpan(counted, false) : undefined;
  if (!prices) return undefined;
  if (!facet) return { cells: cellConditions(counted, prices, param), tables: CUBE, edges: priceEdges(prices, param) };
  if (facet.kind === 'value') {
    const cells = `${cellConditions(counted, prices, param)} AND facet = ${param(facet.facet)} AND bucket = 0`;
    const edges = priceEdges(prices, param);
    // Properties with more tags than are paired hold no pair cells: counted from the table, in the whole price buckets
    // (the price edges' rows, every filter, are counted once already). Its condition is the partial index's.
    if (facet.tags?.length === 2) edges.push([`cardinality(features) > ${MAX_PAIRED_TAGS}`, ...wholePrices(prices, param)].join(' AND '));
    return { cells, tables: FACET_CELLS, ...(facet.tags === undefined ? {} : { tags: facet.tags }), edges };
  }
  const { facet: name, column, thresholds, min, max, value, floor } = facet.range;
  const span = bucketSpan(thresholds, min, max, false, floor);
  if (!span) return undefined;
  const cells = `${cellConditions(counted, prices, param)} AND facet = ${param(name)} AND bucket BETWEEN ${param(span.first)} AND ${param(span.last)}`;
  // The range's cut buckets, counted beside every filter but with prices only in the whole price buckets:
  // the price edges' rows (every filter, the whole range) are counted once already.
  const rangeEdges: string[] = [];
  if (span.below !== undefined) rangeEdges.push(`${column} < ${value(param(span.below))}`);
  if (span.atOrAbove !== undefined) rangeEdges.push(`${column} >= ${value(param(span.atOrAbove))}`);
  const edges = priceEdges(prices, param);
  if (rangeEdges.length > 0) {
    const whole = wholePrices(prices, param);
    edges.push(...rangeEdges.map((edge) => [edge, ...whole].join(' AND ')));
  }
  return { cells, tables: FACET_CELLS, edges };
}

/** Conditions keeping the rows of the whole price buckets of a span (none where no bucket is cut). */
function wholePrices(prices: BucketSpan, param: Bind): string[] {
  const conditions: string[] = [];
  if (prices.below !== undefined) conditions.push(`price_current >= ${param(prices.below)}`);
  if (prices.atOrAbove !== undefined) conditions.push(`price_current < ${param(prices.atOrAbove)}`);
  return conditions;
}

/** A size, year or date range the facet cells hold (migration 1763719400000). */
interface FacetRange {
  /** Its name in the cells. */
  facet: 'square_meters' | 'year_built' | 'listing_date' | 'updated_at';
  column: 'square_meters_total' | 'year_built' | 'listing_date' | 'updated_at';
  thresholds: readonly number[];
  min: number | undefined;
  max: number | undefined;
  /** A bound's placeholder as a value of the column (dates are bucketed by epoch seconds). */
  value: (placeholder: string) => string;
  /** The least value the column holds (see bucketSpan): sizes are positive, years at least 1000, dates any. */
  floor: number;
}

const asIs = (placeholder: string) => placeholder;
const epochSeconds = (instant: string | undefined) => (instant === undefined ? undefined : Date.parse(instant) / 1000);
const fromEpoch = (placeholder: string) => `to_timestamp(${placeholder}::float8)`;

/** The facet cells' ranges: the filters that bound each, its column, its buckets and its bounds. */
const FACET_RANGES: Array<{ keys: Array<keyof PropertyFilters>; range: (f: PropertyFilters) => FacetRange }> = [
  {
    keys: ['minSquareMeters', 'maxSquareMeters'],
    range: (f) => ({ facet: 'square_meters', column: 'square_meters_total', thresholds: SIZE_THRESHOLDS, min: f.minSquareMeters, max: f.maxSquareMeters, value: asIs, floor: 0 }),
  },
  {
    keys: ['minYearBuilt', 'maxYearBuilt'],
    range: (f) => ({ facet: 'year_built', column: 'year_built', thresholds: YEAR_THRESHOLDS, min: f.minYearBuilt, max: f.maxYearBuilt, value: asIs, floor: 1000 }),
  },
  {
    keys: ['listedSince'],
    range: (f) => ({ facet: 'listing_date', column: 'listing_date', thresholds: MONTH_THRESHOLDS, min: epochSeconds(f.listedSince), max: undefined, value: fromEpoch, floor: -Infinity }),
  },
  {
    keys: ['updatedSince'],
    range: (f) => ({ facet: 'updated_at', column: 'updated_at', thresholds: MONTH_THRESHOLDS, min: epochSeconds(f.updatedSince), max: undefined, value: fromEpoch, floor: -Infinity }),
  },
];

/** A tag, two tags or a source (`facet`: its name in the cells; `tags`: the tags, for their total), or a range. */
type Facet = { kind: 'value'; facet: string; tags?: readonly string[]; rest: PropertyFilters } | { kind: 'range'; range: FacetRange; rest: PropertyFilters };

/** Two tags as the facet cells name them (migration 1763720000000): in byte order, as PostgreSQL's "C" collation sorts. */
function pairFacet(tags: readonly string[]): { facet: string; tags: [string, string] } {
  const [a, b] = [...tags].sort((x, y) => Buffer.compare(Buffer.from(x), Buffer.from(y))) as [string, string];
  return { facet: `tags:${JSON.stringify([a, b])}`, tags: [a, b] };
}

/**
 * The one facet of a filter set (a tag, two tags, a source, or a size, year
 * or date range) whose other filters the facet cells hold
 * (the cube's, anywhere: no city, state or country; no rooms beside a
 * range, whose cells hold none), and those others; undefined otherwise. A
 * tag written twice is one tag, as `features @>` reads it.
 */
function cellFacet(filters: PropertyFilters): Facet | undefined {
  const extra = presentFilters(filters).filter((key) => !CELL_FILTERS.has(key));
  const rest: PropertyFilters = { ...filters };
  for (const key of extra) delete rest[key];
  if (rest.city !== undefined || rest.state !== undefined || rest.country !== undefined || !cubeHolds(rest)) return undefined;
  const tags = [...new Set(filters.features ?? [])];
  if (extra.length === 1 && extra[0] === 'features' && tags.length === 1) return { kind: 'value', facet: `tag:${tags[0]!}`, tags, rest };
  if (extra.length === 1 && extra[0] === 'features' && tags.length === 2) return { kind: 'value', ...pairFacet(tags), rest };
  if (extra.length === 1 && extra[0] === 'source') return { kind: 'value', facet: `source:${filters.source!}`, rest };
  const rooms = [rest.minBedrooms, rest.maxBedrooms, rest.minBathrooms, rest.maxBathrooms].some((f) => f !== undefined);
  const held = FACET_RANGES.find(({ keys }) => extra.length > 0 && extra.every((key) => keys.includes(key)));
  return held && !rooms ? { kind: 'range', range: held.range(filters), rest } : undefined;
}

/**
 * Whether a features search is counted from cells (one tag alone, from the
 * tag counts; one tag with the cube's filters anywhere, and two tags alone
 * or with them, from the facet cells) rather than from its rows (see onePass
 * in page-sql.ts).
 */
export function tagCounted(filters: PropertyFilters): boolean {
  const facet = cellFacet(filters);
  return countedTag(filters) !== undefined || (facet?.kind === 'value' && facet.tags !== undefined);
}

/**
 * A scalar subquery: the bedroom counts (as the cube keys them: 0-20, 21 for
 * more, -2 for negative) that some property matching the filters has, or a
 * few more (price buckets a range cuts count whole), never fewer. Undefined
 * when the filters are not the cube's or set no bedroom bound; nothing is
 * bound then.
 */
export function roomsPresent(filters: PropertyFilters, param: Bind): string | undefined {
  if (!cubeHolds(filters) || (filters.minBedrooms === undefined && filters.maxBedrooms === undefined)) return undefined;
  const span = priceSpan(filters, true);
  if (!span) return undefined;
  const cells = cellConditions(filters, span, param);
  return `(SELECT coalesce(array_agg(bed::int), '{}') FROM (SELECT bed FROM (${cubeRows(cells, 'bed, n')}) c GROUP BY bed HAVING sum(n) > 0) r)`;
}

/** Entries of a type's sort index a walk may pass and still cost little (about 80 index pages); see typeWalkShort. */
const SHORT_TYPE_WALK = 10_000;

/**
 * A scalar subquery, true when a walk of a type's own sort index passes few
 * homes outside a bedroom bound (see roomBranches in page-sql.ts): within a
 * type, rooms go with size and price, so the walk passes at most the type's
 * homes outside the bound, SHORT_TYPE_WALK or fewer. Counted from the
 * whole-table cells (scope 1, unpriced). Undefined without a type or a
 * bedroom bound; nothing is bound then.
 */
export function typeWalkShort(filters: PropertyFilters, param: Bind): string | undefined {
  const { propertyType, minBedrooms, maxBedrooms } = filters;
  if (propertyType === undefined || (minBedrooms === undefined && maxBedrooms === undefined)) return undefined;
  // Unknown counts (-1) are never inside a bound; -2 (negative) is below any minimum of 0 or more.
  const inside = `bed <> -1 AND bed >= ${param(minBedrooms ?? -2)} AND bed <= ${param(Math.min(maxBedrooms ?? ROOMS_CAP + 1, ROOMS_CAP + 1))}`;
  // The type's whole-table cells (unpriced, no location), as cellConditions writes them for a type alone.
  const cells = `${cellConditions({ propertyType }, { first: 0, last: 0 }, param)} AND NOT (${inside})`;
  return `(SELECT coalesce(sum(n), 0) <= ${SHORT_TYPE_WALK} FROM (${cubeRows(cells, 'n')}) c)`;
}

/**
 * The one tag of a search on a single feature tag and nothing else, whose
 * total the tag counts of migration 1763719300000 hold; undefined otherwise.
 */
export function countedTag(filters: PropertyFilters): string | undefined {
  const tags = new Set(filters.features ?? []);
  return presentFilters(filters).length === 1 && tags.size === 1 ? [...tags][0] : undefined;
}

/**
 * Properties carrying the tag, or both tags, of a facet plan (CellPlan.tags),
 * whatever the other filters: a tag's kept count (tagTotal), two tags' facet
 * cells anywhere, rolled up and unpriced.
 */
export function tagsTotal(tags: readonly string[], param: Bind): string {
  if (tags.length === 1) return tagTotal(tags[0]!, param);
  const cells = `${cellConditions({}, { first: 0, last: 0 }, param)} AND facet = ${param(pairFacet(tags).facet)} AND bucket = 0`;
  return `(SELECT coalesce(sum(n), 0) FROM (${cubeRows(cells, 'n', FACET_CELLS)}) c)`;
}

/** The total of a single tag (countedTag): its compacted count and its pending deltas. */
export function tagTotal(tag: string, param: Bind): string {
  const t = param(tag);
  return `(SELECT coalesce(sum(n), 0) FROM (SELECT n FROM property_tag_counts WHERE tag = ${t}
                                           UNION ALL SELECT n FROM property_tag_count_deltas WHERE tag = ${t}) c)`;
}

