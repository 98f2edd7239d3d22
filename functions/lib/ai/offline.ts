// The built-in offline writer: brand-specific, varied and deterministic content composed
// from the brand kit (industry, audience, goal, tone, platforms). Used when no OpenAI key
// is configured — locally, in tests and for anyone trying Markk without an AI account.
import type { Blog, Newsletter, Post, Strategy } from '#contracts/generation';
import { BLOG_MIN_WORDS, countWords, type AiWriter, type BrandBrief } from './types.ts';

/** A small seeded PRNG (mulberry32) so the same brand always gets the same content. */
function random(seedText: string): () => number {
  let seed = 2166136261;
  for (let i = 0; i < seedText.length; i++) seed = Math.imul(seed ^ seedText.charCodeAt(i), 16777619);
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

function shuffled<T>(rand: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const seedOf = (brand: BrandBrief, salt: string) =>
  [brand.name, brand.industry, brand.targetAudience, brand.mainGoal, brand.toneOfVoice, brand.platforms.join(','), salt].join('|');

const lowerFirst = (s: string) => (s ? s[0]!.toLowerCase() + s.slice(1) : s);
/** A phrase as it reads mid-sentence: "Busy parents" → "busy parents", but "SMEs" stays. */
const midSentence = (s: string) => (/^\p{Lu}\p{Ll}/u.test(s.trim()) ? lowerFirst(s.trim()) : s.trim());
/** Title case for headlines: every word capitalised except short joining words. */
const titleCase = (s: string) =>
  s.replace(/\S+/g, (word, offset: number) =>
    offset > 0 && /^(a|an|and|as|at|for|from|in|of|on|or|the|to|with)$/i.test(word) ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1),
  );

/** The brand as the writer uses it inside sentences. */
const inSentence = (brand: BrandBrief): BrandBrief => ({
  ...brand,
  industry: midSentence(brand.industry),
  targetAudience: midSentence(brand.targetAudience),
});
const trimEnd = (s: string) => s.trim().replace(/[.!?]+$/, '');

/** How each tone sounds; a free-text tone is described in its own words. */
function voice(tone: string) {
  const known: Record<string, { adjective: string; opener: string; signOff: string }> = {
    friendly: { adjective: 'warm and welcoming', opener: 'Hi there', signOff: 'See you soon' },
    professional: { adjective: 'clear and confident', opener: 'Hello', signOff: 'Kind regards' },
    bold: { adjective: 'direct and energetic', opener: 'Listen up', signOff: "Let's go" },
    playful: { adjective: 'light-hearted and fun', opener: 'Hey hey', signOff: 'Catch you later' },
  };
  return known[tone.trim().toLowerCase()] ?? { adjective: tone.trim().toLowerCase(), opener: 'Hello', signOff: 'Talk soon' };
}

const hashtag = (text: string) => `#${text.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().split(' ').map((w) => w[0]?.toUpperCase() + w.slice(1)).join('')}`;

function pillarsFor(brand: BrandBrief, rand: () => number): string[] {
  const pool = [
    `Expert ${brand.industry.toLowerCase()} tips for ${brand.targetAudience}`,
    `Behind the scenes at ${brand.name}`,
    `Customer stories and results`,
    `Answers to the questions ${brand.targetAudience} ask most`,
    `Offers and news that support the goal: ${lowerFirst(trimEnd(brand.mainGoal))}`,
    `Community and local partnerships`,
  ];
  return shuffled(rand, pool).slice(0, 3);
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const socialPlatforms = (brand: BrandBrief) => {
  const social = brand.platforms.filter((p) => p !== 'Email' && p !== 'Blog');
  return social.length ? social : ['Instagram'];
};

export const offlineWriter: AiWriter = {
  async strategy(original) {
    const brand = inSentence(original);
    const rand = random(seedOf(brand, 'strategy'));
    const pillars = pillarsFor(brand, rand);
    const platforms = socialPlatforms(brand);
    const v = voice(brand.toneOfVoice);
    const ideas = ['a quick how-to', 'a behind-the-scenes moment', 'a customer story', 'a myth-buster', 'a question for your followers', 'a weekend offer', 'a recap of the week'];
    const weeklyPlan = DAYS.map((day, i) => `${day}: ${pillars[i % pillars.length]} — ${ideas[i]} on ${platforms[i % platforms.length]}`);
    const summary = [
      `Marketing strategy for ${brand.name}`,
      '',
      `Positioning: ${brand.name} is the ${brand.industry.toLowerCase()} choice for ${brand.targetAudience}. Every piece of content should make it obvious why ${brand.name} is the easy, trusted option — and move people towards one goal: ${lowerFirst(trimEnd(brand.mainGoal))}.`,
      '',
      `Voice: ${v.adjective}. Write the way you would talk to a regular: short sentences, concrete details, one clear next step per post.`,
      '',
      'Content pillars:',
      ...pillars.map((p, i) => `${i + 1}. ${p}`),
      '',
      `Channels: ${brand.platforms.join(', ')}. Lead with ${platforms[0]} for reach, and use ${brand.platforms.includes('Email') ? 'the newsletter' : 'direct messages'} to turn interest into action.`,
      '',
      'Seven-day plan:',
      ...weeklyPlan.map((line) => `- ${line}`),
      '',
      `How to measure it: track saves, shares and replies each week, and count how many people take the step that matters — ${lowerFirst(trimEnd(brand.mainGoal))}. Keep what works, drop what does not, and repeat the best post format the following week.`,
    ].join('\n');
    return { summary, pillars, weeklyPlan };
  },

  async post(original, strategy, number) {
    const brand = inSentence(original);
    const rand = random(seedOf(brand, `post-${number}`));
    const platforms = socialPlatforms(brand);
    const platform = platforms[(number - 1) % platforms.length]!;
    const pillar = strategy.pillars[(number - 1) % strategy.pillars.length] ?? brand.industry;
    const v = voice(brand.toneOfVoice);
    const hooks = [
      `Did you know most ${brand.targetAudience} miss this?`,
      `Here's what a week at ${brand.name} really looks like.`,
      `Quick tip from the ${brand.industry.toLowerCase()} experts at ${brand.name}:`,
      `You asked, we answered.`,
      `Small change, big difference.`,
      `This one's for ${brand.targetAudience}.`,
      `Saving the best for the weekend.`,
    ];
    const bodies = [
      `Start with one small habit this week and notice the difference by Friday.`,
      `We put care into every detail so you don't have to think twice.`,
      `Our team shares the tricks we use every single day — steal them.`,
      `Real people, real results: that's what keeps us going.`,
      `Tell us in the comments what you'd like to see next.`,
      `Come and see for yourself — we'd love to welcome you.`,
      `Bookmark this so it's there when you need it.`,
    ];
    const ctas = [`Tap the link in our bio.`, `Send us a message to get started.`, `Share this with someone who needs it.`, `Save this post for later.`];
    const title = `Day ${number}: ${DAYS[number - 1]} — ${pillar}`;
    const caption = [
      hooks[(number - 1) % hooks.length],
      pick(rand, bodies),
      pick(rand, ctas),
      `${hashtag(brand.name)} ${hashtag(brand.industry)} ${platform === 'LinkedIn' ? '#SmallBusiness' : '#ShopLocal'}`,
    ].join(' ');
    return { title, caption: v.adjective.includes('fun') ? `${caption} ✨` : caption };
  },

  async newsletter(original, strategy) {
    const brand = inSentence(original);
    const v = voice(brand.toneOfVoice);
    const subject = `${brand.name}: this week's ${brand.industry.toLowerCase()} tips for you`;
    const body = [
      `${v.opener},`,
      '',
      `Welcome to this week's note from ${brand.name}. We write it for ${brand.targetAudience} — people who want great ${brand.industry.toLowerCase()} without the fuss.`,
      '',
      'This week we are focusing on:',
      ...strategy.pillars.map((p) => `- ${p}`),
      '',
      `The one thing to try: pick a single idea from the list above and give it ten minutes today. Small, steady steps beat big plans that never start.`,
      '',
      `What's new at ${brand.name}: we are working hard on one goal — ${lowerFirst(trimEnd(brand.mainGoal))} — and you are a big part of it. Reply to this e-mail and tell us what you would like more of; we read every answer.`,
      '',
      `Follow along on ${brand.platforms.filter((p) => p !== 'Email').join(', ') || 'our channels'} for daily tips.`,
      '',
      `${v.signOff},`,
      `The ${brand.name} team`,
    ].join('\n');
    return { subject, body } satisfies Newsletter;
  },

  async blog(original, strategy) {
    const brand = inSentence(original);
    const rand = random(seedOf(brand, 'blog'));
    const industry = brand.industry.toLowerCase();
    const audience = brand.targetAudience;
    const goal = lowerFirst(trimEnd(brand.mainGoal));
    const title = titleCase(
      pick(rand, [
        `The ${brand.industry} Guide for ${audience}: What ${brand.name} Has Learned`,
        `How ${audience} Can Get More From ${brand.industry} — A ${brand.name} Guide`,
        `${brand.industry}, Made Simple: A Practical Guide From ${brand.name}`,
      ]),
    );
    const outline = [
      `Why ${industry} matters for ${audience}`,
      ...strategy.pillars,
      `Common mistakes and how to avoid them`,
      `A simple seven-day plan`,
      `Where ${brand.name} fits in`,
    ];
    // Each section opens on its own heading and takes two paragraphs no other section uses.
    const pool = shuffled(rand, [
      `Start by being honest about where you are today. Write down what you already do, what it costs you in time and money, and what you would like to change. That short list becomes your baseline, and when you come back to it in a month you will see progress instead of guessing.`,
      `Choose one change and make it easy. If it takes more than ten minutes a day, break it into smaller steps. The people who get the most from ${industry} are rarely the ones with the most ambitious plans; they are the ones who turn up consistently and quietly drop what does not work.`,
      `A practical example: one of our regulars set aside a single morning each week to review what had worked. Within six weeks they had a routine that felt natural, a clear picture of their favourite options and far fewer last-minute decisions. Nothing about it was complicated.`,
      `Think about the questions you get asked most, or the ones you keep asking yourself. Each one points to where clarity is missing. Answer them once, properly, and keep the answers somewhere you can find them again. You will save hours over a year.`,
      `Budget matters, but it is rarely the deciding factor. What makes the difference is knowing what you want from ${industry} and saying no to the rest. A clear priority list turns a long menu of options into two or three sensible choices.`,
      `Timing is underrated. Most ${audience} find that the same effort pays off far better at the right moment of the day or week. Notice when you have the most energy and attention, and protect that slot for the things that matter most.`,
      `Ask for feedback early. A quick question to a friend, a customer or a member of our team can save weeks of going in the wrong direction. People are usually glad to help, and the answers are often simpler than you expect.`,
      `Keep things visible. A note on the fridge, a reminder on your phone or a simple checklist by the door does more than any amount of good intentions. What you can see, you tend to do; what is hidden tends to slip.`,
      `Do not be afraid to adjust. If something felt right a month ago but is now a chore, change it. The best routine is the one that fits the life you actually have, not the one you planned on a quiet Sunday afternoon.`,
      `Quality over quantity applies here too. One thing done well, and done regularly, beats five things started with enthusiasm and abandoned by the end of the month. Depth builds confidence, and confidence makes the next step easier.`,
      `It helps to involve someone else. Share your plan with a friend or a colleague and check in with each other once a week. A little accountability turns good intentions into real habits surprisingly quickly.`,
      `Celebrate the small wins. Every time you stick with the plan for a week, note it down. Looking back at a run of small successes is the best motivation there is, and it makes the next step feel much less daunting.`,
      `Learn from the people who are a step ahead of you. Their shortcuts are usually hard-won, and most are happy to share them. At ${brand.name} we pass on what we learn from our customers every week, because good ideas travel best when they are shared.`,
      `Finally, remember that what works for someone else may not work for you — and that is fine. Treat every idea as an experiment. Keep the ones that fit your life and your budget, and let the others go without guilt.`,
    ]);
    const paragraphs = (heading: string, i: number): string[] => [
      `${heading}: this is where we see the biggest difference for ${audience}. At ${brand.name} we meet people every week who want better results from ${industry} but are short on time or unsure where to start. A few steady habits go a long way, and none of them needs a big budget or a specialist team.`,
      pool[(2 * i) % pool.length]!,
      pool[(2 * i + 1) % pool.length]!,
    ];
    const intro = [
      `If you are one of the ${audience} we work with, you already know that ${industry} can feel overwhelming. There is a lot of noise, plenty of conflicting tips, and never quite enough time. This guide collects what the team at ${brand.name} has learned from working alongside people just like you, and turns it into steps you can take this week.`,
      `Our own goal is simple — ${goal} — and everything in this guide points in that direction. Read it from start to finish, or jump to the section that matches where you are right now.`,
    ];
    const sections = outline.map((heading, i) => [`## ${heading}`, ...paragraphs(heading, i)].join('\n\n'));
    const closing = [
      `## Bringing it together`,
      `You do not need to do everything at once. Pick one idea from this guide, put it into practice for a week, and see how it feels. Then add the next. Over a month or two those small changes add up to something you will genuinely notice — and so will the people around you.`,
      `If you would like a hand, ${brand.name} is here to help. Follow us on ${brand.platforms.join(', ')} for weekly tips, send us your questions, and come and say hello. We love hearing how people get on, and your questions shape what we write next.`,
    ];
    const parts = [...intro, ...sections, ...closing];
    let body = parts.join('\n\n');
    // Short brand details make shorter sentences: top up from unused paragraphs until the floor is met.
    for (let i = 2 * outline.length; countWords(body) < BLOG_MIN_WORDS + 50 && i < 4 * pool.length; i++) body += `\n\n${pool[i % pool.length]}`;
    return { title, outline, body, wordCount: countWords(body) } satisfies Blog;
  },
};

export type { Post, Strategy };
