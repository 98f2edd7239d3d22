// taskComment: a comment on a task, in the task's project partition but outside the
// `project` collection (loading a board does not read comments). Sort key taskId, createdAt,
// commentId: a task's comments oldest first are one Query with a begins_with on the task, and
// a project's comments (the export) one Query of the partition. An author's comments, newest
// first: gsi1 userId → createdAt.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const taskCommentSchema = {
  model: { entity: 'taskComment', version: '1', service: 'markk' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    taskId: { type: 'string', required: true, readOnly: true },
    commentId: { type: 'string', required: true, readOnly: true },
    /** The author. */
    userId: { type: 'string', required: true, readOnly: true },
    authorName: { type: 'string', required: true },
    body: { type: 'string', required: true },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byProject: {
      pk: { field: 'pk', composite: ['projectId'] },
      sk: { field: 'sk', composite: ['taskId', 'createdAt', 'commentId'] },
    },
    byAuthor: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
  },
} as const;

export const buildTaskComment = (table: string, client: DynamoDBDocumentClient) => new Entity(taskCommentSchema, { table, client });
export type TaskCommentItem = EntityItem<ReturnType<typeof buildTaskComment>>;
