// notification: something that happened to a user (a generation run finished or failed, a
// referral was accepted, someone joined their team, replied to or reacted to their post).
// Access patterns:
//   - the user's notifications newest first: pk userId, sk createdAt#notificationId
//     (`order: 'desc'`, limit 5 for the dashboard);
//   - the user's unread notifications (gsi1, sparse): gsi1pk/gsi1sk exist only while
//     `unread` is true — the index `condition` drops both keys when it turns false, so
//     "mark all read" queries exactly what it must update and nothing else.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const notificationSchema = {
  model: { entity: 'notification', version: '1', service: 'markk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    notificationId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    message: { type: 'string', required: true },
    /** True until the user marks it read; drives the sparse unread index. */
    unread: { type: 'boolean', required: true, default: true },
    readAt: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: {
      pk: { field: 'pk', composite: ['userId'] },
      sk: { field: 'sk', composite: ['createdAt', 'notificationId'] },
    },
    unread: {
      index: 'gsi1',
      condition: (attributes: Record<string, unknown>) => attributes['unread'] === true,
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['unread', 'createdAt', 'notificationId'] },
    },
  },
} as const;

export const buildNotification = (table: string, client: DynamoDBDocumentClient) => new Entity(notificationSchema, { table, client });
export type NotificationItem = EntityItem<ReturnType<typeof buildNotification>>;
