import type { Queryable } from '../../db/pool';

/**
 * Call slots for an upstream, shared through PostgreSQL by every instance on
 * the database: one row per upstream holds the next free slot, and each
 * reservation advances it by one interval in a single atomic UPDATE (the row
 * lock orders concurrent callers, wherever they run).
 */
export class GeocoderPacingRepository {
  private readonly ensured = new Set<string>();

  constructor(private readonly db: Queryable) {}

  /**
   * Reserves the next slot if it starts within `maxWaitMs`; returns how many
   * milliseconds to wait for it, or null (and reserves nothing) when the line
   * is longer than that.
   */
  async reserve(upstream: string, intervalMs: number, maxWaitMs: number): Promise<number | null> {
    if (!this.ensured.has(upstream)) {
      await this.db.query('INSERT INTO geocoder_pacing (upstream) VALUES ($1) ON CONFLICT (upstream) DO NOTHING', [upstream]);
      this.ensured.add(upstream);
    }
    const { rows } = await this.db.query<{ wait_ms: number }>(
      `UPDATE geocoder_pacing
          SET next_slot = GREATEST(next_slot, clock_timestamp()) + make_interval(secs => $2::double precision / 1000)
        WHERE upstream = $1
          AND GREATEST(next_slot, clock_timestamp()) <= clock_timestamp() + make_interval(secs => $3::double precision / 1000)
      RETURNING EXTRACT(EPOCH FROM (next_slot - clock_timestamp()))::double precision * 1000 - $2::double precision AS wait_ms`,
      [upstream, intervalMs, Math.max(0, maxWaitMs)],
    );
    const row = rows[0];
    return row ? Math.max(0, row.wait_ms) : null;
  }
}
