import type { Queryable } from '../../db/pool';
import { DETAIL_COLUMNS, LIST_COLUMNS, type PropertyDetailRow, type PropertyListRow } from './properties.mapper';
import type { PropertyFilters, PropertySearch, PropertySort, SortField } from './properties.schemas';

/** Total matches at one data version (see VERSION_QUERY). */
export interface CountAtVersion {
  version: number;
  total: number;
}

// Rows written by committed statements, kept by the statistics triggers
// (migration 1763701000000): it changes whenever committed data changes.
const VERSION_SQL = `SELECT coalesce(sum(properties), 0)::bigint
  FROM (SELECT properties FROM property_stats WHERE dimension = 'writes'
        UNION ALL SELECT properties FROM property_stat_deltas WHERE dimension = 'writes') w`;

export const VERSION_QUERY = `SELECT (${VERSION_SQL}) AS version`;

const SORT_COLUMNS: Record<SortField, { column: string; nullable: boolean }> = {
  created_at: { column: 'created_at', nullable: false },
  updated_at: { column: 'updated_at', nullable: false },
  price: { column: 'price_current', nullable: true },
  bedrooms: { column: 'bedrooms_total', nullable: true },
  square_meters: { column: 'square_meters_total', nullable: true },
};

/**
 * The sort, with id as tie-breaker. A missing value counts as smaller than
 * any value, matching the NULLS FIRST indexes of migration 1763701100000 in
 * both scan directions; NOT NULL columns keep the plain form their indexes match.
 */
function orderBy(sort: PropertySort, reversed: boolean): string {
  const { column, nullable } = SORT_COLUMNS[sort.field];
  const ascending = (sort.direction === 'asc') !== reversed;
  const direction = ascending ? 'ASC' : 'DESC';
  const nulls = nullable ? (ascending ? ' NULLS FIRST' : ' NULLS LAST') : '';
  return `${column} ${direction}${nulls}, id ${direction}`;
}

/**
 * The WHERE clause of a filter set ('' when there is none), its values pushed
 * onto `values`. The one definition of what a filter means: the list, its
 * count and anything else that matches properties against filters use it.
 */
export function whereClause(filters: PropertyFilters, values: unknown[]): string {
  const clauses: string[] = [];
  const add = (sql: (param: string) => string, value: unknown): void => {
    values.push(value);
    clauses.push(sql(`$${values.length}`));
  };
  if (filters.propertyType !== undefined) add((p) => `property_type = ${p}`, filters.propertyType);
  if (filters.status !== undefined) add((p) => `status = ${p}`, filters.status);
  if (filters.minPrice !== undefined) add((p) => `price_current >= ${p}`, filters.minPrice);
  if (filters.maxPrice !== undefined) add((p) => `price_current <= ${p}`, filters.maxPrice);
  if (filters.minBedrooms !== undefined) add((p) => `bedrooms_total >= ${p}`, filters.minBedrooms);
  if (filters.minBathrooms !== undefined) add((p) => `bathrooms_total >= ${p}`, filters.minBathrooms);
  if (filters.city !== undefined) add((p) => `lower(city) = lower(${p})`, filters.city);
  return clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
}

/** A filter the statistics summary answers exactly: none, or only one of status, type, city. */
function summaryCount(filters: PropertyFilters): { dimension: string; key: string } | undefined {
  const present = Object.entries(filters).filter(([, value]) => value !== undefined);
  if (present.length === 0) return { dimension: 'total', key: '' };
  if (present.length > 1) return undefined;
  if (filters.status !== undefined) return { dimension: 'status', key: filters.status };
  if (filters.propertyType !== undefined) return { dimension: 'type', key: filters.propertyType };
  if (filters.city !== undefined) return { dimension: 'city', key: filters.city };
  return undefined;
}

/** One page of rows, in order, and the data version it was read at. */
export interface PageAtVersion {
  version: number;
  rows: PropertyListRow[];
}

/**
 * A page of the list as SQL, with the data version read in the same statement
 * (one round trip, one snapshot). The benchmark runs the very same statement through pgbench.
 */
export function pageQuery(search: PropertySearch, total: number): { text: string; values: unknown[]; reversed: boolean } {
  const { filters, sort, limit, offset } = search;
  const values: unknown[] = [];
  const filter = whereClause(filters, values);
  // Deep pages are read from the far end: the last page of any set costs as little as the first.
  const remaining = total - offset;
  const reversed = remaining < offset;
  values.push(reversed ? Math.max(0, Math.min(limit, remaining)) : limit, reversed ? Math.max(0, remaining - limit) : offset);
  const text = `SELECT v.version, p.* FROM (${VERSION_QUERY}) v LEFT JOIN LATERAL (
      SELECT ${LIST_COLUMNS} FROM properties ${filter}
       ORDER BY ${orderBy(sort, reversed)} LIMIT $${values.length - 1} OFFSET $${values.length}) p ON true`;
  return { text, values, reversed };
}

/** The total of a filter with the data version it was read at, in one statement (one snapshot). */
export function countQuery(filters: PropertyFilters): { text: string; values: unknown[] } {
  const summary = summaryCount(filters);
  if (summary) {
    const match = summary.dimension === 'city' ? 'lower(key) = lower($2)' : 'key = $2';
    return {
      text: `SELECT (${VERSION_SQL}) AS version, coalesce(sum(properties), 0)::bigint AS total
               FROM (SELECT properties FROM property_stats WHERE dimension = $1 AND ${match}
                     UNION ALL SELECT properties FROM property_stat_deltas WHERE dimension = $1 AND ${match}) s`,
      values: [summary.dimension, summary.key],
    };
  }
  const values: unknown[] = [];
  return { text: `SELECT (${VERSION_SQL}) AS version, count(*)::bigint AS total FROM properties ${whereClause(filters, values)}`, values };
}

/** A property's detail columns with the data version, in one statement (one snapshot); all null beside the version when there is none. */
export const DETAIL_QUERY = `SELECT v.version, p.* FROM (${VERSION_QUERY}) v
  LEFT JOIN LATERAL (SELECT ${DETAIL_COLUMNS} FROM properties WHERE id = $1) p ON true`;

export class PropertiesRepository {
  constructor(private readonly db: Queryable) {}

  /** The property's detail row, if any, and the data version it was read at. */
  async findById(id: string): Promise<{ version: number; row: PropertyDetailRow | undefined }> {
    const { rows } = await this.db.query<PropertyDetailRow & { version: number }>({ name: 'property_detail', text: DETAIL_QUERY, values: [id] });
    const found = rows[0];
    if (!found || found.id === null) return { version: found?.version ?? 0, row: undefined };
    const { version, ...row } = found;
    return { version, row };
  }

  async count(filters: PropertyFilters): Promise<CountAtVersion> {
    const { text, values } = countQuery(filters);
    const { rows } = await this.db.query<CountAtVersion>(text, values);
    return { version: rows[0]?.version ?? 0, total: rows[0]?.total ?? 0 };
  }

  /**
   * One page and the data version it was read at. `total` (of the same
   * filters) lets deep pages be read backwards; it must be the total at that
   * version for the page to be the one asked for.
   */
  async page(search: PropertySearch, total: number): Promise<PageAtVersion> {
    const { text, values, reversed } = pageQuery(search, total);
    const { rows } = await this.db.query<PropertyListRow & { version: number }>(text, values);
    const version = rows[0]?.version ?? 0;
    // LEFT JOIN: an empty page is one row of nulls beside the version.
    const found = rows.filter((r) => r.id !== null).map(({ version: _version, ...row }) => row);
    return { version, rows: reversed ? found.reverse() : found };
  }
}
