/**
 * Totals from the count cube of migration 1763716000000 (issue 12): the cells
 * inside a filter set are summed, and the rows of the price buckets a range
 * cuts through are counted from the table. Exact for the filters the cube has
 * (location, type, status, rooms, price); anything else is counted row by row.
 */
import { PRICE_THRESHOLDS } from '../../../migrations/1763716000000_create-property-count-cells';
import type { PropertyFilters } from './properties.schemas';
import type { Bind } from './search-sql';

/** Room counts above this share one cell (property_count_rooms). */
const ROOMS_CAP = 20;

const CELL_FILTERS: ReadonlySet<string> = new Set([
  'city', 'state', 'country', 'propertyType', 'status', 'minPrice', 'maxPrice', 'minBedrooms', 'maxBedrooms', 'minBathrooms', 'maxBathrooms',
]);

/** The bucket of a price, as property_count_price_bucket: how many thresholds are at or below it. */
function priceBucket(price: number): number {
  let k = 0;
  while (k < PRICE_THRESHOLDS.length && PRICE_THRESHOLDS[k]! <= price) k++;
  return k;
}

/** Lower bound of bucket k >= 1 (bucket 0 starts below every price). */
const lowerBound = (k: number): number => PRICE_THRESHOLDS[k - 1]!;

/** What a total is made of: a condition on the cells, and price edges whose rows are counted from the table. */
export interface CellPlan {
  /** WHERE condition on property_count_cells / property_count_deltas. */
  cells: string;
  /** Count rows (with all the filters) priced below this: the part of the lowest bucket inside the range. */
  below?: number;
  /** Count rows priced at or above this: the part of the highest bucket inside the range. */
  atOrAbove?: number;
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

/**
 * The cube's plan for a filter set, or undefined when the filters need the
 * table (another filter, rooms beyond the cap, or a price range inside two
 * buckets: then the range itself is narrow and its index counts it fast).
 * Nothing is bound unless a plan is returned.
 */
export function cellPlan(filters: PropertyFilters, param: Bind): CellPlan | undefined {
  const present = Object.keys(filters).filter((key) => filters[key as keyof PropertyFilters] !== undefined);
  if (present.some((key) => !CELL_FILTERS.has(key))) return undefined;
  if (!roomsFit(filters.minBedrooms, filters.maxBedrooms) || !roomsFit(filters.minBathrooms, filters.maxBathrooms)) return undefined;
  const { city, state, country, minPrice, maxPrice } = filters;
  const priced = minPrice !== undefined || maxPrice !== undefined;

  // Buckets wholly inside [minPrice, maxPrice]; bucket k holds [lowerBound(k), lowerBound(k + 1)).
  let first = 0;
  let last = PRICE_THRESHOLDS.length;
  let below: number | undefined;
  let atOrAbove: number | undefined;
  if (minPrice !== undefined) {
    const k = priceBucket(minPrice);
    const aligned = k === 0 ? minPrice <= 0 : lowerBound(k) === minPrice;
    first = aligned ? k : k + 1;
    if (!aligned && first <= PRICE_THRESHOLDS.length) below = lowerBound(first);
  }
  if (maxPrice !== undefined) {
    // max is inclusive: its own bucket is never whole (it goes on past max).
    const k = priceBucket(maxPrice);
    last = k - 1;
    if (k >= 1) atOrAbove = lowerBound(k);
  }
  if (priced && first > last) return undefined;

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
  return { cells: conditions.join(' AND '), below, atOrAbove };
}
