// POST /generation-runs/{runId}/approve — Approve & Publish: save the package as drafts, once.
import { apiRoute } from '#lib/http';
import * as Generation from '#domain/generation';
import { RunParams } from './params.ts';

export const handler = apiRoute({ params: RunParams }, async ({ caller, params }) => ({ items: await Generation.approve(caller.userId, params.runId) }));
