// POST /bulk-runs/{runId}/items/{index}/regenerate — writes one draft again (no credit).
import { apiRoute } from '#lib/http';
import { bulkEndpoints } from '#contracts/bulk';
import * as BulkReview from '#domain/bulk/review';

export const handler = apiRoute(bulkEndpoints.regenerate, async ({ caller, params }) => ({
  item: await BulkReview.regenerate(caller.userId, params.runId, Number(params.index)),
}));
