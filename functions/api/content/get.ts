// GET /content-items/{itemId} — one of the caller's drafts.
import { apiRoute } from '#lib/http';
import { contentEndpoints } from '#contracts/content';
import * as Content from '#domain/content';

export const handler = apiRoute(contentEndpoints.get, ({ caller, params }) => Content.get(caller.userId, params.itemId));
