// PUT /content-items/{itemId} — edit a draft's title and body.
import { apiRoute } from '#lib/http';
import { contentEndpoints } from '#contracts/content';
import * as Content from '#domain/content';

export const handler = apiRoute(contentEndpoints.update, ({ caller, params, body }) => Content.update(caller.userId, params.itemId, body));
