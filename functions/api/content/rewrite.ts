// POST /stream/content-items/{itemId}/rewrite — "Rewrite with AI": the draft's text rewritten
// per the instruction, streamed as it is written (a streamed route: functions/lib/stream.ts).
import { streamRoute } from '#lib/stream';
import { contentEndpoints } from '#contracts/content';
import * as Content from '#domain/content';

export const handler = streamRoute(contentEndpoints.rewrite, ({ caller, params, body, signal }) =>
  Content.rewrite(caller.userId, params.itemId, body, { signal }),
);
