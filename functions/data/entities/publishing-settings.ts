// publishingSettings: the owner's time zone and posting schedule (queue times per weekday).
// One item per owner: pk userId.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const times = { type: 'list', items: { type: 'string' }, required: true, default: () => [] } as const;

export const publishingSettingsSchema = {
  model: { entity: 'publishingSettings', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    timeZone: { type: 'string', required: true },
    queue: {
      type: 'map',
      required: true,
      properties: { mon: times, tue: times, wed: times, thu: times, fri: times, sat: times, sun: times },
    },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildPublishingSettings = (table: string, client: DynamoDBDocumentClient) => new Entity(publishingSettingsSchema, { table, client });
export type PublishingSettingsItem = EntityItem<ReturnType<typeof buildPublishingSettings>>;
