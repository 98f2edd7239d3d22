// GET /generation-runs/{runId} — a run's real progress and, when done, its package.
import { apiRoute } from '#lib/http';
import { generationEndpoints } from '#contracts/generation';
import * as Generation from '#domain/generation';

export const handler = apiRoute(generationEndpoints.get, ({ caller, params }) => Generation.get(caller.userId, params.runId));
