// POST /bulk-runs/{runId}/cancel — stops the posts that have not started.
import { publicApiRoute } from '#lib/public-api';
import { bulkEndpoints } from '#contracts/bulk';
import * as BulkRuns from '#domain/bulk/runs';

export const handler = publicApiRoute(bulkEndpoints.cancel, async ({ caller, params }) => ({ run: await BulkRuns.cancel(caller.userId, params.runId) }));
