// The load test's own arithmetic (tests/load): where a dropped card lands between its
// neighbours, the percentiles it reports, and when a counter counts as drifted.
import { describe, expect, it } from 'vitest';
import type { TaskView } from '#contracts/tasks';
import { dropBetween } from '../load/journey.ts';
import { drifted } from '../load/recount.ts';
import { quantile } from '../load/report.ts';

const card = (taskId: string, status: TaskView['status'], rank: string) => ({ taskId, status, rank }) as TaskView;

describe('a drop between neighbours', () => {
  const board = [card('c', 'todo', 'a2'), card('a', 'todo', 'a0'), card('b', 'todo', 'a1'), card('x', 'done', 'a0')];

  it('names the card above and the card below in rank order, null at either end', () => {
    expect(dropBetween(board, 'x', 'todo', 0)).toEqual({ beforeTaskId: null, afterTaskId: 'a' });
    expect(dropBetween(board, 'x', 'todo', 2)).toEqual({ beforeTaskId: 'b', afterTaskId: 'c' });
    expect(dropBetween(board, 'x', 'todo', 9)).toEqual({ beforeTaskId: 'c', afterTaskId: null });
  });

  it('leaves the moving card out of its own column, and an empty column has no neighbours', () => {
    expect(dropBetween(board, 'b', 'todo', 1)).toEqual({ beforeTaskId: 'a', afterTaskId: 'c' });
    expect(dropBetween(board, 'a', 'review', 3)).toEqual({ beforeTaskId: null, afterTaskId: null });
  });
});

describe('the report', () => {
  it('takes percentiles by nearest rank', () => {
    const times = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(times, 0.5)).toBe(50);
    expect(quantile(times, 0.99)).toBe(99);
    expect(quantile([7], 0.99)).toBe(7);
    expect(quantile([], 0.5)).toBe(0);
  });

  it('calls a counter drifted when it differs from its recount or from what the clients saw', () => {
    expect(drifted({ kind: 'post reactions by type', counter: 'likes', stored: 3, recounted: 3 })).toBe(false);
    expect(drifted({ kind: 'post reactions by type', counter: 'likes', stored: 3, recounted: 4 })).toBe(true);
    expect(drifted({ kind: 'resource downloadCount', counter: 'downloads', stored: 5, recounted: 5, seen: 5 })).toBe(false);
    expect(drifted({ kind: 'resource downloadCount', counter: 'downloads', stored: 5, recounted: 5, seen: 6 })).toBe(true);
  });
});
