import type { FieldProblem } from '../../../http/errors';
import { validateSubmission } from '../submission-validation';
import type { SubmissionContext, SubmissionItem } from '../submission-context';
import type { SubmissionStep } from './pipeline';

/**
 * The item's external_id as the connector sent it, even when the item is
 * invalid (batch results name it). For a valid item it equals the validated
 * value (trimmed; a safe integer as its digits).
 */
export function rawExternalId(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('external_id' in raw)) return null;
  const id = raw.external_id;
  if (typeof id === 'string') return id.trim() || null;
  return typeof id === 'number' && Number.isFinite(id) ? String(id) : null;
}

/**
 * For each item of a batch, the index of the first earlier item with the same
 * external_id (null for the first, or none). The one definition of a repeat:
 * a batch of up to 100 applies it to its items here, a queued batch to all of
 * its items when it is accepted (its chunks are validated apart).
 */
export function externalIdRepeats(raws: readonly unknown[]): Array<number | null> {
  const firstWith = new Map<string, number>();
  return raws.map((raw, index) => {
    const id = rawExternalId(raw);
    if (id === null) return null;
    const first = firstWith.get(id);
    if (first === undefined) firstWith.set(id, index);
    return first ?? null;
  });
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
    const repeats = ctx.batch ? (ctx.repeats ?? externalIdRepeats(ctx.items.map((item) => item.raw))) : [];
    for (const item of ctx.items) this.validate(item, ctx.batch, repeats[item.index] ?? null);
  }

  private validate(item: SubmissionItem, batch: boolean, repeats: number | null): void {
    const result = validateSubmission(item.raw, { requireExternalId: batch });
    const errors: FieldProblem[] = [...result.errors];
    item.warnings = result.warnings;
    item.externalId = result.value?.external_id ?? rawExternalId(item.raw);
    if (repeats !== null) errors.push({ field: 'external_id', message: `repeats the external_id of item ${repeats} of this batch` });
    if (errors.length > 0 || !result.value) item.errors = errors;
    else item.submission = result.value;
  }
}
