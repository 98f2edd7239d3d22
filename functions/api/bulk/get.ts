// GET /bulk-runs/{runId} — a bulk run's progress per post, its estimate of the time left and its drafts.
import { publicApiRoute } from '#lib/public-api';
import { bulkEndpoints } from '#contracts/bulk';
import * as BulkRuns from '#domain/bulk/runs';

export const handler = publicApiRoute(bulkEndpoints.get, async ({ caller, params }) => ({ run: await BulkRuns.get(caller.userId, params.runId) }));
