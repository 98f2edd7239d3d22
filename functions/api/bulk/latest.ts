// GET /bulk-runs/latest — the owner's newest bulk run, or null.
import { apiRoute } from '#lib/http';
import { bulkEndpoints } from '#contracts/bulk';
import * as BulkRuns from '#domain/bulk/runs';

export const handler = apiRoute(bulkEndpoints.latest, async ({ caller }) => ({ run: await BulkRuns.latest(caller.userId) }));
