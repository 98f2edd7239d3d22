// GET /generation-runs/{runId} — a run's real progress and, when done, its package.
import { apiRoute } from '#lib/http';
import * as Generation from '#domain/generation';
import { RunParams } from './params.ts';

export const handler = apiRoute({ params: RunParams }, ({ caller, params }) => Generation.get(caller.userId, params.runId));
