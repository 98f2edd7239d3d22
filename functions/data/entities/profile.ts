// profile: one per user, created by the post-confirmation trigger.
// Access patterns: by userId (pk); by email (gsi1) for invitations and admin tools.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const profileSchema = {
  model: { entity: 'profile', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    fullName: { type: 'string', required: true },
    companyName: { type: 'string' },
    role: { type: ['owner', 'member'] as const, required: true, default: 'owner' },
    teamId: { type: 'string' },
    onboardingCompletedAt: { type: 'string' },
    /** When the user first joined a team through an invitation (the onboarding gate skips onboarding). */
    teamInviteAcceptedAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: [] },
    },
    byEmail: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['email'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
  },
} as const;

export const buildProfile = (table: string, client: DynamoDBDocumentClient) => new Entity(profileSchema, { table, client });
export type ProfileItem = EntityItem<ReturnType<typeof buildProfile>>;
