import { z } from 'zod';

export const MAX_RESULTS_PAGE = 1000;

/** `results` of the status answer are paged: a 10,000-item batch is not one response. */
export const batchStatusQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_RESULTS_PAGE).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});

export type BatchStatusQuery = z.infer<typeof batchStatusQuery>;
