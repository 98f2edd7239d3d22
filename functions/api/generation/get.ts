// GET /generation-runs/{runId} — a run's real progress and, when done, its package.
import { publicApiRoute } from '#lib/public-api';
import { generationEndpoints } from '#contracts/generation';
import * as Generation from '#domain/generation';

export const handler = publicApiRoute(generationEndpoints.get, ({ caller, params }) => Generation.get(caller.userId, params.runId));
