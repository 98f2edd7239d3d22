// Shapes every API response shares.
import * as z from 'zod';

/** Every 4xx/5xx body: one sentence a person can act on. */
export const ErrorBody = z.object({
  message: z.string(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
