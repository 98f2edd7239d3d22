// POST /stream/generation-runs/{runId}/items/{item}/rewrite — "Rewrite with AI" on an item of
// the unapproved package, streamed as it is written (a streamed route: functions/lib/stream.ts).
import { streamRoute } from '#lib/stream';
import { generationEndpoints } from '#contracts/generation';
import * as Generation from '#domain/generation';

export const handler = streamRoute(generationEndpoints.rewriteItem, ({ caller, params, body, signal }) =>
  Generation.rewriteItem(caller.userId, params.runId, params.item, body, { signal }),
);
