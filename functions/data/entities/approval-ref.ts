// approvalRef: an owner's approval request by its id (pk userId, sk approvalId, derived from the
// request id). Put with attribute_not_exists in the transaction that creates the request, so a
// double click creates one; revoking finds the request's token hash here.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const approvalRefSchema = {
  model: { entity: 'approvalRef', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    approvalId: { type: 'string', required: true, readOnly: true },
    tokenHash: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byOwner: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['approvalId'] },
    },
  },
} as const;

export const buildApprovalRef = (table: string, client: DynamoDBDocumentClient) => new Entity(approvalRefSchema, { table, client });
export type ApprovalRefItem = EntityItem<ReturnType<typeof buildApprovalRef>>;
