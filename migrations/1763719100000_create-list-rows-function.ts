import type { MigrationBuilder } from 'node-pg-migrate';

/**
 * The rows of a list page by their ids, in the ids' order (page-sql.ts,
 * columnSortPage): the page statement finds the ids from one index, then
 * reads only those rows. Read by a join in the statement, the planner
 * planned `properties` twice, weighing all of its 34 indexes for the join as
 * well; a PL/pgSQL function plans its one query once per connection (a
 * primary-key lookup per id, the right plan for any page). EXPLAIN ANALYZE
 * of the page statements of 399 spec-mix searches at 1,000,000 listings
 * (best of three each): planning 230 -> 137 ms in all, execution 269 -> 270
 * ms; every answer the same.
 *
 * The columns are the list's (properties.mapper.ts, LIST_COLUMNS) with the
 * coordinates (a radius search's distance) and each row's place `n`; a list
 * column added later needs the function replaced in a new migration (every
 * list test fails until it is).
 */
export async function up(pgm: MigrationBuilder): Promise<void> {
  pgm.sql(`
    CREATE FUNCTION pds_list_rows(ids uuid[]) RETURNS TABLE (
      id uuid, external_id text, source text, url text, property_type text, status text,
      address_formatted text, street text, city text, state text, country text, postal_code text,
      bedrooms_total integer, bathrooms_total integer, square_meters_total numeric, price_current numeric,
      created_at timestamptz, updated_at timestamptz, latitude double precision, longitude double precision, n bigint)
    LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
    BEGIN
      RETURN QUERY
        SELECT p.id, p.external_id, p.source, p.url, p.property_type, p.status,
               p.address_formatted, p.street, p.city, p.state, p.country, p.postal_code,
               p.bedrooms_total, p.bathrooms_total, p.square_meters_total, p.price_current,
               p.created_at, p.updated_at, p.latitude, p.longitude, k.n
          FROM unnest(ids) WITH ORDINALITY AS k (id, n)
          JOIN properties p ON p.id = k.id
         ORDER BY k.n;
    END
    $$;
  `);
}

export async function down(pgm: MigrationBuilder): Promise<void> {
  pgm.sql('DROP FUNCTION pds_list_rows(uuid[]);');
}
