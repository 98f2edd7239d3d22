// brandVoice: the owner's brand voice ("Custom AI training"): the samples they pasted, the profile
// Markk derived from them, and the owner's own edits kept apart so a re-derivation keeps them.
// One item per owner: pk userId.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const brandVoiceSchema = {
  model: { entity: 'brandVoice', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    samples: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
    /** A page of the owner's website, pasted; empty when none. */
    websiteText: { type: 'string', required: true, default: '' },
    /** The profile derived from the samples (VoiceProfile, parsed on read). */
    derived: { type: 'any', required: true },
    /** The owner's edits (EditVoiceProfileBody's fields), laid over `derived`. */
    edits: { type: 'any', required: true, default: () => ({}) },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildBrandVoice = (table: string, client: DynamoDBDocumentClient) => new Entity(brandVoiceSchema, { table, client });
export type BrandVoiceItem = EntityItem<ReturnType<typeof buildBrandVoice>>;
