import type { Queryable } from '../../db/pool';

/** What is kept of an issued token: its metadata, never the token. */
export interface TokenRecord {
  readonly id: string;
  readonly serviceName: string;
  readonly source: string;
  readonly roles: readonly string[];
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

interface TokenRow {
  id: string;
  service_name: string;
  source: string;
  roles: string[];
  created_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

/** What a token was issued for, as stored, and whether it is revoked (TokensRepository.standing). */
export interface TokenStanding {
  readonly revoked: boolean;
  readonly serviceName: string;
  readonly source: string;
  readonly roles: readonly string[];
}

const COLUMNS = 'id, service_name, source, roles, created_at, expires_at, revoked_at';

function toRecord(row: TokenRow): TokenRecord {
  return {
    id: row.id,
    serviceName: row.service_name,
    source: row.source,
    roles: row.roles,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
  };
}

export class TokensRepository {
  constructor(private readonly db: Queryable) {}

  async insert(token: Omit<TokenRecord, 'revokedAt'>): Promise<TokenRecord> {
    const { rows } = await this.db.query<TokenRow>(
      `INSERT INTO service_tokens (id, service_name, source, roles, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [token.id, token.serviceName, token.source, token.roles, token.createdAt, token.expiresAt],
    );
    return toRecord(rows[0]!);
  }

  /** Newest first. */
  async list(): Promise<TokenRecord[]> {
    const { rows } = await this.db.query<TokenRow>(`SELECT ${COLUMNS} FROM service_tokens ORDER BY created_at DESC, id DESC`);
    return rows.map(toRecord);
  }

  /** Marks the token revoked; a second revocation keeps the first time. Undefined when unknown. */
  async revoke(id: string): Promise<TokenRecord | undefined> {
    const { rows } = await this.db.query<TokenRow>(
      `UPDATE service_tokens SET revoked_at = COALESCE(revoked_at, now()) WHERE id = $1 RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0] && toRecord(rows[0]);
  }

  /**
   * The hot-path check: one primary-key lookup. `undefined` when no such token
   * was ever issued here (e.g. a database that was reset), else what it was
   * issued for and whether it is revoked.
   */
  async standing(id: string): Promise<TokenStanding | undefined> {
    // Named: each pooled connection parses and plans it once, not on every request.
    const { rows } = await this.db.query<{ revoked: boolean; service_name: string; source: string; roles: string[] }>({
      name: 'service-token-standing',
      text: 'SELECT revoked_at IS NOT NULL AS revoked, service_name, source, roles FROM service_tokens WHERE id = $1',
      values: [id],
    });
    const row = rows[0];
    return row && { revoked: row.revoked, serviceName: row.service_name, source: row.source, roles: row.roles };
  }
}
