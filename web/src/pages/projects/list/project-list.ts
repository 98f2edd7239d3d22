// The /projects list's rules without React (spec 02 §2.4): the status filter and its presets
// from ?status=, what each filter asks the server, the search over titles and descriptions,
// which empty state to show, and how each project status is drawn.
import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';

export const PROJECT_STATUS_VALUES = ['active', 'completed', 'on-hold'] as const;
export type ProjectStatusValue = (typeof PROJECT_STATUS_VALUES)[number];

/** The filter's choices: the spec's all, active, completed, on-hold, plus archived projects. */
export const STATUS_FILTERS = ['all', 'active', 'completed', 'on-hold', 'archived'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  all: 'All',
  active: 'Active',
  completed: 'Completed',
  'on-hold': 'On Hold',
  archived: 'Archived',
};

/** ?status= presets the filter; anything unknown (or absent) is All. `on_hold` is read as on-hold. */
export function statusFilterFrom(param: string | null): StatusFilter {
  const value = (param ?? '').trim().toLowerCase().replace('_', '-');
  return (STATUS_FILTERS as readonly string[]).includes(value) ? (value as StatusFilter) : 'all';
}

/** What the list asks the server: archived projects only under Archived, else one status or all. */
export function listQueryOf(filter: StatusFilter): { status?: ProjectStatusValue; archived?: true } {
  if (filter === 'archived') return { archived: true };
  if (filter === 'all') return {};
  return { status: filter };
}

/** Case-insensitive, every word of the search in the title or the description. */
export function matchesSearch(project: { title: string; description?: string | null | undefined }, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${project.title} ${project.description ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

export const NO_PROJECTS = 'No projects found';
export const NO_MATCH_HINT = 'Try adjusting your search terms';
export const FIRST_PROJECT_HINT = 'Get started by creating your first project';

/** Spec 02 §2.4: one title, and the hint says whether a filter hides projects or there are none yet. */
export function emptyStateOf(search: string, filter: StatusFilter): { title: string; hint: string; filtered: boolean } {
  const filtered = search.trim() !== '' || filter !== 'all';
  return { title: NO_PROJECTS, hint: filtered ? NO_MATCH_HINT : FIRST_PROJECT_HINT, filtered };
}

export const PROJECT_STATUS_LABELS: Record<ProjectStatusValue, string> = {
  active: 'Active',
  completed: 'Completed',
  'on-hold': 'On Hold',
};

/** Each status with its own icon and colour (spec 02 §4): in progress blue, completed green, on hold grey. */
export const PROJECT_STATUS_INDICATORS: Record<ProjectStatusValue, StatusIndicatorProps.Type> = {
  active: 'in-progress',
  completed: 'success',
  'on-hold': 'stopped',
};

/** "3 of 6 tasks done" and the percentage for the progress bar; 0 % for a project without tasks. */
export function progressOf(done: number, total: number): { percent: number; text: string } {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return { percent, text: total === 1 ? `${done} of 1 task done` : `${done} of ${total} tasks done` };
}
