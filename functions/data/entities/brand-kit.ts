// brandKit: a user's brand settings. Access patterns: the user's kits (pk userId), newest
// first by createdAt (the spec's "latest kit" rule reads the newest that is complete).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const brandKitSchema = {
  model: { entity: 'brandKit', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    brandKitId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true, default: 'Default' },
    industry: { type: 'string', required: true },
    targetAudience: { type: 'string', required: true },
    mainGoal: { type: 'string', required: true },
    platforms: { type: 'list', items: { type: 'string' }, required: true },
    toneOfVoice: { type: 'string', required: true, default: 'Friendly' },
    palette: {
      type: 'map',
      required: true,
      properties: { primary: { type: 'string', required: true }, secondary: { type: 'string', required: true } },
    },
    logoUrl: { type: 'string' },
    /** Whose seasons the content follows (Settings → Brand); unset on older kits: `auto`. */
    hemisphere: { type: ['auto', 'northern', 'southern'] as const },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['createdAt', 'brandKitId'] },
    },
  },
} as const;

export const buildBrandKit = (table: string, client: DynamoDBDocumentClient) => new Entity(brandKitSchema, { table, client });
export type BrandKitItem = EntityItem<ReturnType<typeof buildBrandKit>>;
