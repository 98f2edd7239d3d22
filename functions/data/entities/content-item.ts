// contentItem: a draft post, newsletter or blog post, or a document made from a chat reply. Access patterns: the user's items
// newest first (pk userId, sk createdAt#itemId); by id for view/edit (gsi1, owner in key).
// Approve & Publish derives item ids from the run id, so a retry writes the same items.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const contentItemSchema = {
  model: { entity: 'contentItem', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    itemId: { type: 'string', required: true, readOnly: true },
    type: { type: ['post', 'email', 'blog', 'doc'] as const, required: true, readOnly: true },
    title: { type: 'string', required: true },
    titleLower: { type: 'string', watch: ['title'], set: (_: unknown, item: { title?: string }) => item.title?.toLowerCase() },
    body: { type: 'string', required: true },
    status: { type: ['draft'] as const, required: true, default: 'draft' },
    runId: { type: 'string' },
    /** Posts: the platform the post was written for (absent on older drafts). */
    platform: { type: 'string' },
    /** Posts from a package: the content pillar its day of the plan serves. */
    pillar: { type: 'string' },
    /** The creative studio's image made for this post (its gallery id). */
    imageId: { type: 'string' },
    /** The draft's hash (functions/domain/approvals/version.ts) a client last approved; a request for changes clears it. */
    approvedHash: { type: 'string' },
    /** The owner's campaign the draft belongs to. */
    campaignId: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['createdAt', 'itemId'] },
    },
    byId: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId', 'itemId'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
} as const;

export const buildContentItem = (table: string, client: DynamoDBDocumentClient) => new Entity(contentItemSchema, { table, client });
export type ContentItemItem = EntityItem<ReturnType<typeof buildContentItem>>;
