// GET /content-items — the caller's drafts, newest first.
import { publicApiRoute } from '#lib/public-api';
import { contentEndpoints } from '#contracts/content';
import * as Content from '#domain/content';

export const handler = publicApiRoute(contentEndpoints.list, async ({ caller }) => ({ items: await Content.list(caller.userId) }));
