import type { SourceTrust } from '../../sources/sources.service';
import { buildCandidate } from '../candidate';
import { withComputedFields } from '../enrichment';
import { mergeCandidate } from '../merge-rules';
import { liveItems, type SubmissionContext } from '../submission-context';
import type { SubmissionStep } from './pipeline';

/**
 * A field's score: the submission's data_quality_score capped by what the
 * operator trusts its source with; a submission that states none scores the trust.
 */
export function fieldScore(claimed: number | undefined, trust: number): number {
  return claimed === undefined ? trust : Math.min(claimed, trust);
}

/**
 * Merges each item, in order, into its property field by field (merge-rules.ts):
 * a later item of a batch merges into what the earlier ones made of it. A
 * property that changed gets its computed fields (enrichment.ts) here, with
 * the data they follow from, so that storing it is a single write.
 *
 * The source's trust is read in the submission's transaction, once: a change
 * of trust counts from the next submission on, on every instance.
 */
export class MergeStep implements SubmissionStep {
  readonly name = 'merge' as const;
  readonly transactional = true;

  constructor(private readonly trust: SourceTrust) {}

  async run(ctx: SubmissionContext): Promise<void> {
    const at = ctx.receivedAt.toISOString();
    const items = liveItems(ctx);
    if (items.length === 0) return;
    const trust = await this.trust.trustOf(ctx.tx!, ctx.source);
    for (const item of items) {
      const working = ctx.properties.get(item.propertyId!)!;
      const submission = item.submission!;
      item.candidate ??= buildCandidate(submission, item.geocode!, item.address);
      const { record, changed, kept, geocodeRefreshed } = mergeCandidate(
        working.record,
        item.candidate,
        {
          source: ctx.source,
          score: fieldScore(submission.data_quality?.data_quality_score ?? undefined, trust),
          at,
          geocodedLocation: item.geocode!.geocoded,
        },
        this.trust.defaultTrust,
      );
      // A new property that no item gave a status starts as the column's default.
      if (!record.status) record.status = 'active';
      working.record = record;
      working.dirty ||= changed.length > 0 || item.creates;
      if (geocodeRefreshed) working.geocodeRefreshed = true;
      item.changed = changed;
      item.kept = kept;
    }
    for (const working of ctx.properties.values()) if (working.dirty) working.record = withComputedFields(working.record);
  }
}
