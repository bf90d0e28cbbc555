/**
 * One INSERT ... SELECT that generates listings n = $2..$3 inside PostgreSQL:
 * no rows cross the wire, which is what makes a million listings fast. Every
 * value derives from hashint8extended(n, seed), so a seed always produces the
 * same rows (ids, addresses, prices and dates included).
 *
 * Listing n was created about 95 s before listing n - 1 (a million listings
 * span the three years before SEED_ANCHOR) and its id is a UUIDv7 of that
 * time; nothing depends on the count, so a larger run adds exactly the
 * listings a fresh one would have. Chunks run from the highest n down, each
 * in descending n: rows arrive in creation order, as in a real table.
 *
 * The layers below are subqueries ending in `OFFSET 0`, which keeps
 * PostgreSQL from inlining them: each expression is computed once per row,
 * not once per reference.
 *
 * Parameters: $1 seed, $2 first n, $3 last n, $4 city slots (1-based city
 * index per slot, proportional to weight), $5..$13 city columns, $14 street
 * names (12 per style), $15 English street suffixes, $16..$18 sources,
 * $19 feature tags.
 */

/**
 * Words for keyword search: each sentence (and so each of its words) is in a
 * few per cent of listings, so a two-word search with a filter has tens to
 * thousands of matches, as on a real portal.
 */
const TITLE_WORDS = ['Bright', 'Spacious', 'Charming', 'Modern', 'Elegant', 'Cosy', 'Stylish', 'Sunny', 'Renovated', 'Classic'];
const HOME_SENTENCES = [
  'Recently renovated kitchen with granite counters.', 'Open-plan living room with a wood-burning fireplace.',
  'Sunny terrace with panoramic views over the skyline.', 'Private garden with mature trees and a patio.',
  'Top floor with a balcony and plenty of natural light.', 'Original hardwood floors and high ceilings throughout.',
  'Large basement, ideal as a workshop or home office.', 'Underground parking and a private storage room.',
  'Newly installed solar panels and triple glazing.', 'Spacious primary suite with a walk-in closet.',
  'Swimming pool and a landscaped backyard.', 'Heritage facade, fully restored interior.',
];
const AREA_SENTENCES = [
  'Walking distance to the metro station and shops.', 'Quiet street close to parks and good schools.',
  'Steps from the river promenade and cafes.', 'Near the university campus and the hospital.',
  'Minutes from the beach and the marina.', 'Overlooking the old town and the cathedral.',
  'Close to the business district and restaurants.', 'Next to a golf course and tennis club.',
  'Family-friendly neighbourhood with playgrounds.', 'Vibrant area with markets, bars and theatres.',
  'Easy access to the motorway and the airport.', 'Surrounded by forest trails and lakes.',
];
const PLOT_SENTENCES = ['Utilities at the boundary.', 'Gentle slope with views.', 'Planning permission granted.', 'Corner plot on a quiet lane.'];

/** Listings are dated before this instant, so a seed's rows never change with the clock. */
export const SEED_ANCHOR = '2025-11-01T00:00:00Z';
/** Listing n was created n steps before the anchor: a million listings span three years, whatever the count. */
const STEP_MS = (3 * 365 * 86_400_000) / 1_000_000;

/** Uniform in [0, 1) from 16 bits (slice 0..3) of hash h1..h7. */
const u = (h: number, slice: number): string => `(((d.h${h} >> ${slice * 16}) & 65535)::float8 / 65536.0)`;
const pick = (values: string[], uniform: string): string =>
  `(ARRAY[${values.map((v) => `'${v}'`).join(', ')}])[1 + floor(${uniform} * ${values.length})::int]`;
const hashes = Array.from({ length: 8 }, (_, i) => `hashint8extended(g.n, $1::bigint * 8 + ${i + 1}) AS h${i + 1}`).join(', ');

/** Eight 64-bit hashes of n, and from them: city, source, type, status, uniforms u4..u22, creation time. */
const DRAWS = `
  SELECT d.n, d.h6 & d.h7 AS bits, md5('seed-id|' || $1::text || '|' || d.n::text) AS h,
         ${u(1, 3)} AS u4, ${u(2, 0)} AS u5, ${u(2, 1)} AS u6, ${u(2, 2)} AS u7, ${u(2, 3)} AS u8, ${u(3, 0)} AS u9,
         ${u(3, 1)} AS u10, ${u(3, 2)} AS u11, ${u(3, 3)} AS u12, ${u(4, 0)} AS u13, ${u(4, 1)} AS u14, ${u(4, 2)} AS u15,
         ${u(4, 3)} AS u16, ${u(5, 0)} AS u17, ${u(5, 1)} AS u18, ${u(5, 2)} AS u19,
         ${u(8, 0)} AS u20, ${u(8, 1)} AS u21, ${u(8, 2)} AS u22,
         (extract(epoch FROM '${SEED_ANCHOR}'::timestamptz) * 1000)::bigint
           - floor((d.n - 1 + ${u(5, 3)}) * ${STEP_MS})::bigint AS created_ms,
         CASE WHEN ${u(1, 1)} < 0.38 THEN 'house' WHEN ${u(1, 1)} < 0.63 THEN 'apartment' WHEN ${u(1, 1)} < 0.77 THEN 'condo'
              WHEN ${u(1, 1)} < 0.87 THEN 'townhouse' WHEN ${u(1, 1)} < 0.92 THEN 'land' WHEN ${u(1, 1)} < 0.96 THEN 'multi_family'
              WHEN ${u(1, 1)} < 0.99 THEN 'commercial' ELSE 'other' END AS ptype,
         CASE WHEN ${u(1, 2)} < 0.55 THEN 'active' WHEN ${u(1, 2)} < 0.67 THEN 'pending' WHEN ${u(1, 2)} < 0.90 THEN 'sold'
              ELSE 'off_market' END AS status,
         ${pick(['new', 'excellent', 'good', 'good', 'fair', 'needs_renovation'], u(7, 3))} AS cond,
         ($5::text[])[c.ci] AS city, ($6::text[])[c.ci] AS state, ($7::text[])[c.ci] AS country,
         ($8::text[])[c.ci] AS currency, ($9::float8[])[c.ci] AS lat, ($10::float8[])[c.ci] AS lon,
         ($11::float8[])[c.ci] AS ppsqm, ($12::text[])[c.ci] AS postal_base, ($13::int[])[c.ci] AS style,
         ($14::text[])[($13::int[])[c.ci] * 12 + 1 + floor(${u(6, 3)} * 12)::int] AS street_name,
         ($16::text[])[c.oi] AS source, ($17::text[])[c.oi] AS prefix, ($18::text[])[c.oi] AS host
    FROM (SELECT g.n, ${hashes} FROM generate_series($3::bigint, $2::bigint, -1) AS g (n) OFFSET 0) d
    CROSS JOIN LATERAL (SELECT ($4::int[])[1 + floor(${u(1, 0)} * cardinality($4::int[]))::int] AS ci,
                               1 + (d.n % cardinality($16::text[]))::int AS oi) c
  OFFSET 0`;

/** Subtype and bedrooms, by type. */
const ROOMS = `
  SELECT t.*,
         CASE t.ptype WHEN 'house' THEN ${pick(['detached', 'semi_detached', 'bungalow', 'cottage'], 't.u9')}
              WHEN 'apartment' THEN ${pick(['flat', 'studio', 'loft', 'penthouse'], 't.u9')}
              WHEN 'condo' THEN ${pick(['low_rise', 'high_rise'], 't.u9')}
              WHEN 'townhouse' THEN ${pick(['row_house', 'end_unit'], 't.u9')}
              WHEN 'land' THEN ${pick(['residential_lot', 'agricultural'], 't.u9')}
              WHEN 'multi_family' THEN ${pick(['duplex', 'triplex', 'fourplex', 'apartment_building'], 't.u9')}
              WHEN 'commercial' THEN ${pick(['retail', 'office', 'mixed_use'], 't.u9')}
              ELSE ${pick(['mobile_home', 'houseboat'], 't.u9')} END AS subtype,
         CASE t.ptype WHEN 'house' THEN 2 + floor(t.u6 * 4.3)::int WHEN 'apartment' THEN floor(t.u6 * 4)::int
              WHEN 'condo' THEN 1 + floor(t.u6 * 3)::int WHEN 'townhouse' THEN 2 + floor(t.u6 * 3)::int
              WHEN 'multi_family' THEN 4 + floor(t.u6 * 9)::int WHEN 'other' THEN 1 + floor(t.u6 * 3)::int END AS beds
    FROM (${DRAWS}) t
  OFFSET 0`;

/** Floor area from type and bedrooms; land area for plots and houses. */
const SIZES = `
  SELECT t.*,
         CASE t.ptype WHEN 'land' THEN NULL WHEN 'commercial' THEN round((100 + t.u7 * t.u7 * 1500)::numeric, 0)
              ELSE round((CASE t.ptype WHEN 'house' THEN 55 WHEN 'townhouse' THEN 50 WHEN 'multi_family' THEN 70 ELSE 28 END
                          + t.beds * CASE t.ptype WHEN 'house' THEN 26 WHEN 'multi_family' THEN 30 ELSE 22 END
                          + t.u7 * 40)::numeric, 1) END AS sqm,
         CASE t.ptype WHEN 'land' THEN round((400 + t.u8 * t.u8 * 20000)::numeric, 0) WHEN 'house' THEN round((250 + t.u8 * 1200)::numeric, 0)
              WHEN 'townhouse' THEN round((90 + t.u8 * 200)::numeric, 0) WHEN 'multi_family' THEN round((300 + t.u8 * 900)::numeric, 0)
              END AS land
    FROM (${ROOMS}) t
  OFFSET 0`;

/** Price (city price level x area x a log-normal factor), ids, street address, postal code. */
const PRICED = `
  SELECT s.*, to_timestamp(s.created_ms / 1000.0) AS created,
         greatest(15000, round((0.55 * s.ppsqm * coalesce(s.sqm, s.land * 0.03)
                  * CASE s.ptype WHEN 'commercial' THEN 0.9 WHEN 'multi_family' THEN 0.85 WHEN 'house' THEN 1.05 ELSE 1 END
                  * exp(0.32 * sqrt(-2 * ln(1 - s.u4)) * cos(2 * pi() * s.u5)) / 1000)::numeric) * 1000) AS price,
         s.prefix || '-' || $1::text || '-' || lpad(s.n::text, 7, '0') AS ext_id,
         CASE WHEN s.style = 0 THEN (1 + floor(s.u10 * 9899))::text || ' ' || s.street_name || ' '
                                    || ($15::text[])[1 + floor(s.u11 * cardinality($15::text[]))::int]
                                    || CASE WHEN s.ptype IN ('apartment', 'condo') THEN ' Apt ' || (1 + floor(s.u12 * 40))::text ELSE '' END
              WHEN s.style = 2 THEN (1 + floor(s.u10 * 180))::text || ' ' || s.street_name
              ELSE s.street_name || ' ' || (1 + floor(s.u10 * 180))::text END AS street,
         CASE WHEN s.country = 'US' THEN lpad((s.postal_base::int + floor(s.u12 * 40)::int)::text, 5, '0') ELSE s.postal_base END AS postal,
         1 + floor(s.u14 * CASE WHEN s.ptype = 'land' THEN 1 ELSE 3 END)::int AS photos
    FROM (${SIZES}) s
  OFFSET 0`;

const image = (order: number): string =>
  `'{"url": "https://' || p.host || '/photos/' || p.ext_id || '/${order}.jpg", "type": "${order === 1 ? 'main' : 'gallery'}", "order": ${order}}'`;
const feature = (bit: number): string => `CASE WHEN (p.bits >> ${bit}) & 1 = 1 THEN ($19::text[])[${bit + 1}] END`;

export const SEED_INSERT_SQL = `
WITH inserted AS (
  INSERT INTO properties (
    id, source, external_id, url, title, description, property_type, property_subtype, status,
    address_formatted, street, city, state, country, postal_code, latitude, longitude,
    price_current, currency, price_per_sqm, square_meters_total, square_meters_interior, land_area_sqm,
    bedrooms_total, bathrooms_total, living_rooms, parking_spaces, year_built, building_type, condition,
    features, listing_status, listing_date, images, address_hash, created_at, updated_at)
  SELECT
    (lpad(to_hex(p.created_ms), 12, '0') || '7' || substr(p.h, 1, 3) || '8' || substr(p.h, 4, 15))::uuid,
    p.source, p.ext_id, 'https://' || p.host || '/listings/' || p.ext_id,
    CASE WHEN p.ptype = 'land' THEN 'Building plot in ' || p.city
         WHEN p.ptype = 'commercial' THEN 'Commercial space in ' || p.city
         ELSE ${pick(TITLE_WORDS, 'p.u22')} || ' ' || p.beds || '-bedroom ' || replace(p.ptype, '_', '-') || ' in ' || p.city END,
    CASE WHEN p.sqm IS NULL THEN 'Plot of ' || p.land || ' m² in ' || p.city || ', ready to build. '
              || ${pick(PLOT_SENTENCES, 'p.u20')}
         ELSE ${pick(['Bright', 'Spacious', 'Charming', 'Modern', 'Quiet', 'Renovated'], 'p.u14')} || ' ' || replace(p.ptype, '_', '-')
              || ' of ' || p.sqm || ' m² in ' || p.city || ', in ' || replace(p.cond, '_', ' ') || ' condition. '
              || ${pick(HOME_SENTENCES, 'p.u20')} || ' ' || ${pick(AREA_SENTENCES, 'p.u21')} END,
    p.ptype, p.subtype, p.status,
    concat_ws(', ', p.street, p.city, nullif(concat_ws(' ', p.state, p.postal), ''), p.country),
    p.street, p.city, p.state, p.country, p.postal,
    CASE WHEN p.u17 >= 0.03 THEN round((p.lat + (p.u16 - 0.5) * 0.2)::numeric, 6) END,
    CASE WHEN p.u17 >= 0.03 THEN round((p.lon + (p.u18 - 0.5) * 0.25)::numeric, 6) END,
    p.price, p.currency, CASE WHEN p.sqm > 0 THEN round(p.price / p.sqm, 2) END,
    p.sqm, round(p.sqm * (0.85 + p.u15 * 0.1)::numeric, 1), p.land, p.beds,
    CASE WHEN p.ptype = 'land' OR p.u17 > 0.98 THEN NULL WHEN p.ptype = 'commercial' THEN 1 + floor(p.u12 * 4)::int
         ELSE greatest(1, round(p.beds * 0.6)::int + floor(p.u12 * 2)::int) END,
    CASE WHEN p.ptype IN ('land', 'commercial') THEN NULL WHEN p.beds >= 4 THEN 2 ELSE 1 END,
    CASE WHEN p.ptype <> 'land' THEN floor(p.u13 * 4)::int END,
    CASE WHEN p.ptype <> 'land' AND p.u17 <= 0.95 THEN 1900 + floor(power(p.u15, 0.6) * 125)::int END,
    CASE WHEN p.ptype <> 'land' THEN ${pick(['wood_frame', 'brick', 'concrete', 'steel_frame', 'stone'], 'p.u18')} END,
    CASE WHEN p.ptype <> 'land' THEN p.cond END,
    array_remove(ARRAY[${Array.from({ length: 16 }, (_, bit) => feature(bit)).join(', ')}], NULL),
    p.status, p.created - make_interval(secs => p.u19 * 30 * 86400),
    ('[' || ${image(1)}
         || CASE WHEN p.photos >= 2 THEN ', ' || ${image(2)} ELSE '' END
         || CASE WHEN p.photos >= 3 THEN ', ' || ${image(3)} ELSE '' END || ']')::jsonb,
    md5('seed-address|' || $1::text || '|' || p.n::text),
    p.created, p.created + ('${SEED_ANCHOR}'::timestamptz - p.created) * power(p.u10, 3)
  FROM (${PRICED}) p
  ON CONFLICT DO NOTHING
  RETURNING id, source, external_id
), linked AS (
  INSERT INTO property_sources (source, external_id, property_id)
  SELECT source, external_id, id FROM inserted
  ON CONFLICT DO NOTHING
)
SELECT count(*)::int AS inserted FROM inserted`;
