// The checks every generated package must pass, whichever writer wrote it: titles under 70
// characters, captions within the platform's limit, a call to action per post, the audience
// as a short phrase (at most twice per item, never the user's whole answer), no list of
// platforms instead of a next step, no tip promised and not given, no sentence repeated
// across the package, the trade's own words in most posts, and a strategy that names the goal.
import type { Blog, GeneratedPackage, Newsletter, Post, Strategy } from '#contracts/generation';
import { BLOG_MIN_WORDS, countWords, type BrandBrief } from './types.ts';
import { PLATFORM_LIMITS, TITLE_MAX, contentBrief } from './offline/brief.ts';

export interface QualityContext {
  /** The user's own audience answer. */
  audienceAnswer: string;
  /** The short phrase the writer uses for it. */
  audience: string;
  /** Words that show a text is about the brand's trade. */
  terms: string[];
  /** The main goal as written (without its final full stop). */
  goal: string;
}

export function qualityContext(brand: BrandBrief): QualityContext {
  const brief = contentBrief(brand);
  return { audienceAnswer: brand.targetAudience.trim(), audience: brief.audience, terms: brief.kind.terms, goal: brief.goal.text };
}

const normal = (s: string) => s.toLowerCase().normalize('NFKC').replace(/[’']/g, "'").replace(/\s+/g, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRe = (word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(normal(word))}(?![\\p{L}\\p{N}])`, 'u');

/** How often a phrase occurs as whole words. */
const occurrences = (text: string, phrase: string) => normal(text).split(wordRe(phrase)).length - 1;

/** The sentences of a text: split at sentence ends and line breaks, headings and hashtag runs left out. */
export function sentencesIn(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*#{1,6}\s/.test(line))
    .flatMap((line) => line.split(/(?<=[.!?…])\s+/u))
    .map((s) => s.trim())
    .filter((s) => s && !/^(#[\p{L}\p{N}_]+\s*)+$/u.test(s));
}

/** Two sentences are the same when their words are, whatever their case and punctuation. */
const sentenceKey = (sentence: string) => normal(sentence).replace(/[^\p{L}\p{N} ]/gu, '');

/** Repeated spaces and blank lines a removed sentence leaves behind. */
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * The package without a sentence said twice: a sentence of five words or more that an
 * earlier item (posts in order, then the newsletter, then the blog) already said is taken
 * out of the later one — unless that would leave a post or the newsletter without a call to
 * action, an item empty, or the blog under its minimum length. The built-in writer never
 * repeats itself; the posts an AI model writes in parallel can.
 */
export function withoutRepeatedSentences(pkg: GeneratedPackage): GeneratedPackage {
  const seen = new Set<string>();
  const dedupe = (text: string, keeps: (candidate: string) => boolean): string => {
    let out = text;
    for (const sentence of sentencesIn(text)) {
      if (countWords(sentence) < 5) continue;
      const key = sentenceKey(sentence);
      if (!seen.has(key)) {
        seen.add(key);
        continue;
      }
      const candidate = tidy(out.replace(sentence, ''));
      if (candidate && keeps(candidate)) out = candidate;
    }
    return out;
  };
  const posts = pkg.posts.map((post) => ({ ...post, caption: dedupe(post.caption, hasCallToAction) }));
  const email = { ...pkg.email, body: dedupe(pkg.email.body, hasCallToAction) };
  const body = dedupe(pkg.blog.body, (candidate) => countWords(candidate) >= BLOG_MIN_WORDS);
  return { ...pkg, posts, email, blog: { ...pkg.blog, body, wordCount: countWords(body) } };
}

/** Words a call to action uses: the reader is asked to do something. */
const CTA =
  /\b(book\w*|visit\w*|order\w*|shop\w*|buy|sign\w* up|subscrib\w*|join\w*|become|call|message|dm|e-?mail us|contact|get in touch|get (yours|your|started|a quote|a slot|a table|a place|a seat)|enquir\w*|reply|comment|tell us|let us know|tap|click|link in (our )?bio|drop (in|by|us)|pop (in|by|over)|come (in|and|along|by|see)|stop by|reserve|grab|try|save (this|your)|share|follow|tag|request|ask (us|for|about)|find us|bring|browse|start|register|claim|download|create (your|an|a)|give it a go|add (it|your))\b/i;
export const hasCallToAction = (text: string) => CTA.test(text);

const PLATFORM = '(?:Instagram|Facebook|TikTok|LinkedIn|Twitter|X|YouTube|Pinterest|Threads)';
const PLATFORM_LIST = new RegExp(`\\b${PLATFORM}\\b(?:\\s*(?:,|and|&|/|or)\\s*\\b${PLATFORM}\\b)+`);

/** Whether a sentence says something, rather than asking for a reaction. */
const REACTION = /^(tell us|comment|follow|share|tap|click|link|let us know|drop us|see (you|us)|check out|stay tuned|watch this space)/i;
const substantive = (s: string) => countWords(s) >= 4 && !/\?\s*$/.test(s) && !REACTION.test(s.trim());

/** Problems every item's text can have (audience, platform lists, promised tips). */
function textProblems(text: string, ctx: QualityContext): string[] {
  const problems: string[] = [];
  if (
    normal(ctx.audienceAnswer) !== normal(ctx.audience) &&
    normal(ctx.audienceAnswer).split(' ').length > 4 &&
    normal(text).includes(normal(ctx.audienceAnswer))
  )
    problems.push('it pastes the whole target audience answer instead of a short phrase');
  const times = occurrences(text, ctx.audience);
  if (times > 2) problems.push(`it names the audience ("${ctx.audience}") ${times} times; at most twice`);
  const list = PLATFORM_LIST.exec(text);
  if (list) problems.push(`it lists platforms ("${list[0]}") instead of giving one next step`);
  // "Quick tip from us: Tell us in the comments" promises a tip and gives none.
  const sentences = sentencesIn(text);
  sentences.forEach((sentence, i) => {
    const colon = /\btips?\b[^:]*:/i.exec(sentence);
    if (!colon) return;
    const head = sentence.slice(0, colon.index + colon[0].length);
    const after = sentence.slice(head.length).trim();
    // The tip may follow the colon or, after a short headline, in the next sentence.
    const given = substantive(after) || (!REACTION.test(after) && !/\?\s*$/.test(after) && substantive(sentences[i + 1] ?? ''));
    if (!given) problems.push(`it promises a tip ("${head}") and never gives it`);
  });
  return problems;
}

const titleProblems = (title: string, what = 'the title') =>
  !title.trim() ? [`${what} is empty`] : title.length >= TITLE_MAX ? [`${what} is ${title.length} characters; keep it under ${TITLE_MAX}`] : [];

/** Whether a text uses at least one of the trade's words. */
export const mentionsTrade = (text: string, ctx: QualityContext) => ctx.terms.some((t) => wordRe(t).test(normal(text)));

export function checkPost(post: Post, ctx: QualityContext, options: { platform?: string; requireTrade?: boolean } = {}): string[] {
  const platform = post.platform ?? options.platform ?? 'Instagram';
  const limit = PLATFORM_LIMITS[platform] ?? 2200;
  const problems = [...titleProblems(post.title)];
  if (post.caption.trim().length < 40) problems.push('the caption is too short to say anything');
  if (post.caption.length > limit) problems.push(`the caption is ${post.caption.length} characters; ${platform} allows ${limit}`);
  if (!hasCallToAction(post.caption)) problems.push('the caption has no call to action');
  const tags = post.caption.match(/#[\p{L}\p{N}_]+/gu) ?? [];
  if (tags.length === 0) problems.push('the caption has no hashtags');
  if (tags.length > 8) problems.push(`the caption has ${tags.length} hashtags; keep it to a few that fit`);
  if (options.requireTrade && !mentionsTrade(post.caption, ctx)) problems.push(`the caption never mentions the trade (${ctx.terms.slice(0, 6).join(', ')}…)`);
  return [...problems, ...textProblems(`${post.title}\n${post.caption}`, ctx)];
}

export function checkNewsletter(email: Newsletter, ctx: QualityContext): string[] {
  const problems = [...titleProblems(email.subject, 'the subject')];
  const firstLine = email.body.trim().split('\n')[0] ?? '';
  if (!/^(hi|hello|hey|dear|good (morning|afternoon|evening)|greetings|welcome)\b/i.test(firstLine) && !/,\s*$/.test(firstLine))
    problems.push('the newsletter does not open with a greeting');
  if (countWords(email.body) < 120) problems.push('the newsletter is too short to be useful');
  if (!hasCallToAction(email.body)) problems.push('the newsletter has no call to action');
  return [...problems, ...textProblems(`${email.subject}\n${email.body}`, ctx)];
}

export function checkBlog(blog: Pick<Blog, 'title' | 'body'>, ctx: QualityContext): string[] {
  const problems = [...titleProblems(blog.title, 'the blog title')];
  const words = countWords(blog.body);
  if (words < BLOG_MIN_WORDS) problems.push(`the blog post has ${words} words; it needs at least ${BLOG_MIN_WORDS}`);
  if ((blog.body.match(/^##\s+\S/gm) ?? []).length < 2) problems.push('the blog post needs Markdown section headings (## …)');
  return [...problems, ...textProblems(`${blog.title}\n${blog.body}`, ctx)];
}

export function checkStrategy(strategy: Strategy, ctx: QualityContext): string[] {
  const problems: string[] = [];
  if (!normal(strategy.summary).includes(normal(ctx.goal))) problems.push(`the strategy does not name the main goal ("${ctx.goal}")`);
  if (strategy.pillars.length !== 3) problems.push('the strategy needs three content pillars');
  if (strategy.weeklyPlan.length !== 7) problems.push('the strategy needs a plan for each of the seven days');
  return problems;
}

/** Every problem of a whole package, each prefixed with the item it is in. */
export function checkPackage(pkg: GeneratedPackage, ctx: QualityContext): string[] {
  const problems = [
    ...checkStrategy(pkg.strategy, ctx).map((p) => `strategy: ${p}`),
    ...pkg.posts.flatMap((post, i) => checkPost(post, ctx).map((p) => `post ${i + 1}: ${p}`)),
    ...checkNewsletter(pkg.email, ctx).map((p) => `newsletter: ${p}`),
    ...checkBlog(pkg.blog, ctx).map((p) => `blog: ${p}`),
  ];
  const onTrade = pkg.posts.filter((p) => mentionsTrade(`${p.title} ${p.caption}`, ctx)).length;
  if (onTrade < Math.min(5, pkg.posts.length)) problems.push(`only ${onTrade} of ${pkg.posts.length} posts mention the trade`);
  // A sentence of five words or more said twice anywhere in the package reads as filler.
  const seen = new Map<string, string>();
  const items: [string, string][] = [
    ...pkg.posts.map((p, i): [string, string] => [`post ${i + 1}`, p.caption]),
    ['newsletter', pkg.email.body],
    ['blog', pkg.blog.body],
  ];
  for (const [where, text] of items) {
    for (const sentence of sentencesIn(text)) {
      if (countWords(sentence) < 5) continue;
      const key = sentenceKey(sentence);
      const first = seen.get(key);
      if (first) problems.push(`${where}: repeats a sentence from ${first} ("${sentence}")`);
      else seen.set(key, where);
    }
  }
  const openings = pkg.posts.map((p) => normal(p.caption).split(' ').slice(0, 3).join(' '));
  const repeatedOpening = openings.find((o, i) => openings.indexOf(o) !== i);
  if (repeatedOpening) problems.push(`two posts open the same way ("${repeatedOpening}…")`);
  return problems;
}
