// Where a moved task lands: a fractional rank between its new neighbours, as the server will
// write it. The board shows the move with it before the server answers (the optimistic update,
// in lib/board-columns.ts).
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
