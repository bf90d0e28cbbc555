import type { ChangeRecorder } from '../../changes/changes.types';
import { changeOf, historyEventOf } from '../published-changes';
import type { SubmissionContext } from '../submission-context';
import type { SubmissionStep } from './pipeline';

/**
 * Records what the submission changed, in its transaction: the change feed
 * (contract section 9) and the price and status history (section 10), in one
 * statement for the whole batch. It takes the feed's commit-order lock (held
 * until commit), so it is the transaction's last write: this step runs last,
 * and waits on nothing once it holds the lock.
 */
export class PublishStep implements SubmissionStep {
  readonly name = 'publish' as const;
  readonly transactional = true;

  constructor(private readonly changes: ChangeRecorder) {}

  async run(ctx: SubmissionContext): Promise<void> {
    const written = [...ctx.properties.values()].filter((p) => p.dirty);
    const changes = written.flatMap((p) => changeOf(p, ctx.source) ?? []);
    await this.changes.record(ctx.tx!, changes, written.flatMap((p) => historyEventOf(p, ctx.source) ?? []));
  }
}
