// AI generation runs: the package before approval — edit, regenerate (free, bounded) and rewrite its items.
// The AI writers (#lib/ai/index) are imported inside the verbs that write: the other
// generation routes never need them.
import type { RewriteContentItem } from '#contracts/content';
import { REGENERATIONS_PER_ITEM, type GeneratedPackage, type GenerationRun, type PackageItemKey, type SavePackageItem } from '#contracts/generation';
import { isConditionFailed } from '#data/conditions';
import type { GenerationRunItem } from '#data/entities/generation-run';
import { db } from '#data/service';
import { countWords } from '#lib/ai/types';
import { Conflict, NotFound } from '#lib/errors';
import * as BrandKits from '../brand-kits.ts';
import * as BrandVoice from '../brand-voice.ts';
import { briefOf, rewriteForUser } from '../rewrites.ts';
import { postedCaption } from './approve.ts';
import { toRun } from './runs.ts';

export function regenerationsOf(run: Pick<GenerationRunItem, 'regenerations'>): Record<string, number> {
  const value: unknown = run.regenerations;
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
}

export const ALREADY_APPROVED = 'This package has been approved: its items are drafts now. Edit them in Content.';
export const CHANGED_MEANWHILE = 'This package was changed in another tab or window. Reload it and try again.';

/** The caller's finished, unapproved run with its package; 404 for another user's, 409 when approved or unfinished. */
export async function editableRun(userId: string, runId: string): Promise<{ run: GenerationRunItem; result: GeneratedPackage }> {
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
export async function writePackage(
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
export const turned = <T>(list: readonly T[], by: number): T[] => (list.length === 0 ? [...list] : list.map((_, i) => list[(i + by) % list.length]!));

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
  const brand = await BrandVoice.voicedBrief(userId, briefOf(kit));
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
