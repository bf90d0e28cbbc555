import type { FieldProblem } from '../../../http/errors';
import { validateSubmission } from '../submission-validation';
import type { SubmissionContext, SubmissionItem } from '../submission-context';
import type { SubmissionStep } from './pipeline';

/** The item's external_id as the connector sent it, even when the item is invalid (batch results name it). */
function rawExternalId(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('external_id' in raw)) return null;
  const id = raw.external_id;
  if (typeof id === 'string') return id.trim() || null;
  return typeof id === 'number' && Number.isFinite(id) ? String(id) : null;
}

/**
 * Every rule of contract section 5 at once, with dotted paths; unknown fields
 * become warnings. In a batch, an external_id may appear once: later items
 * repeating it are rejected (the first keeps it).
 */
export class ValidateStep implements SubmissionStep {
  readonly name = 'validate' as const;
  readonly transactional = false;

  async run(ctx: SubmissionContext): Promise<void> {
    const firstWith = new Map<string, number>();
    for (const item of ctx.items) this.validate(ctx, item, firstWith);
  }

  private validate(ctx: SubmissionContext, item: SubmissionItem, firstWith: Map<string, number>): void {
    const result = validateSubmission(item.raw, { requireExternalId: ctx.batch });
    const errors: FieldProblem[] = [...result.errors];
    item.warnings = result.warnings;
    item.externalId = result.value?.external_id ?? rawExternalId(item.raw);
    if (ctx.batch && item.externalId !== null) {
      const first = firstWith.get(item.externalId);
      if (first === undefined) firstWith.set(item.externalId, item.index);
      else errors.push({ field: 'external_id', message: `repeats the external_id of item ${first} of this batch` });
    }
    if (errors.length > 0 || !result.value) item.errors = errors;
    else item.submission = result.value;
  }
}
