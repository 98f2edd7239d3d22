// What a screen reader hears while a card is moved with the keyboard (or the mouse): how to
// pick it up, where it is after each arrow key, where it was dropped, and that a cancel put it
// back. Positions are counted the way the board will show them after the drop.
import { columnOf, moveAcross, moveWithin, type Columns } from './board.ts';
import { TASK_STATUS_LABELS, type TaskStatus } from '#contracts/tasks';

export const SCREEN_READER_INSTRUCTIONS =
  'To pick up a task, press Space or Enter. Use the arrow keys to move it within its column or to another column. Press Space or Enter again to drop it, or Escape to cancel.';

/** The columns as they will be if `activeId` is dropped on `overId`. */
export function columnsAfter(columns: Columns, activeId: string, overId: string | null | undefined): Columns {
  if (!overId) return columns;
  return columnOf(columns, activeId) === columnOf(columns, overId) ? moveWithin(columns, activeId, overId) : moveAcross(columns, activeId, overId);
}

/** "To Do, position 2 of 3" for where `taskId` sits in `columns`. */
export function placeOf(columns: Columns, taskId: string): { status: TaskStatus; text: string } | undefined {
  const status = columnOf(columns, taskId);
  if (!status) return undefined;
  const ids = columns[status];
  return { status, text: `${TASK_STATUS_LABELS[status]}, position ${ids.indexOf(taskId) + 1} of ${ids.length}` };
}

export function pickedUp(title: string, columns: Columns, taskId: string): string {
  const place = placeOf(columns, taskId);
  return `Picked up task ${title}${place ? ` in ${place.text}` : ''}.`;
}

export function movedOver(title: string, columns: Columns, taskId: string, overId: string | null | undefined): string {
  if (!overId) return `Task ${title} is no longer over a column.`;
  const place = placeOf(columnsAfter(columns, taskId, overId), taskId);
  return place ? `Task ${title} moved to ${place.text}.` : `Task ${title} moved.`;
}

export function dropped(title: string, columns: Columns, taskId: string, overId: string | null | undefined): string {
  if (!overId) return `Task ${title} was dropped outside the board and stays where it was.`;
  const place = placeOf(columnsAfter(columns, taskId, overId), taskId);
  return place ? `Task ${title} dropped in ${place.text}.` : `Task ${title} dropped.`;
}

export function cancelled(title: string, original: Columns, taskId: string): string {
  const place = placeOf(original, taskId);
  return `Moving task ${title} was cancelled. It is back in ${place ? place.text : 'its column'}.`;
}
