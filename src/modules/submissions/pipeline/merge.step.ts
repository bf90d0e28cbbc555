import { buildCandidate } from '../candidate';
import { withComputedFields } from '../enrichment';
import { mergeCandidate } from '../merge-rules';
import { liveItems, type SubmissionContext } from '../submission-context';
import type { SubmissionStep } from './pipeline';

/** data_quality_score of a submission that does not state one (contract section 5). */
export const DEFAULT_QUALITY_SCORE = 0.5;

/**
 * Merges each item, in order, into its property field by field (merge-rules.ts):
 * a later item of a batch merges into what the earlier ones made of it. A
 * property that changed gets its computed fields (enrichment.ts) here, with
 * the data they follow from, so that storing it is a single write.
 */
export class MergeStep implements SubmissionStep {
  readonly name = 'merge' as const;
  readonly transactional = true;

  async run(ctx: SubmissionContext): Promise<void> {
    const at = ctx.receivedAt.toISOString();
    for (const item of liveItems(ctx)) {
      const working = ctx.properties.get(item.propertyId!)!;
      const submission = item.submission!;
      item.candidate ??= buildCandidate(submission, item.geocode!, item.address);
      const { record, changed } = mergeCandidate(working.record, item.candidate, {
        source: ctx.source,
        score: submission.data_quality?.data_quality_score ?? DEFAULT_QUALITY_SCORE,
        at,
        geocodedLocation: item.geocode!.geocoded,
      });
      // A new property that no item gave a status starts as the column's default.
      if (!record.status) record.status = 'active';
      working.record = record;
      working.dirty ||= changed.length > 0 || item.creates;
      item.changed = changed;
    }
    for (const working of ctx.properties.values()) if (working.dirty) working.record = withComputedFields(working.record);
  }
}
