import { newTimeOrderedId } from '../../../db/time-ordered-id';
import { buildCandidate } from '../candidate';
import { describesStoredAddress, GEOCODER_PROVENANCE_SOURCE } from '../merge-rules';
import { emptyRecord, type PropertyRecord } from '../property-record';
import { liveItems, type SubmissionContext, type SubmissionItem } from '../submission-context';
import type { SubmissionsRepository } from '../submissions.repository';
import type { SubmissionStep } from './pipeline';

/** Who holds each address, and which address each property holds, as the items go by. */
interface Holdings {
  readonly owner: Map<string, string>;
  readonly heldHash: Map<string, string>;
  /** Linked properties some other source has a stake in: their address is not this source's to move. */
  readonly shared: ReadonlySet<string>;
}

/**
 * Finds each item's property: first by (source, external_id), then by
 * address_hash, then among the items before it in the batch; else it is new.
 * Locks every key and every matching row first, so concurrent submissions of
 * one address wait for each other and exactly one creates the property.
 *
 * An address is a property's identity (contract section 13). A listing whose
 * corrected address is another property's moves to that property. A property
 * only this source has a stake in takes a corrected address nobody holds with
 * it; one that other sources share keeps its address, and the listing's link
 * moves to a new property at the corrected address.
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

    const holdings: Holdings = {
      owner: new Map(rows.map((r) => [r.address_hash, r.id])),
      heldHash: new Map(rows.map((r) => [r.id, r.address_hash])),
      shared: await this.sharedAmongMoved(ctx, items),
    };
    for (const item of items) this.resolve(ctx, item, holdings);
  }

  /**
   * Of the linked properties that an item names with another address, those
   * another source has a stake in: it created the property, wrote a field of
   * it, or links a listing to it. Read after the rows are locked (a new
   * statement sees every link committed before the lock was granted; links to a
   * property are only written under its lock). Usually nothing to read.
   */
  private async sharedAmongMoved(ctx: SubmissionContext, items: readonly SubmissionItem[]): Promise<Set<string>> {
    const moved = new Set<string>();
    for (const item of items) {
      const linked = item.externalId ? ctx.links.get(item.externalId) : undefined;
      if (linked && ctx.properties.get(linked)!.record.address_hash !== item.address!.hash) moved.add(linked);
    }
    if (moved.size === 0) return moved;
    const shared = await this.repository.linkedByOtherSources(ctx.tx!, [...moved], ctx.source);
    for (const id of moved) if (hasOtherWriter(ctx.properties.get(id)!.record, ctx.source)) shared.add(id);
    return shared;
  }

  private resolve(ctx: SubmissionContext, item: SubmissionItem, { owner, heldHash, shared }: Holdings): void {
    const hash = item.address!.hash;
    const linked = item.externalId ? ctx.links.get(item.externalId) : undefined;
    const holder = owner.get(hash);
    let target = holder ?? linked;
    if (target && target === linked && !holder) {
      item.candidate ??= buildCandidate(item.submission!, item.geocode!, item.address);
      if (describesStoredAddress(ctx.properties.get(linked)!.record, item.candidate.address ?? {})) {
        // The same place described less fully: the listing stays, the address is kept whole.
        item.propertyId = target;
        item.duplicate = true;
        return;
      }
      if (shared.has(linked)) {
        target = undefined;
      } else {
        // Only this source's: the property takes the corrected address, which nobody holds, with it.
        const previous = heldHash.get(linked);
        if (previous && owner.get(previous) === linked) owner.delete(previous);
      }
    }
    if (!target) {
      target = newTimeOrderedId();
      ctx.properties.set(target, { record: emptyRecord(target, ctx.source, item.externalId, hash), loaded: undefined, dirty: false });
      item.creates = true;
    }
    owner.set(hash, target);
    heldHash.set(target, hash);
    item.propertyId = target;
    item.duplicate = !item.creates;
  }
}

/** The property was created, or some field of it written, by a source other than this one. */
function hasOtherWriter(record: PropertyRecord, source: string): boolean {
  if (record.source !== source) return true;
  return Object.values(record.provenance).some((p) => p.source !== source && p.source !== GEOCODER_PROVENANCE_SOURCE);
}
