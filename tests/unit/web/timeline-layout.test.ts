// The timeline as a user first sees it: one lane per phase in the plan's order, tasks left to
// right by their estimated days, never on top of each other, on the 15 px grid; saved places
// win; and the links a user may draw ("finish this first") never loop.
import { describe, expect, it } from 'vitest';
import {
  DAY_WIDTH,
  GRID,
  LANE_HEIGHT,
  LINK_EXISTS,
  LINK_LOOP,
  LINK_SAME,
  NODE_GAP,
  NODE_WIDTH,
  NO_PHASE,
  autoLayout,
  dayLabel,
  daysOf,
  edgeId,
  layoutTimeline,
  linkProblem,
  linksAmong,
  phasesOf,
  withLink,
  withoutLink,
  type TimelineTask,
} from '../../../web/src/pages/projects/timeline/timeline-layout.ts';

const task = (taskId: string, phase: string | null, estimatedDays: number | null, position: { x: number; y: number } | null = null): TimelineTask => ({
  taskId,
  title: `Task ${taskId}`,
  phase,
  estimatedDays,
  position,
});

const launch = [task('a', 'Research', 10), task('b', 'Research', 5), task('c', 'Build', 1), task('d', 'Build', 20), task('e', 'Launch', 3)];

describe('the automatic layout', () => {
  it('puts each phase in its own lane, in the order the phases first appear', () => {
    expect(phasesOf(launch)).toEqual(['Research', 'Build', 'Launch']);
    const places = autoLayout(launch);
    expect(places.get('a')!.y).toBe(0);
    expect(places.get('b')!.y).toBe(0);
    expect(places.get('c')!.y).toBe(LANE_HEIGHT);
    expect(places.get('e')!.y).toBe(2 * LANE_HEIGHT);
  });

  it('starts each task when the one before it ends, and each phase after the previous phase', () => {
    const places = autoLayout(launch);
    expect(places.get('a')!.x).toBe(0);
    expect(places.get('b')!.x).toBe(10 * DAY_WIDTH);
    // Build starts after Research's 15 days; its 1-day task is followed by a 20-day one.
    expect(places.get('c')!.x).toBe(15 * DAY_WIDTH);
    // Launch starts after 36 days of work.
    expect(places.get('e')!.x).toBe(36 * DAY_WIDTH);
  });

  it('keeps short tasks of a lane apart instead of stacking them', () => {
    const places = autoLayout(launch);
    expect(places.get('d')!.x - places.get('c')!.x).toBeGreaterThanOrEqual(NODE_WIDTH + NODE_GAP);
  });

  it('puts every task on the snap grid', () => {
    for (const { x, y } of autoLayout([...launch, task('f', null, 7)]).values()) {
      expect(x % GRID).toBe(0);
      expect(y % GRID).toBe(0);
    }
  });

  it('gives tasks without a phase their own last lane', () => {
    const tasks = [task('x', null, 2), ...launch];
    expect(phasesOf(tasks)).toEqual(['Research', 'Build', 'Launch', NO_PHASE]);
    expect(autoLayout(tasks).get('x')!.y).toBe(3 * LANE_HEIGHT);
  });

  it('counts unknown or out-of-range days as 1 to 30', () => {
    expect(daysOf({ estimatedDays: null })).toBe(1);
    expect(daysOf({ estimatedDays: 0 })).toBe(1);
    expect(daysOf({ estimatedDays: 45 })).toBe(30);
    expect(dayLabel(1)).toBe('1 day');
    expect(dayLabel(6)).toBe('6 days');
  });

  it('keeps the place a user saved, and lays out the rest', () => {
    const places = layoutTimeline([task('a', 'Research', 10, { x: 450, y: 300 }), task('b', 'Research', 5)]);
    expect(places.get('a')).toEqual({ x: 450, y: 300 });
    expect(places.get('b')).toEqual({ x: 10 * DAY_WIDTH, y: 0 });
  });
});

describe('the links between tasks', () => {
  const edges = [
    { source: 'a', target: 'b' },
    { source: 'b', target: 'c' },
  ];

  it('may link two tasks once', () => {
    expect(linkProblem(edges, 'a', 'c')).toBeNull();
    expect(linkProblem(edges, 'a', 'b')).toBe(LINK_EXISTS);
    expect(withLink(edges, 'a', 'c')).toHaveLength(3);
    expect(withLink(edges, 'a', 'b')).toHaveLength(2);
  });

  it('never lets a task wait for itself, directly or through a loop', () => {
    expect(linkProblem(edges, 'a', 'a')).toBe(LINK_SAME);
    expect(linkProblem(edges, 'c', 'a')).toBe(LINK_LOOP);
    expect(linkProblem(edges, 'b', 'a')).toBe(LINK_LOOP);
  });

  it('removes a link by its id, and drops links of tasks no longer on the board', () => {
    expect(withoutLink(edges, edgeId({ source: 'a', target: 'b' }))).toEqual([{ source: 'b', target: 'c' }]);
    expect(linksAmong(edges, new Set(['a', 'b']))).toEqual([{ source: 'a', target: 'b' }]);
  });
});

describe('the lanes of a project made from a template', () => {
  it("follow the template's milestones, then any other phase, then tasks without one", () => {
    const tasks = [task('a', 'Launch', 1), task('b', 'Other', 1), task('c', 'Plan', 1), task('d', null, 1)];
    expect(phasesOf(tasks, ['Plan', 'Build', 'Launch'])).toEqual(['Plan', 'Launch', 'Other', NO_PHASE]);
    expect(autoLayout(tasks, ['Plan', 'Build', 'Launch']).get('c')).toEqual({ x: 0, y: 0 });
  });
});
