// The /tasks browser's rules, without React: the status filter (spec 02 §2.8: All, To Do,
// In Progress, Review, Completed; Completed unless ?status= says otherwise), the search over
// title, description and project name, and the "Updated …" time in words.
import { TASK_STATUS_LABELS, TASK_STATUS_VALUES } from '#contracts/tasks';
import { relativeTime } from '../../lib/format.ts';

export const TASK_FILTERS = ['all', ...TASK_STATUS_VALUES] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

export const FILTER_LABELS: Record<TaskFilter, string> = { all: 'All', ...TASK_STATUS_LABELS };

export const DEFAULT_FILTER: TaskFilter = 'done';

/** Other spellings a link may use for a status (the spec's older table, the labels). */
const ALIASES: Record<string, TaskFilter> = {
  completed: 'done',
  complete: 'done',
  'in-progress': 'in_progress',
  inprogress: 'in_progress',
  'to-do': 'todo',
  to_do: 'todo',
};

/** The filter a `?status=` value asks for; Completed when absent or unknown. */
export function filterFromParam(value: string | null | undefined): TaskFilter {
  const wanted = (value ?? '').trim().toLowerCase();
  if ((TASK_FILTERS as readonly string[]).includes(wanted)) return wanted as TaskFilter;
  return ALIASES[wanted] ?? DEFAULT_FILTER;
}

/** Case-insensitive match of every word of the search on the title, description or project name. */
export function matchesSearch(task: { title: string; description?: string | null; projectTitle?: string | null }, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [task.title, task.description ?? '', task.projectTitle ?? ''].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** "Updated 5 minutes ago". */
export const updatedText = (iso: string, now?: Date) => `Updated ${relativeTime(iso, now)}`;
