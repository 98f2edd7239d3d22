// The task page and the /tasks browser as a user meets them: the AI Writing Assistant's text
// lands after a blank line and never replaces the description; the form's values become the
// saved task (an empty due date is none); the status filter and search; "Updated …" in words.
import { describe, expect, it } from 'vitest';
import {
  appendAfterBlankLine,
  formOf,
  isDirty,
  titleProblem,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
  updateOf,
} from '../../../web/src/pages/projects/task/task-edit.ts';
import { blockedByText } from '../../../web/src/lib/task-display.ts';
import { DEFAULT_FILTER, filterFromParam, matchesSearch, updatedText } from '../../../web/src/pages/tasks/task-browser.ts';
import { relativeTime } from '../../../web/src/lib/format.ts';

describe('the AI Writing Assistant text', () => {
  it('goes after the description, separated by one blank line', () => {
    expect(appendAfterBlankLine('Book the venue.', 'Call three venues by Friday.')).toBe('Book the venue.\n\nCall three venues by Friday.');
  });

  it('keeps the description as written, trimming only trailing blank lines', () => {
    expect(appendAfterBlankLine('  Line one\nLine two\n\n\n', 'More')).toBe('  Line one\nLine two\n\nMore');
  });

  it('is the whole description when there was none', () => {
    expect(appendAfterBlankLine('', 'Fresh text')).toBe('Fresh text');
    expect(appendAfterBlankLine(' \n', 'Fresh text')).toBe('Fresh text');
  });

  it('leaves the description alone while nothing has arrived yet', () => {
    expect(appendAfterBlankLine('Book the venue.', '')).toBe('Book the venue.');
  });
});

describe('the task form', () => {
  const saved = { title: 'Write the brief', description: null, status: 'todo' as const, priority: 'medium' as const, dueDate: '2026-12-01T00:00:00.000Z' };

  it('is filled from the saved task, the due date as a day and no description as empty', () => {
    expect(formOf(saved)).toEqual({ title: 'Write the brief', description: '', status: 'todo', priority: 'medium', dueDate: '2026-12-01' });
    expect(formOf({ ...saved, dueDate: null }).dueDate).toBe('');
  });

  it('saves a trimmed title and an empty due date as empty (stored as none)', () => {
    expect(updateOf({ ...formOf(saved), title: '  New title ', dueDate: '' })).toEqual({
      title: 'New title',
      description: '',
      status: 'todo',
      priority: 'medium',
      dueDate: '',
    });
  });

  it('needs a title of at most 300 characters', () => {
    expect(titleProblem('   ')).toBe(TITLE_REQUIRED);
    expect(titleProblem('x'.repeat(301))).toBe(TITLE_TOO_LONG);
    expect(titleProblem('x'.repeat(300))).toBeUndefined();
  });

  it('knows when it has unsaved changes', () => {
    const form = formOf(saved);
    expect(isDirty(form, formOf(saved))).toBe(false);
    expect(isDirty({ ...form, status: 'done' }, form)).toBe(true);
  });

  it('says which tasks must finish first', () => {
    expect(blockedByText([{ title: 'Write the brief' }, { title: 'Book the venue' }])).toBe('Blocked by Write the brief, Book the venue');
    expect(blockedByText([])).toBe('');
  });
});

describe('the /tasks browser', () => {
  it('shows Completed unless ?status= asks for another filter', () => {
    expect(DEFAULT_FILTER).toBe('done');
    expect(filterFromParam(null)).toBe('done');
    expect(filterFromParam('all')).toBe('all');
    expect(filterFromParam('in_progress')).toBe('in_progress');
    expect(filterFromParam('in-progress')).toBe('in_progress');
    expect(filterFromParam('completed')).toBe('done');
    expect(filterFromParam('nonsense')).toBe('done');
  });

  it('searches every word in the title, description and project name', () => {
    const task = { title: 'Write the brief', description: 'For the spring launch', projectTitle: 'Launch a Product' };
    expect(matchesSearch(task, '')).toBe(true);
    expect(matchesSearch(task, 'brief spring')).toBe(true);
    expect(matchesSearch(task, 'PRODUCT')).toBe(true);
    expect(matchesSearch(task, 'brief autumn')).toBe(false);
  });

  it('says when a task was updated in words', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(relativeTime('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-22T09:00:00Z', now)).toBe('yesterday');
    expect(updatedText('2026-11-09T12:00:00Z', now)).toBe('Updated 2 weeks ago');
  });
});
