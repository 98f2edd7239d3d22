// project: a marketing project (spec doc 2 "Projects"). Its tasks, grants and timeline share
// its partition, collection `project`, so one Query loads a project page (task comments live
// in the same partition outside the collection). Ownership: `userId` is the creator; members
// of the owner's team see it through projectGrant items. `taskCount` and `doneCount` are the
// list's progress, changed with the tasks that change them, and with `todoCount`,
// `inProgressCount` and `reviewCount` the board's column counts; `notes` is the Doc View's note.
// Access patterns:
//   - one project by id (pk projectId; callers check userId or a grant before returning it);
//   - the owner's projects newest first (gsi1: userId → createdAt) — /projects list, and
//     the title search (`contains(titleLower)` filter, paged until 5 matches);
//   - the owner's projects in one status newest first (gsi2: userId#status → createdAt) —
//     the dashboard's "Active Projects" count is a COUNT query on (userId, active).
import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const PROJECT_STATUSES = ['active', 'completed', 'on-hold'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const projectSchema = {
  model: { entity: 'project', version: '1', service: 'markk' },
  attributes: {
    projectId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    /** Lower-cased title for case-insensitive "contains" search. */
    titleLower: { type: 'string', watch: ['title'], set: (_: unknown, item: { title?: string }) => item.title?.toLowerCase() },
    description: { type: 'string' },
    templateType: { type: 'string' },
    status: { type: PROJECT_STATUSES, required: true, default: 'active' },
    dueDate: { type: 'string' },
    /** Hidden from the default list; `?archived=true` lists these. */
    archived: { type: 'boolean', required: true, default: false },
    notes: { type: 'string' },
    taskCount: { type: 'number', required: true, default: 0 },
    doneCount: { type: 'number', required: true, default: 0 },
    /** The board's column counts beside doneCount (Completed), changed with the task writes that change them. */
    todoCount: { type: 'number' },
    inProgressCount: { type: 'number' },
    reviewCount: { type: 'number' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', required: true, watch: '*', default: () => new Date().toISOString(), set: () => new Date().toISOString() },
  },
  indexes: {
    byProject: {
      collection: 'project',
      pk: { field: 'pk', composite: ['projectId'] },
      sk: { field: 'sk', composite: [] },
    },
    byOwner: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userId'] },
      sk: { field: 'gsi1sk', composite: ['createdAt'] },
    },
    byOwnerStatus: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userId', 'status'] },
      sk: { field: 'gsi2sk', composite: ['createdAt'] },
    },
  },
} as const;

export const buildProject = (table: string, client: DynamoDBDocumentClient) => new Entity(projectSchema, { table, client });
export type ProjectItem = EntityItem<ReturnType<typeof buildProject>>;
