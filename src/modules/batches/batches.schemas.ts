import { z } from 'zod';
import { queryInteger } from '../../http/query-integer';

export const MAX_RESULTS_PAGE = 1000;

/** `results` of the status answer are paged: a 10,000-item batch is not one response. */
export const batchStatusQuery = z.object({
  limit: queryInteger(1, MAX_RESULTS_PAGE, `an integer from 1 to ${MAX_RESULTS_PAGE}`).default(100),
  offset: queryInteger(0, Number.MAX_SAFE_INTEGER, 'an integer of 0 or more').default(0),
});

export type BatchStatusQuery = z.infer<typeof batchStatusQuery>;
