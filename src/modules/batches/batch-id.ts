import { randomBytes } from 'node:crypto';

const BATCH_ID = /^batch_\d{8}T\d{6}Z_[0-9a-f]{12}$/;

/**
 * `batch_` + compact UTC timestamp + random suffix, e.g.
 * `batch_20251121T101530Z_3f9a0c2b7d14`. The timestamp first makes ids sort by
 * submission time, which the claim uses to serve older batches first.
 */
export function newBatchId(now: Date = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
  return `batch_${stamp}_${randomBytes(6).toString('hex')}`;
}

export function isBatchId(value: string): boolean {
  return BATCH_ID.test(value);
}
