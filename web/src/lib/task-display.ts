// How a task is drawn on the board and in the list: the spec's status labels, the priority's
// border colour (low green, medium yellow, high red — spec 02 §4), the description excerpt,
// "Blocked by …", and the task menu's choices for a task in each status.
import { colorBorderStatusError, colorBorderStatusSuccess, colorBorderStatusWarning } from '@cloudscape-design/design-tokens';
import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import { type TaskPriority, type TaskStatus } from '#contracts/tasks';

export const STATUS_INDICATORS: Record<TaskStatus, StatusIndicatorProps.Type> = {
  todo: 'pending',
  in_progress: 'in-progress',
  review: 'info',
  done: 'success',
};

export const PRIORITY_BORDERS: Record<TaskPriority, string> = {
  low: colorBorderStatusSuccess,
  medium: colorBorderStatusWarning,
  high: colorBorderStatusError,
};

const EXCERPT_LENGTH = 100;

/** The description's first 100 characters on one line, cut at a word with "…". */
export function excerpt(text: string | null | undefined, length = EXCERPT_LENGTH): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "Blocked by Write the brief, Book the venue" while an earlier task is not done; '' otherwise. */
export function blockedByText(blockedBy: readonly { title: string }[] | undefined): string {
  if (!blockedBy || blockedBy.length === 0) return '';
  return `Blocked by ${blockedBy.map((task) => task.title).join(', ')}`;
}

export type TaskMenuAction = 'complete' | 'incomplete' | 'in-progress' | 'delete';

export const TASK_MENU_LABELS: Record<TaskMenuAction, string> = {
  complete: 'Mark Complete',
  incomplete: 'Mark Incomplete',
  'in-progress': 'Mark In Progress',
  delete: 'Delete',
};

/** The status each menu action gives (Mark Incomplete returns a task to To Do, spec 02 §4). */
export const MENU_STATUS: Record<Exclude<TaskMenuAction, 'delete'>, TaskStatus> = {
  complete: 'done',
  incomplete: 'todo',
  'in-progress': 'in_progress',
};

/** Mark Complete, or Mark Incomplete for a completed task; Mark In Progress unless it is in progress; Delete. */
export function menuActionsFor(status: TaskStatus): TaskMenuAction[] {
  const actions: TaskMenuAction[] = [status === 'done' ? 'incomplete' : 'complete'];
  if (status !== 'in_progress') actions.push('in-progress');
  actions.push('delete');
  return actions;
}
