import type { Queryable } from '../../db/pool';
import type { SourceTrustRequest } from './source.schemas';
import type { SourceRecord, SourcesRepository } from './sources.repository';

/** What the submission pipeline asks of this module: how far a source is trusted, now. */
export interface SourceTrust {
  /** Read through `db` (the submission's transaction); unregistered sources have the default. */
  trustOf(db: Queryable, source: string): Promise<number>;
  /** PDS_DEFAULT_SOURCE_TRUST. */
  readonly defaultTrust: number;
}

/** The operator's trust in each source (contract section 13). */
export class SourcesService implements SourceTrust {
  constructor(
    private readonly sources: SourcesRepository,
    readonly defaultTrust: number,
  ) {}

  register(source: string, request: SourceTrustRequest): Promise<SourceRecord> {
    return this.sources.upsert(source, request.trust, request.description);
  }

  list(): Promise<SourceRecord[]> {
    return this.sources.list();
  }

  async trustOf(db: Queryable, source: string): Promise<number> {
    return (await this.sources.trustOf(db, source)) ?? this.defaultTrust;
  }
}
