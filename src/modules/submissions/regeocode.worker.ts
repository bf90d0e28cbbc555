import type { Pool } from 'pg';
import type { Logger } from 'pino';
import { withTransaction } from '../../db/pool';
import type { ChangeRecorder } from '../changes/changes.types';
import type { BackgroundWorker } from '../module.types';
import type { AddressGeocoder, LatLng } from '../geocoding/geocoding.types';
import type { GeocodeTask, GeocodeTasksRepository } from './geocode-tasks.repository';
import { PollingLoop } from '../../background/polling-loop';
import { GEOCODER_PROVENANCE_SOURCE } from './merge-rules';
import { LOCATION_PATHS } from './published-changes';

export interface RegeocodeWorkerOptions {
  /** Sleep between looks when no task is due. */
  readonly pollIntervalMs: number;
  /** A claimed task returns to the pool after this long if this instance dies. */
  readonly leaseMs: number;
  /** Time one geocoding question may take (the provider's timeout plus its pacing). */
  readonly budgetMs: number;
  /** Ceiling of the back-off between attempts while the provider is unavailable. */
  readonly maxBackoffMs: number;
}

/** Where filled coordinates are recorded as a change (contract section 9), in the same transaction. */
export interface RegeocodeChangeFeed {
  readonly pool: Pool;
  readonly changes: ChangeRecorder;
}

/** 1 s, 2 s, 4 s ... up to the ceiling: a provider outage costs few requests, a blip little delay. */
export function backoffMs(attempts: number, ceilingMs: number): number {
  return Math.min(ceilingMs, 1000 * 2 ** Math.min(Math.max(attempts - 1, 0), 20));
}

/**
 * Fills the coordinates of properties stored as `pending`: claims one due task
 * at a time (FOR UPDATE SKIP LOCKED, so instances share the work), asks the
 * geocoder with a full budget, which paces it to the provider's rate, and
 * retries with back-off while the provider is unavailable.
 */
export class RegeocodeWorker implements BackgroundWorker {
  private readonly loop: PollingLoop;

  constructor(
    private readonly tasks: GeocodeTasksRepository,
    private readonly geocoder: AddressGeocoder,
    private readonly log: Logger,
    private readonly options: RegeocodeWorkerOptions,
    private readonly feed: RegeocodeChangeFeed,
  ) {
    this.loop = new PollingLoop(log, 're-geocode task', options.pollIntervalMs, () => this.runOnce());
  }

  start(): void {
    this.loop.start();
  }

  /**
   * Resolves once the loop has ended: a question in flight is answered (within
   * its budget) and recorded first, so nothing of this worker touches the pool
   * afterwards. The process's shutdown timeout bounds the wait.
   */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Works one due task; false when none was due. */
  async runOnce(): Promise<boolean> {
    const task = await this.tasks.claim(this.options.leaseMs);
    if (!task) return false;
    const property = await this.tasks.property(task.propertyId);
    if (!property || property.hasCoordinates || property.addressHash !== task.addressHash) {
      await this.tasks.complete(task);
      return true;
    }
    const result = await this.geocoder.geocodeAddress(property.address, { budgetMs: this.options.budgetMs });
    if (result.location) {
      await this.fillLocation(task, result.location);
      await this.tasks.complete(task);
      this.log.debug({ propertyId: task.propertyId, attempts: task.attempts }, 'coordinates filled');
    } else if (!result.provider_unavailable) {
      await this.tasks.markNotFound(task);
      await this.tasks.complete(task);
    } else {
      await this.retry(task);
    }
    return true;
  }

  /** The coordinates and their change-feed entry commit together; the entry is the transaction's last write. */
  private async fillLocation(task: GeocodeTask, location: LatLng): Promise<void> {
    await withTransaction(this.feed.pool, async (tx) => {
      if (!(await this.tasks.fillLocation(task, location, tx))) return;
      const change = { property_id: task.propertyId, kind: 'updated' as const, changed_fields: LOCATION_PATHS, source: GEOCODER_PROVENANCE_SOURCE };
      await this.feed.changes.record(tx, [change]);
    });
  }

  private async retry(task: GeocodeTask): Promise<void> {
    const delay = backoffMs(task.attempts, this.options.maxBackoffMs);
    await this.tasks.retryLater(task, delay, 'geocoding provider unavailable');
    this.log.debug({ propertyId: task.propertyId, attempts: task.attempts, delay }, 're-geocode postponed');
  }
}
