import type { Queryable } from '../../db/pool';

/** The operator's registration of a data source. */
export interface SourceRecord {
  readonly source: string;
  readonly trust: number;
  readonly description: string | null;
  readonly updatedAt: Date;
}

interface SourceRow {
  source: string;
  trust: number;
  description: string | null;
  updated_at: Date;
}

const COLUMNS = 'source, trust, description, updated_at';

const toRecord = (row: SourceRow): SourceRecord => ({
  source: row.source,
  trust: row.trust,
  description: row.description,
  updatedAt: row.updated_at,
});

export class SourcesRepository {
  constructor(private readonly db: Queryable) {}

  /** Registers the source or replaces its registration. */
  async upsert(source: string, trust: number, description: string | null): Promise<SourceRecord> {
    const { rows } = await this.db.query<SourceRow>(
      `INSERT INTO sources (source, trust, description) VALUES ($1, $2, $3)
       ON CONFLICT (source) DO UPDATE SET trust = EXCLUDED.trust, description = EXCLUDED.description, updated_at = now()
       RETURNING ${COLUMNS}`,
      [source, trust, description],
    );
    return toRecord(rows[0]!);
  }

  /** In name order. */
  async list(): Promise<SourceRecord[]> {
    const { rows } = await this.db.query<SourceRow>(`SELECT ${COLUMNS} FROM sources ORDER BY source`);
    return rows.map(toRecord);
  }

  /**
   * The registered trust of a source, read through `db` (a submission's
   * transaction): one primary-key probe, never cached, so a change made on any
   * instance counts from the next submission on.
   */
  async trustOf(db: Queryable, source: string): Promise<number | undefined> {
    const { rows } = await db.query<{ trust: number }>({
      name: 'sources-trust-of',
      text: 'SELECT trust FROM sources WHERE source = $1',
      values: [source],
    });
    return rows[0]?.trust;
  }
}
