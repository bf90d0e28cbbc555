import { liveItems, type SubmissionContext } from '../submission-context';
import type { SubmissionsRepository } from '../submissions.repository';
import type { SubmissionStep } from './pipeline';

/**
 * Writes what the merge decided, set-based: new properties in one INSERT,
 * changed ones in one UPDATE, both stamped with one time read after the
 * transaction's locks (writeTime), listings' links in one upsert. Unchanged
 * properties are not written at all, but for an internal geocoding status
 * (updateGeocodeStatuses).
 */
export class StoreStep implements SubmissionStep {
  readonly name = 'store' as const;
  readonly transactional = true;

  constructor(private readonly repository: SubmissionsRepository) {}

  async run(ctx: SubmissionContext): Promise<void> {
    const tx = ctx.tx!;
    const written = [...ctx.properties.values()].filter((p) => p.dirty);
    if (written.length > 0) {
      const at = await this.repository.writeTime(tx);
      await this.repository.insertProperties(tx, written.filter((p) => !p.loaded).map((p) => p.record), at);
      await this.repository.updateProperties(tx, written.filter((p) => p.loaded).map((p) => p.record), at);
    }
    const refreshed = [...ctx.properties.values()].filter((p) => !p.dirty && p.geocodeRefreshed && p.loaded);
    await this.repository.updateGeocodeStatuses(tx, refreshed.map((p) => p.record));
    const links = liveItems(ctx)
      .filter((item) => item.externalId !== null && ctx.links.get(item.externalId) !== item.propertyId)
      .map((item) => ({ external_id: item.externalId!, property_id: item.propertyId! }));
    await this.repository.upsertLinks(tx, ctx.source, links);
  }
}
