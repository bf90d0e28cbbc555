import type { Queryable } from '../../db/pool';
import type { LatLng, StructuredAddress } from '../geocoding/geocoding.types';
import { GEOCODER_PROVENANCE_SOURCE } from './merge-rules';

export interface GeocodeTask {
  readonly propertyId: string;
  /** The address the task is for; a property whose address changed since gets a new task. */
  readonly addressHash: string;
  readonly attempts: number;
}

export interface TaskProperty {
  readonly address: StructuredAddress;
  readonly addressHash: string;
  readonly hasCoordinates: boolean;
}

/** Re-geocode tasks: properties stored without coordinates because the provider could not answer in time. */
export class GeocodeTasksRepository {
  constructor(private readonly db: Queryable) {}

  /** Inside the submission's transaction. A task for the same address keeps its schedule. */
  async schedule(tx: Queryable, tasks: ReadonlyArray<{ property_id: string; address_hash: string }>): Promise<void> {
    if (tasks.length === 0) return;
    await tx.query(
      `INSERT INTO geocode_tasks (property_id, address_hash)
       SELECT r.property_id, r.address_hash FROM json_to_recordset($1::json) AS r(property_id uuid, address_hash text)
       ON CONFLICT (property_id) DO UPDATE
         SET address_hash = EXCLUDED.address_hash, attempts = 0, run_after = now(), locked_until = NULL, last_error = NULL
         WHERE geocode_tasks.address_hash IS DISTINCT FROM EXCLUDED.address_hash`,
      [JSON.stringify(tasks)],
    );
  }

  /** Claims the oldest due task under a lease; several instances share the work (SKIP LOCKED). */
  async claim(leaseMs: number): Promise<GeocodeTask | undefined> {
    const { rows } = await this.db.query<{ property_id: string; address_hash: string; attempts: number }>(
      `UPDATE geocode_tasks t SET locked_until = now() + make_interval(secs => $1::double precision / 1000), attempts = t.attempts + 1
       WHERE t.property_id = (
         SELECT property_id FROM geocode_tasks
         WHERE run_after <= now() AND (locked_until IS NULL OR locked_until < now())
         ORDER BY run_after LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING t.property_id, t.address_hash, t.attempts`,
      [leaseMs],
    );
    const row = rows[0];
    return row && { propertyId: row.property_id, addressHash: row.address_hash, attempts: row.attempts };
  }

  async property(propertyId: string): Promise<TaskProperty | undefined> {
    const { rows } = await this.db.query<{ street: string | null; city: string | null; state: string | null; country: string | null; postal_code: string | null; address_hash: string; has_coordinates: boolean }>(
      `SELECT street, city, state, country, postal_code, address_hash, latitude IS NOT NULL AS has_coordinates
       FROM properties WHERE id = $1`,
      [propertyId],
    );
    const row = rows[0];
    if (!row) return undefined;
    const { address_hash, has_coordinates, ...address } = row;
    return { address, addressHash: address_hash, hasCoordinates: has_coordinates };
  }

  /**
   * Fills coordinates unless the address changed or someone supplied coordinates
   * meanwhile (in `tx`, so the change feed's entry commits with it); true when it did.
   */
  async fillLocation(task: GeocodeTask, location: LatLng, tx: Queryable = this.db): Promise<boolean> {
    const writer = { source: GEOCODER_PROVENANCE_SOURCE, score: 0, at: new Date().toISOString(), fields: ['location'] };
    // The geocoder becomes the writer of `location` (packed provenance, see property-record.ts).
    const { rowCount } = await tx.query(
      // clock_timestamp(): taken once the row's lock is granted (a statement waiting for a submission's commit
      // re-evaluates its row after it), so updated_at never goes back behind the submission's.
      `UPDATE properties SET latitude = $3, longitude = $4, geocode_status = 'success', updated_at = clock_timestamp(),
         provenance = jsonb_build_object('writers',
           coalesce((SELECT jsonb_agg(jsonb_set(w, '{fields}', (w -> 'fields') - 'location'))
                       FROM jsonb_array_elements(provenance -> 'writers') AS w), '[]'::jsonb) || jsonb_build_array($5::jsonb))
       WHERE id = $1 AND address_hash = $2 AND latitude IS NULL`,
      [task.propertyId, task.addressHash, location.latitude, location.longitude, JSON.stringify(writer)],
    );
    return (rowCount ?? 0) > 0;
  }

  async markNotFound(task: GeocodeTask): Promise<void> {
    await this.db.query(
      `UPDATE properties SET geocode_status = 'not_found', updated_at = clock_timestamp()
       WHERE id = $1 AND address_hash = $2 AND latitude IS NULL AND geocode_status IS DISTINCT FROM 'not_found'`,
      [task.propertyId, task.addressHash],
    );
  }

  /** Done with this address (a newer task for another address stays). */
  async complete(task: GeocodeTask): Promise<void> {
    await this.db.query('DELETE FROM geocode_tasks WHERE property_id = $1 AND address_hash = $2', [task.propertyId, task.addressHash]);
  }

  async retryLater(task: GeocodeTask, delayMs: number, error: string): Promise<void> {
    await this.db.query(
      `UPDATE geocode_tasks SET run_after = now() + make_interval(secs => $3::double precision / 1000), locked_until = NULL, last_error = $4
       WHERE property_id = $1 AND address_hash = $2`,
      [task.propertyId, task.addressHash, delayMs, error.slice(0, 500)],
    );
  }

  /** Tasks waiting or in flight (health, tests). */
  async count(): Promise<number> {
    const { rows } = await this.db.query<{ n: number }>('SELECT count(*)::int AS n FROM geocode_tasks');
    return rows[0]?.n ?? 0;
  }
}
