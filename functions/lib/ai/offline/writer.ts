// The built-in offline writer: a content engine that composes posts, a newsletter, a blog
// post and a strategy from the brand's matched business kind (knowledge/), its short audience
// phrase, its goal's calls to action and its voice. Deterministic for a brand kit, different
// across brands, and every package passes the quality checks (quality.ts). Used when no
// OpenAI key is configured — locally, in tests and for anyone trying Markk without an AI account.
import type { Blog, Newsletter, Post, Strategy } from '#contracts/generation';
import { BLOG_MIN_WORDS, countWords, type AiWriter, type BrandBrief } from '#lib/ai/types';
import {
  DAYS,
  FORMAT_NAMES,
  callToActionFor,
  contentBrief,
  fill,
  fitTitle,
  hashtagsFor,
  lowerFirst,
  platformOf,
  random,
  shuffled,
  upperFirst,
  type ContentBrief,
  type PostFormat,
  type ToneName,
} from './brief.ts';
import { BLOG_STEP_NOTES } from './tables/blog-step-notes.ts';
import { GENERAL_PARAGRAPHS } from './tables/general-paragraphs.ts';

const seedOf = (brand: BrandBrief, salt: string) =>
  [brand.name, brand.industry, brand.targetAudience, brand.mainGoal, brand.toneOfVoice, brand.platforms.join(','), salt].join('|');

/** Item `slot` of a list in the brand's own order: each slot is used by one part of the package only. */
function pickFor<T>(brief: ContentBrief, list: readonly T[], salt: string, slot: number): T {
  const order = shuffled(
    random(seedOf(brief.brand, salt)),
    list.map((_, i) => i),
  );
  return list[order[slot % order.length]!]!;
}

/** The goal's product with what makes it good: the trade's own entry, else the goal's words. */
function productNamed(brief: ContentBrief): [string, string] | undefined {
  const product = brief.goal.product;
  if (!product) return undefined;
  const own = brief.kind.products.find(([p]) => p === product);
  return own ?? [product, `what ${brief.brand.name} is known for, and the reason many customers find us`];
}

export const sentence = (s: string) => {
  const t = upperFirst(s.trim());
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** Professional copy spells words out; the other tones keep contractions. */
export function inVoice(text: string, tone: ToneName): string {
  if (tone !== 'professional') return text;
  const full: [RegExp, string][] = [
    [/\b([Ww])e're\b/g, '$1e are'],
    [/\b([Yy])ou're\b/g, '$1ou are'],
    [/\b([Yy])ou'll\b/g, '$1ou will'],
    [/\b([Ii])t's\b/g, '$1t is'],
    [/\b([Ll])et's\b/g, '$1et us'],
    [/\b([Ww])e'd\b/g, '$1e would'],
    [/\b([Dd])on't\b/g, '$1o not'],
    [/\b([Hh])ere's\b/g, '$1ere is'],
    [/\b([Ww])e've\b/g, '$1e have'],
  ];
  return full.reduce((out, [re, to]) => out.replace(re, to), text);
}

/** The opening line in the brand's tone: bold lines land with "!", playful ones get an emoji. */
export function hookInVoice(hook: string, tone: ToneName, emoji: string): string {
  if (tone === 'bold') return hook.replace(/\.$/, '!');
  if (tone === 'playful') return `${hook.replace(/\.$/, '!')} ${emoji}`;
  return hook;
}

interface Draft {
  title: string;
  hook: string;
  body: string[];
  emoji: string;
}

/** The post of one format: a title, an opening line and the sentences that carry it. */
export function draftFor(brief: ContentBrief, format: PostFormat, number: number, variant: number, rand: () => number): Draft {
  const { kind, brand, audience } = brief;
  const name = brand.name;
  const oneOf = <T>(items: T[]) => items[Math.floor(rand() * items.length)]!;
  // The goal's product leads the first writing of the spotlight and the question, so the titles name it.
  const goalProduct = variant === 0 ? productNamed(brief) : undefined;
  const [anyProduct] = pickFor(brief, kind.products, 'products', 4 + number + variant);
  const topic = kind.topic;
  switch (format) {
    case 'tip': {
      const [title, tip] = pickFor(brief, kind.tips, 'tips', 0 + variant);
      return {
        title: fitTitle([title, `A tip from ${name}`]),
        hook: oneOf([
          `Here is a tip about ${topic} we share with ${audience} all the time.`,
          `A small change to how you think about ${topic}.`,
          `One thing about ${topic} we wish everyone knew.`,
        ]),
        body: [tip, `It is the first thing our team at ${name} would tell a friend.`],
        emoji: '💡',
      };
    }
    case 'behind': {
      return {
        title: fitTitle([`Behind the scenes at ${name}`, 'Behind the scenes this week']),
        hook: oneOf([`A look behind the scenes at ${name}.`, `Here is what goes into our ${anyProduct} before you ever see it.`]),
        body: [pickFor(brief, kind.behindScenes, 'behind', 0 + variant), fill(brief, pickFor(brief, kind.local, 'local', 0 + variant))],
        emoji: '👀',
      };
    }
    case 'spotlight': {
      const [product, what] = goalProduct ?? pickFor(brief, kind.products, 'products', 0 + variant);
      return {
        title: fitTitle([`Spotlight: our ${product}`, `Spotlight on the ${product}`, 'This week’s spotlight']),
        hook: oneOf([`Meet our ${product}.`, `Say hello to the ${product}.`, `If you have not tried our ${product} yet, this is your sign.`]),
        body: [`It's ${what}.`, `Made for ${audience} who want ${topic} done properly, without the fuss.`],
        emoji: '🌟',
      };
    }
    case 'offer': {
      const [headline, details] = pickFor(brief, kind.offers, 'offers', 0 + variant);
      return {
        title: fitTitle([headline, `An offer from ${name}`]),
        hook: oneOf([`${sentence(headline)}`, `A little something from our ${kind.label} team this week.`]),
        body: [`Here's the deal: ${details}.`, pickFor(brief, kind.seasonal, 'seasonal', 0 + variant)],
        emoji: '🎁',
      };
    }
    case 'story': {
      return {
        title: fitTitle([`A customer story from ${name}`, 'Why our customers keep coming back']),
        hook: oneOf([`This ${kind.label} story made our week.`, `A story from one of our ${anyProduct} customers.`]),
        body: [pickFor(brief, kind.proof, 'proof', 0 + variant), `Stories like this are why we love working in ${topic}.`],
        emoji: '💛',
      };
    }
    case 'question': {
      const [a] = goalProduct ?? pickFor(brief, kind.products, 'products', 1 + variant);
      const [b] = [1, 2, 3].map((slot) => pickFor(brief, kind.products, 'products', slot + variant)).find(([p]) => p !== a) ?? ['something new'];
      const next = DAYS[number % 7];
      return {
        title: fitTitle([`${upperFirst(a)} or ${b}?`, 'Help us settle a debate']),
        hook: oneOf([`A ${topic} question for you today.`, `Help us settle a ${topic} debate.`]),
        body: [
          `The ${a} or the ${b}: which one would you choose, and why?`,
          `Tell us in the comments, and we will share the ${kind.label} team's pick on ${next}.`,
        ],
        emoji: '🤔',
      };
    }
    case 'howto': {
      const { goal, steps } = kind.howTo;
      return {
        title: fitTitle([`How to ${goal}`, 'A quick how-to']),
        hook: oneOf([`How to ${goal}, in three steps.`, `Want to ${goal}? Here is how.`]),
        body: [`First, ${lowerFirst(steps[0])}.`, `Next, ${lowerFirst(steps[1])}.`, `Finally, ${lowerFirst(steps[2])}.`],
        emoji: '✅',
      };
    }
    case 'event': {
      const event = pickFor(brief, kind.events, 'events', 0 + variant);
      return {
        title: fitTitle([`Join us for ${event}`, `Coming up at ${name}`]),
        hook: oneOf([`Save the date for ${event} at ${name}.`, `You are invited to ${event}.`]),
        body: [pickFor(brief, kind.seasonal, 'seasonal', 1 + variant), `Spaces at ${event} are limited, so let us know you are coming.`],
        emoji: '📅',
      };
    }
  }
}

/**
 * Which writing of an item this is: 0 for the package's first draft. A regeneration hands in
 * the strategy with its plan turned a step further (Generation.regenerateItem), so the plan's
 * first day says how far, and the item is written from other knowledge, hook and call to action.
 */
function variantOf(brand: BrandBrief, strategy: Strategy): number {
  return Math.max(0, strategyOf(brand).weeklyPlan.indexOf(strategy.weeklyPlan[0] ?? ''));
}
const variantSalt = (variant: number) => (variant ? `-v${variant}` : '');

function postFor(original: BrandBrief, number: number, variant: number): Post {
  const brief = contentBrief(original);
  const rand = random(seedOf(original, `post-${number}${variantSalt(variant)}`));
  const format = brief.formats[(number - 1) % brief.formats.length]!;
  const platform = platformOf(brief, number);
  const draft = draftFor(brief, format, number, variant, rand);
  const tone = brief.voice.tone;
  const hook = hookInVoice(draft.hook, tone, draft.emoji);
  // The call to action names one of the trade's products, so it reads as this trade's, not any shop's.
  // Every third post asks about the goal's product, where the goal names one.
  const [product] = brief.goal.product && number % 3 === 1 ? [brief.goal.product] : brief.kind.products[(number - 1 + variant) % brief.kind.products.length]!;
  const ask = number % 2 ? `ask about our ${product}` : `and ask us about the ${product}`;
  const cta = callToActionFor(brief, number - 1 + variant, platform).replace(/[.!]$/, ` — ${ask}.`);
  const hashtags = hashtagsFor(brief, platform, number);
  const caption = inVoice(`${hook}\n\n${draft.body.map(sentence).join(' ')}\n\n${cta} ${hashtags.join(' ')}`, tone);
  return { title: draft.title, caption, platform, hashtags };
}

/** The week's strategy: the goal, positioning, voice, pillars and a seven-day plan of formats. */
export function strategyOf(original: BrandBrief): Strategy {
  const brief = contentBrief(original);
  const { kind, brand, audience, place, goal, voice } = brief;
  const products = kind.products.slice(0, 3).map(([p]) => p);
  const where = place ? ` in ${place}` : '';
  const pillars = [`Know-how on ${kind.topic}`, `What we make: ${products.slice(0, 2).join(' and ')}`, `Life at ${brand.name}${where}`];
  const pillarOf: Record<PostFormat, string> = {
    tip: pillars[0]!,
    howto: pillars[0]!,
    spotlight: pillars[1]!,
    offer: pillars[1]!,
    question: pillars[1]!,
    behind: pillars[2]!,
    story: pillars[2]!,
    event: pillars[2]!,
  };
  const weeklyPlan = DAYS.map((day, i) => {
    const format = brief.formats[i]!;
    return `${day}: ${FORMAT_NAMES[format].replace(/ \(.*\)$/, '')} on ${platformOf(brief, i + 1)} — ${pillarOf[format]}`;
  });
  const [worry, answer] = kind.objections[0]!;
  const summary = [
    `Marketing strategy for ${brand.name}`,
    '',
    `Main goal: ${goal.text}. Every post ends with one clear next step towards it, such as "${callToActionFor(brief, 0)}"`,
    '',
    `Positioning: ${brand.name} is the ${kind.label}${where} for ${audience}. Lead with what only you offer: ${products.join(', ')}.`,
    '',
    `Voice: ${voice.description}. Short sentences, concrete details, and the words your customers use: ${kind.terms.slice(0, 5).join(', ')}.`,
    '',
    'Content pillars:',
    ...pillars.map((p, i) => `${i + 1}. ${p}`),
    '',
    `What to talk about: ${lowerFirst(kind.seasonal[0]!)} Offers that work for a ${kind.label}: ${kind.offers.map(([o]) => lowerFirst(o)).join('; ')}. Answer the worry people have before they buy ("${worry}"): ${lowerFirst(answer)}`,
    '',
    `Channels: ${brand.platforms.join(', ')}. Lead with ${brief.platforms[0]} for reach, and use ${brand.platforms.includes('Email') ? 'the newsletter' : 'direct messages'} to turn interest into action.`,
    '',
    'Seven-day plan:',
    ...weeklyPlan.map((line) => `- ${line}`),
    '',
    `How to measure it: ${goal.measure}. Keep what moves the goal, drop what does not, and repeat the best format the following week.`,
  ].join('\n');
  return { summary, pillars, weeklyPlan };
}

export const offlineWriter: AiWriter = {
  async strategy(original) {
    return strategyOf(original);
  },

  async post(original, strategy, number) {
    return postFor(original, number, variantOf(original, strategy));
  },

  async newsletter(original, strategy) {
    const brief = contentBrief(original);
    const variant = variantOf(original, strategy);
    const { kind, brand, audience, voice } = brief;
    const [tipTitle, tip] = pickFor(brief, kind.tips, 'tips', 1 + variant);
    const goalProduct = brief.goal.product;
    const [product, what] = (variant === 0 ? productNamed(brief) : undefined) ?? pickFor(brief, kind.products, 'products', 3 + variant);
    const [offer, offerDetails] = pickFor(brief, kind.offers, 'offers', 1 + variant);
    const event = pickFor(brief, kind.events, 'events', 1 + variant);
    const subject = fitTitle([
      ...(goalProduct
        ? [`${brand.name}: our ${goalProduct} and ${lowerFirst(offer)}`, `Our ${goalProduct}, and ${lowerFirst(offer)}`, `News on our ${goalProduct}`]
        : []),
      `${brand.name}: ${lowerFirst(offer)}`,
      `${brand.name}: this week's news and a tip`,
      `News from ${brand.name}`,
    ]);
    const body = [
      `${voice.greeting},`,
      '',
      `Here's what is new at ${brand.name} this week, written for ${audience}, with one idea you can use straight away.`,
      '',
      `This week's tip: ${lowerFirst(tipTitle)}. ${tip}`,
      '',
      `In the spotlight: our ${product}, ${what}. Our favourites change with the seasons, and this one has earned its place.`,
      '',
      `For readers of this e-mail: ${lowerFirst(offer)}, ${offerDetails}. Mention this newsletter and we will make sure you get it.`,
      '',
      `Coming up soon: ${event}. Dates and details are in next week's e-mail, and places tend to go quickly.`,
      '',
      fill(brief, pickFor(brief, kind.local, 'local', 1 + variant)),
      '',
      callToActionFor(brief, 7 + variant, 'Email'),
      '',
      `${voice.signOff},`,
      `The ${brand.name} team`,
    ].join('\n');
    return { subject, body: inVoice(body, voice.tone) } satisfies Newsletter;
  },

  async blog(original, strategy) {
    const brief = contentBrief(original);
    const { kind, brand, audience, place, goal } = brief;
    const rand = random(seedOf(original, `blog${variantSalt(variantOf(original, strategy))}`));
    const label = kind.label;
    const topic = kind.topic;
    const where = place ? ` in ${place}` : '';
    const title = fitTitle(
      (goal.product ? [`Our ${goal.product}: a guide from ${brand.name}`, `A guide to our ${goal.product}`] : []).concat(
        shuffled(rand, [
          `${upperFirst(topic)} made simple: a guide from ${brand.name}`,
          `What ${brand.name} has learned about ${topic}`,
          `A practical guide to ${topic}${where}`,
        ]),
        [`A practical guide from ${brand.name}`],
      ),
    );
    const general = shuffled(rand, GENERAL_PARAGRAPHS).map((p) => p.replaceAll('{topic}', topic).replaceAll('{name}', brand.name));
    let next = 0;
    const generalParagraph = () => general[next++];
    const tips = kind.tips.filter((t) => t !== pickFor(brief, kind.tips, 'tips', 0) && t !== pickFor(brief, kind.tips, 'tips', 1));
    const frames = [
      'Start with the {p}: {w}.',
      'Then there is the {p}, {w}.',
      'Plenty of people come in for the {p}: {w}.',
      'Do not overlook the {p}, {w}.',
      'Ask about the {p} too: {w}.',
      'Last on the list is the {p}, {w}.',
    ];
    const sections: [string, string[]][] = [
      [
        `Getting ${topic} right`,
        [
          `Most people choose a ${label} once and then stick with it for years, so it pays to choose well. At ${brand.name} we see every week how a little know-how turns an ordinary experience into one you look forward to.`,
          generalParagraph()!,
        ],
      ],
      [
        `What we offer, and why`,
        [
          kind.products
            .slice(0, frames.length)
            .map(([p, w], i) => frames[i]!.replace('{p}', p).replace('{w}', w))
            .join(' '),
          generalParagraph()!,
        ],
      ],
      [
        'Tips worth keeping',
        [
          ...tips.slice(0, 4).map(([t, body]) => `${upperFirst(t)}. ${body}`),
          `We share a new tip like this on our social channels every week, and the newsletter always carries one more.`,
          generalParagraph()!,
        ],
      ],
      [`How to ${kind.howTo.goal}`, kind.howTo.steps.map((step, i) => `Step ${['one', 'two', 'three'][i]}: ${lowerFirst(step)}. ${BLOG_STEP_NOTES[i]}`)],
      ['Questions we hear most', kind.objections.map(([q, a]) => `**${q}** ${a}`)],
      [
        'What our customers tell us',
        [
          pickFor(brief, kind.proof, 'proof', 1),
          `${pickFor(brief, kind.behindScenes, 'behind', 1)} Those details are what customers notice, even when they cannot say why.`,
          generalParagraph()!,
        ],
      ],
      [
        `Where ${brand.name} fits in`,
        [
          `We are a ${label}${where}, and our own goal is simple: ${goal.text}. Every idea in this guide is something we do ourselves, day in, day out.`,
          generalParagraph()!,
        ],
      ],
    ];
    const intro = [
      `Whether you are new to ${brand.name} or one of our regulars, this guide collects what our team has learned about ${topic} and turns it into steps you can take this week.`,
      `We wrote it with ${audience} in mind, but most of it works for anyone. Read it from start to finish, or jump to the section that matches where you are now.`,
    ];
    const closing = [
      '## Bringing it together',
      'You do not need to do everything at once. Pick one idea from this guide, put it into practice for a week, and see how it feels. Then add the next. Over a month or two those small changes add up to something you will notice.',
      `If you would like a hand, ${brand.name} is here to help, so ${lowerFirst(callToActionFor(brief, 0, 'Blog'))}`,
    ];
    const render = () => [...intro, ...sections.map(([heading, paragraphs]) => [`## ${heading}`, ...paragraphs].join('\n\n')), ...closing].join('\n\n');
    let body = render();
    // Short brand details make a shorter guide: add unused general paragraphs (never one twice) until the floor is met.
    const more: string[] = [];
    while (countWords(body) < BLOG_MIN_WORDS + 50 && next < general.length) {
      more.push(generalParagraph()!);
      if (more.length === 1) sections.push(['More ideas to try', more]);
      body = render();
    }
    body = inVoice(body, brief.voice.tone);
    return { title, outline: sections.map(([heading]) => heading), body, wordCount: countWords(body) } satisfies Blog;
  },
};

export type { Post, Strategy };
