// Content items: the drafts Approve & Publish creates, listed, viewed and edited.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { ContentItemType } from './content-types.ts';
import { withoutBidiControls } from './common.ts';

export const ContentItem = z.object({
  id: z.string(),
  type: ContentItemType,
  title: z.string(),
  body: z.string(),
  status: z.enum(['draft']),
  runId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentItem = z.infer<typeof ContentItem>;

export const ContentItemList = z.object({ items: z.array(ContentItem) });

export const TITLE_MAX = 200;
export const BODY_MAX = 100_000;

export const UpdateContentItem = z.object({
  title: z.string({ error: 'Title is required.' }).overwrite(withoutBidiControls).trim().min(1, 'Title is required.').max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters.`),
  body: z.string({ error: 'Body is required.' }).max(BODY_MAX, `Body must be at most ${BODY_MAX} characters.`),
});
export type UpdateContentItem = z.infer<typeof UpdateContentItem>;

/** Path parameters of /content-items/{itemId}. */
export const ItemParams = z.object({ itemId: z.string().min(1).max(100) });

export const contentEndpoints = {
  list: endpoint({ name: 'ListContentItems', area: 'content', method: 'GET', path: '/content-items', response: ContentItemList }),
  get: endpoint({ name: 'GetContentItem', area: 'content', method: 'GET', path: '/content-items/{itemId}', params: ItemParams, response: ContentItem }),
  update: endpoint({ name: 'UpdateContentItem', area: 'content', method: 'PUT', path: '/content-items/{itemId}', params: ItemParams, body: UpdateContentItem, response: ContentItem }),
};
