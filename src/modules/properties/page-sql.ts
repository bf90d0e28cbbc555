/**
 * The statement that reads one page of the list: by offset (deep pages read
 * from the far end) or after a cursor position (keyset), with the plan chosen
 * from the known total of the filters.
 */
import type { ListCursorKey } from './list-cursor';
import { LIST_COLUMNS } from './properties.mapper';
import type { PropertySearch, PropertySort, SortField } from './properties.schemas';
import { distanceExpression, relevanceExpression, type Bind } from './search-sql';

type ColumnSort = Exclude<SortField, 'distance' | 'relevance'>;

const SORT_COLUMNS: Record<ColumnSort, { column: string; nullable: boolean; type: string }> = {
  created_at: { column: 'created_at', nullable: false, type: 'timestamptz' },
  updated_at: { column: 'updated_at', nullable: false, type: 'timestamptz' },
  price: { column: 'price_current', nullable: true, type: 'numeric' },
  bedrooms: { column: 'bedrooms_total', nullable: true, type: 'int' },
  square_meters: { column: 'square_meters_total', nullable: true, type: 'numeric' },
};

/**
 * At most this many matches and the page is read filter first: the filters'
 * own indexes find the matches, then a top-N sort orders them. Above it, the
 * sort's index is walked and the filters checked on the way, which stops
 * after one page when matches are common. (EXPLAIN ANALYZE at 1,000,000
 * listings, see migrations/1763712300000: walking price for London with
 * min_bathrooms=2 passed 450,000 rows; filter first reads its 6,000.)
 */
export const FILTER_FIRST_MAX = 20_000;

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

export interface PageStatementInput {
  search: PropertySearch;
  total: number;
  after: ListCursorKey | undefined;
  /** whereClause of the filters, its values already bound. */
  filter: string;
  param: Bind;
}

/** The page's SELECT (list columns, sort_key, distance, relevance) and whether its rows come in reverse. */
export function pageStatement({ search, total, after, filter, param }: PageStatementInput): { text: string; reversed: boolean } {
  const { sort, limit, offset, filters } = search;
  const distance = filters.near ? distanceExpression(filters.near, param) : 'NULL::float8';
  const relevance = sort.field === 'relevance' && filters.q !== undefined ? relevanceExpression(filters.q, param) : 'NULL::int';
  // OFFSET 0 fences the subquery: PostgreSQL then finds the matches by the filters' indexes instead of walking the sort's.
  const fence = filter !== '' && isColumnSort(sort.field) && total <= FILTER_FIRST_MAX ? ' OFFSET 0' : '';
  const rows = `SELECT ${LIST_COLUMNS}, ${sortKeyExpression(sort)} AS sort_key, ${distance} AS distance, ${relevance} AS relevance
                  FROM properties ${filter}${fence}`;
  if (after) {
    // One row more than the page: the caller learns whether another page follows.
    const take = param(limit + 1);
    const branches = keysetBranches(sort, after, param).map(
      (keyset) => `(SELECT * FROM (${rows}) s WHERE ${keyset} ORDER BY ${orderBy(sort, false)} LIMIT ${take})`,
    );
    if (branches.length === 1) return { text: branches[0]!.slice(1, -1), reversed: false };
    return { text: `SELECT * FROM (${branches.join(' UNION ALL ')}) u ORDER BY ${orderBy(sort, false)} LIMIT ${take}`, reversed: false };
  }
  // Deep pages are read from the far end: the last page of any set costs as little as the first.
  const remaining = total - offset;
  const reversed = remaining < offset;
  const take = param(reversed ? Math.max(0, Math.min(limit, remaining)) : limit);
  const skip = param(reversed ? Math.max(0, remaining - limit) : offset);
  return { text: `SELECT * FROM (${rows}) s ORDER BY ${orderBy(sort, reversed)} LIMIT ${take} OFFSET ${skip}`, reversed };
}
