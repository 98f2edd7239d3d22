// Tasks (spec 02 §2.5–§2.8, §3 "Projects and tasks"): a project's tasks on the board (add,
// change, move between and within columns, delete), the task page with its project, the
// cross-project /tasks browser (own and shared projects) and a task's comments.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { cleanName } from './common.ts';
import { TASK_PRIORITY_VALUES, TASK_STATUS_VALUES } from './task-values.ts';

export { TASK_PRIORITY_VALUES, TASK_STATUS_VALUES };
export const TaskStatus = z.enum(TASK_STATUS_VALUES, {
  error: 'Status must be one of To Do, In Progress, Review or Completed (todo, in_progress, review, done).',
});
export type TaskStatus = z.infer<typeof TaskStatus>;

/** The status labels, word for word (spec 02 §2.8). */
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: 'To Do',
  in_progress: 'In Progress',
  review: 'Review',
  done: 'Completed',
};

export const TaskPriority = z.enum(TASK_PRIORITY_VALUES, { error: 'Priority must be low, medium or high.' });
export type TaskPriority = z.infer<typeof TaskPriority>;
export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const TASK_TITLE_MAX = 300;
export const TASK_DESCRIPTION_MAX = 20_000;
export const COMMENT_MAX = 5_000;

/** "Task not found" for unknown ids, other people's tasks and unshared projects alike. */
export const TASK_NOT_FOUND = "Task not found or you don't have access to it.";

const ID = /^[0-9a-f-]{36}$/;
export const ProjectIdParam = z.string().regex(ID, 'This project link is not valid.');
export const TaskIdParam = z.string().regex(ID, 'This task link is not valid.');
export const CommentIdParam = z.string().regex(ID, 'This comment is not valid.');

export const TaskParams = z.object({ projectId: ProjectIdParam, taskId: TaskIdParam });
export const ProjectTaskParams = z.object({ projectId: ProjectIdParam });
export const CommentParams = TaskParams.extend({ commentId: CommentIdParam });

/** A calendar day YYYY-MM-DD that exists (2026-02-30 does not). */
export const isCalendarDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};

/** A due date: YYYY-MM-DD, or '' / null for none (stored as null). Undefined = unchanged. */
export const DueDateInput = z
  .union([z.string({ error: 'The due date must be a date (YYYY-MM-DD).' }).trim(), z.null()])
  .refine((v) => v === null || v === '' || isCalendarDay(v), 'The due date must be a real date written YYYY-MM-DD.')
  .transform((v) => (v ? v : null));

const title = (what: string, max: number) =>
  z
    .string({ error: `Enter a ${what} title.` })
    .transform(cleanName)
    .pipe(z.string().min(1, `Enter a ${what} title.`).max(max, `The ${what} title can be at most ${max} characters.`));

export const TaskTitle = title('task', TASK_TITLE_MAX);
export const TaskDescription = z
  .string({ error: 'The description must be text.' })
  .trim()
  .max(TASK_DESCRIPTION_MAX, `The description can be at most ${TASK_DESCRIPTION_MAX.toLocaleString('en')} characters.`);

export const TaskView = z.object({
  taskId: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string(),
  status: TaskStatus,
  priority: TaskPriority,
  /** YYYY-MM-DD or null. */
  dueDate: z.string().nullable(),
  /** Order within its status column (fractional index, compare as strings). */
  rank: z.string(),
  /** The project milestone the task belongs to (templates and plans), or null. */
  phase: z.string().nullable(),
  estimatedDays: z.number().int().nullable(),
  /** Where the user placed it on the timeline, or null (laid out by phase). */
  position: z.object({ x: z.number(), y: z.number() }).nullable(),
  /** The tasks that must be finished first (timeline links) and are not done yet. */
  blockedBy: z.array(z.object({ taskId: z.string(), title: z.string() })),
  /** When the task entered its status; completedAt while it is done. */
  statusChangedAt: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TaskView = z.infer<typeof TaskView>;

export const TaskResponse = z.object({ task: TaskView });

export const NewTaskBody = z.object({
  title: TaskTitle,
  description: TaskDescription.optional(),
  status: TaskStatus.optional(),
  priority: TaskPriority.optional(),
  dueDate: DueDateInput.optional(),
});
export type NewTaskBody = z.input<typeof NewTaskBody>;

export const TaskUpdateBody = z.object({
  title: TaskTitle.optional(),
  description: TaskDescription.optional(),
  status: TaskStatus.optional(),
  priority: TaskPriority.optional(),
  dueDate: DueDateInput.optional(),
});
export type TaskUpdateBody = z.input<typeof TaskUpdateBody>;

/** Drop a card: its column, and its neighbours there (the card above and below; null at an end). */
export const MoveTaskBody = z.object({
  status: TaskStatus,
  beforeTaskId: TaskIdParam.nullable().optional(),
  afterTaskId: TaskIdParam.nullable().optional(),
});
export type MoveTaskBody = z.input<typeof MoveTaskBody>;

export const TaskListQuery = z.object({
  status: TaskStatus.optional(),
  q: z.string().trim().max(200, 'Search for at most 200 characters.').optional(),
});

export const ListedTask = TaskView.extend({ projectTitle: z.string() });
export const TaskListResponse = z.object({ tasks: z.array(ListedTask) });

export const TaskWithProject = z.object({ task: TaskView, project: z.object({ projectId: z.string(), title: z.string() }) });

export const CommentView = z.object({
  commentId: z.string(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** The caller wrote it (they may delete it). */
  mine: z.boolean(),
});
export type CommentView = z.infer<typeof CommentView>;

export const NewCommentBody = z.object({
  body: z
    .string({ error: 'Write a comment first.' })
    .trim()
    .min(1, 'Write a comment first.')
    .max(COMMENT_MAX, `A comment can be at most ${COMMENT_MAX.toLocaleString('en')} characters.`),
});

export const taskEndpoints = {
  create: endpoint({
    name: 'CreateTask',
    area: 'projects',
    method: 'POST',
    path: '/projects/{projectId}/tasks',
    access: 'team',
    workspace: 'create',
    params: ProjectTaskParams,
    body: NewTaskBody,
    response: TaskResponse,
    status: 201,
  }),
  get: endpoint({
    name: 'GetTask',
    area: 'projects',
    method: 'GET',
    path: '/projects/{projectId}/tasks/{taskId}',
    access: 'team',
    workspace: 'view',
    params: TaskParams,
    response: TaskWithProject,
  }),
  update: endpoint({
    name: 'UpdateTask',
    area: 'projects',
    method: 'PATCH',
    path: '/projects/{projectId}/tasks/{taskId}',
    access: 'team',
    workspace: 'create',
    params: TaskParams,
    body: TaskUpdateBody,
    response: TaskResponse,
  }),
  move: endpoint({
    name: 'MoveTask',
    area: 'projects',
    method: 'POST',
    path: '/projects/{projectId}/tasks/{taskId}/move',
    access: 'team',
    workspace: 'create',
    params: TaskParams,
    body: MoveTaskBody,
    response: TaskResponse,
  }),
  remove: endpoint({
    name: 'DeleteTask',
    area: 'projects',
    method: 'DELETE',
    path: '/projects/{projectId}/tasks/{taskId}',
    access: 'team',
    workspace: 'create',
    params: TaskParams,
    response: z.undefined(),
  }),
  listAll: endpoint({
    name: 'ListTasks',
    area: 'projects',
    method: 'GET',
    path: '/tasks',
    access: 'team',
    workspace: 'view',
    query: TaskListQuery,
    response: TaskListResponse,
  }),
  comments: endpoint({
    name: 'ListTaskComments',
    area: 'projects',
    method: 'GET',
    path: '/projects/{projectId}/tasks/{taskId}/comments',
    access: 'team',
    workspace: 'view',
    params: TaskParams,
    response: z.object({ comments: z.array(CommentView) }),
  }),
  addComment: endpoint({
    name: 'AddTaskComment',
    area: 'projects',
    method: 'POST',
    path: '/projects/{projectId}/tasks/{taskId}/comments',
    access: 'team',
    workspace: 'create',
    params: TaskParams,
    body: NewCommentBody,
    response: z.object({ comment: CommentView }),
    status: 201,
  }),
  removeComment: endpoint({
    name: 'DeleteTaskComment',
    area: 'projects',
    method: 'DELETE',
    path: '/projects/{projectId}/tasks/{taskId}/comments/{commentId}',
    access: 'team',
    workspace: 'create',
    params: CommentParams,
    response: z.undefined(),
  }),
};
