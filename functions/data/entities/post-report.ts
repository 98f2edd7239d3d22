// postReport: a user's report of a post, keyed (postId, userId) in the post's partition
// (collection `post`): one report per user per post. Dismissing deletes it, so every item is
// an open report. Access patterns: the moderation queue's open reports oldest first (gsi2,
// one partition: reports → createdAt); a reporter's reports (gsi1 userId → createdAt).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const postReportSchema = {
  model: { entity: 'postReport', version: '1', service: 'markk' },
  attributes: {
    postId: { type: 'string', required: true, readOnly: true },
    /** The reporter. */
    userId: { type: 'string', required: true, readOnly: true },
    /** `${postId}_${userId}`: what the queue's dismiss names. */
    reportId: { type: 'string', required: true, readOnly: true },
    reason: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byPost: {
      collection: 'post',
      pk: { field: 'pk', composite: ['postId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
    byReporter: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
    open: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: [] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'reportId'] },
    },
  },
} as const;

export const buildPostReport = (table: string, client: DynamoDBDocumentClient) => new Entity(postReportSchema, { table, client });
export type PostReportItem = EntityItem<ReturnType<typeof buildPostReport>>;
