// seoOutline: a blog outline the owner had written for a topic (Premium). In the owner's partition:
//   - pk userId, sk outlineId: read, written into a draft and deleted by id;
//   - gsi1 userId → createdAt#outlineId: the outlines list, newest first.
// The id is derived from the create request's id (a retried create finds its outline). The
// sections are one list attribute: an outline is read and shown whole, never a section alone.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const points = { type: 'list', items: { type: 'string' }, required: true } as const;

export const seoOutlineSchema = {
  model: { entity: 'seoOutline', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    outlineId: { type: 'string', required: true, readOnly: true },
    topic: { type: 'string', required: true, readOnly: true },
    /** The owner's campaign the outline was written for; absent: none. */
    campaignId: { type: 'string', readOnly: true },
    title: { type: 'string', required: true },
    metaDescription: { type: 'string', required: true },
    sections: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          heading: { type: 'string', required: true },
          points,
          subsections: {
            type: 'list',
            required: true,
            items: { type: 'map', properties: { heading: { type: 'string', required: true }, points } },
          },
        },
      },
    },
    questions: { type: 'list', items: { type: 'string' }, required: true },
    internalLinks: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          itemId: { type: 'string', required: true },
          title: { type: 'string', required: true },
          anchorText: { type: 'string', required: true },
        },
      },
    },
    targetPhrases: { type: 'list', items: { type: 'string' }, required: true },
    /** The blog draft "Write it" last made from the outline (written in the draft's transaction). */
    draftItemId: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['outlineId'] },
    },
    byCreated: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'outlineId'] },
    },
  },
} as const;

export const buildSeoOutline = (table: string, client: DynamoDBDocumentClient) => new Entity(seoOutlineSchema, { table, client });
export type SeoOutlineItem = EntityItem<ReturnType<typeof buildSeoOutline>>;
