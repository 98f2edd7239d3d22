// Projects without the stack: the templates' shape, the contracts' date and title rules, the
// export's Markdown and CSV, and the timeline's "Blocked by".
import { describe, expect, it } from 'vitest';
import { PROJECT_TEMPLATES, TEMPLATE_IDS } from '#contracts/project-templates';
import { NewProjectBody, ProjectListQuery, SaveTimelineBody } from '#contracts/projects';
import { DueDateInput, MoveTaskBody, TASK_STATUS_LABELS, type TaskView } from '#contracts/tasks';
import { csvField, fileNameOf, toCsv, toMarkdown } from '#domain/project-export';
import { blockersByTask, boardTasks, liveEdges } from '#domain/project-views';
import type { TaskCommentItem } from '#data/entities/task-comment';
import type { TaskItem } from '#data/entities/task';

describe('the templates', () => {
  it('are the six of the spec, with their milestone and task counts', () => {
    expect(PROJECT_TEMPLATES.map((t) => t.id)).toEqual([...TEMPLATE_IDS]);
    expect(PROJECT_TEMPLATES.map((t) => [t.name, t.milestones.length, t.tasks.length])).toEqual([
      ['Launch a Product', 5, 6],
      ['Grow Social Media', 4, 5],
      ['Build a Funnel', 5, 6],
      ['Run Paid Ads', 4, 6],
      ['Rebrand Business', 4, 6],
      ['Custom Project', 3, 0],
    ]);
  });

  it('each task belongs to one of its milestones, takes 1–30 days and says what to do; 3–5 tips each', () => {
    for (const template of PROJECT_TEMPLATES) {
      expect(template.aiTips.length).toBeGreaterThanOrEqual(3);
      expect(template.aiTips.length).toBeLessThanOrEqual(5);
      expect(new Set(template.tasks.map((t) => t.title)).size).toBe(template.tasks.length);
      for (const task of template.tasks) {
        expect(template.milestones).toContain(task.phase);
        expect(Number.isInteger(task.estimatedDays) && task.estimatedDays >= 1 && task.estimatedDays <= 30).toBe(true);
        expect(task.title.length).toBeLessThanOrEqual(300);
        expect(task.description.length).toBeGreaterThan(40);
      }
    }
  });
});

describe('the contracts', () => {
  it('due dates: a real YYYY-MM-DD day, empty or null for none', () => {
    expect(DueDateInput.parse('2028-02-29')).toBe('2028-02-29');
    expect(DueDateInput.parse('')).toBeNull();
    expect(DueDateInput.parse(' ')).toBeNull();
    expect(DueDateInput.parse(null)).toBeNull();
    for (const bad of ['2027-02-29', '2026-13-01', '2026-1-1', '01/02/2026', 'soon']) expect(DueDateInput.safeParse(bad).success).toBe(false);
  });

  it('titles are trimmed, one line, required and at most 300 characters', () => {
    expect(NewProjectBody.parse({ title: '  Spring\n launch ' }).title).toBe('Spring launch');
    expect(NewProjectBody.safeParse({ title: ' \u202E ' }).success).toBe(false);
    expect(NewProjectBody.safeParse({ title: 'x'.repeat(301) }).success).toBe(false);
    expect(NewProjectBody.safeParse({ title: 'Plan', templateType: 'mystery' }).success).toBe(false);
  });

  it('the list query takes archived=true as sent in a URL', () => {
    expect(ProjectListQuery.parse({ archived: 'true' }).archived).toBe(true);
    expect(ProjectListQuery.parse({ archived: 'false' }).archived).toBe(false);
    expect(ProjectListQuery.safeParse({ archived: 'yes' }).success).toBe(false);
  });

  it('a move names task ids or null; a timeline caps its positions and links', () => {
    expect(MoveTaskBody.safeParse({ status: 'review', beforeTaskId: null, afterTaskId: '11111111-1111-4111-8111-111111111111' }).success).toBe(true);
    expect(MoveTaskBody.safeParse({ status: 'review', beforeTaskId: '../etc' }).success).toBe(false);
    const id = '11111111-1111-4111-8111-111111111111';
    expect(SaveTimelineBody.safeParse({ positions: [{ taskId: id, x: Number.NaN, y: 0 }], edges: [] }).success).toBe(false);
    expect(SaveTimelineBody.safeParse({ positions: [], edges: Array.from({ length: 1001 }, () => ({ source: id, target: id })) }).success).toBe(false);
  });
});

const at = '2026-04-01T10:00:00.000Z';
const task = (id: string, over: Partial<TaskView> = {}): TaskView => ({
  taskId: id,
  projectId: 'p',
  title: `Task ${id}`,
  description: '',
  status: 'todo',
  priority: 'medium',
  dueDate: null,
  rank: 'a0',
  phase: null,
  estimatedDays: null,
  position: null,
  blockedBy: [],
  statusChangedAt: at,
  completedAt: null,
  createdAt: at,
  updatedAt: '2026-04-02T10:00:00.000Z',
  ...over,
});
const comment = (taskId: string, body: string): TaskCommentItem => ({
  projectId: 'p',
  taskId,
  commentId: 'c',
  userId: 'u',
  authorName: 'Ann Author',
  body,
  createdAt: '2026-04-03T09:00:00.000Z',
});

describe('the export', () => {
  it('CSV: every field quoted, quotes doubled, line breaks kept inside the quotes, formulas made inert', () => {
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-5')).toBe('"\'-5"');
    const csv = toCsv(
      [task('1', { title: 'Flyers, "A5"', description: 'one\ntwo', status: 'in_progress', priority: 'high', dueDate: '2026-05-01' })],
      new Map([['1', [comment('1', 'Looks good')]]]),
    );
    expect(csv).toBe(
      '"Title","Description","Status","Priority","Due Date","Created","Updated","Comments"\r\n' +
        '"Flyers, ""A5""","one\ntwo","In Progress","High","2026-05-01","2026-04-01","2026-04-02","Ann Author (2026-04-03): Looks good"\r\n',
    );
  });

  it('Markdown: the project, then each task with its status label, priority, dates, description and comments', () => {
    const md = toMarkdown(
      {
        projectId: 'p',
        title: 'Spring',
        description: 'Buns',
        status: 'on-hold',
        dueDate: null,
        templateType: null,
        archived: false,
        notes: 'Remember',
        ownerId: 'u',
        ownerName: 'Ann',
        createdAt: at,
        updatedAt: at,
      },
      [task('1', { status: 'done', description: 'Body text' })],
      new Map([['1', [comment('1', 'Done\nand dusted')]]]),
    );
    expect(md).toContain('# Spring\n\nBuns\n\n- Status: On Hold\n- Due date: None\n- Tasks: 1');
    expect(md).toContain('## Notes\n\nRemember');
    expect(md).toContain(
      `### Task 1\n\n- Status: ${TASK_STATUS_LABELS.done}\n- Priority: Medium\n- Due date: None\n- Created: 2026-04-01\n- Updated: 2026-04-02\n\nBody text`,
    );
    expect(md).toContain('- Ann Author (2026-04-03): Done and dusted');
  });

  it('names the file after the project', () => {
    expect(fileNameOf('Café, "Grand" Opening!', 'md')).toBe('cafe-grand-opening.md');
    expect(fileNameOf('***', 'csv')).toBe('project.csv');
  });
});

describe('Blocked by', () => {
  const item = (taskId: string, status: TaskItem['status'], rank: string) =>
    ({
      projectId: 'p',
      taskId,
      userId: 'u',
      title: `T${taskId}`,
      status,
      priority: 'medium',
      rank,
      statusChangedAt: at,
      createdAt: at,
      updatedAt: at,
    }) as TaskItem;

  it('lists the predecessors not done yet; links to deleted tasks are dropped', () => {
    const tasks = [item('a', 'done', 'a0'), item('b', 'todo', 'a1'), item('c', 'todo', 'a2')];
    const edges = liveEdges(
      {
        edges: [
          { source: 'a', target: 'c' },
          { source: 'b', target: 'c' },
          { source: 'gone', target: 'c' },
        ],
      },
      new Set(['a', 'b', 'c']),
    );
    expect(edges).toEqual([
      { source: 'a', target: 'c' },
      { source: 'b', target: 'c' },
    ]);
    expect(blockersByTask(edges, new Map(tasks.map((t) => [t.taskId, t]))).get('c')).toEqual([{ taskId: 'b', title: 'Tb' }]);
  });

  it('orders the board by rank and places tasks where the timeline put them', () => {
    const board = boardTasks([item('c', 'todo', 'a2'), item('a', 'todo', 'a0'), item('b', 'todo', 'a1')], {
      projectId: 'p',
      positions: [{ taskId: 'b', x: 5, y: 6 }],
      edges: [{ source: 'a', target: 'b' }],
      updatedAt: at,
    });
    expect(board.tasks.map((t) => [t.taskId, t.position, t.blockedBy.map((b) => b.taskId)])).toEqual([
      ['a', null, []],
      ['b', { x: 5, y: 6 }, ['a']],
      ['c', null, []],
    ]);
  });
});
