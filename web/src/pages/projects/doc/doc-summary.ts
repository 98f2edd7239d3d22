// The Doc View's numbers, without React: how many tasks in each status, the share completed,
// and the same per phase (in the order the phases first appear) for the task breakdown.
import { phaseOf, phasesOf } from '../timeline/timeline-layout.ts';
import { type TaskStatus } from '#contracts/tasks';

export type StatusCounts = Record<TaskStatus, number> & { total: number; percentDone: number };
export type PhaseBreakdown = StatusCounts & { phase: string };

type Counted = { status: TaskStatus; phase?: string | null | undefined };

/** Whole percent of tasks completed; 0 for no tasks. */
export function percentDone(done: number, total: number): number {
  return total === 0 ? 0 : Math.round((done / total) * 100);
}

export function countByStatus(tasks: readonly Counted[]): StatusCounts {
  const counts = { todo: 0, in_progress: 0, review: 0, done: 0 };
  for (const task of tasks) counts[task.status] += 1;
  return { ...counts, total: tasks.length, percentDone: percentDone(counts.done, tasks.length) };
}

/** One row per phase, in the template's milestone order (`order`), else as they first appear; tasks without one last. */
export function breakdownByPhase(tasks: readonly Counted[], order: readonly string[] = []): PhaseBreakdown[] {
  const phases = phasesOf(tasks, order);
  return phases.map((phase) => ({ phase, ...countByStatus(tasks.filter((task) => phaseOf(task) === phase)) }));
}
