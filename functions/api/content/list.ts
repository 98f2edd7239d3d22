// GET /content-items — the caller's drafts, newest first.
import { apiRoute } from '#lib/http';
import { contentEndpoints } from '#contracts/content';
import * as Content from '#domain/content';

export const handler = apiRoute(contentEndpoints.list, async ({ caller }) => ({ items: await Content.list(caller.userId) }));
