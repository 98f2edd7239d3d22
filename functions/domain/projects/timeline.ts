// Projects: the timeline (task dependencies, never a loop).
import { PROJECT_NOT_FOUND, type TaskEdge } from '#contracts/projects';
import { db } from '#data/service';
import { Invalid, NotFound } from '#lib/errors';
import { boardTasks } from '../project-views.ts';
import { roleOn } from './access.ts';
import { partition } from './read.ts';

/** Throws Invalid when the links make a loop (A before B before … before A). */
export function assertNoLoop(edges: readonly TaskEdge[]): void {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.source, [...(next.get(e.source) ?? []), e.target]);
  const state = new Map<string, 1 | 2>();
  const visit = (node: string): boolean => {
    const seen = state.get(node);
    if (seen === 1) return true;
    if (seen === 2) return false;
    state.set(node, 1);
    for (const to of next.get(node) ?? []) if (visit(to)) return true;
    state.set(node, 2);
    return false;
  };
  for (const node of next.keys())
    if (visit(node)) throw new Invalid('These links make a loop: a task cannot have to be finished before itself. Remove one of the links.');
}

/**
 * Saves where the tasks sit on the timeline and the links between them (A → B: finish A
 * first). Links must join two different tasks of the project; duplicates are kept once.
 * Positions of tasks no longer on the board are dropped.
 */
export async function saveTimeline(
  userId: string,
  projectId: string,
  input: { positions: readonly { taskId: string; x: number; y: number }[]; edges: readonly TaskEdge[] },
) {
  const part = await partition(projectId);
  const { project } = part;
  const role = project
    ? await roleOn(
        userId,
        project,
        part.grants.find((g) => g.userId === userId),
      )
    : null;
  if (!project || !role) throw new NotFound(PROJECT_NOT_FOUND);
  const ids = new Set(part.tasks.map((t) => t.taskId));
  const edges: TaskEdge[] = [];
  const seen = new Set<string>();
  for (const e of input.edges) {
    if (e.source === e.target) throw new Invalid('A link must join two different tasks.');
    if (!ids.has(e.source) || !ids.has(e.target)) throw new Invalid('A link joins a task that is not on this board. Refresh the page and try again.');
    const key = `${e.source}>${e.target}`;
    if (!seen.has(key)) edges.push({ source: e.source, target: e.target });
    seen.add(key);
  }
  assertNoLoop(edges);
  const placed = new Map<string, { taskId: string; x: number; y: number }>();
  for (const p of input.positions) if (ids.has(p.taskId)) placed.set(p.taskId, { taskId: p.taskId, x: p.x, y: p.y });
  const timeline = { projectId, positions: [...placed.values()], edges };
  await db().entities.projectTimeline.put(timeline).go({ response: 'none' });
  const shown = boardTasks(part.tasks, { ...timeline, updatedAt: new Date().toISOString() });
  return { edges: shown.edges, tasks: shown.tasks };
}
