// The List tab's rules without React: the status filter, the text filter over title and
// description, and how each sortable column orders its tasks (status in board order,
// priority low → high, dates with empty ones last).
import { COLUMN_STATUSES, type ColumnStatus } from '../kanban/board.ts';
import type { Priority } from '../kanban/task-display.ts';

export interface ListedTask {
  taskId: string;
  title: string;
  description?: string | null | undefined;
  status: ColumnStatus;
  priority: Priority;
  dueDate?: string | null | undefined;
  updatedAt: string;
}

export type StatusChoice = ColumnStatus | 'all';

export function filterTasks<T extends ListedTask>(tasks: readonly T[], status: StatusChoice, text: string): T[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return tasks.filter((task) => {
    if (status !== 'all' && task.status !== status) return false;
    const haystack = `${task.title} ${task.description ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

const PRIORITY_ORDER: Record<Priority, number> = { low: 0, medium: 1, high: 2 };

export const compareStatus = (a: ListedTask, b: ListedTask) => COLUMN_STATUSES.indexOf(a.status) - COLUMN_STATUSES.indexOf(b.status);
export const comparePriority = (a: ListedTask, b: ListedTask) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority];

/** Earliest first; a task without a due date after every dated one. */
export function compareDue(a: ListedTask, b: ListedTask): number {
  if (!a.dueDate || !b.dueDate) return a.dueDate ? -1 : b.dueDate ? 1 : 0;
  return a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0;
}

export const compareUpdated = (a: ListedTask, b: ListedTask) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0);
