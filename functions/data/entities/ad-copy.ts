// adCopy: a campaign's current ad set (Premium): a Google responsive search ad, a Meta ad,
// keyword ideas and the final URL. At most one per campaign, so it is keyed like its campaign
// in the owner's partition: pk userId, sk campaignId. A regenerate puts a new set over it,
// conditional on the set it read (`requestId`: the click that wrote it, so a retried click
// finds its own set instead of writing another). Its own item rather than attributes of the
// campaign: the campaigns page reads fifty campaigns at a time and has no use for their ads,
// and an edit of the ads never meets an edit of the campaign's dates.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const adCopySchema = {
  model: { entity: 'adCopy', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    campaignId: { type: 'string', required: true, readOnly: true },
    /** The generate request that wrote the set; an edit keeps it. */
    requestId: { type: 'string', required: true },
    headlines: { type: 'list', items: { type: 'string' }, required: true },
    descriptions: { type: 'list', items: { type: 'string' }, required: true },
    /** Display paths; absent: none. */
    path1: { type: 'string' },
    path2: { type: 'string' },
    primaryText: { type: 'string', required: true },
    metaHeadline: { type: 'string', required: true },
    /** Absent: none (Meta's description is optional). */
    metaDescription: { type: 'string' },
    callToAction: { type: 'string', required: true },
    keywords: { type: 'list', items: { type: 'string' }, required: true },
    finalUrl: { type: 'string' },
    generatedAt: { type: 'string', required: true },
    /** When the owner last saved an edit; absent while the set is as written. */
    editedAt: { type: 'string' },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byCampaign: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['campaignId'] },
    },
  },
} as const;

export const buildAdCopy = (table: string, client: DynamoDBDocumentClient) => new Entity(adCopySchema, { table, client });
export type AdCopyItem = EntityItem<ReturnType<typeof buildAdCopy>>;
