// team: created with the owner's account at sign-up; its members and invitations share
// its partition (collection `team`) so one Query loads the team screen.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const teamSchema = {
  model: { entity: 'team', version: '1', service: 'markk' },
  attributes: {
    teamId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** Changes only by a transfer of ownership (with both memberships' roles, in one transaction). */
    ownerId: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byTeam: {
      collection: 'team',
      pk: { field: 'pk', composite: ['teamId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const;

export const buildTeam = (table: string, client: DynamoDBDocumentClient) => new Entity(teamSchema, { table, client });
export type TeamItem = EntityItem<ReturnType<typeof buildTeam>>;
