// GET /content-items/{itemId} — one of the caller's drafts.
import { publicApiRoute } from '#lib/public-api';
import { contentEndpoints } from '#contracts/content';
import * as Content from '#domain/content';

export const handler = publicApiRoute(contentEndpoints.get, ({ caller, params }) => Content.get(caller.userId, params.itemId));
