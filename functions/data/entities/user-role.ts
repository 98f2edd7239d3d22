// userRole: a role beyond the default "user" (spec 02 §6: user, admin, moderator), one item
// per role in the user's partition (pk userId, sk role). No item = a regular user. Written
// only by the admin command (bin/admin.ts); read by Roles.roleOf / hasRole.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const GRANTABLE_ROLES = ['admin', 'moderator'] as const;
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

export const userRoleSchema = {
  model: { entity: 'userRole', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    role: { type: GRANTABLE_ROLES, required: true, readOnly: true },
    /** Who granted it (an e-mail or "admin command"). */
    grantedBy: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['role'] },
    },
  },
} as const;

export const buildUserRole = (table: string, client: DynamoDBDocumentClient) => new Entity(userRoleSchema, { table, client });
export type UserRoleItem = EntityItem<ReturnType<typeof buildUserRole>>;
