// "Rewrite with AI", the part a draft and an unapproved package item share: check the text,
// spend one AI credit, stream the rewrite in the brand's voice, and give the credit back when
// the AI fails, runs out of time or breaks off before the end (so an outage costs nothing).
// Nothing is saved here.
import { Invalid } from '#lib/errors';
import { logger } from '#lib/logger';
import { recordEvent } from '#lib/metrics';
import type { BrandBrief, RewriteRequest } from '#lib/ai/types';
import type { ContentItemType } from '#contracts/content-types';
import type { HemisphereSetting } from '#contracts/brand-kit';
import { REWRITE_TEXT_MAX } from '#contracts/content';
import * as BrandKits from './brand-kits.ts';
import * as BrandVoice from './brand-voice.ts';
import * as Entitlements from './entitlements.ts';

export const NOTHING_TO_REWRITE = 'There is no text to rewrite yet. Write something in the body first.';

/** The brand kit fields the AI writers read. */
export const briefOf = (kit: {
  name: string;
  industry: string;
  targetAudience: string;
  mainGoal: string;
  platforms: string[];
  toneOfVoice: string;
  hemisphere?: HemisphereSetting | undefined;
}): BrandBrief => ({
  name: kit.name,
  industry: kit.industry,
  targetAudience: kit.targetAudience,
  mainGoal: kit.mainGoal,
  platforms: kit.platforms,
  toneOfVoice: kit.toneOfVoice,
  hemisphere: kit.hemisphere ?? 'auto',
});

export async function* rewriteForUser(
  userId: string,
  text: { instruction: string; type: ContentItemType; title: string; body: string },
  options: { signal?: AbortSignal | undefined } = {},
): AsyncGenerator<string> {
  if (!text.body.trim()) throw new Invalid(NOTHING_TO_REWRITE);
  if (text.body.length > REWRITE_TEXT_MAX) throw new Invalid(`The text to rewrite must be at most ${REWRITE_TEXT_MAX.toLocaleString('en')} characters.`);
  // The AI writers are imported here, not with this module: only the rewrite routes need them.
  const { rewriteText } = await import('#lib/ai/index');
  const kit = await BrandKits.latestItem(userId);
  await Entitlements.consumeAiCredits(userId, 1);
  const request: RewriteRequest = { brand: kit ? briefOf(kit) : null, ...text, voice: await BrandVoice.profileOf(userId) };
  const stream = rewriteText(request, { signal: options.signal })[Symbol.asyncIterator]();
  // The same counter, spent backwards: the credit returns atomically.
  const giveBack = () =>
    Entitlements.consumeAiCredits(userId, -1).catch((refund: unknown) => logger.error('Could not give back an AI credit', { userId, error: refund as Error }));
  let first: IteratorResult<string>;
  try {
    first = await stream.next();
  } catch (error) {
    await giveBack();
    throw error;
  }
  // Stopped before its first word (the request ran out of time): nothing was written.
  if (first.done) {
    await giveBack();
    return;
  }
  recordEvent('ContentRewritten');
  let finished = false;
  try {
    yield first.value;
    for (;;) {
      const next = await stream.next();
      if (next.done) break;
      yield next.value;
    }
    finished = true;
  } catch (error) {
    // The AI broke off half-way: the stream is cut (functions/lib/stream.ts) and, as the
    // rewrite was not delivered, its credit comes back.
    await giveBack();
    throw error;
  } finally {
    // A client that left stops the AI request behind the stream.
    if (!finished) await stream.return?.(undefined).catch(() => undefined);
  }
}
