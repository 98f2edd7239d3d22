// "Plan my next 30 days": a batch of the plan's posts, from OpenAI when OPENAI_API_KEY is set
// (JSON mode, each caption checked against its network's limit, asked again once with the
// problems named), else from the built-in offline writer. Whoever writes them, every caption
// fits its network and ends with a call to action; `distinctOpenings` then makes sure no two
// posts of the plan open with the same sentence.
import * as z from 'zod';
import { config } from '#lib/config';
import { NETWORK_PROFILES } from '#lib/networks/index';
import { PLAN_FORMATS } from '#contracts/content-plan';
import { askForJson, issuesOf, keptClient } from './client.ts';
import { openingOf, type PlannedPost, type PlanPostsRequest, type PlanSlot } from './content-plan-types.ts';
import { describe } from './openai.ts';
import { OPENING_ROOM, planPostsOffline } from './offline/content-plan.ts';
import { AiAnswerError } from './types.ts';
import { voicedWithin } from '../voice/writer.ts';

export type { PlanCampaign, PlannedPost, PlanPostsRequest, PlanSlot } from './content-plan-types.ts';
export { openingOf } from './content-plan-types.ts';

/** The words that tell this prompt from the others (the tests' fake model reads them too). */
export const PLAN_POSTS_INSTRUCTION = 'Write these planned social posts';

/** The planned-posts writers' system prompt (the 30-day plan and bulk runs). */
export const SYSTEM =
  'You are Markk, a senior social media copywriter for small businesses. Answer with a single JSON object only, matching the requested shape exactly.';

/** How a prompt names each post format. */
export const FORMAT_WORDS: Record<(typeof PLAN_FORMATS)[number], string> = {
  tip: 'a useful tip',
  behind: 'behind the scenes',
  product: 'a product or service spotlight',
  offer: 'an offer',
  proof: 'a customer story or proof',
  event: 'an event or local happening',
  question: 'a question to the audience',
  howto: 'a short how-to',
};

const PostsAnswer = z.object({ posts: z.array(z.object({ itemId: z.string(), title: z.string().trim().min(1), caption: z.string().trim().min(1) })) });

const limitOf = (slot: PlanSlot) => NETWORK_PROFILES[slot.network].captionLimit - OPENING_ROOM;

export function planPostsPrompt(request: PlanPostsRequest): string {
  const { campaign, slots } = request;
  return [
    describe({ ...request.brand, today: slots[0]?.localTime.slice(0, 10) }),
    '',
    campaign
      ? `Campaign these posts follow: ${campaign.name}. What the owner wants from it: ${campaign.goal}.${campaign.landingUrl ? ` Link every post to ${campaign.landingUrl}.` : ''}`
      : 'No campaign: the posts serve the main goal.',
    '',
    `${PLAN_POSTS_INSTRUCTION}, one per slot:`,
    ...slots.map(
      (s) =>
        `- itemId "${s.itemId}": ${s.localTime.replace('T', ' ')} on ${NETWORK_PROFILES[s.network].label} (at most ${limitOf(s)} characters), pillar "${s.pillar}", ${FORMAT_WORDS[s.format]}`,
    ),
    '',
    "Fit the season of each post's date and, for events, the local events listed above. Every caption opens with its own first sentence (never one another post uses) and ends with one call to action.",
    `Answer as JSON: {"posts": [{"itemId": string, "title": string (under 70 characters), "caption": string}]} with exactly ${slots.length} posts.`,
  ].join('\n');
}

async function planPostsOpenAi(request: PlanPostsRequest, options: { apiKey: string; baseURL: string | undefined; model: string }): Promise<PlannedPost[]> {
  const client = await keptClient({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 3, timeout: 120_000 });
  return askForJson<PlannedPost[]>(
    client,
    options.model,
    { system: SYSTEM, user: planPostsPrompt(request) },
    (json) => {
      const parsed = PostsAnswer.safeParse(json);
      if (!parsed.success) return { problem: issuesOf(parsed.error) };
      const problems: string[] = [];
      const posts = request.slots.map((slot) => {
        const post = parsed.data.posts.find((p) => p.itemId === slot.itemId);
        if (!post) problems.push(`no post for itemId "${slot.itemId}"`);
        else if ([...post.caption].length > limitOf(slot)) problems.push(`the caption of "${slot.itemId}" is over ${limitOf(slot)} characters`);
        return { itemId: slot.itemId, title: post?.title.slice(0, 120) ?? '', caption: post?.caption ?? '' };
      });
      return problems.length ? { problem: problems.join('; ') } : { value: posts };
    },
    (problem) => new AiAnswerError(`The AI gave unusable posts twice (${problem}).`),
  );
}

/** A batch of the plan's posts, in the order of the slots. */
export async function writePlanPosts(request: PlanPostsRequest): Promise<PlannedPost[]> {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = config();
  const posts = OPENAI_API_KEY
    ? await planPostsOpenAi(request, { apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL })
    : planPostsOffline(request);
  // In the owner's voice, each caption within its slot's limit.
  const { voice } = request.brand;
  return voice
    ? posts.map((post, i) => ({
        ...post,
        title: voicedWithin(voice, post.title, [...post.title].length),
        caption: voicedWithin(voice, post.caption, limitOf(request.slots.find((s) => s.itemId === post.itemId) ?? request.slots[i]!)),
      }))
    : posts;
}

const DATE_WORDS = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * The posts with no opening sentence twice: a post whose opening an earlier post already has
 * is led by its day (and time, when that is not enough), which no other post shares. The
 * writers keep OPENING_ROOM characters free for it.
 */
export function distinctOpenings<T extends PlannedPost & { localTime: string }>(posts: readonly T[], taken: Iterable<string> = []): T[] {
  const seen = new Set(taken);
  return posts.map((post) => {
    if (!seen.has(openingOf(post.caption))) {
      seen.add(openingOf(post.caption));
      return post;
    }
    const day = DATE_WORDS.format(new Date(`${post.localTime.slice(0, 10)}T12:00:00Z`));
    let caption = `${day}: ${post.caption}`;
    if (seen.has(openingOf(caption))) caption = `${day}, ${post.localTime.slice(11)}: ${post.caption}`;
    seen.add(openingOf(caption));
    return { ...post, caption };
  });
}
