// projectGrant: a project shared with one member of its owner's team, keyed (projectId,
// userId) so a project is shared with someone at most once; sharing again is a put, unsharing
// a delete. In the project's partition (collection `project`), so loading a board reads its
// grants with it. Access patterns: a project's grants (pk); the projects shared with a user
// (gsi1: userId → createdAt). A grant counts only while the owner and the member are both
// in the team it was made in (`teamId`) and joined it before it was made: leaving or being
// removed ends it, and rejoining does not bring it back.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const projectGrantSchema = {
  model: { entity: 'projectGrant', version: '1', service: 'markk' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    ownerId: { type: 'string', required: true, readOnly: true },
    teamId: { type: 'string', required: true },
    /** When it was shared (sharing again renews it). */
    createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byProject: {
      collection: 'project',
      pk: { field: 'pk', composite: ['projectId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;

export const buildProjectGrant = (table: string, client: DynamoDBDocumentClient) => new Entity(projectGrantSchema, { table, client });
export type ProjectGrantItem = EntityItem<ReturnType<typeof buildProjectGrant>>;
