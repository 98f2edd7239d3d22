// The List tab's rules without React: the status filter, the text filter over title and
// description, and how each sortable column orders its tasks (status in board order,
// priority low → high, dates with empty ones last).
import { TASK_STATUS_VALUES, type TaskPriority, type TaskStatus } from '#contracts/tasks';

export interface ListedTask {
  taskId: string;
  title: string;
  description?: string | null | undefined;
  status: TaskStatus;
  priority: TaskPriority;
  dueDate?: string | null | undefined;
  updatedAt: string;
}

export type StatusChoice = TaskStatus | 'all';

export function filterTasks<T extends ListedTask>(tasks: readonly T[], status: StatusChoice, text: string): T[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return tasks.filter((task) => {
    if (status !== 'all' && task.status !== status) return false;
    const haystack = `${task.title} ${task.description ?? ''}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

const PRIORITY_ORDER: Record<TaskPriority, number> = { low: 0, medium: 1, high: 2 };

export const compareStatus = (a: ListedTask, b: ListedTask) => TASK_STATUS_VALUES.indexOf(a.status) - TASK_STATUS_VALUES.indexOf(b.status);
export const comparePriority = (a: ListedTask, b: ListedTask) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority];

/** Earliest first; a task without a due date after every dated one. */
export function compareDue(a: ListedTask, b: ListedTask): number {
  if (!a.dueDate || !b.dueDate) return a.dueDate ? -1 : b.dueDate ? 1 : 0;
  return a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0;
}

export const compareUpdated = (a: ListedTask, b: ListedTask) => (a.updatedAt < b.updatedAt ? -1 : a.updatedAt > b.updatedAt ? 1 : 0);
