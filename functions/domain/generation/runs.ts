// AI generation runs: starting one for the caller's brand kit (one credit) and reporting its real progress.
import { POSTS_PER_PACKAGE, RUN_STAGES, type GeneratedPackage, type GenerationRun, type RunStageId } from '#contracts/generation';
import { dayIn } from '#contracts/common';
import { isConditionFailed } from '#data/conditions';
import type { GenerationRunItem } from '#data/entities/generation-run';
import { db } from '#data/service';
import { Conflict, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { logger } from '#lib/logger';
import { recordEvent } from '#lib/metrics';
import { startOnboardingWorkflow } from '#lib/workflows';
import * as BrandKits from '../brand-kits.ts';
import * as BrandVoice from '../brand-voice.ts';
import * as Entitlements from '../entitlements.ts';
import { regenerationsOf } from './package.ts';
import { markFailed } from './steps.ts';

/** A run id derived from the caller and the click's request id: a retried click finds its run. */
export const runIdFor = (userId: string, requestId: string) => idempotentId(`${userId}:${requestId}`);

/**
 * Starts the onboarding workflow for the caller's latest brand kit (one run per request id).
 * The run writes for the season of the day it is in `timeZone` when it starts.
 */
export async function start(
  userId: string,
  requestId: string,
  options: { timeZone: string } = { timeZone: 'UTC' },
  now = new Date(),
): Promise<{ runId: string }> {
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
    // The brief (with the owner's voice) travels in the execution input, so the first step needs no extra reads.
    const brand = await BrandVoice.voicedBrief(userId, {
      name: kit.name,
      industry: kit.industry,
      targetAudience: kit.targetAudience,
      mainGoal: kit.mainGoal,
      platforms: kit.platforms,
      toneOfVoice: kit.toneOfVoice,
      hemisphere: kit.hemisphere ?? 'auto',
      // The run's day: every step writes for the same season.
      today: dayIn(options.timeZone, now),
    });
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
export const WEIGHTS = { brand: 10, strategy: 25, post: 5, newsletter: 8, blog: 12, package: 10 } as const;

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
    longform: done.strategy
      ? [run.newsletterDone ? 'Newsletter ready' : 'Newsletter in progress', run.blogDone ? 'blog post ready' : 'blog post in progress'].join(', ')
      : null,
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
    regenerations: regenerationsOf(run),
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
