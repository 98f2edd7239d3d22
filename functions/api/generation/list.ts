// GET /generation-runs — the caller's newest runs (to resume one in progress).
import { apiRoute } from '#lib/http';
import { generationEndpoints } from '#contracts/generation';
import * as Generation from '#domain/generation';

export const handler = apiRoute(generationEndpoints.list, async ({ caller }) => ({ runs: await Generation.listRecent(caller.userId) }));
