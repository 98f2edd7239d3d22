// clickTally: one applied chunk of click events, the tally's exactly-once mark: pk the chunk's
// id (a hash of its events' stream ids, so the same events give the same id). The chunk's
// counter ADDs and this item's `attribute_not_exists` put are one transaction: a stream batch
// delivered again (Lambda retries a failed batch whole) finds its marks and adds nothing twice.
// Kept two days (TTL `expiresAt`); a stream keeps its records one day.
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const clickTallySchema = {
  model: { entity: 'clickTally', version: '1', service: 'markk' },
  attributes: {
    chunkId: { type: 'string', required: true, readOnly: true },
    events: { type: 'number', required: true, readOnly: true },
    /** Epoch seconds: removed by the table's TTL two days on. */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byChunk: {
      pk: { field: 'pk', composite: ['chunkId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildClickTally = (table: string, client: DynamoDBDocumentClient) => new Entity(clickTallySchema, { table, client });
