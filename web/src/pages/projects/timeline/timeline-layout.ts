// The timeline's arithmetic, without React: where each task sits when the user has not placed it
// (one lane per phase, top to bottom in the template's milestone order, else as they appear; time runs left to
// right, each task starting when the one before it in the plan ends, by its estimated days),
// and the rules for the "finish this first" links a user draws between tasks.

/** What the layout needs of a task. */
export interface TimelineTask {
  taskId: string;
  title: string;
  phase?: string | null | undefined;
  estimatedDays?: number | null | undefined;
  position?: { x: number; y: number } | null | undefined;
}

export interface TimelineEdge {
  source: string;
  target: string;
}

export type XY = { x: number; y: number };

/** The diagram's snap grid (spec 02 §9: 15 × 15); every computed place is on it. */
export const GRID = 15;
export const NODE_WIDTH = 225;
export const NODE_HEIGHT = 105;
/** One lane per phase: a node's height and a gap. */
export const LANE_HEIGHT = 150;
/** How far one estimated day moves a task to the right. */
export const DAY_WIDTH = 30;
/** The least space between two tasks of one lane, so short tasks do not overlap. */
export const NODE_GAP = 30;
/** The lane of tasks without a phase (added by hand). */
export const NO_PHASE = 'Other tasks';

const snap = (value: number) => Math.round(value / GRID) * GRID;

/** A task's days as the layout counts them: a whole number from 1 to 30 (spec 02 §9), 1 when unknown. */
export function daysOf(task: Pick<TimelineTask, 'estimatedDays'>): number {
  const days = task.estimatedDays;
  if (typeof days !== 'number' || !Number.isFinite(days)) return 1;
  return Math.min(30, Math.max(1, Math.round(days)));
}

export function phaseOf(task: Pick<TimelineTask, 'phase'>): string {
  return task.phase?.trim() || NO_PHASE;
}

/** "1 day", "5 days". */
export function dayLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * The phases of the tasks: first those of `order` (the template's milestones) that have tasks,
 * in that order; then the others in the order they first appear; tasks without one last.
 */
export function phasesOf(tasks: readonly Pick<TimelineTask, 'phase'>[], order: readonly string[] = []): string[] {
  const present = new Set(tasks.map(phaseOf));
  const phases: string[] = order.filter((phase, index) => present.has(phase) && order.indexOf(phase) === index && phase !== NO_PHASE);
  for (const task of tasks) {
    const phase = phaseOf(task);
    if (phase !== NO_PHASE && !phases.includes(phase)) phases.push(phase);
  }
  if (tasks.some((task) => phaseOf(task) === NO_PHASE)) phases.push(NO_PHASE);
  return phases;
}

/**
 * Where each task sits when it has no saved place: its phase's lane (y), and its start day
 * (x): phases run one after another, and within a phase the tasks run in the order given,
 * each starting when the previous one ends — but never closer than NODE_GAP to it.
 */
export function autoLayout(tasks: readonly TimelineTask[], order: readonly string[] = []): Map<string, XY> {
  const phases = phasesOf(tasks, order);
  const places = new Map<string, XY>();
  let phaseStartDay = 0;
  phases.forEach((phase, lane) => {
    let day = phaseStartDay;
    let nextFreeX = -Infinity;
    for (const task of tasks) {
      if (phaseOf(task) !== phase) continue;
      const x = snap(Math.max(day * DAY_WIDTH, nextFreeX));
      places.set(task.taskId, { x, y: lane * LANE_HEIGHT });
      nextFreeX = x + NODE_WIDTH + NODE_GAP;
      day += daysOf(task);
    }
    phaseStartDay = day;
  });
  return places;
}

/** Each task's place: where the user left it, else the automatic one. */
export function layoutTimeline(tasks: readonly TimelineTask[], order: readonly string[] = []): Map<string, XY> {
  const auto = autoLayout(tasks, order);
  const places = new Map<string, XY>();
  for (const task of tasks) {
    const saved = task.position;
    places.set(task.taskId, saved && Number.isFinite(saved.x) && Number.isFinite(saved.y) ? { x: saved.x, y: saved.y } : auto.get(task.taskId)!);
  }
  return places;
}

export const edgeId = (edge: TimelineEdge) => `${edge.source}->${edge.target}`;

/** True when `to` can be reached from `from` following the links (from a task to what waits for it). */
function reaches(edges: readonly TimelineEdge[], from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current === to) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const edge of edges) if (edge.source === current) stack.push(edge.target);
  }
  return false;
}

export const LINK_SAME = 'A task cannot wait for itself. Choose two different tasks.';
export const LINK_EXISTS = 'These tasks are already linked.';
export const LINK_LOOP = 'That link would make these tasks wait for each other. Remove the other link first.';

/**
 * Why the link "`source` must finish before `target`" cannot be added, or null when it can:
 * a task never waits for itself, a link is drawn once, and no chain of links loops back
 * (the tasks on a loop would block each other for ever).
 */
export function linkProblem(edges: readonly TimelineEdge[], source: string, target: string): string | null {
  if (!source || !target || source === target) return LINK_SAME;
  if (edges.some((edge) => edge.source === source && edge.target === target)) return LINK_EXISTS;
  if (reaches(edges, target, source)) return LINK_LOOP;
  return null;
}

export function withLink(edges: readonly TimelineEdge[], source: string, target: string): TimelineEdge[] {
  return linkProblem(edges, source, target) ? [...edges] : [...edges, { source, target }];
}

export function withoutLink(edges: readonly TimelineEdge[], id: string): TimelineEdge[] {
  return edges.filter((edge) => edgeId(edge) !== id);
}

/** Only links between tasks still on the board (a deleted task takes its links with it). */
export function linksAmong(edges: readonly TimelineEdge[], taskIds: ReadonlySet<string>): TimelineEdge[] {
  return edges.filter((edge) => taskIds.has(edge.source) && taskIds.has(edge.target));
}
