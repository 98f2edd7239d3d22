// projectTimeline: one item per project (collection `project`) holding the timeline the user
// arranged: where each task sits and the links drawn between tasks (source must be finished
// before target). Saved whole, so a save is one write; loaded with the board.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const projectTimelineSchema = {
  model: { entity: 'projectTimeline', version: '1', service: 'markk' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    positions: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: { taskId: { type: 'string', required: true }, x: { type: 'number', required: true }, y: { type: 'number', required: true } },
      },
    },
    edges: {
      type: 'list',
      required: true,
      items: { type: 'map', properties: { source: { type: 'string', required: true }, target: { type: 'string', required: true } } },
    },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byProject: {
      collection: 'project',
      pk: { field: 'pk', composite: ['projectId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildProjectTimeline = (table: string, client: DynamoDBDocumentClient) => new Entity(projectTimelineSchema, { table, client });
export type ProjectTimelineItem = EntityItem<ReturnType<typeof buildProjectTimeline>>;
