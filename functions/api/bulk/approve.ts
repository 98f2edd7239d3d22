// POST /bulk-runs/{runId}/approve — marks the chosen drafts approved.
import { apiRoute } from '#lib/http';
import { bulkEndpoints } from '#contracts/bulk';
import * as BulkReview from '#domain/bulk/review';

export const handler = apiRoute(bulkEndpoints.approve, async ({ caller, params, body }) => ({
  run: await BulkReview.approve(caller.userId, params.runId, body.indexes),
}));
