// Projects (spec 02 §2.4–§2.6, §3 "Projects and tasks"): the list (status filter, search,
// archived), a new project optionally from a template (its tasks inserted with it), a board
// read a page of each column at a time (and every task at once for the List, Timeline and Doc
// View tabs), its settings and notes, sharing with the owner's team,
// the export (Markdown or CSV) and the timeline's saved positions and links.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { cleanName } from './common.ts';
import { TEMPLATE_IDS } from './project-templates.ts';
import { DueDateInput, ProjectIdParam, TaskStatus, TaskView } from './tasks.ts';

export const PROJECT_STATUS_VALUES = ['active', 'completed', 'on-hold'] as const;
export const ProjectStatus = z.enum(PROJECT_STATUS_VALUES, { error: 'Status must be active, completed or on-hold.' });
export type ProjectStatus = z.infer<typeof ProjectStatus>;

export const PROJECT_TITLE_MAX = 300;
export const PROJECT_DESCRIPTION_MAX = 5_000;
export const PROJECT_NOTES_MAX = 50_000;
/** The most tasks a timeline saves positions for, and the most links it keeps. */
export const TIMELINE_POSITIONS_MAX = 1_000;
export const TIMELINE_EDGES_MAX = 1_000;

/** "Project not found" for unknown ids, other people's projects and unshared projects alike. */
export const PROJECT_NOT_FOUND = "Project not found or you don't have access to it.";

export const ProjectParams = z.object({ projectId: ProjectIdParam });
export const ShareParams = ProjectParams.extend({ userId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'This member is not valid.') });

export const ProjectTitle = z
  .string({ error: 'Enter a project title.' })
  .transform(cleanName)
  .pipe(z.string().min(1, 'Enter a project title.').max(PROJECT_TITLE_MAX, `The project title can be at most ${PROJECT_TITLE_MAX} characters.`));
export const ProjectDescription = z
  .string({ error: 'The description must be text.' })
  .trim()
  .max(PROJECT_DESCRIPTION_MAX, `The description can be at most ${PROJECT_DESCRIPTION_MAX.toLocaleString('en')} characters.`);

const TEMPLATE_MESSAGE = `The template must be one of ${TEMPLATE_IDS.join(', ')}.`;
export const TemplateType = z.enum(TEMPLATE_IDS, { error: TEMPLATE_MESSAGE });
/** A template id as sent (any string; an unknown one is a 400). */
const TemplateInput = z.string({ error: TEMPLATE_MESSAGE }).pipe(TemplateType);

export const ViewerRole = z.enum(['owner', 'shared']);
export type ViewerRole = z.infer<typeof ViewerRole>;

export const ProjectView = z.object({
  projectId: z.string(),
  title: z.string(),
  description: z.string(),
  status: ProjectStatus,
  /** YYYY-MM-DD or null. */
  dueDate: z.string().nullable(),
  templateType: TemplateType.nullable(),
  archived: z.boolean(),
  /** The Doc View's notes (plain text). */
  notes: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectView = z.infer<typeof ProjectView>;

/** One card of the list: the project and its progress, and whether it is the caller's or shared with them. */
export const ProjectSummary = ProjectView.omit({ notes: true }).extend({
  viewerRole: ViewerRole,
  taskCount: z.number().int(),
  doneCount: z.number().int(),
});
export type ProjectSummary = z.infer<typeof ProjectSummary>;

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false'], { error: 'archived must be true or false.' })])
  .transform((v) => v === true || v === 'true');

export const ProjectListQuery = z.object({
  status: ProjectStatus.optional(),
  q: z.string().trim().max(200, 'Search for at most 200 characters.').optional(),
  /** true: the archived projects only; otherwise the archived ones are hidden. */
  archived: booleanQuery.optional(),
});

export const NewProjectBody = z.object({
  title: ProjectTitle,
  description: ProjectDescription.optional(),
  templateType: TemplateInput.optional(),
  dueDate: DueDateInput.optional(),
});
export type NewProjectBody = z.input<typeof NewProjectBody>;

export const ProjectUpdateBody = z.object({
  title: ProjectTitle.optional(),
  description: ProjectDescription.optional(),
  dueDate: DueDateInput.optional(),
  status: ProjectStatus.optional(),
  archived: z.boolean({ error: 'archived must be true or false.' }).optional(),
});
export type ProjectUpdateBody = z.input<typeof ProjectUpdateBody>;

export const ProjectResponse = z.object({ project: ProjectView });

/** A timeline link: `source` must be finished before `target`. */
export const TaskEdge = z.object({ source: z.string(), target: z.string() });
export type TaskEdge = z.infer<typeof TaskEdge>;

/** How many cards of each column the board's first read answers, and a next page holds by default. */
export const BOARD_PAGE = 50;
/** The most cards one column page answers. */
export const BOARD_PAGE_MAX = 200;
/** How much of a description a card carries (the card shows its first 100 characters). */
export const CARD_DESCRIPTION_MAX = 160;

/** A card on the board: what it shows and what a move needs (its rank), not the whole task. */
export const BoardCard = TaskView.pick({
  taskId: true,
  projectId: true,
  title: true,
  description: true,
  status: true,
  priority: true,
  dueDate: true,
  rank: true,
  blockedBy: true,
});
export type BoardCard = z.infer<typeof BoardCard>;

/**
 * One page of a column in rank order. `count` is the column's stored count; `cursor` the rank
 * of the page's last card when more follow (ask for the next page after it), null at the end.
 */
export const ColumnPage = z.object({ tasks: z.array(BoardCard), count: z.number().int(), cursor: z.string().nullable() });
export type ColumnPage = z.infer<typeof ColumnPage>;

/** GET /projects/{projectId}: the project, the caller's role, and each column's first page. */
export const ProjectBoard = z.object({
  project: ProjectView,
  columns: z.object({ todo: ColumnPage, in_progress: ColumnPage, review: ColumnPage, done: ColumnPage }),
  viewer: z.object({ role: ViewerRole }),
});
export type ProjectBoard = z.infer<typeof ProjectBoard>;

export const ColumnParams = ProjectParams.extend({ status: TaskStatus });
/** A rank as the board sends it back: fractional-indexing's base-62 digits. */
const RankCursor = z
  .string({ error: 'after must be the cursor of the column’s previous page.' })
  .regex(/^[0-9A-Za-z]{1,200}$/, 'after must be the cursor of the column’s previous page.');
export const ColumnQuery = z.object({
  /** The previous page's cursor (the rank of its last card); absent: the column's first page. */
  after: RankCursor.optional(),
  limit: z.coerce
    .number({ error: `limit must be a number from 1 to ${BOARD_PAGE_MAX}.` })
    .int(`limit must be a whole number from 1 to ${BOARD_PAGE_MAX}.`)
    .min(1, `limit must be a number from 1 to ${BOARD_PAGE_MAX}.`)
    .max(BOARD_PAGE_MAX, `limit must be a number from 1 to ${BOARD_PAGE_MAX}.`)
    .optional(),
});

/** GET /projects/{projectId}/tasks: every task of the project with the timeline's links (List, Timeline and Doc View). */
export const ProjectTasks = z.object({ tasks: z.array(TaskView), edges: z.array(TaskEdge) });
export type ProjectTasks = z.infer<typeof ProjectTasks>;

export const SaveNotesBody = z.object({
  notes: z
    .string({ error: 'The notes must be text.' })
    .max(PROJECT_NOTES_MAX, `The notes can be at most ${PROJECT_NOTES_MAX.toLocaleString('en')} characters.`),
});

export const ProjectShares = z.object({
  /** The owner's team members (not the owner), and whether the project is shared with each. */
  members: z.array(z.object({ userId: z.string(), fullName: z.string(), shared: z.boolean() })),
});

export const ExportQuery = z.object({ format: z.enum(['markdown', 'csv'], { error: 'The export format must be markdown or csv.' }) });
export const ProjectExport = z.object({ filename: z.string(), contentType: z.string(), body: z.string() });

const coordinate = z.number({ error: 'A position must be a number.' }).finite().min(-1_000_000).max(1_000_000);
export const SaveTimelineBody = z.object({
  positions: z
    .array(z.object({ taskId: z.string().regex(/^[0-9a-f-]{36}$/, 'A position must name a task.'), x: coordinate, y: coordinate }))
    .max(TIMELINE_POSITIONS_MAX, `A timeline can place at most ${TIMELINE_POSITIONS_MAX} tasks.`),
  edges: z
    .array(
      z.object({
        source: z.string().regex(/^[0-9a-f-]{36}$/, 'A link must join two tasks.'),
        target: z.string().regex(/^[0-9a-f-]{36}$/, 'A link must join two tasks.'),
      }),
    )
    .max(TIMELINE_EDGES_MAX, `A timeline can have at most ${TIMELINE_EDGES_MAX} links.`),
});
export type SaveTimelineBody = z.input<typeof SaveTimelineBody>;
export const TimelineResponse = z.object({ edges: z.array(TaskEdge), tasks: z.array(TaskView) });

export const projectEndpoints = {
  list: endpoint({
    name: 'ListProjects',
    area: 'projects',
    method: 'GET',
    path: '/projects',
    access: 'team',
    workspace: 'view',
    query: ProjectListQuery,
    response: z.object({ projects: z.array(ProjectSummary) }),
  }),
  create: endpoint({
    name: 'CreateProject',
    area: 'projects',
    method: 'POST',
    path: '/projects',
    access: 'team',
    workspace: 'create',
    body: NewProjectBody,
    response: ProjectResponse,
    status: 201,
  }),
  get: endpoint({
    name: 'GetProject',
    area: 'projects',
    method: 'GET',
    path: '/projects/{projectId}',
    access: 'team',
    workspace: 'view',
    params: ProjectParams,
    response: ProjectBoard,
  }),
  column: endpoint({
    name: 'ListColumnTasks',
    area: 'projects',
    method: 'GET',
    path: '/projects/{projectId}/columns/{status}',
    access: 'team',
    workspace: 'view',
    params: ColumnParams,
    query: ColumnQuery,
    response: ColumnPage,
  }),
  tasks: endpoint({
    name: 'ListProjectTasks',
    area: 'projects',
    method: 'GET',
    path: '/projects/{projectId}/tasks',
    access: 'team',
    workspace: 'view',
    params: ProjectParams,
    response: ProjectTasks,
  }),
  update: endpoint({
    name: 'UpdateProject',
    area: 'projects',
    method: 'PATCH',
    path: '/projects/{projectId}',
    access: 'team',
    workspace: 'create',
    params: ProjectParams,
    body: ProjectUpdateBody,
    response: ProjectResponse,
  }),
  saveNotes: endpoint({
    name: 'SaveProjectNotes',
    area: 'projects',
    method: 'PUT',
    path: '/projects/{projectId}/notes',
    access: 'team',
    workspace: 'create',
    params: ProjectParams,
    body: SaveNotesBody,
    response: ProjectResponse,
  }),
  shares: endpoint({
    name: 'ListProjectShares',
    area: 'projects',
    method: 'GET',
    path: '/projects/{projectId}/shares',
    access: 'team',
    workspace: 'view',
    params: ProjectParams,
    response: ProjectShares,
  }),
  share: endpoint({
    name: 'ShareProject',
    area: 'projects',
    method: 'PUT',
    path: '/projects/{projectId}/shares/{userId}',
    access: 'team',
    workspace: 'manage',
    params: ShareParams,
    response: z.undefined(),
  }),
  unshare: endpoint({
    name: 'UnshareProject',
    area: 'projects',
    method: 'DELETE',
    path: '/projects/{projectId}/shares/{userId}',
    access: 'team',
    workspace: 'manage',
    params: ShareParams,
    response: z.undefined(),
  }),
  export: endpoint({
    name: 'ExportProject',
    area: 'projects',
    method: 'GET',
    path: '/projects/{projectId}/export',
    access: 'team',
    workspace: 'view',
    params: ProjectParams,
    query: ExportQuery,
    response: ProjectExport,
  }),
  saveTimeline: endpoint({
    name: 'SaveProjectTimeline',
    area: 'projects',
    method: 'PUT',
    path: '/projects/{projectId}/timeline',
    access: 'team',
    workspace: 'create',
    params: ProjectParams,
    body: SaveTimelineBody,
    response: TimelineResponse,
  }),
};
