// The bulk workflow's state between steps, validated at each task's edge. Each Map item carries
// only the post's key: the brief is read by the iteration (500 briefs would pass the 256 KB
// state limit).
import * as z from 'zod';

export const BulkRef = z.object({ userId: z.string().min(1), runId: z.string().min(1) });

export const BulkItemRef = BulkRef.extend({ index: z.number().int().min(0) });

export const BulkItemFailed = BulkItemRef.extend({
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});

export const BulkFailed = BulkRef.extend({
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});
