// campaign: the owner's campaign (Premium). In the owner's partition:
//   - pk userId, sk campaignId: read, edited and archived by id;
//   - gsi1 userId → createdAt#campaignId: the campaigns page, newest first.
// The id is derived from the create request's id (a retried create finds its campaign).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const campaignSchema = {
  model: { entity: 'campaign', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    campaignId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    goal: { type: 'string', required: true },
    /** YYYY-MM-DD, both days included. */
    startDate: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    networks: { type: 'list', items: { type: 'string' }, required: true },
    budget: { type: 'number' },
    currency: { type: 'string', required: true, default: 'GBP' },
    landingUrl: { type: 'string' },
    archived: { type: 'boolean', required: true, default: false },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['campaignId'] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'campaignId'] },
    },
  },
} as const;

export const buildCampaign = (table: string, client: DynamoDBDocumentClient) => new Entity(campaignSchema, { table, client });
export type CampaignItem = EntityItem<ReturnType<typeof buildCampaign>>;
