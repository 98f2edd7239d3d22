// The Kanban board's arithmetic as a user meets it: cards in rank order per column, a card
// dragged into another column or along its own, the neighbours a drop tells the server, and
// the board shown while the server saves the move.
import { describe, expect, it } from 'vitest';
import { columnDropId, columnOf, groupColumns, isSamePlace, moveAcross, moveTargetOf, moveWithin } from '../../../web/src/pages/projects/kanban/board.ts';
import { rankBetween, type Placed } from '../../../web/src/lib/task-rank.ts';
import { loadedCards, withMovedCard, type BoardColumns } from '../../../web/src/lib/board-columns.ts';
import { TASK_STATUS_VALUES } from '#contracts/tasks';

const tasks: Placed[] = [
  { taskId: 'b', status: 'todo', rank: 'a1' },
  { taskId: 'a', status: 'todo', rank: 'a0' },
  { taskId: 'c', status: 'todo', rank: 'a2' },
  { taskId: 'r', status: 'review', rank: 'a0' },
  { taskId: 'd', status: 'done', rank: 'a0' },
];

describe('the columns', () => {
  it('hold their cards in rank order, and an empty column is empty', () => {
    expect(groupColumns(tasks)).toEqual({ todo: ['a', 'b', 'c'], in_progress: [], review: ['r'], done: ['d'] });
  });

  it('order ranks as fractional keys do (byte order, not locale order)', () => {
    const columns = groupColumns([
      { taskId: 'lower', status: 'todo', rank: 'a0V' },
      { taskId: 'upper', status: 'todo', rank: 'a0' },
      { taskId: 'z', status: 'todo', rank: 'Zz' },
    ]);
    expect(columns.todo).toEqual(['z', 'upper', 'lower']);
  });

  it('know which column a card or a column drop zone belongs to', () => {
    const columns = groupColumns(tasks);
    expect(columnOf(columns, 'b')).toBe('todo');
    expect(columnOf(columns, columnDropId('in_progress'))).toBe('in_progress');
    expect(columnOf(columns, 'nope')).toBeUndefined();
  });
});

describe('dragging a card', () => {
  it('over a card of another column puts it in that card’s place', () => {
    const columns = moveAcross(groupColumns(tasks), 'b', 'r');
    expect(columns.todo).toEqual(['a', 'c']);
    expect(columns.review).toEqual(['b', 'r']);
  });

  it('below the last card of another column puts it at the end', () => {
    expect(moveAcross(groupColumns(tasks), 'b', 'r', true).review).toEqual(['r', 'b']);
  });

  it('over an empty column puts it there', () => {
    const columns = moveAcross(groupColumns(tasks), 'a', columnDropId('in_progress'));
    expect(columns.in_progress).toEqual(['a']);
    expect(columns.todo).toEqual(['b', 'c']);
  });

  it('within its own column reorders it, and leaves other columns alone', () => {
    const columns = moveWithin(groupColumns(tasks), 'a', 'c');
    expect(columns.todo).toEqual(['b', 'c', 'a']);
    expect(columns.review).toEqual(['r']);
    expect(moveWithin(groupColumns(tasks), 'c', 'a').todo).toEqual(['c', 'a', 'b']);
  });
});

describe('a drop', () => {
  it('tells the server the column and the cards just above and below', () => {
    const columns = moveWithin(groupColumns(tasks), 'a', 'b');
    expect(moveTargetOf(columns, 'a')).toEqual({ status: 'todo', beforeTaskId: 'b', afterTaskId: 'c' });
    expect(moveTargetOf(moveAcross(groupColumns(tasks), 'c', columnDropId('in_progress')), 'c')).toEqual({
      status: 'in_progress',
      beforeTaskId: null,
      afterTaskId: null,
    });
    expect(moveTargetOf(columns, 'b')).toEqual({ status: 'todo', beforeTaskId: null, afterTaskId: 'a' });
  });

  it('back where it started is no move at all', () => {
    const original = groupColumns(tasks);
    expect(isSamePlace(original, 'b', { status: 'todo', beforeTaskId: 'a', afterTaskId: 'c' })).toBe(true);
    expect(isSamePlace(original, 'b', { status: 'review', beforeTaskId: null, afterTaskId: 'r' })).toBe(false);
  });

  it('shows the card in its new place before the server answers, ranked between its neighbours', () => {
    const card = (t: Placed) => ({ ...t, projectId: 'p', title: t.taskId, description: '', priority: 'medium' as const, dueDate: null, blockedBy: [] });
    const columnOf = (status: (typeof TASK_STATUS_VALUES)[number]) => {
      const inColumn = tasks.filter((t) => t.status === status).map(card);
      return { tasks: inColumn, count: inColumn.length, cursor: null };
    };
    const columns: BoardColumns = { todo: columnOf('todo'), in_progress: columnOf('in_progress'), review: columnOf('review'), done: columnOf('done') };
    const moved = withMovedCard(columns, 'a', { status: 'todo', beforeTaskId: 'b', afterTaskId: 'c' });
    expect(groupColumns(loadedCards(moved)).todo).toEqual(['b', 'a', 'c']);
    const across = withMovedCard(columns, 'c', { status: 'review', beforeTaskId: null, afterTaskId: 'r' });
    expect(groupColumns(loadedCards(across))).toEqual({ todo: ['a', 'b'], in_progress: [], review: ['c', 'r'], done: ['d'] });
    expect([across.todo.count, across.review.count]).toEqual([2, 2]);
  });

  it('ranks between any two keys and at either end, and gives up on two equal keys', () => {
    expect(rankBetween(null, null)).toBe('a0');
    expect(rankBetween('a0', 'a1')! > 'a0').toBe(true);
    expect(rankBetween(null, 'a0')! < 'a0').toBe(true);
    expect(rankBetween('a1', 'a1')).toBeUndefined();
  });
});
