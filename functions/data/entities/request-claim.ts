// requestClaim: a user's request id already acted on, for writes whose item cannot be keyed by
// the request id itself (a content item's sort key starts with its creation time). Access
// pattern: by owner and claim id (pk userId, sk claimId). Put with attribute_not_exists in the
// same transaction as the item it makes, so of N concurrent calls with one request id exactly
// one writes; the others read the claim (consistently) and answer the item it names.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const requestClaimSchema = {
  model: { entity: 'requestClaim', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    /** The id of the item the request made (derived from the request id). */
    claimId: { type: 'string', required: true, readOnly: true },
    /** The made item's creation time: with the ids, its full key. */
    itemCreatedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byClaim: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['claimId'] },
    },
  },
} as const;

export const buildRequestClaim = (table: string, client: DynamoDBDocumentClient) => new Entity(requestClaimSchema, { table, client });
export type RequestClaimItem = EntityItem<ReturnType<typeof buildRequestClaim>>;
