// GET /content-items — the caller's drafts, newest first.
import { apiRoute } from '#lib/http';
import * as Content from '#domain/content';

export const handler = apiRoute({}, async ({ caller }) => ({ items: await Content.list(caller.userId) }));
