// PUT /generation-runs/{runId}/package — keep an edit of one package item before approval.
import { apiRoute } from '#lib/http';
import { generationEndpoints } from '#contracts/generation';
import * as Generation from '#domain/generation';

export const handler = apiRoute(generationEndpoints.savePackageItem, ({ caller, params, body }) =>
  Generation.savePackageItem(caller.userId, params.runId, body),
);
