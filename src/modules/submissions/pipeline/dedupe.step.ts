import { newTimeOrderedId } from '../../../db/time-ordered-id';
import { emptyRecord } from '../property-record';
import { liveItems, type SubmissionContext, type SubmissionItem } from '../submission-context';
import type { SubmissionsRepository } from '../submissions.repository';
import type { SubmissionStep } from './pipeline';

/**
 * Finds each item's property: first by (source, external_id), then by
 * address_hash, then among the items before it in the batch; else it is new.
 * Locks every key and every matching row first, so concurrent submissions of
 * one address wait for each other and exactly one creates the property.
 *
 * A source's listing whose corrected address is already another property's
 * address moves to that property: the address identifies the place.
 */
export class DedupeStep implements SubmissionStep {
  readonly name = 'dedupe' as const;
  readonly transactional = true;

  constructor(private readonly repository: SubmissionsRepository) {}

  async run(ctx: SubmissionContext): Promise<void> {
    const tx = ctx.tx!;
    const items = liveItems(ctx);
    const externalIds = [...new Set(items.flatMap((i) => (i.externalId ? [i.externalId] : [])))];
    const hashes = [...new Set(items.map((i) => i.address!.hash))];
    await this.repository.lockKeys(
      tx,
      hashes,
      externalIds.map((id) => `listing:${ctx.source}:${id}`),
    );
    const { records: rows, links } = await this.repository.lockMatches(tx, ctx.source, hashes, externalIds);
    for (const [externalId, propertyId] of links) ctx.links.set(externalId, propertyId);
    for (const record of rows) ctx.properties.set(record.id, { record, loaded: record, dirty: false });

    // Who holds each address as the items go by: a listing's corrected address moves with it.
    const owner = new Map(rows.map((r) => [r.address_hash, r.id]));
    const heldHash = new Map(rows.map((r) => [r.id, r.address_hash]));
    for (const item of items) this.resolve(ctx, item, owner, heldHash);
  }

  private resolve(ctx: SubmissionContext, item: SubmissionItem, owner: Map<string, string>, heldHash: Map<string, string>): void {
    const hash = item.address!.hash;
    const linked = item.externalId ? ctx.links.get(item.externalId) : undefined;
    const holder = owner.get(hash);
    let target = holder ?? linked;
    if (!target) {
      target = newTimeOrderedId();
      ctx.properties.set(target, { record: emptyRecord(target, ctx.source, item.externalId, hash), loaded: undefined, dirty: false });
      item.creates = true;
    } else if (target === linked && !holder) {
      // The listing's address was corrected to one nobody holds: the property takes it with it.
      const previous = heldHash.get(target);
      if (previous && owner.get(previous) === target) owner.delete(previous);
    }
    owner.set(hash, target);
    heldHash.set(target, hash);
    item.propertyId = target;
    item.duplicate = !item.creates;
  }
}
