// POST /generation-runs — start generating the caller's strategy and content (202).
import { publicApiRoute } from '#lib/public-api';
import { generationEndpoints } from '#contracts/generation';
import * as Generation from '#domain/generation';

export const handler = publicApiRoute(generationEndpoints.start, ({ caller, body }) =>
  Generation.start(caller.userId, body.requestId, { timeZone: body.timeZone ?? 'UTC' }),
);
