// POST /generation-runs/{runId}/approve — Approve & Publish: save the package as drafts, once.
import { apiRoute } from '#lib/http';
import { generationEndpoints } from '#contracts/generation';
import * as Generation from '#domain/generation';

export const handler = apiRoute(generationEndpoints.approve, async ({ caller, params }) => ({ items: await Generation.approve(caller.userId, params.runId) }));
