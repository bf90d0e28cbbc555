import { z } from 'zod';
import { queryInteger } from '../../http/query-integer';
import { QUEUED_BATCH_MAX } from '../submissions/submission.types';

/**
 * `results` of the status answer: every item unless a page is asked for
 * (contract 6 shows one list; a client that submitted 101 items and reads
 * `results` expects 101). `limit` and `offset` page them for a client that
 * wants smaller answers: 10,000 results are about 1.2 MB of JSON.
 */
export const batchStatusQuery = z.object({
  limit: queryInteger(1, QUEUED_BATCH_MAX, `an integer from 1 to ${QUEUED_BATCH_MAX}`).default(QUEUED_BATCH_MAX),
  offset: queryInteger(0, Number.MAX_SAFE_INTEGER, `an integer from 0 to ${Number.MAX_SAFE_INTEGER}`).default(0),
});

export type BatchStatusQuery = z.infer<typeof batchStatusQuery>;
