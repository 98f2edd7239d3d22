// teamMember: keyed (teamId, userId) so a user is in a team at most once.
// Access patterns: members of a team (pk, collection `team`); my teams (gsi1 by userId).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const teamMemberSchema = {
  model: { entity: 'teamMember', version: '1', service: 'markk' },
  attributes: {
    teamId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    role: { type: ['owner', 'admin', 'member'] as const, required: true },
    fullName: { type: 'string', required: true },
    email: { type: 'string', required: true },
    joinedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byTeam: {
      collection: 'team',
      pk: { field: 'pk', composite: ['teamId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['teamId'] },
    },
  },
} as const;

export const buildTeamMember = (table: string, client: DynamoDBDocumentClient) => new Entity(teamMemberSchema, { table, client });
export type TeamMemberItem = EntityItem<ReturnType<typeof buildTeamMember>>;
