// POST /generation-runs — start generating the caller's strategy and content (202).
import { apiRoute } from '#lib/http';
import { StartRunRequest } from '#contracts/generation';
import * as Generation from '#domain/generation';

export const handler = apiRoute({ body: StartRunRequest, status: 202 }, ({ caller, body }) => Generation.start(caller.userId, body.requestId));
