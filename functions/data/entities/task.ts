// task: ONE task entity for the project workspace, the project page and /tasks, with one
// status vocabulary (todo, in_progress, review, done). Tasks live in their project's
// partition (collection `project`). `userId` is the owner (creator); `completedAt` is set
// while the status is done and cleared when it leaves done.
// Access patterns:
//   - a project's tasks (pk projectId, collection `project`); sk is taskId so a task's key
//     never changes when it moves — the List, Timeline and Doc tabs, the export and the plan;
//   - one column of a board in rank order (gsi3: projectId#status → rank): the board's first
//     page of each column and the next pages after a rank, without reading the project. A move
//     changes status and rank, so every write that sets either passes the other through
//     `.composite` and the index key follows. Ranks are case-sensitive base-62 keys, hence
//     `casing: 'none'` (ElectroDB lower-cases keys by default, which would reorder them);
//   - the owner's tasks, last updated first (gsi1: userId → updatedAt) — /tasks and title
//     search. `userId` is the project owner whoever wrote the task (it is their board and
//     their counters); `createdBy` is who added it. Every patch passes `.composite({ userId })`
//     so the index key follows updatedAt;
//   - the owner's tasks in one status by when they entered it (gsi2: userId#status →
//     statusChangedAt). For `done` that is completedAt, so "completed tasks" is a COUNT on
//     (userId, done) and "completed this week" the same COUNT with statusChangedAt ≥ the
//     week's start.
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TASK_PRIORITY_VALUES, TASK_STATUS_VALUES } from '#contracts/task-values';

/** Now, unless the write changes only the comment count (then undefined: ElectroDB leaves updatedAt, and the index key on it, alone). */
const editedAt = (_: unknown, changes: object) => (Object.keys(changes).every((name) => name === 'commentCount') ? undefined : new Date().toISOString());

export const taskSchema = {
  model: { entity: 'task', version: '1', service: 'markk' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    taskId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    /** Lower-cased title for case-insensitive "contains" search. */
    titleLower: { type: 'string', watch: ['title'], set: (_: unknown, item: { title?: string }) => item.title?.toLowerCase() },
    description: { type: 'string' },
    status: { type: TASK_STATUS_VALUES, required: true, default: 'todo' },
    priority: { type: TASK_PRIORITY_VALUES, required: true, default: 'medium' },
    dueDate: { type: 'string' },
    /** Position within its status column on the project page (lexicographic). */
    rank: { type: 'string' },
    assigneeId: { type: 'string' },
    /** Who added it (the owner or a member the project is shared with). */
    createdBy: { type: 'string' },
    /** The project milestone it belongs to (templates and plans). */
    phase: { type: 'string' },
    estimatedDays: { type: 'number' },
    /** When the task entered its current status (for done: when it was completed). */
    statusChangedAt: { type: 'string', required: true, default: () => new Date().toISOString() },
    completedAt: { type: 'string' },
    /**
     * How many comments the task has: changed with each comment in its transaction (without
     * touching `updatedAt`, which stays the task's own), read by the delete to know that no
     * comment arrived after it listed them.
     */
    commentCount: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: editedAt },
  },
  indexes: {
    byProject: {
      collection: 'project',
      pk: { field: 'pk', composite: ['projectId'] },
      sk: { field: 'sk', composite: ['taskId'] },
    },
    byOwner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['updatedAt'] },
    },
    byOwnerStatus: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId', 'status'] },
      sk: { field: 'gsi2sk', composite: ['statusChangedAt'] },
    },
    byColumn: {
      index: 'gsi3',
      pk: { field: 'gsi3pk', composite: ['projectId', 'status'] },
      sk: { field: 'gsi3sk', composite: ['rank'], casing: 'none' },
    },
  },
} as const;

export const buildTask = (table: string, client: DynamoDBDocumentClient) => new Entity(taskSchema, { table, client });
export type TaskItem = EntityItem<ReturnType<typeof buildTask>>;
