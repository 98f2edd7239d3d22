// AI generation runs: start one for the caller's brand kit, report its real progress,
// record each workflow step, give a failed run's credit back once, let the user edit,
// regenerate (free, bounded) and rewrite the package's items before approving, and approve
// its package into drafts exactly once.
import { idempotentId } from '#lib/idempotency';
import { db } from '#data/service';
import type { GenerationRunItem } from '#data/entities/generation-run';
import type { ContentItemItem } from '#data/entities/content-item';
import { Conflict, LimitReached, NotFound, Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';
// The AI writers (#lib/ai/index) are imported inside the verbs that write: the other
// generation routes never need them.
import { countWords, type BrandBrief } from '#lib/ai/types';
import { recordEvent } from '#lib/metrics';
import { startOnboardingWorkflow } from '#lib/workflows';
import {
  POSTS_PER_PACKAGE,
  REGENERATIONS_PER_ITEM,
  postPlatform,
  RUN_STAGES,
  type GeneratedPackage,
  type GenerationRun,
  type PackageItemKey,
  type RunStageId,
  type SavePackageItem,
} from '#contracts/generation';
import { DEFAULT_TITLES } from '#contracts/content-types';
import type { ContentItem, RewriteContentItem } from '#contracts/content';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import * as BrandKits from './brand-kits.ts';
import * as Entitlements from './entitlements.ts';
import { toContentItem } from './content.ts';
import { briefOf, rewriteForUser } from './rewrites.ts';
import { CONTENT_NOTICES, notify } from './notifications.ts';

/** A run id derived from the caller and the click's request id: a retried click finds its run. */
export const runIdFor = (userId: string, requestId: string) => idempotentId(`${userId}:${requestId}`);

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
    const brand = {
      name: kit.name,
      industry: kit.industry,
      targetAudience: kit.targetAudience,
      mainGoal: kit.mainGoal,
      platforms: kit.platforms,
      toneOfVoice: kit.toneOfVoice,
    };
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

// ---- Steps the workflow records (called by functions/workflow/*) ----

export async function loadRun(userId: string, runId: string): Promise<GenerationRunItem> {
  const { data } = await db().entities.generationRun.get({ userId, runId }).go();
  if (!data) throw new Error(`Generation run ${runId} does not exist`);
  return data;
}

export async function recordStep(userId: string, runId: string, step: 'brandLoaded' | 'strategyDone' | 'newsletterDone' | 'blogDone'): Promise<void> {
  await db()
    .entities.generationRun.patch({ userId, runId })
    .set({ [step]: true })
    .go();
}

/** A set, not a counter: a retried post task cannot count twice. */
export async function recordPost(userId: string, runId: string, number: number): Promise<void> {
  await db()
    .entities.generationRun.patch({ userId, runId })
    .add({ postsWritten: [number] })
    .go();
}

export async function markSucceeded(userId: string, runId: string, result: GeneratedPackage): Promise<void> {
  await db()
    .entities.generationRun.patch({ userId, runId })
    .set({ assembled: true, status: 'succeeded', result: JSON.stringify(result) })
    .go();
  recordEvent('GenerationSucceeded');
}

export async function markFailed(userId: string, runId: string, reason: string): Promise<void> {
  const run = await loadRun(userId, runId);
  const failedStage = stagesOf(run).find((s) => s.state === 'active')?.id ?? 'brand';
  await db().entities.generationRun.patch({ userId, runId }).set({ status: 'failed', error: reason, failedStage }).go();
  recordEvent('GenerationFailed');
  await refundCredit(userId, run);
}

/**
 * A failed run gives its AI credit back, once: the run's `creditRefundedAt` is set in the
 * same transaction as the decrement of the month the credit was spent in, conditioned on it
 * being absent, so a RecordFailure that runs twice (a retried task, a redelivered event)
 * cannot refund twice.
 */
export async function refundCredit(userId: string, run: Pick<GenerationRunItem, 'runId' | 'createdAt'>): Promise<boolean> {
  const now = new Date().toISOString();
  return Entitlements.refundAiCreditOnce(userId, run.createdAt, () =>
    db()
      .entities.generationRun.patch({ userId, runId: run.runId })
      .set({ creditRefundedAt: now })
      .where((attr, { notExists }) => notExists(attr.creditRefundedAt)),
  );
}

// ---- The package before approval: edit, regenerate and rewrite its items ----

function regenerationsOf(run: Pick<GenerationRunItem, 'regenerations'>): Record<string, number> {
  const value: unknown = run.regenerations;
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

const ALREADY_APPROVED = 'This package has been approved: its items are drafts now. Edit them in Content.';
const CHANGED_MEANWHILE = 'This package was changed in another tab or window. Reload it and try again.';

/** The caller's finished, unapproved run with its package; 404 for another user's, 409 when approved or unfinished. */
async function editableRun(userId: string, runId: string): Promise<{ run: GenerationRunItem; result: GeneratedPackage }> {
  const { data: run } = await db().entities.generationRun.get({ userId, runId }).go({ consistent: true });
  if (!run) throw new NotFound('Generation run not found.');
  if (run.approvedAt) throw new Conflict(ALREADY_APPROVED);
  if (run.status !== 'succeeded' || !run.result) throw new Conflict('This generation run has not finished yet, so there is nothing to edit.');
  return { run, result: JSON.parse(run.result) as GeneratedPackage };
}

/** The package with one item's title and body replaced (a post keeps its platform and hashtags). */
export function withItem(result: GeneratedPackage, item: PackageItemKey, text: { title: string; body: string }): GeneratedPackage {
  if (item === 'email') return { ...result, email: { ...result.email, subject: text.title, body: text.body } };
  if (item === 'blog') return { ...result, blog: { ...result.blog, title: text.title, body: text.body, wordCount: countWords(text.body) } };
  const index = Number(item.slice('post-'.length)) - 1;
  // The edited caption is the post as posted, hashtags included (the editor showed them in it):
  // a separate hashtag list would add back the tags the user removed.
  const edited = (post: GeneratedPackage['posts'][number]) => {
    const { hashtags: _replaced, ...rest } = post as typeof post & { hashtags?: unknown };
    return { ...rest, title: text.title, caption: text.body };
  };
  return { ...result, posts: result.posts.map((post, i) => (i === index ? edited(post) : post)) };
}

/** One item's title and body as the editor shows them. */
export function textOf(result: GeneratedPackage, item: PackageItemKey): { title: string; body: string } {
  if (item === 'email') return { title: result.email.subject, body: result.email.body };
  if (item === 'blog') return { title: result.blog.title, body: result.blog.body };
  const post = result.posts[Number(item.slice('post-'.length)) - 1];
  if (!post) throw new NotFound('This package has no such post.');
  return { title: post.title, body: postedCaption(post) };
}

/**
 * Writes the run's package back, conditioned on the run being as it was read (its
 * `updatedAt`) and still unapproved: an approval or another edit in between is a 409, never
 * a lost write.
 */
async function writePackage(
  userId: string,
  run: GenerationRunItem,
  changes: { result: GeneratedPackage; regenerations?: Record<string, number> },
): Promise<GenerationRun> {
  try {
    const { data } = await db()
      .entities.generationRun.patch({ userId, runId: run.runId })
      .set({ result: JSON.stringify(changes.result), ...(changes.regenerations ? { regenerations: changes.regenerations } : {}) })
      .where((attr, { eq, notExists }) => `${eq(attr.updatedAt, run.updatedAt)} AND ${notExists(attr.approvedAt)}`)
      .go({ response: 'all_new' });
    return toRun(data as GenerationRunItem);
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const { data: now } = await db().entities.generationRun.get({ userId, runId: run.runId }).go({ consistent: true });
    throw new Conflict(now?.approvedAt ? ALREADY_APPROVED : CHANGED_MEANWHILE);
  }
}

/** PUT /generation-runs/{runId}/package: one item as the user edited it, kept for Approve & Publish. */
export async function savePackageItem(userId: string, runId: string, input: SavePackageItem): Promise<GenerationRun> {
  const { run, result } = await editableRun(userId, runId);
  return writePackage(userId, run, { result: withItem(result, input.item, input) });
}

/** The strategy with its pillars turned by `by`: each regeneration writes from another angle. */
const turned = <T>(list: readonly T[], by: number): T[] => (list.length === 0 ? [...list] : list.map((_, i) => list[(i + by) % list.length]!));

/**
 * POST /generation-runs/{runId}/items/{item}/regenerate: the AI writer writes the item again
 * from the next content pillar. Free (the package's credit covers it), at most
 * REGENERATIONS_PER_ITEM times per item; 409 after that, saying so.
 */
export async function regenerateItem(userId: string, runId: string, item: PackageItemKey): Promise<GenerationRun> {
  const { run, result } = await editableRun(userId, runId);
  const used = regenerationsOf(run)[item] ?? 0;
  if (used >= REGENERATIONS_PER_ITEM) {
    throw new Conflict(
      `You have regenerated this item ${REGENERATIONS_PER_ITEM} times, the most for one item. Edit it in place or use Rewrite with AI instead.`,
    );
  }
  const kit = await BrandKits.latestItem(userId);
  if (!kit) throw new Conflict('Set up your brand kit before generating content.');
  const brand = briefOf(kit);
  const strategy = { ...result.strategy, pillars: turned(result.strategy.pillars, used + 1), weeklyPlan: turned(result.strategy.weeklyPlan, used + 1) };
  const { aiWriter } = await import('#lib/ai/index');
  const writer = aiWriter();
  let next: GeneratedPackage;
  if (item === 'email') next = { ...result, email: await writer.newsletter(brand, strategy) };
  else if (item === 'blog') next = { ...result, blog: await writer.blog(brand, strategy) };
  else {
    const number = Number(item.slice('post-'.length));
    const post = await writer.post(brand, strategy, number);
    next = { ...result, posts: result.posts.map((p, i) => (i === number - 1 ? post : p)) };
  }
  return writePackage(userId, run, { result: next, regenerations: { ...regenerationsOf(run), [item]: used + 1 } });
}

/**
 * "Rewrite with AI" on an item of the unapproved package: like a draft's rewrite (one AI
 * credit, given back when the AI fails before its first word), streamed, nothing saved — the
 * user keeps it with Save (savePackageItem).
 */
export async function* rewriteItem(
  userId: string,
  runId: string,
  item: PackageItemKey,
  input: RewriteContentItem,
  options: { signal?: AbortSignal } = {},
): AsyncGenerator<string> {
  const { result } = await editableRun(userId, runId);
  const saved = textOf(result, item);
  const type = item === 'email' ? 'email' : item === 'blog' ? 'blog' : 'post';
  yield* rewriteForUser(userId, { instruction: input.instruction, type, title: input.title || saved.title, body: input.body ?? saved.body }, options);
}

// ---- Approve & Publish ----

/** A post's caption as it is posted: hashtags the writer listed apart are added when the caption lacks them. */
function postedCaption(post: GeneratedPackage['posts'][number] & { hashtags?: readonly string[] | undefined }): string {
  const missing = (post.hashtags ?? []).map((tag) => (tag.startsWith('#') ? tag : `#${tag}`)).filter((tag) => tag.length > 1 && !post.caption.includes(tag));
  return missing.length > 0 ? `${post.caption.trimEnd()}\n\n${missing.join(' ')}` : post.caption;
}

/** The drafts a package becomes (spec §4): one per post, the newsletter, the blog post. */
export function draftsOf(runId: string, result: GeneratedPackage, brandPlatforms: readonly string[] = []) {
  const blogBody = result.blog.body.trim() ? result.blog.body : result.blog.outline.map((line) => `• ${line}`).join('\n');
  return [
    ...result.posts.map((post, i) => ({
      itemId: `${runId}-post-${i + 1}`,
      type: 'post' as const,
      title: post.title || DEFAULT_TITLES.post,
      body: postedCaption(post),
      // The platform step 4 showed it for, so /content can filter by it.
      platform: postPlatform(post, i, brandPlatforms),
    })),
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
    const kit = await BrandKits.latestItem(userId);
    const drafts = draftsOf(runId, JSON.parse(run.result) as GeneratedPackage, kit?.platforms ?? []);
    const counter = await Entitlements.libraryCounterAction(userId, drafts.length);
    const { generationRun, contentItem } = db().entities;
    try {
      await transactWrite({
        run: {
          Update: generationRun
            .patch({ userId, runId })
            .set({ approvedAt: now })
            .where(({ approvedAt: at }, { notExists }) => notExists(at))
            .params(),
        },
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
    // The drafts exist whether or not the notice is written: a failed notice is logged, not an error.
    await notify(userId, CONTENT_NOTICES.draftsReady(drafts.length)).catch((error: unknown) =>
      logger.warn('Could not write the drafts-ready notification', { userId, error: error as Error }),
    );
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
