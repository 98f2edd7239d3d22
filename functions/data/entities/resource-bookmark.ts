// resourceBookmark: one user's bookmark of one resource, in the user's partition
// (pk userId, sk resourceId), so it exists at most once and a toggle is one conditional
// write. The user's bookmarks are one Query; `bookmarked` on a page of resources is one
// BatchGet of (user × resource) keys. gsi1 (resourceId → userId) finds a resource's
// bookmarks when an admin deletes it.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const resourceBookmarkSchema = {
  model: { entity: 'resourceBookmark', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    resourceId: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['resourceId'] },
    },
    byResource: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['resourceId'] },
      sk: { field: 'gsi1sk', composite: ['userId'] },
    },
  },
} as const;

export const buildResourceBookmark = (table: string, client: DynamoDBDocumentClient) => new Entity(resourceBookmarkSchema, { table, client });
export type ResourceBookmarkItem = EntityItem<ReturnType<typeof buildResourceBookmark>>;
