// Where a moved task lands: a fractional rank between its new neighbours, as the server will
// write it. The board shows the move with it before the server answers (the optimistic update).
import { generateKeyBetween } from 'fractional-indexing';
import type { TaskStatus } from '#contracts/tasks';

/** What the board needs of a task to place it. */
export interface Placed {
  taskId: string;
  status: TaskStatus;
  rank: string;
}

/** What the server is told of a drop: the column, and the cards just above and just below the moved one. */
export interface MoveTarget {
  status: TaskStatus;
  /** The card just above the moved one; null at the top. */
  beforeTaskId: string | null;
  /** The card just below the moved one; null at the bottom. */
  afterTaskId: string | null;
}

/** A rank between the neighbours (what the server will write); undefined when their ranks are equal or malformed. */
export function rankBetween(before: string | null | undefined, after: string | null | undefined): string | undefined {
  try {
    return generateKeyBetween(before ?? null, after ?? null);
  } catch {
    return undefined;
  }
}

/**
 * The tasks once `taskId` sits in `target`: its status and a rank between its new neighbours,
 * as the server will save them. What the board shows until the server answers.
 */
export function withMove<T extends Placed>(tasks: readonly T[], taskId: string, target: MoveTarget): T[] {
  const rankOf = (id: string | null) => (id === null ? null : (tasks.find((task) => task.taskId === id)?.rank ?? null));
  const before = rankOf(target.beforeTaskId);
  const after = rankOf(target.afterTaskId);
  const rank = rankBetween(before, after);
  return tasks.map((task) => (task.taskId === taskId ? { ...task, status: target.status, rank: rank ?? task.rank } : task));
}
