import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/pool';
import { packProvenance, unpackProvenance, type PropertyRecord, type RecordColumn, type StoredProvenance } from './property-record';

/** Every column the pipeline reads and writes, with its type for json_to_recordset. */
const COLUMN_TYPES: Readonly<Record<RecordColumn, string>> = {
  id: 'uuid', source: 'text', external_id: 'text', url: 'text', title: 'text', description: 'text',
  property_type: 'text', property_subtype: 'text', status: 'text', address_formatted: 'text', street: 'text',
  city: 'text', state: 'text', country: 'text', postal_code: 'text', latitude: 'double precision',
  longitude: 'double precision', price_current: 'numeric', currency: 'text', price_per_sqm: 'numeric',
  square_meters_total: 'numeric', square_meters_interior: 'numeric', land_area_sqm: 'numeric',
  bedrooms_total: 'integer', bathrooms_total: 'integer', living_rooms: 'integer', parking_spaces: 'integer',
  year_built: 'integer', building_type: 'text', condition: 'text', features: 'text[]', listing_status: 'text',
  listing_date: 'timestamptz', images: 'jsonb', address_hash: 'text', provenance: 'jsonb', geocode_status: 'text',
};

const COLUMNS = Object.keys(COLUMN_TYPES) as RecordColumn[];
const SELECT_LIST = COLUMNS.join(', ');
const RECORDSET = `json_to_recordset($1::json) AS r(${COLUMNS.map((c) => `${c} ${COLUMN_TYPES[c]}`).join(', ')})`;
/** Who created a property stays its source and external_id; everything else follows the merge. */
const UPDATABLE = COLUMNS.filter((c) => c !== 'id' && c !== 'source' && c !== 'external_id');

/** A property whose kind nothing told is stored as `other`, so every property counts in properties_by_type. */
const written = (c: RecordColumn) => (c === 'property_type' ? `coalesce(r.${c}, 'other')` : `r.${c}`);

/*
 * created_at and updated_at are given ($2, writeTime): the time once the submission's locks are held, not the
 * transaction's start (now()). A writer that waited for another's commit then always stamps a later time; with now()
 * two racing updates of one property stored its updated_at going backwards, and its history and change feed entries
 * (stamped from the row, see changes.repository.ts) out of order in time.
 */
const INSERT_SQL = `INSERT INTO properties (${SELECT_LIST}, created_at, updated_at)
  SELECT ${COLUMNS.map(written).join(', ')}, $2::timestamptz, $2::timestamptz FROM ${RECORDSET}`;
/*
 * Point lookups only, whatever the statistics say: each hash and each
 * external_id probes its unique index (LATERAL ... LIMIT 1 keeps the planner
 * from turning a batch into a scan of the table or of a source's every link).
 */
const LOCK_SQL = `
  WITH linked AS (
    SELECT e.external_id, s.property_id
      FROM unnest($3::text[]) AS e (external_id)
     CROSS JOIN LATERAL (SELECT property_id FROM property_sources
                          WHERE source = $2 AND external_id = e.external_id LIMIT 1) AS s
  ), wanted AS (
    SELECT p.id
      FROM unnest($1::text[]) AS h (hash)
     CROSS JOIN LATERAL (SELECT id FROM properties WHERE address_hash = h.hash LIMIT 1) AS p
    UNION
    SELECT property_id FROM linked
  )
  SELECT ${COLUMNS.map((c) => `p.${c}`).join(', ')},
         ARRAY(SELECT l.external_id FROM linked AS l WHERE l.property_id = p.id) AS linked
    FROM properties AS p
   WHERE p.id IN (SELECT id FROM wanted)
   ORDER BY p.id
     FOR UPDATE OF p`;
const UPDATE_SQL = `UPDATE properties p SET ${UPDATABLE.map((c) => `${c} = ${written(c)}`).join(', ')}, updated_at = $2::timestamptz FROM ${RECORDSET} WHERE p.id = r.id`;

type Row = Omit<PropertyRecord, 'listing_date' | 'provenance'> & { listing_date: Date | null; provenance: StoredProvenance };

function toRecord(row: Row): PropertyRecord {
  return {
    ...row,
    listing_date: row.listing_date ? row.listing_date.toISOString() : null,
    currency: row.currency?.trim() ?? null,
    provenance: unpackProvenance(row.provenance),
  };
}

/** The records as one json_to_recordset parameter; a missing key reads as NULL, so nulls are left out. */
function recordset(records: readonly PropertyRecord[]): string {
  return JSON.stringify(
    records.map((record) => {
      const row: Record<string, unknown> = { provenance: packProvenance(record.provenance) };
      for (const column of COLUMNS) {
        const value = record[column];
        if (value !== null && column !== 'provenance') row[column] = value;
      }
      return row;
    }),
  );
}

/** A stable signed 64-bit advisory lock key from the first 16 hex digits of a sha256. */
function lockKeyOfHex(hex: string): string {
  return BigInt.asIntN(64, BigInt(`0x${hex.slice(0, 16)}`)).toString();
}

/**
 * The pipeline's SQL: set-based over all items of a submission, always inside
 * its transaction. Statements that only write are prepared once per
 * connection (named); lookups and joins are planned each time, because a plan
 * cached while the table was small would scan it whole once it is not.
 */
export class SubmissionsRepository {
  /**
   * Serialises submissions that share a dedupe key (an address hash, a source's
   * external_id) until commit, so one new address becomes exactly one property.
   * Keys are taken in one sorted order: two batches never wait on each other in a circle.
   */
  async lockKeys(tx: Queryable, addressHashes: readonly string[], listingKeys: readonly string[]): Promise<void> {
    // An address hash is a sha256 already; other keys are hashed to spread them over the key space.
    const ids = [
      ...new Set([
        ...addressHashes.map(lockKeyOfHex),
        ...listingKeys.map((key) => lockKeyOfHex(createHash('sha256').update(key).digest('hex'))),
      ]),
    ];
    if (ids.length === 0) return;
    await tx.query({
      name: 'submissions-lock-keys',
      text: 'SELECT pg_advisory_xact_lock(k) FROM (SELECT unnest($1::bigint[]) AS k ORDER BY 1) AS sorted',
      values: [ids],
    });
  }

  /**
   * The properties holding these address hashes or linked to these external_ids
   * of the source, locked until commit (in id order), with the links found.
   */
  async lockMatches(
    tx: Queryable,
    source: string,
    hashes: readonly string[],
    externalIds: readonly string[],
  ): Promise<{ records: PropertyRecord[]; links: Map<string, string> }> {
    const { rows } = await tx.query<Row & { linked: string[] }>(LOCK_SQL, [hashes, source, externalIds]);
    const links = new Map<string, string>();
    const records = rows.map(({ linked, ...row }) => {
      for (const externalId of linked) links.set(externalId, row.id);
      return toRecord(row);
    });
    return { records, links };
  }

  /** Of these properties, those a listing of another source is linked to. */
  async linkedByOtherSources(tx: Queryable, propertyIds: readonly string[], source: string): Promise<Set<string>> {
    const { rows } = await tx.query<{ property_id: string }>(
      `SELECT DISTINCT property_id FROM property_sources WHERE property_id = ANY($1::uuid[]) AND source <> $2`,
      [propertyIds, source],
    );
    return new Set(rows.map((r) => r.property_id));
  }

  /**
   * The time this transaction's writes are stamped with, read once its locks are held (lockKeys, lockMatches): later
   * than any commit it waited for, so one property's updated_at, history and change feed follow the order of its writes.
   */
  async writeTime(tx: Queryable): Promise<string> {
    // As text: a JavaScript Date would cut PostgreSQL's microseconds to milliseconds on the way back.
    const { rows } = await tx.query<{ at: string }>({ name: 'submissions-write-time', text: 'SELECT clock_timestamp()::text AS at' });
    return rows[0]!.at;
  }

  /** Creates properties, created_at and updated_at `at` (writeTime). */
  async insertProperties(tx: Queryable, records: readonly PropertyRecord[], at: string): Promise<void> {
    if (records.length > 0) await tx.query({ name: 'submissions-insert', text: INSERT_SQL, values: [recordset(records), at] });
  }

  /** Rewrites changed properties, updated_at `at` (writeTime); unchanged ones are never passed here. */
  async updateProperties(tx: Queryable, records: readonly PropertyRecord[], at: string): Promise<void> {
    if (records.length > 0) await tx.query(UPDATE_SQL, [recordset(records), at]);
  }

  /** Sets only the geocoding status of properties nothing else changed in (their updated_at stays). */
  async updateGeocodeStatuses(tx: Queryable, records: readonly PropertyRecord[]): Promise<void> {
    if (records.length === 0) return;
    await tx.query(
      `UPDATE properties p SET geocode_status = r.geocode_status
         FROM json_to_recordset($1::json) AS r(id uuid, geocode_status text) WHERE p.id = r.id`,
      [JSON.stringify(records.map((r) => ({ id: r.id, geocode_status: r.geocode_status })))],
    );
  }

  /** Points each (source, external_id) at its property, creating or moving the link. */
  async upsertLinks(tx: Queryable, source: string, links: ReadonlyArray<{ external_id: string; property_id: string }>): Promise<void> {
    if (links.length === 0) return;
    await tx.query({
      name: 'submissions-upsert-links',
      text: `INSERT INTO property_sources (source, external_id, property_id)
             SELECT $2, r.external_id, r.property_id FROM json_to_recordset($1::json) AS r(external_id text, property_id uuid)
             ON CONFLICT (source, external_id) DO UPDATE SET property_id = EXCLUDED.property_id`,
      values: [JSON.stringify(links), source],
    });
  }
}
