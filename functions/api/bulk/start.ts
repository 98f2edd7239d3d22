// POST /bulk-runs — bulk generation: queue 10–500 posts and start the bulk workflow (202; Enterprise).
import { publicApiRoute } from '#lib/public-api';
import { bulkEndpoints } from '#contracts/bulk';
import * as BulkRuns from '#domain/bulk/runs';

export const handler = publicApiRoute(bulkEndpoints.start, async ({ caller, body }) => ({ run: await BulkRuns.start(caller.userId, body) }));
