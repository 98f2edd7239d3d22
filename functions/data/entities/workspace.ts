// workspace: one client's brand space (issue 29). The default workspace's id is its account
// owner's user id, so every brand entity keyed by that id — the data from before workspaces —
// is the default workspace's; other workspaces are `ws_…`. The default one also holds the
// account's count of extra workspaces, raised in the transaction that makes one, so the plan's
// limit holds under concurrent creates.
// Access patterns: by id (pk, collection `workspace` with its members); an account's
// workspaces oldest first (gsi1: accountId → createdAt#workspaceId).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const workspaceSchema = {
  model: { entity: 'workspace', version: '1', service: 'markk' },
  attributes: {
    workspaceId: { type: 'string', required: true, readOnly: true },
    accountId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    isDefault: { type: 'boolean', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    /** Set when its onboarding wizard finished (a default workspace: the profile's). */
    onboardingCompletedAt: { type: 'string' },
    /** Enterprise: the client's approval pages and e-mails carry the agency's brand, not Markk's. */
    whiteLabel: { type: 'boolean' },
    /** Posts go out only once a client approved the version due: unapproved ones fail with that reason. */
    requireApproval: { type: 'boolean' },
    /** Enterprise: the deployment's portal domain its approval links are sent from. */
    portalDomain: { type: 'string' },
    /** On a default workspace: how many extra workspaces its account has made. */
    extraCount: { type: 'number' },
  },
  indexes: {
    byId: {
      collection: 'workspace',
      pk: { field: 'pk', composite: ['workspaceId'] },
      sk: { field: 'sk', composite: [] },
    },
    byAccount: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['accountId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt', 'workspaceId'] },
    },
  },
} as const;

export const buildWorkspace = (table: string, client: DynamoDBDocumentClient) => new Entity(workspaceSchema, { table, client });
export type WorkspaceItem = EntityItem<ReturnType<typeof buildWorkspace>>;
