// AI generation runs: start one for the caller's brand kit, report its real progress,
// record each workflow step, and approve its package into drafts exactly once.
import { createHash } from 'node:crypto';
import { db } from '#data/service';
import type { GenerationRunItem } from '#data/entities/generation-run';
import type { ContentItemItem } from '#data/entities/content-item';
import { Conflict, LimitReached, NotFound, Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
import { recordEvent } from '#lib/metrics';
import { startOnboardingWorkflow } from '#lib/workflows';
import { POSTS_PER_PACKAGE, RUN_STAGES, type GeneratedPackage, type GenerationRun, type RunStageId } from '#contracts/generation';
import { DEFAULT_TITLES } from '#contracts/content-types';
import type { ContentItem } from '#contracts/content';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import * as BrandKits from './brand-kits.ts';
import * as Entitlements from './entitlements.ts';
import { toContentItem } from './content.ts';

/** A run id derived from the caller and the click's request id: a retried click finds its run. */
export const runIdFor = (userId: string, requestId: string) =>
  createHash('sha256').update(`${userId}:${requestId}`).digest('hex').slice(0, 32);

export async function start(userId: string, requestId: string): Promise<{ runId: string }> {
  const kit = await BrandKits.latestItem(userId);
  if (!kit) throw new Conflict('Set up your brand kit before generating content.');
  const runId = runIdFor(userId, requestId);
  const existing = await db().entities.generationRun.get({ userId, runId }).go();
  if (existing.data) return { runId };
  try {
    await db().entities.generationRun.create({ userId, runId, brandKitId: kit.brandKitId }).go();
  } catch (error) {
    // Two concurrent retries of one click: the other request created it first.
    if (isConditionFailed(error)) return { runId };
    throw error;
  }
  // One AI credit per generated package, spent by the request that created the run.
  try {
    await Entitlements.consumeAiCredits(userId, 1);
  } catch (error) {
    await db().entities.generationRun.delete({ userId, runId }).go();
    throw error;
  }
  try {
    // The brief travels in the execution input, so the first step needs no extra reads.
    const brand = { name: kit.name, industry: kit.industry, targetAudience: kit.targetAudience, mainGoal: kit.mainGoal, platforms: kit.platforms, toneOfVoice: kit.toneOfVoice };
    const executionArn = await startOnboardingWorkflow(runId, { userId, runId, brand });
    await db().entities.generationRun.patch({ userId, runId }).set({ executionArn }).go();
    recordEvent('GenerationStarted');
  } catch (error) {
    logger.error('Could not start the generation workflow', { runId, error: error as Error });
    await markFailed(userId, runId, 'The generation service could not start. Please try again.');
  }
  return { runId };
}

// Progress weights: each finished workflow step moves the bar by its share.
const WEIGHTS = { brand: 10, strategy: 25, post: 5, newsletter: 8, blog: 12, package: 10 } as const;

export function percentOf(run: GenerationRunItem): number {
  if (run.status === 'succeeded') return 100;
  const posts = Math.min(run.postsWritten?.length ?? 0, POSTS_PER_PACKAGE);
  return (
    (run.brandLoaded ? WEIGHTS.brand : 0) +
    (run.strategyDone ? WEIGHTS.strategy : 0) +
    posts * WEIGHTS.post +
    (run.newsletterDone ? WEIGHTS.newsletter : 0) +
    (run.blogDone ? WEIGHTS.blog : 0) +
    (run.assembled ? WEIGHTS.package : 0)
  );
}

/** Which stages are done, running or failed, from the steps the workflow recorded. */
export function stagesOf(run: GenerationRunItem): GenerationRun['stages'] {
  const posts = Math.min(run.postsWritten?.length ?? 0, POSTS_PER_PACKAGE);
  const done: Record<RunStageId, boolean> = {
    brand: run.brandLoaded,
    strategy: run.strategyDone,
    posts: posts === POSTS_PER_PACKAGE,
    longform: run.newsletterDone && run.blogDone,
    package: run.assembled,
  };
  const ready: Record<RunStageId, boolean> = {
    brand: true,
    strategy: done.brand,
    posts: done.strategy,
    longform: done.strategy,
    package: done.posts && done.longform,
  };
  const detail: Record<RunStageId, string | null> = {
    brand: null,
    strategy: null,
    posts: done.strategy ? `${posts} of ${POSTS_PER_PACKAGE} written` : null,
    longform: done.strategy ? [run.newsletterDone ? 'Newsletter ready' : 'Newsletter in progress', run.blogDone ? 'blog post ready' : 'blog post in progress'].join(', ') : null,
    package: null,
  };
  return RUN_STAGES.map(({ id, label }) => {
    let state: 'pending' | 'active' | 'done' | 'failed' = 'pending';
    if (done[id] || run.status === 'succeeded') state = 'done';
    else if (ready[id]) state = run.status === 'failed' ? 'failed' : 'active';
    return { id, label, state, detail: run.status === 'succeeded' ? null : detail[id] };
  });
}

export function toRun(run: GenerationRunItem): GenerationRun {
  return {
    runId: run.runId,
    status: run.status,
    percent: percentOf(run),
    stages: stagesOf(run),
    error: run.status === 'failed' ? (run.error ?? 'The generation run failed.') : null,
    result: run.result ? (JSON.parse(run.result) as GeneratedPackage) : null,
    approvedAt: run.approvedAt ?? null,
    createdAt: run.createdAt,
  };
}

export async function get(userId: string, runId: string): Promise<GenerationRun> {
  const { data } = await db().entities.generationRun.get({ userId, runId }).go();
  if (!data) throw new NotFound('Generation run not found.');
  return toRun(data);
}

export async function listRecent(userId: string, limit = 5): Promise<GenerationRun[]> {
  const { data } = await db().entities.generationRun.query.byUserNewest({ userId }).go({ order: 'desc', limit });
  return data.map(toRun);
}

// ---- Steps the workflow records (called by functions/workflow/*) ----

export async function loadRun(userId: string, runId: string): Promise<GenerationRunItem> {
  const { data } = await db().entities.generationRun.get({ userId, runId }).go();
  if (!data) throw new Error(`Generation run ${runId} does not exist`);
  return data;
}

export async function recordStep(userId: string, runId: string, step: 'brandLoaded' | 'strategyDone' | 'newsletterDone' | 'blogDone'): Promise<void> {
  await db().entities.generationRun.patch({ userId, runId }).set({ [step]: true }).go();
}

/** A set, not a counter: a retried post task cannot count twice. */
export async function recordPost(userId: string, runId: string, number: number): Promise<void> {
  await db().entities.generationRun.patch({ userId, runId }).add({ postsWritten: [number] }).go();
}

export async function markSucceeded(userId: string, runId: string, result: GeneratedPackage): Promise<void> {
  await db().entities.generationRun.patch({ userId, runId }).set({ assembled: true, status: 'succeeded', result: JSON.stringify(result) }).go();
  recordEvent('GenerationSucceeded');
}

export async function markFailed(userId: string, runId: string, reason: string): Promise<void> {
  const run = await loadRun(userId, runId);
  const failedStage = stagesOf(run).find((s) => s.state === 'active')?.id ?? 'brand';
  await db().entities.generationRun.patch({ userId, runId }).set({ status: 'failed', error: reason, failedStage }).go();
  recordEvent('GenerationFailed');
}

// ---- Approve & Publish ----

/** The drafts a package becomes (spec §4): one per post, the newsletter, the blog post. */
export function draftsOf(runId: string, result: GeneratedPackage) {
  const blogBody = result.blog.body.trim() ? result.blog.body : result.blog.outline.map((line) => `• ${line}`).join('\n');
  return [
    ...result.posts.map((post, i) => ({ itemId: `${runId}-post-${i + 1}`, type: 'post' as const, title: post.title || DEFAULT_TITLES.post, body: post.caption })),
    { itemId: `${runId}-email`, type: 'email' as const, title: result.email.subject || DEFAULT_TITLES.email, body: result.email.body },
    { itemId: `${runId}-blog`, type: 'blog' as const, title: result.blog.title || DEFAULT_TITLES.blog, body: blogBody },
  ];
}

/** Attempts at Approve & Publish when concurrent writes to the user's library counter cancel it. */
const APPROVE_ATTEMPTS = 5;

/**
 * Saves every item of the package as a draft, in one transaction with the run's approvedAt
 * (a double click or a retry creates one set of drafts) and the library counter (the
 * Growth plan's 20 assets hold against concurrent approvals of different runs).
 */
export async function approve(userId: string, runId: string): Promise<ContentItem[]> {
  for (let attempt = 1; ; attempt++) {
    const { data: run } = await db().entities.generationRun.get({ userId, runId }).go({ consistent: true });
    if (!run) throw new NotFound('Generation run not found.');
    if (run.status !== 'succeeded' || !run.result) throw new Conflict('This generation run has not finished yet, so there is nothing to approve.');
    if (run.approvedAt) return itemsOfRun(userId, runId, run.approvedAt);
    const now = new Date().toISOString();
    const drafts = draftsOf(runId, JSON.parse(run.result) as GeneratedPackage);
    const counter = await Entitlements.libraryCounterAction(userId, drafts.length);
    const { generationRun, contentItem } = db().entities;
    try {
      await transactWrite({
        run: { Update: generationRun.patch({ userId, runId }).set({ approvedAt: now }).where(({ approvedAt: at }, { notExists }) => notExists(at)).params() },
        counter,
        // Every draft of a run is created at the run's approvedAt: its drafts share one key prefix.
        drafts: drafts.map((d) => ({ Put: contentItem.create({ userId, createdAt: now, status: 'draft', runId, ...d }).params() })),
      });
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      // Approved by a concurrent click of the same run: its drafts are the drafts (read again for its approvedAt).
      if (isConditionFailed(error, 'run')) continue;
      // The counter moved (another approval) or the item was busy: read again and decide again.
      const counterMoved = isConditionFailed(error, 'counter') || error.conflicted;
      if (!counterMoved) throw error;
      if (attempt >= APPROVE_ATTEMPTS) {
        if (isConditionFailed(error, 'counter')) throw new LimitReached(UPGRADE_MESSAGES.contentLibrary);
        throw new Unavailable('Your library is busy with another change. Please try again.');
      }
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 40));
      continue;
    }
    recordEvent('DraftsApproved', drafts.length);
    return itemsOfRun(userId, runId, now);
  }
}

/** The run's drafts: one key-prefix query on (userId, approvedAt), never a read of the whole library. */
async function itemsOfRun(userId: string, runId: string, approvedAt: string): Promise<ContentItem[]> {
  const items: ContentItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: ContentItemItem[]; cursor: string | null } = await db()
      .entities.contentItem.query.byUser({ userId, createdAt: approvedAt })
      // Another run approved in the same millisecond would share the prefix.
      .where(({ runId: r }, { eq }) => eq(r, runId))
      .go({ cursor });
    items.push(...page.data.map(toContentItem));
    cursor = page.cursor;
  } while (cursor);
  return items.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}
