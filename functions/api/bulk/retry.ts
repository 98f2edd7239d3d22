// POST /bulk-runs/{runId}/retry — writes failed and cancelled posts again, one or all (202).
import { publicApiRoute } from '#lib/public-api';
import { bulkEndpoints } from '#contracts/bulk';
import * as BulkRuns from '#domain/bulk/runs';

export const handler = publicApiRoute(bulkEndpoints.retry, async ({ caller, params, body }) => ({
  run: await BulkRuns.retry(caller.userId, params.runId, body.requestId, body.indexes),
}));
