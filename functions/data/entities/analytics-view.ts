// The overview as last worked out, and whether it still holds:
//
// analyticsVersion: pk userId. One number per owner, ADDed by every write that changes what
//   the overview shows: in the same transaction as a metrics pull's and a post going out's
//   counters, and right after a counted click's ADDs (functions/domain/analytics/counters.ts
//   `versionUpdate`).
// analyticsView: pk viewsOf (the owner's user id, in a partition of its own, so the overview's
//   GET may put these and nothing else: infra/access.ts `analyticsViews`), sk view — a view is
//   the range's days and the campaign (or none).
//   The overview worked out for it (JSON) and the owner's version it was worked out at. While
//   the version is the same, nothing it was made from changed, and GET /analytics/overview
//   answers it without reading the counters (one made under another plan is made again). Kept
//   two days (TTL): a view names its days, so tomorrow's is another.
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const analyticsVersionSchema = {
  model: { entity: 'analyticsVersion', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const analyticsViewSchema = {
  model: { entity: 'analyticsView', version: '1', service: 'markk' },
  attributes: {
    /** The owner's user id. */
    viewsOf: { type: 'string', required: true, readOnly: true },
    view: { type: 'string', required: true, readOnly: true },
    /** The owner's analytics version the overview was worked out at. */
    version: { type: 'number', required: true },
    /** The overview, as GET /analytics/overview answers it (JSON). */
    overview: { type: 'string', required: true },
    /** Epoch seconds: removed by the table's TTL two days on. */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byView: {
      pk: { field: 'pk', composite: ['viewsOf'] },
      sk: { field: 'sk', composite: ['view'] },
    },
  },
} as const;

export const buildAnalyticsVersion = (table: string, client: DynamoDBDocumentClient) => new Entity(analyticsVersionSchema, { table, client });
export const buildAnalyticsView = (table: string, client: DynamoDBDocumentClient) => new Entity(analyticsViewSchema, { table, client });
