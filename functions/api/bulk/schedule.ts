// POST /bulk-runs/{runId}/schedule — schedules the chosen drafts into the free slots of the run's dates (once each).
import { apiRoute } from '#lib/http';
import { bulkEndpoints } from '#contracts/bulk';
import * as BulkReview from '#domain/bulk/review';

export const handler = apiRoute(bulkEndpoints.schedule, async ({ caller, params, body }) =>
  BulkReview.schedule(caller.userId, params.runId, body.indexes, body.accountIds),
);
