// linkCode: what the public redirect needs of a short link, keyed by its code alone: pk code.
// `GET /l/{code}` reads it with one strongly consistent GetItem (a GSI read would be eventually
// consistent, so a link made a moment ago could answer 404). Written in the same transaction
// as its trackedLink (`attribute_not_exists`, so two links never share a code) and deleted in
// the same transaction too: a deleted link's code answers 404 at once. It copies the few
// attributes the redirect uses (destination, UTM inputs, owner and link id for the counters).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const linkCodeSchema = {
  model: { entity: 'linkCode', version: '1', service: 'markk' },
  attributes: {
    code: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    linkId: { type: 'string', required: true, readOnly: true },
    url: { type: 'string', required: true, readOnly: true },
    campaign: { type: 'string' },
    /** The owner's campaign the link is in, when it is in one: its clicks count for the campaign too. */
    campaignId: { type: 'string', readOnly: true },
    network: { type: 'string', readOnly: true },
    postId: { type: 'string', readOnly: true },
    /** The scheduled post's account the link was made for (links made on scheduling). */
    accountKey: { type: 'string', readOnly: true },
    /** A newsletter's or blog post's link (made by "Track links" on the draft): "newsletter" or "blog". */
    source: { type: 'string', readOnly: true },
    /** That draft's id (utm_content). */
    itemId: { type: 'string', readOnly: true },
    /** Set by the publish worker once the post went out: the post's token among its month's scores (metricScores). */
    postToken: { type: 'string' },
  },
  indexes: {
    byCode: {
      pk: { field: 'pk', composite: ['code'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildLinkCode = (table: string, client: DynamoDBDocumentClient) => new Entity(linkCodeSchema, { table, client });
export type LinkCodeItem = EntityItem<ReturnType<typeof buildLinkCode>>;
