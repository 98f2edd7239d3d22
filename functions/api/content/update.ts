// PUT /content-items/{itemId} — edit a draft's title and body.
import { publicApiRoute } from '#lib/public-api';
import { contentEndpoints } from '#contracts/content';
import * as Content from '#domain/content';

export const handler = publicApiRoute(contentEndpoints.update, ({ caller, params, body }) => Content.update(caller.userId, params.itemId, body));
