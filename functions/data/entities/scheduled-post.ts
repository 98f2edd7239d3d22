// scheduledPost: a post planned for one or more connected accounts, with one target per
// account and its own publishing state. Access patterns:
//   - by owner and id: pk userId, sk postId (the id derives from the request id, so a
//     retried "Schedule" writes the same item once);
//   - the owner's posts by due time (gsi1): the calendar's month is one Query `between`;
//   - a campaign's posts (gsi2, sparse): the keys exist only while `campaignId` names one —
//     the index `condition` drops both when it is cleared ('').
// `version` rises on every change: the publish worker and edits write on condition of the
// version they read, so an edit never overwrites a publishing result or the reverse.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NETWORKS } from '#lib/networks/types';

export const TARGET_STATUSES = ['scheduled', 'publishing', 'published', 'failed'] as const;

export const scheduledPostSchema = {
  model: { entity: 'scheduledPost', version: '1', service: 'markk' },
  attributes: {
    /** The content hash (functions/domain/approvals/version.ts) a client last approved; a request for changes clears it. */
    approvedHash: { type: 'string' },
    userId: { type: 'string', required: true, readOnly: true },
    postId: { type: 'string', required: true, readOnly: true },
    caption: { type: 'string', required: true },
    imageUrl: { type: 'string' },
    /** A creative studio image of the owner's (its gallery id): published as its JPEG, linked for an hour. */
    imageId: { type: 'string' },
    altText: { type: 'string' },
    itemId: { type: 'string' },
    /** The owner's campaign the post belongs to; '' or absent: none. */
    campaignId: { type: 'string' },
    /** The draft's content pillar, for analytics' breakdown by pillar. */
    pillar: { type: 'string' },
    /** UTC instant it goes out. */
    dueAt: { type: 'string', required: true },
    /** The zone and wall-clock time it was planned for. */
    timeZone: { type: 'string', required: true },
    localTime: { type: 'string', required: true },
    status: { type: TARGET_STATUSES, required: true, default: 'scheduled' },
    targets: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          accountKey: { type: 'string', required: true },
          network: { type: NETWORKS, required: true },
          accountName: { type: 'string', required: true },
          status: { type: TARGET_STATUSES, required: true },
          remoteId: { type: 'string' },
          url: { type: 'string' },
          reason: { type: 'string' },
          publishedAt: { type: 'string' },
        },
      },
    },
    /** When a worker took the post for publishing (a lease: another may take over after it). */
    claimedAt: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['postId'] },
    },
    byDue: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['dueAt', 'postId'] },
    },
    byCampaign: {
      index: 'gsi2',
      condition: (attributes: Record<string, unknown>) => typeof attributes['campaignId'] === 'string' && attributes['campaignId'] !== '',
      pk: { field: 'gsi2pk', composite: ['userId', 'campaignId'] },
      sk: { field: 'gsi2sk', composite: ['postId'] },
    },
  },
} as const;

export const buildScheduledPost = (table: string, client: DynamoDBDocumentClient) => new Entity(scheduledPostSchema, { table, client });
export type ScheduledPostItem = EntityItem<ReturnType<typeof buildScheduledPost>>;
export type PostTarget = ScheduledPostItem['targets'][number];
