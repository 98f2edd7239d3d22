// The Kanban board as the SPA holds it: each column's loaded cards in rank order (the first
// page, then the pages the user loaded), its count and the cursor of its next page. A move, a
// new card or a delete shows at once here; a card that belongs in a column's unloaded tail is
// counted there but not shown until the user loads that far.
import { TASK_STATUS_VALUES } from '#contracts/tasks';
import type { BoardCard, ColumnPage, ProjectBoard } from '#contracts/projects';
import { rankBetween, type MoveTarget } from './task-rank.ts';

export type BoardColumns = ProjectBoard['columns'];

/** Byte order, as fractional-indexing's keys sort (the server's index orders them the same way). */
const byRank = (a: { rank: string }, b: { rank: string }) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0);

/** Every loaded card of the board, column after column. */
export const loadedCards = (columns: BoardColumns): BoardCard[] => TASK_STATUS_VALUES.flatMap((status) => columns[status].tasks);

/** Whether a card of rank `rank` falls within what the column has loaded (its whole length when it has no more). */
const withinLoaded = (column: ColumnPage, rank: string) => column.cursor === null || rank <= column.cursor;

/** The column with `card` placed by its rank, when that place is loaded. */
function placed(column: ColumnPage, card: BoardCard): ColumnPage {
  if (!withinLoaded(column, card.rank)) return column;
  return { ...column, tasks: [...column.tasks, card].sort(byRank) };
}

/** The columns without `taskId` (its column's count goes down when it was counted there). */
export function withoutCard(columns: BoardColumns, taskId: string): BoardColumns {
  const out = { ...columns };
  for (const status of TASK_STATUS_VALUES) {
    const column = columns[status];
    if (column.tasks.some((t) => t.taskId === taskId))
      out[status] = { ...column, tasks: column.tasks.filter((t) => t.taskId !== taskId), count: Math.max(0, column.count - 1) };
  }
  return out;
}

/**
 * The columns with `card` as saved: taken out of where it was shown and placed in its column by
 * rank. A new card adds to its column's count; a changed card not shown (in an unloaded tail)
 * leaves the counts to the board's next read.
 */
export function withCard(columns: BoardColumns, card: BoardCard, isNew = false): BoardColumns {
  const wasShown = TASK_STATUS_VALUES.some((status) => columns[status].tasks.some((t) => t.taskId === card.taskId));
  const out = withoutCard(columns, card.taskId);
  const column = out[card.status];
  out[card.status] = placed({ ...column, count: wasShown || isNew ? column.count + 1 : column.count }, card);
  return out;
}

/**
 * The columns once `taskId` is dropped in `target`: its status and a rank between its new
 * neighbours, as the server will save them. No neighbours named: the end of the column — shown
 * there when the column is loaded to its end, else only counted.
 */
export function withMovedCard(columns: BoardColumns, taskId: string, target: MoveTarget): BoardColumns {
  const card = loadedCards(columns).find((t) => t.taskId === taskId);
  if (!card) return columns;
  const others = columns[target.status].tasks.filter((t) => t.taskId !== taskId);
  const rankOf = (id: string | null) => (id === null ? null : (others.find((t) => t.taskId === id)?.rank ?? null));
  let rank: string | undefined;
  if (target.beforeTaskId === null && target.afterTaskId === null) {
    if (columns[target.status].cursor !== null) {
      const out = withoutCard(columns, taskId);
      out[target.status] = { ...out[target.status], count: out[target.status].count + 1 };
      return out;
    }
    rank = rankBetween(others.at(-1)?.rank ?? null, null);
  } else {
    rank = rankBetween(rankOf(target.beforeTaskId), rankOf(target.afterTaskId));
  }
  const moved = { ...card, status: target.status, rank: rank ?? card.rank };
  const out = withoutCard(columns, taskId);
  const column = out[target.status];
  // A drop below the last loaded card stays where it was dropped, even past the cursor.
  out[target.status] = { ...column, count: column.count + 1, tasks: [...column.tasks, moved].sort(byRank) };
  return out;
}

/** The column with its next page after it (a card already shown, moved meanwhile, is not shown twice). */
export function withNextPage(column: ColumnPage, page: ColumnPage): ColumnPage {
  const shown = new Set(column.tasks.map((t) => t.taskId));
  return { tasks: [...column.tasks, ...page.tasks.filter((t) => !shown.has(t.taskId))].sort(byRank), count: page.count, cursor: page.cursor };
}
