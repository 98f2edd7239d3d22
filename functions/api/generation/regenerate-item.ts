// POST /generation-runs/{runId}/items/{item}/regenerate — write one package item again, free and bounded.
import { apiRoute } from '#lib/http';
import { generationEndpoints } from '#contracts/generation';
import * as Generation from '#domain/generation';

export const handler = apiRoute(generationEndpoints.regenerateItem, ({ caller, params }) =>
  Generation.regenerateItem(caller.userId, params.runId, params.item),
);
