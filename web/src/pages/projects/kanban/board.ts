// The Kanban board's arithmetic, without React: tasks grouped into the four columns in rank
// order, a card moved across or within columns while it is dragged, the neighbours a drop
// sends to the server, and the board as it looks once the move is saved (for the optimistic
// update, in lib/task-rank.ts). Ranks are fractional keys compared as plain strings, as `fractional-indexing` orders them.
import type { MoveTarget, Placed } from '../../../lib/task-rank.ts';
import { TASK_STATUS_VALUES, type TaskStatus } from '#contracts/tasks';

/** Each column's task ids, top to bottom. */
export type Columns = Record<TaskStatus, string[]>;

/** The droppable id of a column itself (so a card can be dropped into an empty column). */
export const columnDropId = (status: TaskStatus) => `column:${status}`;

export function statusOfColumnDropId(id: string): TaskStatus | undefined {
  if (!id.startsWith('column:')) return undefined;
  const status = id.slice('column:'.length);
  return (TASK_STATUS_VALUES as readonly string[]).includes(status) ? (status as TaskStatus) : undefined;
}

/** Byte order, as fractional-indexing's keys sort; the id breaks a tie so the order is stable. */
export function byRank(a: Placed, b: Placed): number {
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1;
  return a.taskId < b.taskId ? -1 : a.taskId > b.taskId ? 1 : 0;
}

export function groupColumns(tasks: readonly Placed[]): Columns {
  const columns: Columns = { todo: [], in_progress: [], review: [], done: [] };
  for (const task of [...tasks].sort(byRank)) columns[task.status].push(task.taskId);
  return columns;
}

/** The column holding `id`: a task's column, or the column whose own droppable `id` is. */
export function columnOf(columns: Columns, id: string): TaskStatus | undefined {
  const own = statusOfColumnDropId(id);
  if (own) return own;
  return TASK_STATUS_VALUES.find((status) => columns[status].includes(id));
}

/**
 * While a card is dragged over another column: it leaves its column and takes the place of
 * the card it is over (or the end, when over the column itself or below its last card).
 * Unchanged (the same object) when `activeId` is already in the column of `overId`.
 */
export function moveAcross(columns: Columns, activeId: string, overId: string, below = false): Columns {
  const from = columnOf(columns, activeId);
  const to = columnOf(columns, overId);
  if (!from || !to || from === to) return columns;
  const target = columns[to].filter((id) => id !== activeId);
  const overIndex = target.indexOf(overId);
  const index = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
  target.splice(index, 0, activeId);
  return { ...columns, [from]: columns[from].filter((id) => id !== activeId), [to]: target };
}

/** A drop within one column: `activeId` takes the place of `overId`. */
export function moveWithin(columns: Columns, activeId: string, overId: string): Columns {
  const status = columnOf(columns, activeId);
  if (!status || columnOf(columns, overId) !== status) return columns;
  const ids = columns[status];
  const from = ids.indexOf(activeId);
  const over = statusOfColumnDropId(overId) ? ids.length - 1 : ids.indexOf(overId);
  if (from < 0 || over < 0 || from === over) return columns;
  const next = [...ids];
  next.splice(from, 1);
  next.splice(over, 0, activeId);
  return { ...columns, [status]: next };
}

export function moveTargetOf(columns: Columns, taskId: string): MoveTarget | undefined {
  const status = columnOf(columns, taskId);
  if (!status) return undefined;
  const ids = columns[status];
  const index = ids.indexOf(taskId);
  return { status, beforeTaskId: ids[index - 1] ?? null, afterTaskId: ids[index + 1] ?? null };
}

/** Whether `target` leaves the task where it already is (same column, same neighbours). */
export function isSamePlace(original: Columns, taskId: string, target: MoveTarget): boolean {
  const now = moveTargetOf(original, taskId);
  return !!now && now.status === target.status && now.beforeTaskId === target.beforeTaskId && now.afterTaskId === target.afterTaskId;
}
