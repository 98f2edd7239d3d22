// studioImage: an image made in the creative studio, kept in the owner's gallery. Access patterns:
//   - by owner and id: pk userId, sk imageId. The id is a hash of everything that decides the
//     pixels (the design, the brand kit's colours, logo and tone, the watermark), so saving the
//     same design twice finds the image already there instead of storing a second one;
//   - the owner's gallery, newest first (gsi1): pk userId, sk createdAt#imageId;
//   - a campaign's images, newest first (gsi2, sparse): the keys exist only while `campaignId`
//     names one — the index `condition` drops both when it is cleared ('').
// The PNG and its JPEG twin live in the private bucket under `studio/{userId}/{imageId}.png|jpg`.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const studioImageSchema = {
  model: { entity: 'studioImage', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    imageId: { type: 'string', required: true, readOnly: true },
    template: { type: 'string', required: true, readOnly: true },
    size: { type: 'string', required: true, readOnly: true },
    width: { type: 'number', required: true, readOnly: true },
    height: { type: 'number', required: true, readOnly: true },
    /** The design as saved (JSON): opening it in the studio again starts from it. */
    design: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true, readOnly: true },
    altText: { type: 'string', required: true, default: '' },
    watermark: { type: 'boolean', required: true, readOnly: true },
    itemId: { type: 'string' },
    /** The owner's campaign the image belongs to; '' (written when none is given) or absent on older images: none. */
    campaignId: { type: 'string', default: '' },
    pngKey: { type: 'string', required: true, readOnly: true },
    jpegKey: { type: 'string', required: true, readOnly: true },
    bytes: { type: 'number', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['imageId'] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'imageId'] },
    },
    byCampaign: {
      index: 'gsi2',
      condition: (attributes: Record<string, unknown>) => typeof attributes['campaignId'] === 'string' && attributes['campaignId'] !== '',
      pk: { field: 'gsi2pk', composite: ['userId', 'campaignId'] },
      sk: { field: 'gsi2sk', composite: ['createdAt', 'imageId'] },
    },
  },
} as const;

/** Where an image's files live in the private bucket: the gallery writes them, the publish worker links the JPEG. */
export const studioImageKey = (userId: string, imageId: string, ext: 'png' | 'jpg') => `studio/${userId}/${imageId}.${ext}`;

/** An uploaded photo's file (its type is checked from its bytes when it is drawn). */
export const studioPhotoKey = (userId: string, photoId: string) => `studio/${userId}/photos/${photoId}`;

export const buildStudioImage = (table: string, client: DynamoDBDocumentClient) => new Entity(studioImageSchema, { table, client });
export type StudioImageItem = EntityItem<ReturnType<typeof buildStudioImage>>;
