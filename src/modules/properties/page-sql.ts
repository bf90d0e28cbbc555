/**
 * The statement that reads one page of the list: by offset (deep pages read
 * from the far end) or after a cursor position (keyset), with the plan chosen
 * from the known total of the filters.
 */
import type { ListCursorKey } from './list-cursor';
import { LIST_COLUMNS } from './properties.mapper';
import type { PropertyFilters, PropertySearch, PropertySort, SortField } from './properties.schemas';
import { roomsPresent, tagCounted, typeWalkShort } from './count-cells';
import { distanceExpression, relevanceExpression, type Bind } from './search-sql';

type ColumnSort = Exclude<SortField, 'distance' | 'relevance'>;

const SORT_COLUMNS: Record<ColumnSort, { column: string; nullable: boolean; type: string }> = {
  created_at: { column: 'created_at', nullable: false, type: 'timestamptz' },
  updated_at: { column: 'updated_at', nullable: false, type: 'timestamptz' },
  price: { column: 'price_current', nullable: true, type: 'numeric' },
  bedrooms: { column: 'bedrooms_total', nullable: true, type: 'int' },
  square_meters: { column: 'square_meters_total', nullable: true, type: 'numeric' },
};

/** Filters every sort index can check by itself (their INCLUDE columns, migrations 1763712300000, 1763712400000 and 1763718300000). */
const COVERED: ReadonlySet<string> = new Set([
  'propertyType', 'status', 'minPrice', 'maxPrice', 'minBedrooms', 'minBathrooms', 'city', 'maxBedrooms', 'maxBathrooms',
  'minSquareMeters', 'maxSquareMeters', 'minYearBuilt', 'maxYearBuilt', 'listedSince', 'updatedSince', 'source', 'state', 'country', 'postalCode',
]);

/**
 * Whether to read the page filter first (the filters' own indexes find the
 * matches, then a top-N sort) rather than walk the sort's index. The planner
 * decides well for the filters the sort indexes cover. It cannot for the
 * others (keywords, map, features, ...): it does not know how many rows a
 * tsquery or a box matches, and walking the sort index reads the table for
 * each row passed. The total is known, so the choice is made from it: a walk
 * passes about (offset + limit) * all / total rows, filter first reads total
 * rows at about a third of the cost each (bitmap heap scan).
 * EXPLAIN ANALYZE at 1,000,000: `q=garden terrace&city=Paris&sort=price` walked
 * 40,000 rows of the price index for a page; filter first read 380.
 *
 * A feature tag (or two) counted from its facet cells (tagTotal known) is found first by
 * its GIN index, which holds city, type and status beside the tag but no
 * price or rooms: filter first then reads up to every property carrying the
 * tag, not `total`. `status=off_market&min_bedrooms=4&features=basement&
 * sort=-square_meters&offset=20` at 1,000,000 (6,980 matches): filter first
 * gathered 24,929 tag matches of the status and 276,815 entries of the
 * bedrooms index (70 ms); the walk of the status's size index passed 1,595
 * entries (3.0 ms).
 */
function filterFirst({ search, total, tableTotal, tagTotal }: PlanInput): boolean {
  if (!plannedFromTotal(search) || total === undefined || total === 0) return false;
  return Math.max(tagTotal ?? 0, total) / 3 < walkLength(search, total, tableTotal);
}

/** Rows a walk of the sort's index passes for a page, were the matches spread evenly along it (see filterFirst). */
function walkLength(search: PropertySearch, total: number, tableTotal: number | undefined): number {
  return ((search.offset + search.limit) * Math.max(tableTotal ?? total, total)) / total;
}

/** Whether a filter is one the sort indexes do not cover (filterFirst may then read the page). */
function uncovered(search: PropertySearch): boolean {
  return Object.keys(search.filters).some((key) => !COVERED.has(key));
}

/**
 * Whether the page's plan is chosen from the total (filterFirst): filters
 * the sort indexes do not cover, and a postal code, which they cover but
 * whose few matches the planner expects spread evenly along any sort, and
 * are not (migration 1763719500000: its own index answers index-only).
 */
function plannedFromTotal(search: PropertySearch): boolean {
  return uncovered(search) || search.filters.postalCode !== undefined;
}

/**
 * Whether the total and the page come from one pass over the matches
 * (matchedPageStatement): keyword, map and features searches (but one or two
 * tags alone or with the cube's filters anywhere, whose totals are kept:
 * count-cells.ts, tagCounted; their page then walks the sort's index or
 * reads the matches first, as filterFirst finds cheaper). Their count
 * reads every match from the table (no index holds a tsquery's, a box's or
 * a tag's matches with their visibility), and the page then read them again,
 * or walked the sort's index past every row the keywords leave out: keywords
 * go with nothing the sort indexes know. Keeping each match's sort key as it
 * is counted costs a small fraction of reading it. 40 features searches of
 * the portal workload (best of two, the pool's settings): mean 314 -> 220 ms,
 * p50 259 -> 98 ms. Not for the other filters: their counts need no table
 * read (every sort and filter index carries their columns), and where they
 * match a large share of the table keeping every match costs more than the
 * walk it saves; EXPLAIN ANALYZE at 1,000,000, `min_bedrooms=2&
 * max_square_meters=60&sort=-created_at`: 18 ms in two statements, 1,072 ms
 * in one pass.
 */
export function onePass(search: PropertySearch): boolean {
  const { q, bbox, near, features } = search.filters;
  return q !== undefined || bbox !== undefined || near !== undefined || (features !== undefined && !tagCounted(search.filters));
}

/** Pages this deep by offset (in pages of their limit) are read from whichever end of the set is nearer, which takes the total. */
const SHALLOW_PAGES = 2;

/**
 * Whether the page's plan depends on the total, so it is counted first:
 * filters planned from it (plannedFromTotal, filterFirst), and offsets past the
 * first three pages (a deep page of a small set is read from its far end:
 * forward, `property_type=apartment&min_bedrooms=4&min_bathrooms=2&offset=1625`
 * walked 598 ms). Otherwise the page is read in the same statement as its
 * count (countAndPageQuery), one round trip: most searches stop at page 3.
 */
export function needsTotal(search: PropertySearch): boolean {
  return plannedFromTotal(search) || search.offset > SHALLOW_PAGES * search.limit;
}

/**
 * How a page may write its filters for the planner (whereClause); the rows
 * matched are the same. `statusNotIndexed`: the status test written so that
 * no index takes it as a condition.
 */
export interface FilterHints {
  statusNotIndexed?: boolean;
  /** The keyword test written so that no index takes it (see pageFilterHints). */
  keywordsNotIndexed?: boolean;
}

/**
 * With a type and a status, a page sorted by price, size or rooms walks the
 * type's sort index (migration 1763712400000), never the status's: type goes
 * with size, price and rooms (flats are small), status does not, so a walk
 * of the status's index passes every large house before the flats asked for.
 * The planner assumes the two independent and may pick either; the status
 * test is then written so no index takes it as a condition. EXPLAIN at
 * 1,000,000: `property_type=apartment&status=sold&min_price=300000&sort=
 * -square_meters` passed 100,431 entries of the status index (41 ms), 124 of
 * the type's (0.2 ms).
 */
export function pageFilterHints(search: PropertySearch, known?: Omit<PlanInput, 'search'>): FilterHints {
  const { propertyType, status } = search.filters;
  const correlated = search.sort.field === 'price' || search.sort.field === 'square_meters' || search.sort.field === 'bedrooms';
  const hints: FilterHints = { statusNotIndexed: correlated && propertyType !== undefined && status !== undefined };
  if (keywordWalk(search, known)) hints.keywordsNotIndexed = true;
  return hints;
}

/**
 * Whether a keyword search's page walks its sort's index, testing each row's
 * words in the table, where its total says the walk is far the shorter read
 * (KEYWORD_WALK_COST, KEYWORD_WALK_ROWS). The planner cannot tell: a tsquery's matches are unknown
 * to it (it assumed 3,995 of 63,394 for `q=renovated charming&
 * min_bedrooms=2`), so it reads every match by the search index and sorts
 * them, the cost of the count again; the keyword test is then written so no
 * index takes it. EXPLAIN ANALYZE at 1,000,000 listings, that search by
 * `created_at` at offset 100, its total known: 288-356 ms through the search
 * index, and by `-price` on page one, walking the price index past 6,041
 * rows, 29-54 ms.
 *
 * filterFirst takes the matches as spread evenly along the sort, which a
 * bound on size, price or rooms breaks when the sort is another of the
 * three (more rooms go with larger, dearer homes; see roomBranches): page two
 * of `q=quiet schools&min_bedrooms=3&sort=square_meters` walked past the
 * small flats for 564 ms where reading the matches took 217 ms. Those
 * pages are read with their count in one pass, as without a known total.
 */
export function keywordWalk(search: PropertySearch, known: Omit<PlanInput, 'search'> | undefined): boolean {
  if (known?.total === undefined || known.total === 0 || search.filters.q === undefined || !isColumnSort(search.sort.field)) return false;
  if (boundAcrossSort(search) || search.offset + search.limit > KEYWORD_WALK_ROWS) return false;
  return walkLength(search, known.total, known.tableTotal) * KEYWORD_WALK_COST <= known.total;
}

/**
 * Rows of the page and those before it up to which a keyword search walks.
 * The keyword test hidden from the indexes, the planner takes it for 0.5% of
 * the table and so expects a walk of 200 times the rows asked for: past a few
 * hundred it reads the whole table instead. Page 64 of `q=bright sunny&
 * min_bedrooms=2&sort=-updated_at` (offset 1,575) became a scan of the table
 * filtering 324,294 rows, 300 ms quiet and 2 s under the reads benchmark's
 * load. A cursor's page starts at the cursor (offset 0), so paging by cursor
 * walks at every depth.
 */
const KEYWORD_WALK_ROWS = 200;

/**
 * How much dearer a row the walk passes is than a match read first: each is
 * fetched from the table at random for its words, where reading the matches
 * first takes their pages in order. filterFirst's third holds for walks that
 * read nothing but the index.
 */
const KEYWORD_WALK_COST = 10;

/** Bounds of each column that size, price and rooms sort by; rooms include bathrooms, which go with bedrooms. */
const SIZE_BOUNDS: Record<'price' | 'square_meters' | 'bedrooms', Array<keyof PropertyFilters>> = {
  price: ['minPrice', 'maxPrice'],
  square_meters: ['minSquareMeters', 'maxSquareMeters'],
  bedrooms: ['minBedrooms', 'maxBedrooms', 'minBathrooms', 'maxBathrooms'],
};

/** Whether a size, price or rooms sort meets a bound on another of the three (a bound on its own column is the walk's range). */
function boundAcrossSort({ sort, filters }: PropertySearch): boolean {
  if (sort.field !== 'price' && sort.field !== 'square_meters' && sort.field !== 'bedrooms') return false;
  const own = sort.field;
  return Object.entries(SIZE_BOUNDS).some(([field, keys]) => field !== own && keys.some((key) => filters[key] !== undefined));
}

function isColumnSort(field: SortField): field is ColumnSort {
  return field !== 'distance' && field !== 'relevance';
}

/**
 * The sort, with id as tie-breaker (relevance: then newest first). A missing
 * value counts as smaller than any value, matching the NULLS FIRST indexes of
 * migration 1763701100000 in both scan directions; NOT NULL columns keep the
 * plain form their indexes match.
 */
export function orderBy(sort: PropertySort, reversed: boolean): string {
  const ascending = (sort.direction === 'asc') !== reversed;
  const direction = ascending ? 'ASC' : 'DESC';
  if (sort.field === 'relevance') return `relevance ${direction}, created_at ${direction}, id ${direction}`;
  if (sort.field === 'distance') return `distance ${direction}, id ${direction}`;
  const { column, nullable } = SORT_COLUMNS[sort.field];
  const nulls = nullable ? (ascending ? ' NULLS FIRST' : ' NULLS LAST') : '';
  return `${column} ${direction}${nulls}, id ${direction}`;
}

/** What the cursor remembers of a row: the sort value as exact text (relevance: the score and created_at). */
function sortKeyExpression(sort: PropertySort): string {
  if (sort.field === 'relevance') return 'created_at::text';
  if (sort.field === 'distance') return 'NULL::text';
  return `${SORT_COLUMNS[sort.field].column}::text`;
}

/**
 * Conditions for "after this position", one per branch: with a nullable
 * column the rows after a position can be two ranges of its index (the rest
 * of the NULLs and every value, or the smaller values and the NULLs), each
 * read on its own so the index serves both. Same cost at any depth.
 */
function keysetBranches(sort: PropertySort, after: ListCursorKey, param: Bind): string[] {
  const id = `${param(after.id)}::uuid`;
  const cmp = sort.direction === 'asc' ? '>' : '<';
  if (sort.field === 'relevance') {
    return [`(relevance, created_at, id) < (${param(after.key[0])}::int, ${param(after.key[1])}::timestamptz, ${id})`];
  }
  if (sort.field === 'distance') return [`(distance, id) > (${param(after.key[0])}::float8, ${id})`];
  const { column, nullable, type } = SORT_COLUMNS[sort.field];
  const value = after.key[0] ?? null;
  if (value === null) {
    const rest = `${column} IS NULL AND id ${cmp} ${id}`;
    return sort.direction === 'asc' ? [rest, `${column} IS NOT NULL`] : [rest];
  }
  const beyond = `(${column}, id) ${cmp} (${param(value)}::${type}, ${id})`;
  return nullable && sort.direction === 'desc' ? [beyond, `${column} IS NULL`] : [beyond];
}

/** Room counts read one range each by roomBranches; the rarer larger counts share one range, sorted. */
const ROOM_RANGES_UP_TO = 12;

/** The cube's keys (count-cells.ts) for the shared ranges: more than ROOM_RANGES_UP_TO (21: above its cap), and negative. */
const ABOVE_RANGES = Array.from({ length: 21 - ROOM_RANGES_UP_TO }, (_, i) => ROOM_RANGES_UP_TO + 1 + i);
const NEGATIVE = [-2];

/**
 * A rooms-bounded search sorted by price or size, as one range per room
 * count, or undefined where a single walk is cheap. More rooms go with larger
 * and dearer homes, so a walk of the sort's index from the small end looking
 * for many rooms (or from the large end looking for few) passes most of the
 * table before its page: `min_bedrooms=4&sort=square_meters` read 276,815
 * entries to answer 20 rows (168 ms). With (bedrooms, sort) indexes
 * (migration 1763717000000) each room count is a range already in order; the
 * page reads each up to offset + limit entries and PostgreSQL merges them
 * (Merge Append). A range no match can be in would be read to its end for
 * nothing (no 4-room flats: 126,375 entries passed), so each is gated by the
 * room counts the count cube holds for the same filters (a one-time filter:
 * the range is then never read). Only filters the cube holds are split; and
 * only the correlated direction, since the ranges cost planning or reading (LATERAL_REACH);
 * and never with a city, whose own sort indexes keep the walk short.
 * EXPLAIN at 1,000,000: 168 ms -> 0.7 ms; apartments with 3+ rooms by size 172 ms -> 5 ms.
 *
 * With a type, the ranges pass the other types' homes of each room count,
 * which type sorts apart from the type's: every house has 2 or more rooms,
 * so `property_type=house&min_bedrooms=2&sort=square_meters` passed 109,247
 * smaller 2-room flats and 123,528 3-room ones (11,121 buffers, 168 ms),
 * where the type's index reads 12 buffers. Its houses of 4 or more rooms
 * go the other way (type's index 6,194 buffers, ranges 1,724). How far the
 * ranges go depends on sizes the cube does not hold; how far the type's
 * index goes, it bounds: the type's homes outside the rooms bound. Where
 * those are few (typeWalkShort), `typeFirst` gates a walk of the filters
 * as written in place of the ranges.
 */
function roomBranches(search: PropertySearch, field: ColumnSort, reversed: boolean, param: Bind): RoomBranches | undefined {
  const { filters } = search;
  const { minBedrooms, maxBedrooms } = filters;
  if ((field !== 'price' && field !== 'square_meters') || filters.city !== undefined) return undefined;
  const ascending = (search.sort.direction === 'asc') !== reversed;
  const manyFromSmallEnd = ascending && minBedrooms !== undefined && minBedrooms >= 1;
  const fewFromLargeEnd = !ascending && maxBedrooms !== undefined;
  const low = minBedrooms ?? 0;
  const high = Math.min(maxBedrooms ?? ROOM_RANGES_UP_TO, ROOM_RANGES_UP_TO);
  if ((!manyFromSmallEnd && !fewFromLargeEnd) || low > high) return undefined;
  const present = roomsPresent(filters, param);
  if (!present) return undefined;
  const typeFirst = typeWalkShort(filters, param);
  const rangesRead = typeFirst ? ' AND NOT (SELECT type_first FROM present)' : '';
  const gated = (condition: string, keys: number[]) => `${condition} AND (SELECT beds FROM present) && ${param(keys)}::int[]${rangesRead}`;
  const shared: string[] = [];
  if (maxBedrooms === undefined || maxBedrooms > ROOM_RANGES_UP_TO) shared.push(gated(`bedrooms_total > ${param(ROOM_RANGES_UP_TO)}`, ABOVE_RANGES));
  // Counts below zero are stored as sent; the filters' own bounds still apply to every range.
  if (minBedrooms === undefined) shared.push(gated('bedrooms_total < 0', NEGATIVE));
  return { present, low, high, gated, rangesRead, shared, ...(typeFirst ? { typeFirst } : {}) };
}

/** What roomBranches finds for a rooms-bounded search: the ranges to read and what gates them. */
interface RoomBranches {
  /** The room counts present (roomsPresent), as the cube keys them. */
  present: string;
  /** Room counts read one range each, low to high (at most ROOM_RANGES_UP_TO). */
  low: number;
  high: number;
  /** A range's condition, read only when one of `keys` is present (and the type's walk is not read instead). */
  gated: (condition: string, keys: number[]) => string;
  /** ' AND NOT (the type's walk is read)', or '' when it is not considered. */
  rangesRead: string;
  /** The ranges the rarer counts share (above ROOM_RANGES_UP_TO, negative), gated. */
  shared: string[];
  /** A scalar subquery, true when the type's own index is walked instead (typeWalkShort). */
  typeFirst?: string;
}

/**
 * Rows each room count's range may be read to (offset + limit) up to which
 * the counts are read by one lateral subquery rather than one branch each.
 * A branch per count lets PostgreSQL merge the ranges in order and stop
 * after `reach` rows in all, but each branch is planned on its own against
 * every index of the table: 14 branches took 2-17 ms to plan and 1-5 ms to
 * run. The lateral subquery is planned once (about 1 ms) and reads up to
 * `reach` rows of every count present, about 0.65 us a row from the
 * (bedrooms, sort) index. EXPLAIN ANALYZE at 1,000,000, median of 11:
 * `min_bedrooms=2&sort=square_meters&limit=50` at offset 150 took 9.0 ms as
 * branches and 6.2 ms lateral, at offset 450 7.3 ms against 9.1 ms, and at
 * offset 2,000 6.2 ms against 12.0 ms; `property_type=condo&min_price=
 * 300000&min_bedrooms=1&sort=price&limit=20` 11.6 ms against 6.0 ms.
 */
export const LATERAL_REACH = 300;

/** What a page's plan is chosen from: the search and what is known of its matches. */
export interface PlanInput {
  search: PropertySearch;
  /** The filters' total; undefined when it is counted in the same statement (the page is then read forward). */
  total: number | undefined;
  /** All properties (the share total / tableTotal estimates how far a walk of the sort index goes). */
  tableTotal: number | undefined;
  /** Properties carrying the feature tag, or both tags, of a total counted from the facet cells (see filterFirst). */
  tagTotal?: number;
}

export interface PageStatementInput extends PlanInput {
  after: ListCursorKey | undefined;
  /** whereClause of the filters, its values already bound. */
  filter: string;
  param: Bind;
}

const and = (where: string, condition: string): string => (where ? `${where} AND ${condition}` : `WHERE ${condition}`);

/** The page's SELECT (list columns, sort_key, distance, relevance) and whether its rows come in reverse. */
export function pageStatement(input: PageStatementInput): { text: string; reversed: boolean } {
  const { sort, limit, offset } = input.search;
  // Paging window: after a cursor, one row more than the page (the caller learns whether another follows);
  // by offset, deep pages are read from the far end, so the last page of any set costs as little as the first.
  // An unknown total (counted in the same statement) reads forward.
  const remaining = input.total === undefined ? Infinity : input.total - offset;
  const reversed = !input.after && remaining < offset;
  const rows = input.after ? limit + 1 : reversed ? Math.max(0, Math.min(limit, remaining)) : limit;
  const skipped = input.after ? 0 : reversed ? Math.max(0, remaining - limit) : offset;
  const take = input.param(rows);
  const skip = input.after ? undefined : input.param(skipped);
  const window = `LIMIT ${take}${skip ? ` OFFSET ${skip}` : ''}`;
  const text = isColumnSort(sort.field)
    ? columnSortPage(input, sort.field, reversed, window, take, skipped + rows)
    : computedSortPage(input, reversed, window, take);
  return { text, reversed };
}

/**
 * Sorted by a stored column: the page's ids are found first, from the sort's
 * index alone when it covers the filters (migration 1763712300000), and only
 * the page's rows are then read from the table.
 */
function columnSortPage(input: PageStatementInput, field: ColumnSort, reversed: boolean, window: string, take: string, reach: number): string {
  const { search, after, filter, param } = input;
  const { column } = SORT_COLUMNS[field];
  const order = orderBy(search.sort, reversed);
  // OFFSET 0 fences the subquery: PostgreSQL then finds the matches by the filters' indexes instead of walking the sort's.
  const fenced = filterFirst(input);
  const from = (condition?: string) => {
    if (fenced) return `(SELECT id, ${column} FROM properties ${filter} OFFSET 0) s${condition ? ` WHERE ${condition}` : ''}`;
    return `properties ${condition ? and(filter, condition) : filter}`;
  };
  let ids = `SELECT id FROM ${from()} ORDER BY ${order} ${window}`;
  const rooms = fenced || after ? undefined : roomBranches(search, field, reversed, param);
  if (rooms) {
    const upTo = param(reach);
    const branch = (condition: string) => `(SELECT id, ${column} FROM ${from(condition)} ORDER BY ${order} LIMIT ${upTo})`;
    const counts = Array.from({ length: rooms.high - rooms.low + 1 }, (_, i) => rooms.low + i);
    const branches =
      reach <= LATERAL_REACH
        ? [`(SELECT r.id, r.${column} FROM unnest((SELECT beds FROM present)) b(bed) CROSS JOIN LATERAL ${branch('bedrooms_total = b.bed')} r
              WHERE b.bed BETWEEN ${param(rooms.low)} AND ${param(rooms.high)}${rooms.rangesRead})`]
        : counts.map((n) => branch(rooms.gated(`bedrooms_total = ${param(n)}`, [n])));
    branches.push(...rooms.shared.map(branch));
    if (rooms.typeFirst) branches.push(branch('(SELECT type_first FROM present)'));
    ids = `WITH present AS MATERIALIZED (SELECT ${rooms.present} AS beds${rooms.typeFirst ? `, ${rooms.typeFirst} AS type_first` : ''})
           SELECT id FROM (${branches.join(' UNION ALL ')}) u ORDER BY ${order} ${window}`;
  }
  if (after) {
    const branches = keysetBranches(search.sort, after, param).map((k) => `(SELECT id, ${column} FROM ${from(k)} ORDER BY ${order} LIMIT ${take})`);
    ids = `SELECT id FROM (${branches.join(' UNION ALL ')}) u ORDER BY ${order} LIMIT ${take}`;
  }
  const distance = search.filters.near ? distanceExpression(search.filters.near, param) : 'NULL::float8';
  return `SELECT ${LIST_COLUMNS}, ${sortKeyExpression(search.sort)} AS sort_key, ${distance} AS distance, NULL::int AS relevance
            FROM (${ids}) k JOIN properties USING (id) ORDER BY ${order}`;
}

/**
 * The total and the page in one statement that reads the matches once (see
 * onePass): each match's id and sort key are kept, counted, and the page is
 * a top-N sort of them (after the cursor, if any); only the page's rows are
 * then read whole. Columns: total, then the page's as pageStatement's (one
 * row of nulls beside the total when the page is empty).
 * EXPLAIN ANALYZE at 1,000,000, `q=renovated markets&min_bedrooms=2&sort=
 * square_meters`: its count (26,545 matches) and then a walk of the size
 * index passing 177,498 rows took 1,302 ms; one pass 304 ms. Over 424
 * keyword and map searches of the portal workload (best of two runs each,
 * the pool's work_mem and jit settings): mean 40 -> 24 ms, p95 131 -> 84 ms,
 * 37 -> 17 over 100 ms.
 */
export function matchedPageStatement({ search, after, filter, param }: Omit<PageStatementInput, 'total' | 'tableTotal'>): string {
  const { sort, filters, limit, offset } = search;
  const distance = filters.near ? distanceExpression(filters.near, param) : 'NULL::float8';
  const relevance = sort.field === 'relevance' && filters.q !== undefined ? relevanceExpression(filters.q, param) : 'NULL::int';
  const keyed = isColumnSort(sort.field) ? SORT_COLUMNS[sort.field].column : 'created_at';
  const columns = ['id', ...new Set(['created_at', keyed])].join(', ');
  const order = orderBy(sort, false);
  const keyset = after ? `WHERE ${keysetBranches(sort, after, param).map((k) => `(${k})`).join(' OR ')}` : '';
  const window = after ? `LIMIT ${param(limit + 1)}` : `LIMIT ${param(limit)} OFFSET ${param(offset)}`;
  return `WITH m AS MATERIALIZED (SELECT ${columns}, ${distance} AS distance, ${relevance} AS relevance FROM properties ${filter}),
    k AS (SELECT id, distance, relevance FROM m ${keyset} ORDER BY ${order} ${window})
    SELECT t.total, p.* FROM (SELECT count(*)::bigint AS total FROM m) t
    LEFT JOIN LATERAL (SELECT ${LIST_COLUMNS}, ${sortKeyExpression(sort)} AS sort_key, k.distance, k.relevance
                         FROM k JOIN properties USING (id) ORDER BY ${order}) p ON true`;
}

/**
 * Sorted by distance or relevance: computed for every match, then a top-N
 * sort of ids (distances come from the location index alone, migration
 * 1763712200000), then the page's rows read from the table.
 */
function computedSortPage({ search, after, filter, param }: PageStatementInput, reversed: boolean, window: string, take: string): string {
  const { sort, filters } = search;
  const distance = filters.near ? distanceExpression(filters.near, param) : 'NULL::float8';
  const relevance = sort.field === 'relevance' && filters.q !== undefined ? relevanceExpression(filters.q, param) : 'NULL::int';
  const matches = `SELECT id, created_at, ${distance} AS distance, ${relevance} AS relevance FROM properties ${filter}`;
  const keyset = after ? ` WHERE ${keysetBranches(sort, after, param)[0]!}` : '';
  const order = orderBy(sort, reversed);
  const ids = `SELECT id, distance, relevance FROM (${matches}) s${keyset} ORDER BY ${order} ${after ? `LIMIT ${take}` : window}`;
  return `SELECT ${LIST_COLUMNS}, ${sortKeyExpression(sort)} AS sort_key, k.distance, k.relevance
            FROM (${ids}) k JOIN properties USING (id) ORDER BY ${order}`;
}
