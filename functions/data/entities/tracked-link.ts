// trackedLink: a Markk short link (`{app}/l/{code}`), owned by the user who made it. Access patterns:
//   - by owner and id: pk userId, sk linkId. The id derives from the owner and the client's
//     request id, so a double-clicked "Create" makes one link;
//   - the owner's links, newest first (gsi1): pk userId, sk createdAt#linkId;
//   - a campaign's links, newest first (gsi2, sparse): the keys exist only while `campaignId`
//     names one ('' for none, so the index condition leaves the link out).
// `clicks` is the link's total of counted clicks, ADDed in the click's own transaction
// (functions/domain/analytics/clicks.ts), so the list shows totals without reading counters.
// The public redirect never reads this item: it reads the linkCode item (one GetItem by code),
// written in the same transaction as this one and deleted with it.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const trackedLinkSchema = {
  model: { entity: 'trackedLink', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    linkId: { type: 'string', required: true, readOnly: true },
    code: { type: 'string', required: true, readOnly: true },
    url: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    /** utm_campaign: the campaign's slug, or the free text given by hand. */
    campaign: { type: 'string' },
    /** The owner's campaign the link is in; '' (written when none) or absent on older links: none. */
    campaignId: { type: 'string', readOnly: true, default: '' },
    network: { type: 'string', readOnly: true },
    postId: { type: 'string', readOnly: true },
    /** The scheduled post's account the link was made for (links made on scheduling). */
    accountKey: { type: 'string', readOnly: true },
    /** A newsletter's or blog post's link (made by "Track links" on the draft): "newsletter" or "blog". */
    source: { type: 'string', readOnly: true },
    /** That draft's id (utm_content). */
    itemId: { type: 'string', readOnly: true },
    clicks: { type: 'number', required: true, default: 0 },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['linkId'] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'linkId'] },
    },
    byCampaign: {
      index: 'gsi2',
      condition: (attributes: Record<string, unknown>) => typeof attributes['campaignId'] === 'string' && attributes['campaignId'] !== '',
      pk: { field: 'gsi2pk', composite: ['userId', 'campaignId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'linkId'] },
    },
  },
} as const;

export const buildTrackedLink = (table: string, client: DynamoDBDocumentClient) => new Entity(trackedLinkSchema, { table, client });
export type TrackedLinkItem = EntityItem<ReturnType<typeof buildTrackedLink>>;
