// resourceUpload: what an admin's presigned PUT was signed for (file name, content type,
// exact size), keyed by the upload id (the object's name under uploads/). Creating the
// resource compares the stored object (HeadObject) with it; it expires after a day (TTL).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const resourceUploadSchema = {
  model: { entity: 'resourceUpload', version: '1', service: 'markk' },
  attributes: {
    uploadId: { type: 'string', required: true, readOnly: true },
    uploadedBy: { type: 'string', required: true, readOnly: true },
    fileName: { type: 'string', required: true, readOnly: true },
    contentType: { type: 'string', required: true, readOnly: true },
    size: { type: 'number', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    /** TTL (epoch seconds). */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byUpload: {
      pk: { field: 'pk', composite: ['uploadId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildResourceUpload = (table: string, client: DynamoDBDocumentClient) => new Entity(resourceUploadSchema, { table, client });
export type ResourceUploadItem = EntityItem<ReturnType<typeof buildResourceUpload>>;
