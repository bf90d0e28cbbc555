import type { Pool } from 'pg';
import { withTransaction, type Queryable } from '../../db/pool';
import { StatementLane } from '../../db/statement-lane';
import type { ListCursorKey } from './list-cursor';
import { DETAIL_COLUMNS, type PropertyDetailRow, type PropertyListRow } from './properties.mapper';
import type { PropertyFilters, PropertySearch } from './properties.schemas';
import { cellPlan, countedTag, cubeRows, presentFilters, tagsTotal, tagTotal } from './count-cells';
import { matchedPageStatement, pageFilterHints, pageStatement, type FilterHints } from './page-sql';
import { complementRange, outsideConditions, RangeComplements } from './range-complement';
import { bboxCondition, keywordCondition, nearCondition, type Bind } from './search-sql';

/** Total matches at one data version (see VERSION_QUERY), and the number of all properties then. */
export interface CountAtVersion {
  version: number;
  total: number;
  /** Properties stored at that version, whatever the filters (the page query's plan depends on the share). */
  tableTotal: number;
  /** Properties carrying the feature tag, or both tags, of a total counted from the facet cells (see filterFirst in page-sql.ts). */
  tagTotal?: number;
}

/** What a page's plan is chosen from: the filters' total and the shares it gives (CountAtVersion's). */
export type KnownTotal = Pick<CountAtVersion, 'total' | 'tableTotal' | 'tagTotal'>;

// Rows written by committed statements, kept by the statistics triggers
// (migration 1763701000000): it changes whenever committed data changes.
const VERSION_SQL = `SELECT coalesce(sum(properties), 0)::bigint
  FROM (SELECT properties FROM property_stats WHERE dimension = 'writes'
        UNION ALL SELECT properties FROM property_stat_deltas WHERE dimension = 'writes') w`;

export const VERSION_QUERY = `SELECT (${VERSION_SQL}) AS version`;

/** All properties, from the statistics summary (exact, a few rows). */
const TABLE_TOTAL_SQL = VERSION_SQL.replace(/'writes'/g, "'total'");

/** The data version and all properties, the columns every count reads beside its total. */
const COUNT_HEAD = `SELECT (${VERSION_SQL}) AS version, (${TABLE_TOTAL_SQL}) AS table_total`;

/** Column = value filters, compared case-insensitively where the contract says so. */
const EQUALS: Array<[keyof PropertyFilters, (p: string) => string]> = [
  ['propertyType', (p) => `property_type = ${p}`],
  ['status', (p) => `status = ${p}`],
  ['city', (p) => `lower(city) = lower(${p})`],
  ['postalCode', (p) => `lower(postal_code) = lower(${p})`],
  ['state', (p) => `lower(state) = lower(${p})`],
  ['country', (p) => `lower(country) = lower(${p})`],
  ['source', (p) => `source = ${p}`],
];

/** Inclusive bounds. */
const BOUNDS: Array<[keyof PropertyFilters, string]> = [
  ['minPrice', 'price_current >='], ['maxPrice', 'price_current <='],
  ['minBedrooms', 'bedrooms_total >='], ['maxBedrooms', 'bedrooms_total <='],
  ['minBathrooms', 'bathrooms_total >='], ['maxBathrooms', 'bathrooms_total <='],
  ['minSquareMeters', 'square_meters_total >='], ['maxSquareMeters', 'square_meters_total <='],
  ['minYearBuilt', 'year_built >='], ['maxYearBuilt', 'year_built <='],
  ['listedSince', 'listing_date >='], ['updatedSince', 'updated_at >='],
];

/** A binder that pushes onto `values` and answers the placeholder. */
export function binder(values: unknown[]): Bind {
  return (value) => {
    values.push(value);
    return `$${values.length}`;
  };
}

/**
 * The WHERE clause of a filter set ('' when there is none), its values pushed
 * onto `values`. The one definition of what a filter means: the list, its
 * count and anything else that matches properties against filters use it
 * (e.g. `SELECT id FROM properties WHERE id = ANY($1) AND <clause>`).
 */
export function whereClause(filters: PropertyFilters, values: unknown[], hints: FilterHints = {}): string {
  const param = binder(values);
  const clauses: string[] = [];
  for (const [key, sql] of EQUALS) {
    if (filters[key] === undefined) continue;
    const clause = sql(param(filters[key]));
    clauses.push(key === 'status' && hints.statusNotIndexed ? `(${clause}) IS TRUE` : clause);
  }
  for (const [key, sql] of BOUNDS) if (filters[key] !== undefined) clauses.push(`${sql} ${param(filters[key])}`);
  if (filters.features !== undefined) clauses.push(`features @> ${param(filters.features)}::text[]`);
  if (filters.bbox !== undefined) clauses.push(bboxCondition(filters.bbox, param));
  if (filters.near !== undefined) clauses.push(nearCondition(filters.near, param));
  if (filters.q !== undefined) {
    const clause = keywordCondition(filters.q, param);
    clauses.push(hints.keywordsNotIndexed ? `(${clause}) IS TRUE` : clause);
  }
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

/** One page of rows, in order, and the data version it was read at. */
export interface PageAtVersion {
  version: number;
  rows: PageRow[];
}

/** A list row with what the page query computes beside it. */
export type PageRow = PropertyListRow & {
  /** The sort column as text (exact), for the next cursor. */
  sort_key: string | null;
  /** Metres from lat/lon, when given. */
  distance: number | null;
  /** Relevance, when sorted by it. */
  relevance: number | null;
};

/**
 * A page of the list as SQL, with the data version read in the same statement
 * (one round trip, one snapshot). `after`: the position of a cursor (offset is
 * then ignored). The benchmark runs the very same statement.
 */
export function pageQuery(search: PropertySearch, known: KnownTotal, after?: ListCursorKey): { text: string; values: unknown[]; reversed: boolean } {
  const values: unknown[] = [];
  const filter = whereClause(search.filters, values, pageFilterHints(search, known));
  const { text, reversed } = pageStatement({ search, ...known, after, filter, param: binder(values) });
  return { text: `SELECT v.version, p.* FROM (${VERSION_QUERY}) v LEFT JOIN LATERAL (${text}) p ON true`, values, reversed };
}

/** Rows matching `filters` and `condition`, as a scalar subquery. */
const countWhere = (filters: PropertyFilters, values: unknown[], condition: string) => {
  const where = whereClause(filters, values);
  return `(SELECT count(*) FROM properties ${where ? `${where} AND` : 'WHERE'} ${condition})`;
};

/**
 * The total of a filter with the data version it was read at, in one
 * statement (one snapshot). `complement`: the filters' one range filter the
 * cube lacks is counted from the rows outside it (range-complement.ts),
 * which the caller has found cheaper.
 */
export function countQuery(filters: PropertyFilters, complement = false): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const tag = countedTag(filters);
  if (tag !== undefined) return { text: `${COUNT_HEAD}, ${tagTotal(tag, binder(values))}::bigint AS total`, values };
  const range = complement ? complementRange(filters) : undefined;
  const counted = range ? range.rest : filters;
  const plan = cellPlan(counted, binder(values));
  if (!plan) return { text: `${COUNT_HEAD}, count(*)::bigint AS total FROM properties ${whereClause(filters, values)}`, values };
  // A tag's (or two tags') facet cells: their own total beside, from which the page's plan is chosen (page-sql.ts, filterFirst).
  // Tags alone: their total is the tags' own, read once.
  const alone = presentFilters(filters).length === 1;
  const head = plan.tags === undefined || alone ? COUNT_HEAD : `${COUNT_HEAD}, ${tagsTotal(plan.tags, binder(values))}::bigint AS tag_total`;
  // The cells inside the filters, pending deltas included, and the rows of the buckets a range cuts through.
  const parts = [
    `(SELECT coalesce(sum(n), 0) FROM (${cubeRows(plan.cells, 'n', plan.tables)}) c)`,
  ];
  parts.push(...plan.edges.map((edge) => countWhere(counted, values, edge)));
  // Less the rows the other filters keep outside the range.
  const outside = range ? outsideConditions(filters, range.key, binder(values)).map((c) => ` - ${countWhere(counted, values, c)}`).join('') : '';
  return { text: `${head}, (${parts.join(' + ')}${outside})::bigint AS total`, values };
}

/**
 * The count and the page in one statement (one round trip, one snapshot),
 * for filters whose page plan does not depend on the total (needsTotal is
 * false): the page is read forward, and not at all when the total says it
 * is past the end (a one-time filter on the count).
 */
export function countAndPageQuery(search: PropertySearch, after?: ListCursorKey, complement = false): { text: string; values: unknown[] } {
  const { text: count, values } = countQuery(search.filters, complement);
  const filter = whereClause(search.filters, values, pageFilterHints(search));
  const param = binder(values);
  const { text: page } = pageStatement({ search, total: undefined, tableTotal: undefined, after, filter, param });
  const past = after ? '0' : param(search.offset);
  // OFFSET 0 keeps the count a subquery of its own: pulled up, each use of c.total would compute it again.
  return { text: `SELECT c.version, c.table_total, c.total, p.* FROM (${count} OFFSET 0) c
    LEFT JOIN LATERAL (SELECT * FROM (${page}) r WHERE c.total > ${past} OFFSET 0) p ON true`, values };
}

/**
 * The total and the page from one pass over the matches (onePass in
 * page-sql.ts), with the data version and all properties beside them, in
 * one statement (one snapshot). By offset or after a cursor position.
 */
export function matchedPageQuery(search: PropertySearch, after?: ListCursorKey): { text: string; values: unknown[] } {
  const values: unknown[] = [];
  const filter = whereClause(search.filters, values);
  const page = matchedPageStatement({ search, after, filter, param: binder(values) });
  return { text: `SELECT v.version, v.table_total, p.* FROM (${COUNT_HEAD}) v CROSS JOIN LATERAL (${page}) p`, values };
}

/** A property's detail columns with the data version, in one statement (one snapshot); all null beside the version when there is none. */
export const DETAIL_QUERY = `SELECT v.version, p.* FROM (${VERSION_QUERY}) v
  LEFT JOIN LATERAL (SELECT ${DETAIL_COLUMNS} FROM properties WHERE id = $1) p ON true`;

/** What a count reads beside its rows (countQuery). */
interface CountColumns {
  version: number;
  total: number;
  table_total: number;
  tag_total?: number;
}

function countedFrom(row: CountColumns | undefined): CountAtVersion {
  const counted = { version: row?.version ?? 0, total: row?.total ?? 0, tableTotal: row?.table_total ?? 0 };
  return row?.tag_total === undefined ? counted : { ...counted, tagTotal: row.tag_total };
}

/** A page's rows without what was read beside them; LEFT JOIN: an empty page is one row of nulls beside those. */
function pageRows(rows: Array<PageRow & Partial<CountColumns>>): PageRow[] {
  return rows.filter((r) => r.id !== null).map(({ version: _v, total: _t, table_total: _tt, tag_total: _tg, ...row }) => row);
}

/** One page planned from `known` (see PropertiesRepository.page), in order, and the data version it was read at. */
async function readPage(db: Queryable, search: PropertySearch, known: KnownTotal, after: ListCursorKey | undefined): Promise<PageAtVersion> {
  const { text, values, reversed } = pageQuery(search, known, after);
  const { rows } = await db.query<PageRow & Pick<CountColumns, 'version'>>(text, values);
  const found = pageRows(rows);
  return { version: rows[0]?.version ?? 0, rows: reversed ? found.reverse() : found };
}

/** The total, then the page planned from it, and the version the page was read at (an empty page past the end: the count's). */
async function countThenPageOn(db: Queryable, search: PropertySearch, after: ListCursorKey | undefined, complement: boolean) {
  const count = countQuery(search.filters, complement);
  const counted = countedFrom((await db.query<CountColumns>(count.text, count.values)).rows[0]);
  if (!after && search.offset >= counted.total) return { counted, rows: [], pageVersion: counted.version };
  const page = await readPage(db, search, counted, after);
  return { counted, rows: page.rows, pageVersion: page.version };
}

/** One snapshot for several statements; read only, so it never waits for or blocks a writer. */
const SNAPSHOT = 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY';

/**
 * The lane of one-pass statements (keyword, map and features searches read
 * every match): half the pool's connections, waiting as long as for the pool
 * itself. At 1,000,000 listings one broad keyword search reads 0.9 million
 * rows (q=bedroom, 1.7 s); an outside probe's ten at once held all ten
 * connections, and a one-city list waited 2.2 s behind them. In their lane
 * they wait for each other, and every other read still finds a connection.
 */
export function broadSearchLane(pool: Pool): StatementLane {
  return new StatementLane('broad search', Math.max(1, Math.ceil((pool.options.max ?? 10) / 2)), pool.options.connectionTimeoutMillis ?? 5_000);
}

export class PropertiesRepository {
  private readonly complements: RangeComplements;

  constructor(
    private readonly db: Pool,
    private readonly broad: StatementLane = broadSearchLane(db),
  ) {
    this.complements = new RangeComplements(db, whereClause);
  }

  /** The property's detail row, if any, and the data version it was read at. */
  async findById(id: string): Promise<{ version: number; row: PropertyDetailRow | undefined }> {
    const { rows } = await this.db.query<PropertyDetailRow & { version: number }>({ name: 'property_detail', text: DETAIL_QUERY, values: [id] });
    const found = rows[0];
    if (!found || found.id === null) return { version: found?.version ?? 0, row: undefined };
    const { version, ...row } = found;
    return { version, row };
  }

  /** The total and a page of filters that do not need the total first (countAndPageQuery), at one version. */
  async countAndPage(search: PropertySearch, after?: ListCursorKey): Promise<{ counted: CountAtVersion; rows: PageRow[] }> {
    const { text, values } = countAndPageQuery(search, after, await this.complements.cheaper(search.filters));
    const { rows } = await this.db.query<PageRow & CountColumns>(text, values);
    return { counted: countedFrom(rows[0]), rows: pageRows(rows) };
  }

  /** The total and a page read in one pass over the matches (matchedPageQuery), at one version. */
  async matchedPage(search: PropertySearch, after?: ListCursorKey): Promise<{ counted: CountAtVersion; rows: PageRow[] }> {
    const { text, values } = matchedPageQuery(search, after);
    const { rows } = await this.broad.run(() => this.db.query<PageRow & CountColumns>(text, values));
    return { counted: countedFrom(rows[0]), rows: pageRows(rows) };
  }

  /**
   * The total, then the page planned from it (see page), at one version.
   * Each statement reads the data version beside its rows; when the two
   * versions agree, no write committed between them and the pair stands (two
   * round trips). When they differ, both are read again in one snapshot,
   * where a write committing between them cannot make them disagree (BEGIN
   * and COMMIT cost two more round trips, so the snapshot is kept for the
   * pairs that need it). With a commit every 200 ms (the reads benchmark's
   * ingest), 2 of 242 pairs read apart by one idle client disagreed; under
   * load the gap between them grows, and so does the share read twice.
   */
  async countThenPage(search: PropertySearch, after?: ListCursorKey): Promise<{ counted: CountAtVersion; rows: PageRow[] }> {
    const complement = await this.complements.cheaper(search.filters);
    const apart = await countThenPageOn(this.db, search, after, complement);
    if (apart.pageVersion === apart.counted.version) return apart;
    return withTransaction(this.db, (tx) => countThenPageOn(tx, search, after, complement), SNAPSHOT);
  }

  /**
   * One page and the data version it was read at. `known.total` (of the
   * same filters) chooses the plan and lets deep pages be read backwards; it
   * must be the total at that version for an offset page to be the one asked for.
   * With `after`, the page after that cursor position (search.limit rows + 1,
   * so the caller sees whether more follow).
   */
  async page(search: PropertySearch, known: KnownTotal, after?: ListCursorKey): Promise<PageAtVersion> {
    return readPage(this.db, search, known, after);
  }

}
