// POST /content-items (and /v1/content-items) — a new draft in the workspace's content library.
import { publicApiRoute } from '#lib/public-api';
import { contentEndpoints } from '#contracts/content';
import * as Drafts from '#domain/drafts';

export const handler = publicApiRoute(contentEndpoints.create, ({ caller, body }) => Drafts.create(caller.userId, body));
