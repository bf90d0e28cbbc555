/**
 * Totals of a broad range filter the count cube does not hold (section 8's
 * sizes, years and dates), counted from the rows outside it (issue 13).
 *
 * Every sort and filter index carries these columns, so such a total is an
 * index-only scan of every entry inside the range: `min_square_meters=50`
 * passed 915,515 entries at 1,000,000 listings (356 ms). Where the range
 * keeps most rows, the rows outside it are few, and the total is the cube's
 * sum for the other filters less those rows: 84,485 entries below 50 m² or
 * of unknown size. Which side is smaller comes from the planner's estimate
 * of each (one EXPLAIN, remembered for a while per bound).
 */
import { LRUCache } from 'lru-cache';
import type { Pool } from 'pg';
import { cellPlan, presentFilters } from './count-cells';
import type { PropertyFilters } from './properties.schemas';
import type { Bind } from './search-sql';

type RangeKey = 'minSquareMeters' | 'maxSquareMeters' | 'minYearBuilt' | 'maxYearBuilt' | 'listedSince' | 'updatedSince';

/** The rows outside each range filter (whereClause says what is inside), as conditions on its bound's placeholder. */
const OUTSIDE: Record<RangeKey, (p: string) => string[]> = {
  minSquareMeters: (p) => [`square_meters_total < ${p}`, 'square_meters_total IS NULL'],
  maxSquareMeters: (p) => [`square_meters_total > ${p}`, 'square_meters_total IS NULL'],
  minYearBuilt: (p) => [`year_built < ${p}`, 'year_built IS NULL'],
  maxYearBuilt: (p) => [`year_built > ${p}`, 'year_built IS NULL'],
  listedSince: (p) => [`listing_date < ${p}`, 'listing_date IS NULL'],
  // updated_at is never null.
  updatedSince: (p) => [`updated_at < ${p}`],
};

/** whereClause of properties.repository (passed in, which imports this module). */
type WhereClause = (filters: PropertyFilters, values: unknown[]) => string;

const isRangeKey = (key: string): key is RangeKey => Object.hasOwn(OUTSIDE, key);

/** The one range filter of a filter set whose other filters the cube holds, and those others; undefined otherwise. */
export function complementRange(filters: PropertyFilters): { key: RangeKey; rest: PropertyFilters } | undefined {
  const ranges = presentFilters(filters).filter(isRangeKey);
  if (ranges.length !== 1) return undefined;
  const key = ranges[0]!;
  const rest: PropertyFilters = { ...filters };
  delete rest[key];
  // A throwaway binder: only whether the cube holds the rest matters here.
  return cellPlan(rest, () => '$0') ? { key, rest } : undefined;
}

/** The conditions of the rows outside the range filter `key` of `filters`, its bound bound by `param`. */
export function outsideConditions(filters: PropertyFilters, key: RangeKey, param: Bind): string[] {
  return OUTSIDE[key](param(filters[key]));
}

interface PlanNode {
  'Plan Rows': number;
  Plans?: PlanNode[];
}

/**
 * Whether a filter set's total is cheaper counted from outside its range
 * filter (complementRange): the planner's estimates of the rows inside and
 * outside the range alone, compared. Decisions are remembered per bound for
 * ten minutes (the data's shape changes slowly; either way the total is exact).
 */
export class RangeComplements {
  private readonly decided = new LRUCache<string, boolean>({ max: 1000, ttl: 600_000 });

  constructor(
    private readonly db: Pick<Pool, 'query'>,
    private readonly where: WhereClause,
  ) {}

  async cheaper(filters: PropertyFilters): Promise<boolean> {
    const range = complementRange(filters);
    // A range the facet cells hold (migration 1763719400000) is summed from them: cheaper still.
    if (!range || cellPlan(filters, () => '$0')) return false;
    const bound = filters[range.key];
    const memo = `${range.key}=${String(bound)}`;
    const known = this.decided.get(memo);
    if (known !== undefined) return known;
    const values: unknown[] = [];
    const inside = this.where({ [range.key]: bound }, values);
    const branches = [inside, ...OUTSIDE[range.key]('$1').map((c) => `WHERE ${c}`)].map((where) => `SELECT 1 FROM properties ${where}`);
    const { rows } = await this.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${branches.join(' UNION ALL ')}`, values);
    const [within, ...without] = (rows[0]!['QUERY PLAN'][0]!.Plan.Plans ?? []).map((p) => p['Plan Rows']);
    const cheaper = within !== undefined && without.reduce((sum, n) => sum + n, 0) < within;
    this.decided.set(memo, cheaper);
    return cheaper;
  }
}
