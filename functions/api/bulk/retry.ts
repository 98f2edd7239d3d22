// POST /bulk-runs/{runId}/retry — writes failed posts again, one or all (202).
import { apiRoute } from '#lib/http';
import { bulkEndpoints } from '#contracts/bulk';
import * as BulkRuns from '#domain/bulk/runs';

export const handler = apiRoute(bulkEndpoints.retry, async ({ caller, params, body }) => ({
  run: await BulkRuns.retry(caller.userId, params.runId, body.requestId, body.indexes),
}));
