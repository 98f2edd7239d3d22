// GET /content-items/{itemId} — one of the caller's drafts.
import { apiRoute } from '#lib/http';
import * as Content from '#domain/content';
import { ItemParams } from './params.ts';

export const handler = apiRoute({ params: ItemParams }, ({ caller, params }) => Content.get(caller.userId, params.itemId));
