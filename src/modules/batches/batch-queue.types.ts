import type { ConnectorPrincipal } from '../auth/principal';

/** The 202 answer's `data` for a queued batch (spec 4.6). */
export interface QueuedBatch {
  batch_id: string;
  status: 'queued';
  message: string;
  summary: { total_submitted: number; estimated_processing_time_minutes: number };
  status_url: string;
}

/**
 * Accepts a batch of more than 100 items: stores the batch and every item in
 * one transaction before answering, so an accepted batch never loses an item.
 */
export interface BatchQueue {
  enqueue(items: readonly unknown[], principal: ConnectorPrincipal): Promise<QueuedBatch>;
}
