import type { GeocodeTasksRepository } from '../geocode-tasks.repository';
import type { SubmissionContext } from '../submission-context';
import type { SubmissionStep } from './pipeline';

/**
 * After storage, what follows from the stored properties:
 * - a re-geocode task for each written property still waiting for coordinates
 *   (the provider did not answer in the budget), in the same transaction, so
 *   a property is never left pending without one;
 * - the statistics, kept exact by the triggers on `properties` as the rows
 *   were written (nothing to do here, and nothing to get wrong).
 * Computed fields are columns of the property row itself: they are computed
 * with the merged data (enrichment.ts, from the merge step), so that storage
 * writes each property once instead of twice (the second write cost as much
 * as the first in the ingest benchmark).
 */
export class EnrichStep implements SubmissionStep {
  readonly name = 'enrich' as const;
  readonly transactional = true;

  constructor(private readonly tasks: GeocodeTasksRepository) {}

  async run(ctx: SubmissionContext): Promise<void> {
    const waiting = [...ctx.properties.values()]
      .filter((p) => (p.dirty || p.geocodeRefreshed) && p.record.latitude === null && p.record.geocode_status === 'pending')
      .map((p) => ({ property_id: p.record.id, address_hash: p.record.address_hash }));
    await this.tasks.schedule(ctx.tx!, waiting);
  }
}
