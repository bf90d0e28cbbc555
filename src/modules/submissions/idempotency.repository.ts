import type { Queryable } from '../../db/pool';
import { storableJson } from '../../http/unsafe-text';

export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

export type KeyState =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'done'; readonly requestHash: string; readonly answer: StoredAnswer }
  | { readonly kind: 'busy'; readonly requestHash: string };

/** Idempotency-Key rows, one per (source, key). */
export class IdempotencyRepository {
  constructor(private readonly db: Queryable) {}

  /**
   * Claims the key for this request unless a live claim or answer exists. A
   * key past its retention, or whose holder's lease ran out (it crashed), is
   * taken over.
   */
  async claim(source: string, key: string, requestHash: string, leaseMs: number, retentionMs: number): Promise<KeyState> {
    const { rows: claimed } = await this.db.query(
      `INSERT INTO idempotency_keys (source, idempotency_key, request_hash, locked_until)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4::double precision / 1000))
       ON CONFLICT (source, idempotency_key) DO UPDATE
         SET request_hash = EXCLUDED.request_hash, status_code = NULL, response = NULL,
             locked_until = EXCLUDED.locked_until, created_at = now()
         WHERE idempotency_keys.created_at < now() - make_interval(secs => $5::double precision / 1000)
            OR (idempotency_keys.status_code IS NULL AND idempotency_keys.locked_until < now()
                AND idempotency_keys.request_hash = EXCLUDED.request_hash)
       RETURNING 1`,
      [source, key, requestHash, leaseMs, retentionMs],
    );
    if (claimed.length > 0) return { kind: 'claimed' };
    const { rows } = await this.db.query<{ request_hash: string; status_code: number | null; response: unknown }>(
      'SELECT request_hash, status_code, response FROM idempotency_keys WHERE source = $1 AND idempotency_key = $2',
      [source, key],
    );
    const row = rows[0];
    // Deleted between the two statements (released by a failed request): try again.
    if (!row) return this.claim(source, key, requestHash, leaseMs, retentionMs);
    if (row.status_code === null) return { kind: 'busy', requestHash: row.request_hash };
    return { kind: 'done', requestHash: row.request_hash, answer: { status: row.status_code, body: row.response } };
  }

  async complete(source: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.db.query(
      'UPDATE idempotency_keys SET status_code = $3, response = $4::json, locked_until = NULL WHERE source = $1 AND idempotency_key = $2',
      [source, key, answer.status, JSON.stringify(answer.body, storableJson)],
    );
  }

  /** Pushes the lease of a request still working on its key further out. */
  async renew(source: string, key: string, leaseMs: number): Promise<void> {
    await this.db.query(
      `UPDATE idempotency_keys SET locked_until = now() + make_interval(secs => $3::double precision / 1000)
        WHERE source = $1 AND idempotency_key = $2 AND status_code IS NULL`,
      [source, key, leaseMs],
    );
  }

  /** The request failed without an answer worth keeping: a retry does the work again. */
  async release(source: string, key: string): Promise<void> {
    await this.db.query('DELETE FROM idempotency_keys WHERE source = $1 AND idempotency_key = $2 AND status_code IS NULL', [source, key]);
  }

  async deleteOlderThan(retentionMs: number): Promise<number> {
    const { rowCount } = await this.db.query(
      'DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1::double precision / 1000)',
      [retentionMs],
    );
    return rowCount ?? 0;
  }
}
