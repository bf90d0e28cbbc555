import type { ChangeRecorder } from '../../changes/changes.types';
import type { HistoryRecorder } from '../../history/history.types';
import { changeOf, historyEventOf } from '../published-changes';
import type { SubmissionContext } from '../submission-context';
import type { SubmissionStep } from './pipeline';

/**
 * Records what the submission changed, in its transaction: the price and
 * status history (contract section 10), then the change feed (section 9), one
 * INSERT each for the whole batch. The feed's INSERT takes the feed's
 * commit-order lock (held until commit), so it is the transaction's last
 * write: this step runs last, and waits on nothing once it holds the lock.
 */
export class PublishStep implements SubmissionStep {
  readonly name = 'publish' as const;
  readonly transactional = true;

  constructor(
    private readonly history: HistoryRecorder,
    private readonly changes: ChangeRecorder,
  ) {}

  async run(ctx: SubmissionContext): Promise<void> {
    const written = [...ctx.properties.values()].filter((p) => p.dirty);
    await this.history.record(ctx.tx!, written.flatMap((p) => historyEventOf(p, ctx.source) ?? []));
    await this.changes.record(ctx.tx!, written.flatMap((p) => changeOf(p, ctx.source) ?? []));
  }
}
