// postMetric: one published post on one account, with its latest numbers from the network
// and the clicks on its Markk links. Access patterns:
//   - by owner, post and account: pk userId, sk postId#accountKey. Written first by the
//     publish worker in the transaction that records the post published;
//   - the owner's posts by publish time (gsi1): a range's top posts and breakdowns are one
//     Query `between` two instants;
//   - due for a metrics pull (gsi2, sparse): pk the pull shard, sk nextPullAt. The index
//     `condition` keeps the keys only while the post is tracked (its first 30 days), so the
//     hourly job queries exactly the posts whose pull is due, spread over PULL_SHARDS
//     partitions.
// The network's numbers are cumulative totals, SET by each pull on condition of `version`;
// the pull's difference is ADDed to the day counters in the same transaction
// (functions/domain/analytics/post-metrics.ts), so counters never count a pull twice.
// `linkClicks` is ADDed by the click transaction (functions/domain/analytics/clicks.ts) and
// has no default: the worker's write never resets it.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { NETWORKS } from '#lib/networks/types';

/** Partitions of the due-for-pull index. */
export const PULL_SHARDS = 4;
/** nextPullAt of a post no longer pulled (out of the due index). */
export const NOT_PULLED = 'done';

export const postMetricSchema = {
  model: { entity: 'postMetric', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    postId: { type: 'string', required: true, readOnly: true },
    accountKey: { type: 'string', required: true, readOnly: true },
    network: { type: NETWORKS },
    accountName: { type: 'string' },
    /** The caption's first 140 characters. */
    caption: { type: 'string' },
    remoteId: { type: 'string' },
    url: { type: 'string' },
    publishedAt: { type: 'string' },
    /** 'image' or 'text'. */
    format: { type: 'string' },
    pillar: { type: 'string' },
    campaign: { type: 'string' },
    pullShard: { type: 'number' },
    nextPullAt: { type: 'string' },
    pulls: { type: 'number' },
    impressions: { type: 'number' },
    reach: { type: 'number' },
    reactions: { type: 'number' },
    comments: { type: 'number' },
    shares: { type: 'number' },
    saves: { type: 'number' },
    /** Clicks the network reports (not Markk's links). */
    networkClicks: { type: 'number' },
    linkClicks: { type: 'number' },
    version: { type: 'number' },
  },
  indexes: {
    byPost: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['postId', 'accountKey'] },
    },
    byPublished: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['publishedAt', 'postId', 'accountKey'] },
    },
    duePull: {
      index: 'gsi2',
      condition: (attributes: Record<string, unknown>) => typeof attributes['nextPullAt'] === 'string' && attributes['nextPullAt'] !== NOT_PULLED,
      pk: { field: 'gsi2pk', composite: ['pullShard'] },
      sk: { field: 'gsi2sk', composite: ['nextPullAt', 'postId', 'accountKey'] },
    },
  },
} as const;

export const buildPostMetric = (table: string, client: DynamoDBDocumentClient) => new Entity(postMetricSchema, { table, client });
export type PostMetricItem = EntityItem<ReturnType<typeof buildPostMetric>>;
