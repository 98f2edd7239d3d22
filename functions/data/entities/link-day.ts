// linkDay: one link's counted clicks on one UTC day: pk linkId, sk day (YYYY-MM-DD). A 30-day
// chart is one Query of at most 31 items (`between` two days), never a scan. The day's clicks
// by country and by referrer host sit in the same item as top-level number attributes named
// `c:{country}` and `r:{host}`, so a click is ONE UpdateItem (`ADD clicks :1, #c :1, #r :1`):
// DynamoDB's ADD creates a missing top-level attribute, where a nested map path would first
// need the map to exist. ElectroDB knows only the fixed attributes; the counters' update and
// read are in functions/domain/analytics/counters.ts. An item holds 400 KB, some thousands of
// distinct referrer hosts a day; hosts are cut to 100 characters.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const linkDaySchema = {
  model: { entity: 'linkDay', version: '1', service: 'markk' },
  attributes: {
    linkId: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    clicks: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byLink: {
      pk: { field: 'pk', composite: ['linkId'] },
      sk: { field: 'sk', composite: ['day'] },
    },
  },
} as const;

/** The attribute prefixes of a day's counts by country and by referrer host. */
export const COUNTRY_PREFIX = 'c:';
export const REFERRER_PREFIX = 'r:';

export const buildLinkDay = (table: string, client: DynamoDBDocumentClient) => new Entity(linkDaySchema, { table, client });
export type LinkDayItem = EntityItem<ReturnType<typeof buildLinkDay>>;
