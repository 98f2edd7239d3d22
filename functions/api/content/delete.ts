// DELETE /content-items/{itemId} — delete one of the caller's drafts, freeing its library slot.
import { apiRoute } from '#lib/http';
import { contentEndpoints } from '#contracts/content';
import * as Content from '#domain/content';

export const handler = apiRoute(contentEndpoints.delete, ({ caller, params }) => Content.remove(caller.userId, params.itemId));
