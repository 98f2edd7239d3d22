// linkClick: one counted click, which is also the once-per-visitor-per-hour dedupe: pk linkId,
// sk hour#visitor, where hour is `YYYY-MM-DDTHH` (UTC) and visitor an HMAC of the link, the
// hour, the IP and the user agent with a server secret (functions/domain/analytics/visitor.ts;
// the raw IP and user agent are never stored). The click's transaction puts it with
// `attribute_not_exists`: a second click of the same visitor in the hour, a retried request or
// a concurrent duplicate fails the condition and counts nothing. Kept 90 days (TTL
// `expiresAt`), then DynamoDB removes it; the counters stay. A day's events are one Query
// (`begins_with(sk, day)`), which is how the recount proves the counters exact.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const linkClickSchema = {
  model: { entity: 'linkClick', version: '1', service: 'markk' },
  attributes: {
    linkId: { type: 'string', required: true, readOnly: true },
    hour: { type: 'string', required: true, readOnly: true },
    visitor: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    at: { type: 'string', required: true, readOnly: true },
    network: { type: 'string', readOnly: true },
    postId: { type: 'string', readOnly: true },
    country: { type: 'string', readOnly: true },
    referrerHost: { type: 'string', readOnly: true },
    /** Epoch seconds: kept 90 days, then removed by the table's TTL. */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byLink: {
      pk: { field: 'pk', composite: ['linkId'] },
      sk: { field: 'sk', composite: ['hour', 'visitor'] },
    },
  },
} as const;

export const buildLinkClick = (table: string, client: DynamoDBDocumentClient) => new Entity(linkClickSchema, { table, client });
export type LinkClickItem = EntityItem<ReturnType<typeof buildLinkClick>>;
