// PUT /content-items/{itemId} — edit a draft's title and body.
import { apiRoute } from '#lib/http';
import { UpdateContentItem } from '#contracts/content';
import * as Content from '#domain/content';
import { ItemParams } from './params.ts';

export const handler = apiRoute({ params: ItemParams, body: UpdateContentItem }, ({ caller, params, body }) => Content.update(caller.userId, params.itemId, body));
