// The projects screens' rules as a user meets them: the status filter preset by ?status=,
// what each filter asks the server, the search, the two empty states in the spec's words,
// progress, the List tab's filters and orders, and the task menu's choices per status.
import { describe, expect, it } from 'vitest';
import { emptyStateOf, listQueryOf, matchesSearch, progressOf, statusFilterFrom } from '../../../web/src/pages/projects/list/project-list.ts';
import { formatDate as formatDay } from '../../../web/src/lib/format.ts';
import { templateSummary } from '../../../web/src/pages/projects/new-project/templates.ts';
import { blockedByText, excerpt, MENU_STATUS, menuActionsFor, TASK_MENU_LABELS } from '../../../web/src/lib/task-display.ts';
import { compareDue, comparePriority, compareStatus, filterTasks, type ListedTask } from '../../../web/src/pages/projects/table/task-table.ts';
import { cancelled, dropped, movedOver, pickedUp } from '../../../web/src/pages/projects/kanban/announcements.ts';
import { columnDropId, groupColumns } from '../../../web/src/pages/projects/kanban/board.ts';

describe('the status filter', () => {
  it('is preset by ?status=, and anything unknown is All', () => {
    expect(statusFilterFrom('completed')).toBe('completed');
    expect(statusFilterFrom('on-hold')).toBe('on-hold');
    expect(statusFilterFrom('on_hold')).toBe('on-hold');
    expect(statusFilterFrom('Archived')).toBe('archived');
    expect(statusFilterFrom('finished')).toBe('all');
    expect(statusFilterFrom(null)).toBe('all');
  });

  it('asks the server for one status, for archived projects only, or for all', () => {
    expect(listQueryOf('all')).toEqual({});
    expect(listQueryOf('active')).toEqual({ status: 'active' });
    expect(listQueryOf('archived')).toEqual({ archived: true });
  });
});

describe('the search', () => {
  const project = { title: 'Spring Menu Launch', description: 'Posters and a newsletter for the café' };

  it('finds a project by any words of its title or description, in any case', () => {
    expect(matchesSearch(project, 'spring')).toBe(true);
    expect(matchesSearch(project, 'NEWSLETTER café')).toBe(true);
    expect(matchesSearch(project, '  ')).toBe(true);
    expect(matchesSearch(project, 'spring podcast')).toBe(false);
    expect(matchesSearch({ title: 'No description', description: null }, 'description')).toBe(true);
  });
});

describe('the empty list', () => {
  it('says "No projects found" and suggests the first project when nothing hides any', () => {
    expect(emptyStateOf('', 'all')).toEqual({ title: 'No projects found', hint: 'Get started by creating your first project', filtered: false });
  });

  it('suggests adjusting the search when a search or a status filter is on', () => {
    expect(emptyStateOf('zzz', 'all').hint).toBe('Try adjusting your search terms');
    expect(emptyStateOf('', 'completed')).toEqual({ title: 'No projects found', hint: 'Try adjusting your search terms', filtered: true });
  });
});

describe('a project card', () => {
  it('counts tasks done, and a project without tasks is at 0 %', () => {
    expect(progressOf(3, 6)).toEqual({ percent: 50, text: '3 of 6 tasks done' });
    expect(progressOf(0, 0)).toEqual({ percent: 0, text: '0 of 0 tasks done' });
    expect(progressOf(1, 1)).toEqual({ percent: 100, text: '1 of 1 task done' });
  });

  it('shows a due day as that day, whatever the time zone', () => {
    expect(formatDay('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDay(null)).toBe('');
  });

  it('sums up a template by its milestones and tasks', () => {
    expect(templateSummary({ milestones: [1, 2, 3, 4, 5], tasks: [1, 2, 3, 4, 5, 6] })).toBe('5 milestones · 6 tasks');
    expect(templateSummary({ milestones: [1, 2, 3], tasks: [] })).toBe('3 milestones · 0 tasks');
  });
});

describe('a task card', () => {
  it('offers Mark Complete or, once completed, Mark Incomplete (back to To Do), Mark In Progress, and Delete', () => {
    expect(menuActionsFor('todo').map((a) => TASK_MENU_LABELS[a])).toEqual(['Mark Complete', 'Mark In Progress', 'Delete']);
    expect(menuActionsFor('in_progress').map((a) => TASK_MENU_LABELS[a])).toEqual(['Mark Complete', 'Delete']);
    expect(menuActionsFor('done').map((a) => TASK_MENU_LABELS[a])).toEqual(['Mark Incomplete', 'Mark In Progress', 'Delete']);
    expect(MENU_STATUS.incomplete).toBe('todo');
    expect(MENU_STATUS.complete).toBe('done');
  });

  it('shows the start of a long description cut at a word, and what blocks it', () => {
    const long = `${'word '.repeat(30)}end`;
    expect(excerpt(long).endsWith('…')).toBe(true);
    expect(excerpt(long).length).toBeLessThanOrEqual(101);
    expect(excerpt('  short\n text ')).toBe('short text');
    expect(blockedByText([{ title: 'Write the brief' }, { title: 'Book the venue' }])).toBe('Blocked by Write the brief, Book the venue');
    expect(blockedByText([])).toBe('');
  });
});

describe('the List tab', () => {
  const task = (taskId: string, over: Partial<ListedTask>): ListedTask => ({
    taskId,
    title: taskId,
    status: 'todo',
    priority: 'medium',
    updatedAt: '2026-01-01T00:00:00Z',
    ...over,
  });
  const tasks = [
    task('Poster', { status: 'done', priority: 'high', dueDate: '2026-03-01' }),
    task('Newsletter', { description: 'Spring issue', status: 'review', priority: 'low' }),
    task('Flyer', { status: 'todo', dueDate: '2026-02-01' }),
  ];

  it('filters by status and by words of the title or description', () => {
    expect(filterTasks(tasks, 'done', '').map((t) => t.taskId)).toEqual(['Poster']);
    expect(filterTasks(tasks, 'all', 'spring').map((t) => t.taskId)).toEqual(['Newsletter']);
    expect(filterTasks(tasks, 'todo', 'spring')).toEqual([]);
  });

  it('sorts status in board order, priority low to high, and undated tasks after dated ones', () => {
    expect([...tasks].sort(compareStatus).map((t) => t.status)).toEqual(['todo', 'review', 'done']);
    expect([...tasks].sort(comparePriority).map((t) => t.priority)).toEqual(['low', 'medium', 'high']);
    expect([...tasks].sort(compareDue).map((t) => t.taskId)).toEqual(['Flyer', 'Poster', 'Newsletter']);
  });
});

describe('what a screen reader hears while a card moves', () => {
  const columns = groupColumns([
    { taskId: 'a', status: 'todo', rank: 'a0' },
    { taskId: 'b', status: 'todo', rank: 'a1' },
    { taskId: 'r', status: 'review', rank: 'a0' },
  ]);

  it('names the task and its column and position when picked up, moved, dropped and cancelled', () => {
    expect(pickedUp('Poster', columns, 'b')).toBe('Picked up task Poster in To Do, position 2 of 2.');
    expect(movedOver('Poster', columns, 'b', 'r')).toBe('Task Poster moved to Review, position 1 of 2.');
    expect(movedOver('Poster', columns, 'b', columnDropId('in_progress'))).toBe('Task Poster moved to In Progress, position 1 of 1.');
    expect(dropped('Poster', columns, 'b', 'a')).toBe('Task Poster dropped in To Do, position 1 of 2.');
    expect(cancelled('Poster', columns, 'b')).toBe('Moving task Poster was cancelled. It is back in To Do, position 2 of 2.');
  });
});
