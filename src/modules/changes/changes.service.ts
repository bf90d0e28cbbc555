import type { Queryable } from '../../db/pool';
import { GoneError } from '../../http/errors';
import type { NewHistoryEvent } from '../history/history.types';
import type { ChangesRepository } from './changes.repository';
import type { ChangesQuery } from './changes.schemas';
import type { ChangeRecorder, NewChange } from './changes.types';

/**
 * The change feed: every committed creation or change of a property once, in
 * increasing seq. A position before the purge horizon (changes after it were
 * purged) is 410: the client must copy again. While nothing was purged the
 * horizon is 0 and every position is served, however old.
 */
export class ChangesService implements ChangeRecorder {
  constructor(
    private readonly repository: ChangesRepository,
    private readonly retentionDays: number,
  ) {}

  record(tx: Queryable, changes: readonly NewChange[], history: readonly NewHistoryEvent[] = []): Promise<void> {
    return this.repository.record(tx, changes, history);
  }

  /** The answer's JSON text: `{ success, data: [ ...changes ], metadata: { next_after, has_more } }`. */
  async page({ after, limit }: ChangesQuery): Promise<string> {
    // One more than asked tells whether another page follows.
    const { purgedThrough, changes } = await this.repository.page(after, limit + 1);
    if (after < purgedThrough) {
      throw new GoneError(
        `Changes after ${after} are older than the ${this.retentionDays}-day retention and were purged (the feed now starts after ${purgedThrough}); ` +
          'note the feed position (GET /api/v1/changes/head), copy the data again by cursor, then follow the feed from that position',
        [{ field: 'after', message: `must be at least ${purgedThrough}: the changes up to it were purged` }],
      );
    }
    const data = changes.slice(0, limit);
    const nextAfter = data.length > 0 ? data[data.length - 1]!.seq : after;
    const metadata = JSON.stringify({ next_after: nextAfter, has_more: changes.length > limit });
    return `{"success":true,"data":[${data.map((c) => c.json).join(',')}],"metadata":${metadata}}`;
  }

  /**
   * Where a client starts following the feed, before it copies the data by
   * cursor: `head` is the newest visible change (every change up to it is
   * committed), `purged_through` the oldest position still served.
   */
  async head(): Promise<{ head: number; purged_through: number }> {
    const { head, purgedThrough } = await this.repository.head();
    return { head, purged_through: purgedThrough };
  }

  /** Removes changes older than the retention; returns how many. */
  purge(): Promise<number> {
    return this.repository.purge(this.retentionDays);
  }
}
