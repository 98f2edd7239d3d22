// workspaceMember: a person's role in a workspace, keyed (workspaceId, userId) so a person holds
// one role there. The account owner's default workspace needs none (the owner is its owner by
// the key); every other workspace has its owner's row, written with it.
// Access patterns: a workspace's members (pk, collection `workspace`); a person's workspaces
// (gsi1: userId → workspaceId) for the switcher; the check on each workspace call is a
// GetItem of (workspaceId, caller).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const workspaceMemberSchema = {
  model: { entity: 'workspaceMember', version: '1', service: 'markk' },
  attributes: {
    workspaceId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** The workspace's account: its plan and credits. */
    accountId: { type: 'string', required: true, readOnly: true },
    role: { type: ['owner', 'admin', 'editor', 'contributor', 'viewer'] as const, required: true },
    fullName: { type: 'string', required: true },
    email: { type: 'string', required: true },
    joinedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byWorkspace: {
      collection: 'workspace',
      pk: { field: 'pk', composite: ['workspaceId'] },
      sk: { field: 'sk', composite: ['userId'] },
    },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['workspaceId'] },
    },
  },
} as const;

export const buildWorkspaceMember = (table: string, client: DynamoDBDocumentClient) => new Entity(workspaceMemberSchema, { table, client });
export type WorkspaceMemberItem = EntityItem<ReturnType<typeof buildWorkspaceMember>>;
