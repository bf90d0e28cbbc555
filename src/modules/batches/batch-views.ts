import type { ItemOutcome } from '../submissions/submission.types';
import type { BatchItemRecord, BatchRecord, BatchStatus } from './batches.repository';

/** One entry of `results`: the pipeline's outcome, a technical failure, or not processed yet. */
export type BatchResultView =
  | ItemOutcome
  | { external_id: string | null; property_id: null; status: 'failed'; reason: string }
  | { external_id: string | null; property_id: null; status: 'pending' };

export interface BatchStatusView {
  batch_id: string;
  status: BatchStatus;
  summary: {
    total_submitted: number;
    accepted: number;
    rejected: number;
    duplicates: number;
    /** Items that could not be processed for a technical reason after every attempt. */
    failed: number;
    processing_time_ms: number;
  };
  progress: { processed: number; total: number; percent: number };
  results: BatchResultView[];
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
}

export interface PageMetadata {
  total: number;
  limit: number;
  offset: number;
  has_more: boolean;
}

export function resultView(item: BatchItemRecord): BatchResultView {
  if (item.state === 'done' && item.outcome) return item.outcome;
  if (item.state === 'failed') {
    return { external_id: item.externalId, property_id: null, status: 'failed', reason: item.lastError ?? 'processing failed' };
  }
  return { external_id: item.externalId, property_id: null, status: 'pending' };
}

export function statusView(batch: BatchRecord, items: readonly BatchItemRecord[], now: Date = new Date()): BatchStatusView {
  const end = batch.completedAt ?? now;
  return {
    batch_id: batch.id,
    status: batch.status,
    summary: {
      total_submitted: batch.total,
      accepted: batch.accepted,
      rejected: batch.rejected,
      duplicates: batch.duplicates,
      failed: batch.failed,
      processing_time_ms: batch.startedAt ? Math.max(0, end.getTime() - batch.startedAt.getTime()) : 0,
    },
    progress: { processed: batch.processed, total: batch.total, percent: Math.floor((batch.processed / batch.total) * 100) },
    results: items.map(resultView),
    created_at: batch.createdAt.toISOString(),
    started_at: batch.startedAt?.toISOString() ?? null,
    completed_at: batch.completedAt?.toISOString() ?? null,
  };
}
