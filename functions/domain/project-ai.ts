// AI on a project: "Ask AI to Generate Plan" (start a plan run, report its real progress,
// record each workflow step, give a failed run's credit back once, add the chosen proposals
// as tasks exactly once) and the task page's AI Writing Assistant (streamed, nothing saved).
// The owner and the members the project is shared with may do both; the AI credit is the
// caller's own.
import { randomUUID } from 'node:crypto';
import { idempotentId } from '#lib/idempotency';
import { db } from '#data/service';
import type { PlanRunItem } from '#data/entities/plan-run';
import type { ProjectItem } from '#data/entities/project';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { Conflict, Invalid, NotFound, Unavailable } from '#lib/errors';
import { withRetries } from '#lib/retry';
import { logger } from '#lib/logger';
import { startPlanWorkflow } from '#lib/workflows';
import { AI_ERROR_MESSAGE, PLAN_STEPS, PlanProposal, type PlanRun, type PlanStepKey, type PlanStepStatus } from '#contracts/project-ai';
import type { PlanRequest } from '#lib/ai/plan-types';
import { TASK_NOT_FOUND } from '#contracts/tasks';
import { PROJECT_NOT_FOUND } from '#contracts/projects';
import * as BrandKits from './brand-kits.ts';
import * as Entitlements from './entitlements.ts';
import * as Projects from './projects.ts';
import { toTaskView } from './project-views.ts';
import { briefOf } from './rewrites.ts';
import { addTitles, titled } from './search-index.ts';
import { rankAfter } from './tasks/ranks.ts';
import { lastRank } from './tasks/create.ts';
import { busy, untilProcessed } from '#lib/retry';

export const PLAN_NOT_FOUND = 'Plan not found.';

/** The project, when the caller owns it or it is shared with them; NotFound otherwise. */
const visibleProject = (userId: string, projectId: string): Promise<ProjectItem> => Projects.getVisible(userId, projectId);

/** A run id derived from the caller, the project and the click's request id: a retried click finds its run. */
export const planRunIdFor = (userId: string, projectId: string, requestId: string) => idempotentId(`plan:${userId}:${projectId}:${requestId}`);

// ---- The run as the API shows it ----

const parseProposals = (json: string | undefined): PlanProposal[] => {
  if (!json) return [];
  const parsed = PlanProposal.array().safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
};

/** Which steps are done, running or failed, from what the workflow recorded. */
export function stepsOf(run: Pick<PlanRunItem, 'status' | 'contextLoaded' | 'proposed'>): PlanRun['steps'] {
  const done: Record<PlanStepKey, boolean> = { project: run.contextLoaded, propose: run.proposed, review: run.status === 'succeeded' };
  let reached = false;
  return PLAN_STEPS.map(({ key, label }) => {
    let status: PlanStepStatus = 'pending';
    if (done[key] || run.status === 'succeeded') status = 'done';
    else if (!reached) {
      reached = true;
      status = run.status === 'failed' ? 'failed' : 'active';
    }
    return { key, label, status };
  });
}

export function toPlanRun(run: PlanRunItem): PlanRun {
  return {
    runId: run.runId,
    projectId: run.projectId,
    status: run.status,
    steps: stepsOf(run),
    proposals: run.status === 'succeeded' ? parseProposals(run.proposals) : [],
    error: run.status === 'failed' ? (run.error ?? AI_ERROR_MESSAGE) : null,
    acceptedAt: run.acceptedAt ?? null,
    acceptedIndexes: run.acceptedIndexes ?? [],
    createdAt: run.createdAt,
  };
}

async function runOf(projectId: string, runId: string, consistent = false): Promise<PlanRunItem> {
  const { data } = await db().entities.planRun.get({ projectId, runId }).go({ consistent });
  if (!data) throw new NotFound(PLAN_NOT_FOUND);
  return data;
}

// ---- Start and poll ----

/**
 * Starts a plan run on a project the caller may see, spending one of the caller's AI credits
 * (402 when none are left, nothing created). A retried click (same request id) finds its run
 * and spends nothing more.
 */
export async function startPlan(userId: string, projectId: string, requestId: string): Promise<PlanRun> {
  await visibleProject(userId, projectId);
  const runId = planRunIdFor(userId, projectId, requestId);
  const existing = await db().entities.planRun.get({ projectId, runId }).go({ consistent: true });
  if (existing.data) return toPlanRun(existing.data);
  let created: PlanRunItem;
  try {
    created = (await db().entities.planRun.create({ projectId, runId, userId }).go()).data as PlanRunItem;
  } catch (error) {
    // Two concurrent retries of one click: the other request created it first.
    if (isConditionFailed(error)) return toPlanRun(await runOf(projectId, runId, true));
    throw error;
  }
  // One AI credit per plan, spent by the request that created the run.
  try {
    await Entitlements.consumeAiCredits(userId, 1);
  } catch (error) {
    await db().entities.planRun.delete({ projectId, runId }).go();
    throw error;
  }
  try {
    const executionArn = await startPlanWorkflow(runId, { projectId, runId });
    await db().entities.planRun.patch({ projectId, runId }).set({ executionArn }).go();
  } catch (error) {
    logger.error('Could not start the plan workflow', { projectId, runId, error: error as Error });
    await markFailed(projectId, runId, `The planning service could not start. ${AI_ERROR_MESSAGE}`);
    return toPlanRun(await runOf(projectId, runId, true));
  }
  return toPlanRun(created);
}

/** A plan run of a project the caller may see. */
export async function getPlan(userId: string, projectId: string, runId: string): Promise<PlanRun> {
  await visibleProject(userId, projectId);
  return toPlanRun(await runOf(projectId, runId));
}

/** How long an unreviewed plan is offered again when the project page opens. */
export const OPEN_PLAN_HOURS = 24;

/**
 * The project's newest plan run that still needs the user — still running, or proposals
 * waiting for their review — from the last OPEN_PLAN_HOURS; null when there is none. The page
 * resumes it after a reload instead of spending another credit. A project has few runs:
 * one Query of its partition.
 */
export async function openPlan(userId: string, projectId: string, now = new Date()): Promise<PlanRun | null> {
  await visibleProject(userId, projectId);
  const since = new Date(now.getTime() - OPEN_PLAN_HOURS * 3_600_000).toISOString();
  const { data } = await db().entities.planRun.query.byRun({ projectId }).go({ pages: 'all' });
  const newest = data
    .filter((run) => run.createdAt >= since && !run.acceptedAt && (run.status === 'running' || run.status === 'succeeded'))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return newest ? toPlanRun(newest) : null;
}

// ---- Steps the workflow records (functions/workflow/project-plan/*) ----

/** Step 1: what the AI plans from — the project, its task titles now and the owner's brand kit. */
export async function loadPlanRequest(projectId: string, runId: string): Promise<PlanRequest> {
  await runOf(projectId, runId, true);
  const { data: project } = await db().entities.project.get({ projectId }).go();
  if (!project) throw new PlanStepError('The project was deleted before its plan could be made.');
  const [titles, kit] = await Promise.all([taskTitlesOf(projectId), BrandKits.latestItem(project.userId)]);
  await db().entities.planRun.patch({ projectId, runId }).set({ contextLoaded: true }).go();
  return {
    project: {
      projectId,
      title: project.title,
      description: project.description ?? '',
      templateType: project.templateType ?? null,
      dueDate: project.dueDate ?? null,
    },
    existingTaskTitles: titles,
    brand: kit ? briefOf(kit) : null,
  };
}

/** The titles of a project's tasks: one query of its partition, titles only. */
async function taskTitlesOf(projectId: string): Promise<string[]> {
  const { data } = await db()
    .entities.task.query.byProject({ projectId })
    .go({ attributes: ['title'], pages: 'all' });
  return data.map((t) => t.title);
}

/** Step 2 finished: the AI answered with valid proposals. */
export async function recordProposed(projectId: string, runId: string): Promise<void> {
  await db().entities.planRun.patch({ projectId, runId }).set({ proposed: true }).go();
}

/**
 * Step 3: stores the proposals and marks the run succeeded. Titles added to the board while
 * the AI was writing are dropped; nothing left is a failure.
 */
export async function storeProposals(projectId: string, runId: string, proposals: readonly PlanProposal[]): Promise<void> {
  const { sameTitleKey } = await import('#lib/ai/plan-types');
  const taken = new Set((await taskTitlesOf(projectId)).map(sameTitleKey));
  const fresh = proposals.filter((p) => !taken.has(sameTitleKey(p.title)));
  if (fresh.length === 0) throw new PlanStepError('Every proposed task is already on the board.');
  await db()
    .entities.planRun.patch({ projectId, runId })
    .set({ proposed: true, status: 'succeeded', proposals: JSON.stringify(fresh) })
    .go();
}

/** A step failed in a way the user should read about (the workflow shows its message). */
export class PlanStepError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanStepError';
  }
}

/** Marks the run failed with a reason a user can act on, and gives its AI credit back (once). */
export async function markFailed(projectId: string, runId: string, reason: string): Promise<void> {
  const run = await runOf(projectId, runId, true);
  if (run.status === 'succeeded') return;
  const failedStep = stepsOf(run).find((s) => s.status === 'active')?.key ?? 'project';
  await db().entities.planRun.patch({ projectId, runId }).set({ status: 'failed', error: reason, failedStep }).go();
  await refundCredit(run);
}

/**
 * A failed run gives its AI credit back, once: `creditRefundedAt` is set in the same
 * transaction as the decrement of the month the credit was spent in (the run's starter's),
 * conditioned on it being absent, so a RecordFailure that runs twice cannot refund twice.
 */
export async function refundCredit(run: Pick<PlanRunItem, 'projectId' | 'runId' | 'userId' | 'createdAt'>): Promise<boolean> {
  const { projectId, runId, userId } = run;
  const now = new Date().toISOString();
  return Entitlements.refundAiCreditOnce(userId, run.createdAt, () =>
    db()
      .entities.planRun.patch({ projectId, runId })
      .set({ creditRefundedAt: now })
      .where((attr, { notExists }) => notExists(attr.creditRefundedAt)),
  );
}

// ---- Accept ----

const NOT_FINISHED = 'This plan has not finished yet, so there is nothing to add.';

/** The proposals chosen by index, in the order of the plan; an index outside the plan is a 400. */
export function chosenProposals(proposals: readonly PlanProposal[], indexes: readonly number[]): { index: number; proposal: PlanProposal }[] {
  const unique = [...new Set(indexes)].sort((a, b) => a - b);
  const outside = unique.find((i) => i >= proposals.length);
  if (outside !== undefined) throw new Invalid(`This plan has ${proposals.length} proposed tasks: choose among them.`);
  return unique.map((index) => ({ index, proposal: proposals[index]! }));
}

/** Attempts when a concurrent accept of the same plan or a busy item cancels the transaction. */
const ACCEPT_ATTEMPTS = 3;

/**
 * The Put of each chosen proposal as a task of the project: To Do, at the end of its column
 * (ranks after the column's last), with the proposal's priority, phase and estimated days.
 * The owner is the task's owner (it is their board and their counters); `createdBy` is who accepted.
 */
async function plannedTaskItems(project: ProjectItem, acceptedBy: string, proposals: readonly PlanProposal[], now: Date) {
  const last = await lastRank(project.projectId, 'todo');
  const at = now.toISOString();
  let previous = last;
  return proposals.map((proposal) => {
    const taskId = randomUUID();
    previous = rankAfter(previous, taskId);
    return {
      projectId: project.projectId,
      taskId,
      userId: project.userId,
      createdBy: acceptedBy,
      title: proposal.title,
      description: proposal.description,
      status: 'todo' as const,
      priority: proposal.priority,
      phase: proposal.phase,
      estimatedDays: proposal.estimatedDays,
      rank: previous,
      statusChangedAt: at,
    };
  });
}

/**
 * Adds the chosen proposals as tasks (To Do; the proposal's priority, phase and estimated
 * days), in one transaction with the run's acceptedAt (conditioned on it being absent): a
 * double click or a retry adds them once and answers the same tasks. The project's task count
 * moves with them (To Do tasks change no done counter).
 */
export async function acceptPlan(userId: string, projectId: string, runId: string, indexes: readonly number[]) {
  const project = await visibleProject(userId, projectId);
  // Accepted by a concurrent click (its tasks are the tasks), or a busy item: read again.
  const policy = {
    attempts: ACCEPT_ATTEMPTS,
    retryIf: (error: unknown) => error instanceof TransactionCanceled && (isConditionFailed(error, 'run') || error.conflicted),
  };
  return withRetries(policy, async () => {
    const run = await runOf(projectId, runId, true);
    if (run.acceptedAt) return tasksByIds(projectId, run.acceptedTaskIds ?? []);
    if (run.status !== 'succeeded') throw new Conflict(NOT_FINISHED);
    const chosen = chosenProposals(parseProposals(run.proposals), indexes);
    const now = new Date();
    const items = await plannedTaskItems(
      project,
      userId,
      chosen.map((c) => c.proposal),
      now,
    );
    const taskIds = items.map((item) => item.taskId);
    const { planRun, task } = db().entities;
    await addTitles(items.map(titled.task));
    try {
      await transactWrite({
        run: {
          Update: planRun
            .patch({ projectId, runId })
            .set({ acceptedAt: now.toISOString(), acceptedIndexes: chosen.map((c) => c.index), acceptedTaskIds: taskIds })
            .where((attr, { eq, notExists }) => `${notExists(attr.acceptedAt)} AND ${eq(attr.status, 'succeeded')}`)
            .params(),
        },
        tasks: items.map((item) => ({ Put: task.create(item).params() })),
        // The project list's progress counts its tasks.
        project: Projects.taskCountUpdate(project, { tasks: items.length, columns: Projects.columnMove(undefined, 'todo', items.length) }),
      });
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (isConditionFailed(error, 'project')) throw new NotFound(PROJECT_NOT_FOUND);
      throw error;
    }
    return tasksByIds(projectId, taskIds);
  });
}

/** The tasks a plan added, as the board shows them, in the plan's order (one BatchGetItem). */
async function tasksByIds(projectId: string, taskIds: readonly string[]) {
  if (taskIds.length === 0) return [];
  const data = await untilProcessed(
    taskIds.map((taskId) => ({ projectId, taskId })),
    (left) => db().entities.task.get(left).go({ consistent: true }),
    busy('The tasks'),
  );
  const byId = new Map(data.map((t) => [t.taskId, t]));
  return taskIds.flatMap((id) => {
    const item = byId.get(id);
    return item ? [toTaskView(item)] : [];
  });
}

// ---- The task writing assistant ----

/**
 * The AI Writing Assistant on a task the caller may see: one AI credit (like "Rewrite with
 * AI"), given back when the AI fails or says nothing before its first word. Streamed;
 * nothing is saved (the page appends it after a blank line).
 */
export async function* assistTask(
  userId: string,
  projectId: string,
  taskId: string,
  input: { text: string; instruction?: string | undefined },
  options: { signal?: AbortSignal | undefined } = {},
): AsyncGenerator<string> {
  const project = await visibleProject(userId, projectId);
  const { data: task } = await db().entities.task.get({ projectId, taskId }).go();
  if (!task) throw new NotFound(TASK_NOT_FOUND);
  // The AI writers are imported here, not with this module: only the assistant and the workflow need them.
  const [{ assistText }, kit] = await Promise.all([import('#lib/ai/task-assist'), BrandKits.latestItem(project.userId)]);
  await Entitlements.consumeAiCredits(userId, 1);
  const giveBack = () =>
    Entitlements.consumeAiCredits(userId, -1).catch((refund: unknown) => logger.error('Could not give back an AI credit', { userId, error: refund as Error }));
  const request = {
    brand: kit ? briefOf(kit) : null,
    project: { title: project.title, description: project.description ?? '' },
    task: { title: task.title, status: task.status, priority: task.priority, dueDate: task.dueDate ?? null },
    text: input.text,
    instruction: input.instruction?.trim() ?? '',
  };
  const stream = assistText(request, { signal: options.signal })[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await stream.next();
  } catch (error) {
    await giveBack();
    if (options.signal?.aborted) return;
    // The provider's refusal is logged where it happened; anything else is logged here.
    if (!(error instanceof Unavailable)) logger.error('The task assistant failed before its first word', { error: error as Error });
    throw new Unavailable(AI_ERROR_MESSAGE);
  }
  // No AI response received: nothing to append, so nothing spent.
  if (first.done) {
    await giveBack();
    throw new Unavailable(AI_ERROR_MESSAGE);
  }
  yield first.value;
  yield* { [Symbol.asyncIterator]: () => stream };
}
