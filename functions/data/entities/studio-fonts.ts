// studioFonts: the brand's own fonts in the creative studio (Premium), one item per owner
// (pk userId, sk fixed), read with one GetItem: the file for headings and the file for text,
// each optional. The files live in the private bucket under `studio/{userId}/fonts/{fontId}`,
// checked by their bytes before they are set here.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const font = {
  type: 'map',
  properties: {
    fontId: { type: 'string', required: true },
    /** The name the owner's file had (folders and control characters taken out): shown beside the slot. */
    fileName: { type: 'string', required: true },
    format: { type: ['ttf', 'otf', 'woff'] as const, required: true },
  },
} as const;

export const studioFontsSchema = {
  model: { entity: 'studioFonts', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    heading: font,
    body: font,
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

/** Where an uploaded font file lives (its type is checked from its bytes when it is set and drawn). */
export const studioFontKey = (userId: string, fontId: string) => `studio/${userId}/fonts/${fontId}`;

export const buildStudioFonts = (table: string, client: DynamoDBDocumentClient) => new Entity(studioFontsSchema, { table, client });
export type StudioFontsItem = EntityItem<ReturnType<typeof buildStudioFonts>>;
