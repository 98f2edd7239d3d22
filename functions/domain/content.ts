// Content drafts: list, read and edit the caller's own items, and "Rewrite with AI".
import { db } from '#data/service';
import type { ContentItemItem } from '#data/entities/content-item';
import { rewriteText } from '#lib/ai/index';
import { Invalid, NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { recordEvent } from '#lib/metrics';
import { REWRITE_TEXT_MAX, type ContentItem, type RewriteContentItem, type UpdateContentItem } from '#contracts/content';
import * as BrandKits from './brand-kits.ts';
import * as Entitlements from './entitlements.ts';

export function toContentItem(item: ContentItemItem): ContentItem {
  return {
    id: item.itemId,
    type: item.type,
    title: item.title,
    body: item.body,
    status: item.status,
    runId: item.runId ?? null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export async function list(userId: string, limit = 100): Promise<ContentItem[]> {
  const { data } = await db().entities.contentItem.query.byUser({ userId }).go({ order: 'desc', limit });
  return data.map(toContentItem);
}

async function find(userId: string, itemId: string): Promise<ContentItemItem> {
  const { data } = await db().entities.contentItem.query.byId({ userId, itemId }).go({ limit: 1 });
  const item = data[0];
  if (!item) throw new NotFound('Content not found.');
  return item;
}

export async function get(userId: string, itemId: string): Promise<ContentItem> {
  return toContentItem(await find(userId, itemId));
}

export async function update(userId: string, itemId: string, changes: UpdateContentItem): Promise<ContentItem> {
  const item = await find(userId, itemId);
  const { data } = await db()
    .entities.contentItem.patch({ userId, createdAt: item.createdAt, itemId })
    .set({ title: changes.title, body: changes.body })
    .go({ response: 'all_new' });
  return toContentItem(data as ContentItemItem);
}

const NOTHING_TO_REWRITE = 'There is no text to rewrite yet. Write something in the body first.';

/**
 * "Rewrite with AI" on one of the caller's drafts: the text as the user has it in the editor
 * (or, when not sent, as saved) rewritten per the instruction, streamed. Nothing is saved:
 * the user decides whether to use the rewrite. It spends one AI credit (the Growth plan's
 * 20 a month, 402 when they are used up), given back when the AI fails before writing a
 * word, so an outage costs nothing.
 */
export async function* rewrite(userId: string, itemId: string, input: RewriteContentItem, options: { signal?: AbortSignal } = {}): AsyncGenerator<string> {
  const item = await find(userId, itemId);
  const body = input.body ?? item.body;
  if (!body.trim()) throw new Invalid(NOTHING_TO_REWRITE);
  if (body.length > REWRITE_TEXT_MAX) throw new Invalid(`The text to rewrite must be at most ${REWRITE_TEXT_MAX.toLocaleString('en')} characters.`);
  const kit = await BrandKits.latestItem(userId);
  await Entitlements.consumeAiCredits(userId, 1);
  const brand = kit ? { name: kit.name, industry: kit.industry, targetAudience: kit.targetAudience, mainGoal: kit.mainGoal, platforms: kit.platforms, toneOfVoice: kit.toneOfVoice } : null;
  const stream = rewriteText({ brand, instruction: input.instruction, type: item.type, title: input.title || item.title, body }, { signal: options.signal })[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await stream.next();
  } catch (error) {
    // The same counter, spent backwards: the credit returns atomically.
    await Entitlements.consumeAiCredits(userId, -1).catch((refund: unknown) => logger.error('Could not give back an AI credit', { userId, error: refund as Error }));
    throw error;
  }
  recordEvent('ContentRewritten');
  if (first.done) return;
  yield first.value;
  yield* { [Symbol.asyncIterator]: () => stream };
}
