// The Doc View's overview and task breakdown as a user reads them: counts per status, the
// share completed, and the same per phase in the plan's order.
import { describe, expect, it } from 'vitest';
import { breakdownByPhase, countByStatus, percentDone } from '../../../web/src/pages/projects/doc/doc-summary.ts';
import { NO_PHASE } from '../../../web/src/pages/projects/timeline/timeline-layout.ts';

const tasks = [
  { status: 'done' as const, phase: 'Research' },
  { status: 'todo' as const, phase: null },
  { status: 'in_progress' as const, phase: 'Research' },
  { status: 'review' as const, phase: 'Launch' },
  { status: 'done' as const, phase: 'Launch' },
  { status: 'todo' as const, phase: 'Launch' },
];

describe('the Doc View overview', () => {
  it('counts the tasks in each status and the share completed', () => {
    expect(countByStatus(tasks)).toEqual({ todo: 2, in_progress: 1, review: 1, done: 2, total: 6, percentDone: 33 });
  });

  it('says 0% for a project without tasks', () => {
    expect(countByStatus([])).toMatchObject({ total: 0, percentDone: 0 });
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(2, 3)).toBe(67);
  });

  it('breaks the tasks down per phase, in the plan order, tasks without a phase last', () => {
    const rows = breakdownByPhase(tasks);
    expect(rows.map((row) => row.phase)).toEqual(['Research', 'Launch', NO_PHASE]);
    expect(rows[0]).toMatchObject({ total: 2, done: 1, in_progress: 1, percentDone: 50 });
    expect(rows[1]).toMatchObject({ total: 3, review: 1, done: 1, todo: 1, percentDone: 33 });
  });
});

describe('the Doc View breakdown of a template project', () => {
  it("lists the phases in the template's milestone order", () => {
    expect(breakdownByPhase(tasks, ['Launch', 'Research']).map((row) => row.phase)).toEqual(['Launch', 'Research', NO_PHASE]);
  });
});
