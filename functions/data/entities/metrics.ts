// The owner's results as counters, kept so a range reads a handful of items and never scans:
//
// metricMonth: pk userId, sk month (YYYY-MM). Each day of the month is a set of top-level
//   number attributes: `{DD}:{metric}` (clicks, impressions, engagements, published) and the
//   same by source, `{DD}:{source}:{metric}` (a network, or "other" for a link made by hand).
//   An event is ONE UpdateItem with ADD (DynamoDB's ADD creates a missing top-level
//   attribute); 90 days and the 90 before them are at most seven items. A month holds
//   31 × (4 + 4 per source) numbers: some kilobytes.
// metricScores: pk userId, sk month#part. The posts published in the month, each with its
//   engagements (`pe:{token}`, ADDed by each metrics pull's difference, 0 when published) and
//   the clicks on its links (`pc:{token}`), where the token names the post, account, format,
//   day and hour (`postToken`). A range's top posts and insights come from these items, never
//   from reading every post. Spread over SCORE_PARTS items a month by post id: some thousands
//   of posts a month each.
// postMetricDay: pk userId, sk postId#day: one post's counters by day (its detail's chart).
// campaignMonth / campaignScores: the same as metricMonth and metricScores for one of the
//   owner's campaigns (pk userId#campaignId), ADDed beside the owner's by the clicks on the
//   campaign's links and the metrics of the posts published in it: the overview filtered by a
//   campaign reads these, as few items as the owner's.
//
// `writes` is the one fixed counter every update ADDs, so ElectroDB builds the ADD clause the
// named counters join (functions/domain/analytics/counters.ts).
import { createHash } from 'node:crypto';
import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Score items per month. */
export const SCORE_PARTS = 4;

export const METRICS = ['clicks', 'impressions', 'engagements', 'published'] as const;
export type Metric = (typeof METRICS)[number];

export const metricMonthSchema = {
  model: { entity: 'metricMonth', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    writes: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['month'] },
    },
  },
} as const;

export const metricScoresSchema = {
  model: { entity: 'metricScores', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    part: { type: 'number', required: true, readOnly: true },
    writes: { type: 'number' },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['month', 'part'] },
    },
  },
} as const;

/** The owner's counters of one campaign: metricMonth's counters, kept apart per campaign. */
export const campaignMonthSchema = {
  model: { entity: 'campaignMonth', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    campaignId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    writes: { type: 'number' },
  },
  indexes: {
    byCampaign: {
      pk: { field: 'pk', composite: ['userId', 'campaignId'] },
      sk: { field: 'sk', composite: ['month'] },
    },
  },
} as const;

/** The scores of the posts published in one campaign: metricScores' tokens, kept apart per campaign. */
export const campaignScoresSchema = {
  model: { entity: 'campaignScores', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    campaignId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    part: { type: 'number', required: true, readOnly: true },
    writes: { type: 'number' },
  },
  indexes: {
    byCampaign: {
      pk: { field: 'pk', composite: ['userId', 'campaignId'] },
      sk: { field: 'sk', composite: ['month', 'part'] },
    },
  },
} as const;

export const postMetricDaySchema = {
  model: { entity: 'postMetricDay', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    postId: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    clicks: { type: 'number' },
    impressions: { type: 'number' },
    engagements: { type: 'number' },
  },
  indexes: {
    byPost: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['postId', 'day'] },
    },
  },
} as const;

/** A day's counter in its month item: `27:clicks`, `27:facebook:clicks`. */
export const dayCounter = (day: string, metric: Metric, source?: string) => `${day.slice(8, 10)}:${source ? `${source}:` : ''}${metric}`;

/** A published post's name among its month's scores. */
export interface PostToken {
  postId: string;
  accountKey: string;
  format: 'image' | 'text';
  /** The UTC day and hour it went out. */
  day: string;
  hour: number;
}

export const ENGAGEMENT_SCORE = 'pe:';
export const CLICK_SCORE = 'pc:';

export const postToken = (t: PostToken) => `${t.postId}~${t.accountKey}~${t.format === 'image' ? 'i' : 't'}~${t.day}~${String(t.hour).padStart(2, '0')}`;

export function parsePostToken(token: string): PostToken | null {
  const [postId, accountKey, format, day, hour] = token.split('~');
  if (!postId || !accountKey || !format || !day || hour === undefined) return null;
  return { postId, accountKey, format: format === 'i' ? 'image' : 'text', day, hour: Number(hour) };
}

/** The score item a post's numbers go to. */
export const scorePartOf = (postId: string) => createHash('sha256').update(postId).digest()[0]! % SCORE_PARTS;

export const buildMetricMonth = (table: string, client: DynamoDBDocumentClient) => new Entity(metricMonthSchema, { table, client });
export const buildMetricScores = (table: string, client: DynamoDBDocumentClient) => new Entity(metricScoresSchema, { table, client });
export const buildCampaignMonth = (table: string, client: DynamoDBDocumentClient) => new Entity(campaignMonthSchema, { table, client });
export const buildCampaignScores = (table: string, client: DynamoDBDocumentClient) => new Entity(campaignScoresSchema, { table, client });
export const buildPostMetricDay = (table: string, client: DynamoDBDocumentClient) => new Entity(postMetricDaySchema, { table, client });
