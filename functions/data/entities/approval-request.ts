// approvalRequest: scheduled posts and post drafts an owner sent to a client for approval, with the client's
// decisions. Access patterns:
//   - by token hash (pk): the client's link. Only the SHA-256 of the token is stored, so the
//     table never holds a working link;
//   - the owner's requests newest first (gsi1: userId → createdAt#approvalId): the owner's list
//     and the decisions shown on a post.
// Each post carries the version hash it was sent with; each decision the hash of the post the
// client decided on, so an edit afterwards withdraws it (compared at read time).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const DECISIONS = ['approved', 'changes', 'comment'] as const;

export const approvalRequestSchema = {
  model: { entity: 'approvalRequest', version: '1', service: 'markk' },
  attributes: {
    tokenHash: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    approvalId: { type: 'string', required: true, readOnly: true },
    ownerName: { type: 'string', required: true, readOnly: true },
    clientName: { type: 'string', required: true, readOnly: true },
    clientEmail: { type: 'string', required: true, readOnly: true },
    posts: {
      type: 'list',
      required: true,
      readOnly: true,
      items: {
        type: 'map',
        properties: {
          /** A scheduled post's id, or a draft's item id (`kind: 'draft'`). */
          postId: { type: 'string', required: true },
          /** Absent on a scheduled post (links made before drafts could be sent). */
          kind: { type: ['post', 'draft'] as const },
          /** A draft's `createdAt`: with its id, the draft's key, so a link's drafts are read in one batch. */
          createdAt: { type: 'string' },
          versionHash: { type: 'string', required: true },
          caption: { type: 'string', required: true },
        },
      },
    },
    decisions: {
      type: 'list',
      required: true,
      default: () => [],
      items: {
        type: 'map',
        properties: {
          postId: { type: 'string', required: true },
          decision: { type: DECISIONS, required: true },
          comment: { type: 'string' },
          versionHash: { type: 'string', required: true },
          decidedAt: { type: 'string', required: true },
        },
      },
    },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    // Not the table's TTL attribute (`expiresAt`): an expired link must stay readable to say so.
    expiresAt: { type: 'string', required: true, readOnly: true, field: 'approvalExpiresAt' },
    revokedAt: { type: 'string' },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['tokenHash'] },
      sk: { field: 'sk', composite: [] },
    },
    byOwner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'approvalId'] },
    },
  },
} as const;

export const buildApprovalRequest = (table: string, client: DynamoDBDocumentClient) => new Entity(approvalRequestSchema, { table, client });
export type ApprovalRequestItem = EntityItem<ReturnType<typeof buildApprovalRequest>>;
export type ApprovalDecisionItem = ApprovalRequestItem['decisions'][number];
