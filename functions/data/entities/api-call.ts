// apiCall: the audit list of a token's calls to the public API (route, time, status), newest
// first. Keyed (workspaceId, tokenId) → at#requestId, so a workspace reads only its own tokens'
// calls with one Query; DynamoDB's TTL (`expiresAt`, epoch seconds) removes a row after 30 days.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const apiCallSchema = {
  model: { entity: 'apiCall', version: '1', service: 'markk' },
  attributes: {
    workspaceId: { type: 'string', required: true, readOnly: true },
    tokenId: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    requestId: { type: 'string', required: true, readOnly: true },
    method: { type: 'string', required: true, readOnly: true },
    /** The route as declared (`/v1/content-items/{itemId}`), not the ids the caller sent. */
    route: { type: 'string', required: true, readOnly: true },
    status: { type: 'number', required: true, readOnly: true },
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byToken: {
      pk: { field: 'pk', composite: ['workspaceId', 'tokenId'] },
      sk: { field: 'sk', composite: ['at', 'requestId'] },
    },
  },
} as const;

export const buildApiCall = (table: string, client: DynamoDBDocumentClient) => new Entity(apiCallSchema, { table, client });
export type ApiCallItem = EntityItem<ReturnType<typeof buildApiCall>>;
