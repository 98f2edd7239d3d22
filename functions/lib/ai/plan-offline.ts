// The offline writer's "Ask AI to Generate Plan": 5–8 tasks for the project, composed from its
// template (what kind of project it is), its own title and description, and the business
// behind it (the matched trade's products, offers, events and worries, the place, the
// audience, the goal and how to measure it, the platforms). Deterministic for a project and
// brand; never a title the project already has. Used when no OpenAI key is configured.
import { PLAN_PROPOSALS_MAX, PLAN_PROPOSALS_MIN, PROPOSAL_DESCRIPTION_MAX, PROPOSAL_TITLE_MAX, type PlanProposal } from '#contracts/project-ai';
import { contentBrief, lowerFirst, random, shuffled, upperFirst, type ContentBrief } from './offline/brief.ts';
import { sameTitleKey, type PlanRequest } from './plan-types.ts';
import type { BrandBrief } from './types.ts';
import { matchKinds } from './offline/knowledge/index.ts';

type Priority = PlanProposal['priority'];

/** One candidate task: the writer keeps the ones that fit, in the template's order. */
interface Candidate {
  title: string;
  description: string;
  priority: Priority;
  phase: string;
  estimatedDays: number;
}

interface Context {
  brief: ContentBrief;
  /** The project's title as written, and in a sentence ("the spring menu launch"). */
  project: string;
  /** The project's description, first sentence, or null. */
  aim: string | null;
  /** The product the project is about: one its title or description names, else one in the brand's order. */
  product: [string, string];
  other: [string, string];
  offer: [string, string];
  event: string;
  objection: [string, string];
  tip: [string, string];
  proof: string;
  local: string;
  behind: string;
  /** The main social platform, and whether the brand e-mails its customers. */
  platform: string;
  emails: boolean;
  where: string;
  due: string | null;
}

const clip = (text: string, max: number) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).replace(/[,:;—–-]+$/, '')}…`;
};
const sentence = (s: string) => {
  const t = upperFirst(s.trim());
  return /[.!?…]$/.test(t) ? t : `${t}.`;
};
const firstSentence = (text: string) =>
  text
    .trim()
    .split(/(?<=[.!?])\s+/)[0]
    ?.trim() ?? '';

/** Words of a text worth matching a product against ("Launch our cardamom buns" → cardamom, buns). */
const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2),
  );

/** Words in product names that say nothing about which product a project is about. */
const COMMON = new Set(['the', 'and', 'for', 'with', 'house', 'seasonal', 'signature', 'starter', 'package', 'service', 'made', 'measure']);

function productFor(brief: ContentBrief, text: string, order: number[]): [string, string] {
  const words = wordsOf(text);
  const named = brief.kind.products.find(([name]) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .some((w) => w.length > 2 && !COMMON.has(w) && (words.has(w) || words.has(`${w}s`) || words.has(w.replace(/s$/, '')))),
  );
  return named ?? brief.kind.products[order[0]! % brief.kind.products.length]!;
}

/** A brand brief for a user without a brand kit: the project names the trade when it names one Markk knows. */
function briefWithout(request: PlanRequest): BrandBrief {
  const text = `${request.project.title} ${request.project.description}`;
  const named = matchKinds(text)[0]?.id !== 'general';
  return {
    name: 'your business',
    industry: named ? text : 'small business',
    targetAudience: 'your customers',
    mainGoal: 'Win more customers',
    platforms: ['Instagram', 'Email'],
    toneOfVoice: 'Friendly',
  };
}

function contextOf(request: PlanRequest, rand: () => number): Context {
  const brand = request.brand ?? briefWithout(request);
  const brief = contentBrief(brand);
  const { kind } = brief;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const order = shuffled(
    rand,
    kind.products.map((_, i) => i),
  );
  const product = productFor(brief, `${request.project.title} ${request.project.description}`, order);
  const other =
    kind.products.find((p) => p !== product && p === kind.products[order[1]! % kind.products.length]) ?? kind.products.find((p) => p !== product) ?? product;
  const aim = request.project.description.trim() ? firstSentence(request.project.description) : null;
  return {
    brief,
    project: request.project.title.trim(),
    aim,
    product,
    other,
    offer: pick(kind.offers),
    event: pick(kind.events),
    objection: pick(kind.objections),
    tip: pick(kind.tips),
    proof: pick(kind.proof),
    local: pick(kind.local)
      .replaceAll('{place}', brief.place ?? 'the neighbourhood')
      .replaceAll('{name}', brand.name),
    behind: pick(kind.behindScenes),
    platform: brief.platforms[0]!,
    emails: brand.platforms.some((p) => /e-?mail|newsletter/i.test(p)),
    where: brief.place ? `in ${brief.place}` : 'nearby',
    due: request.project.dueDate,
  };
}

/** Who the business is, in a phrase: "Corner Café, a café in Didsbury". */
const business = (c: Context) =>
  `${c.brief.brand.name === 'your business' ? 'the business' : c.brief.brand.name}${c.brief.place ? ` in ${c.brief.place}` : ''}`;
const forProject = (c: Context) => `For "${c.project}"`;
const because = (c: Context) => (c.aim ? ` The project's aim: ${lowerFirst(c.aim.replace(/[.!?]+$/, ''))}.` : '');

function productLaunch(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  return [
    {
      title: `Write the launch story for the ${p}`,
      description: `${forProject(c)}: one page on who the ${p} is for (${brief.audience}), what makes it good (${what}) and why now. Every launch post, e-mail and sign works from it.${because(c)}`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 2,
    },
    {
      title: `Set the launch offer: ${lowerFirst(c.offer[0])}`,
      description: `Decide the dates and the limit for the launch offer (${c.offer[1]}), and how the team will recognise it at the till or checkout. Tie it to the goal: ${brief.goal.text}.`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: `Photograph the ${p} for ${c.platform} and the website`,
      description: `Shoot the ${p} in natural light ${c.where}: one hero shot, one close-up, one in use with a customer. Save them where the team can find them for every launch post.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 2,
    },
    {
      title: `Answer "${clip(c.objection[0], 60)}" before launch`,
      description: `Customers of ${business(c)} ask it. Put the honest answer on the ${p} page, the menu or the FAQ, and in the launch posts: ${c.objection[1]}`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 1,
    },
    {
      title: `Brief the team on the ${p}`,
      description: `Ten minutes before opening: what the ${p} is, the price, the launch offer and the one sentence to say when someone asks. Everyone tries it before launch day.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 1,
    },
    c.emails
      ? {
          title: `Announce the ${p} to the e-mail list`,
          description: `A short e-mail on launch morning: the ${p} (${what}), the launch offer and one clear next step towards the goal (${brief.goal.text}).`,
          priority: 'high',
          phase: 'Launch',
          estimatedDays: 1,
        }
      : {
          title: `Tease the ${p} on ${c.platform} three days before launch`,
          description: `Three posts, one a day: a close-up with no name, the story behind it, then the launch day and the offer. End each with one next step towards the goal (${brief.goal.text}).`,
          priority: 'high',
          phase: 'Launch',
          estimatedDays: 3,
        },
    {
      title: clip(`Host ${c.event} to launch the ${p}`, PROPOSAL_TITLE_MAX),
      description: `Invite regulars and ${brief.audience} ${c.where} to ${c.event}, with the ${p} at the centre. Collect e-mail addresses at the door so the launch keeps paying back.`,
      priority: 'medium',
      phase: 'Launch',
      estimatedDays: 3,
    },
    {
      title: `Ask the first ${p} customers for a review`,
      description: `In the first week, ask every customer who tried the ${p} for a one-line review on Google or ${c.platform}. The kind of proof that works: "${c.proof}"`,
      priority: 'low',
      phase: 'Review',
      estimatedDays: 2,
    },
    {
      title: 'Measure the launch after two weeks',
      description: `${upperFirst(brief.goal.measure)}. Compare with the two weeks before the launch and decide whether the ${p} stays, changes or goes.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}

function socialGrowth(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  return [
    {
      title: `Plan four weeks of ${c.platform} posts for ${brief.brand.name === 'your business' ? 'the business' : brief.brand.name}`,
      description: `${forProject(c)}: one post a day, rotating a tip, behind the scenes, the ${p} and an offer. Each post speaks to ${brief.audience} and ends with one next step: ${brief.goal.text}.${because(c)}`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 2,
    },
    {
      title: `Post the tip "${clip(c.tip[0], 70)}"`,
      description: `Give the tip itself, not a promise of it: ${c.tip[1]} Make it a carousel or a 20-second video so people save and share it.`,
      priority: 'medium',
      phase: 'Content',
      estimatedDays: 1,
    },
    {
      title: 'Film a behind-the-scenes short',
      description: `${c.behind} Film it on a phone in one take, add captions, and post it at the time ${brief.audience} are most likely to be scrolling.`,
      priority: 'medium',
      phase: 'Content',
      estimatedDays: 1,
    },
    {
      title: `Spotlight the ${p}`,
      description: `A close-up and two lines on what makes it good: ${what}. Ask people to tag someone who would love it.`,
      priority: 'medium',
      phase: 'Content',
      estimatedDays: 1,
    },
    {
      title: `Run "${clip(c.offer[0], 70)}" for followers`,
      description: `${sentence(c.offer[1])} Say it is for followers only and ask them to mention the post, so you can count who came from ${c.platform}.`,
      priority: 'high',
      phase: 'Growth',
      estimatedDays: 3,
    },
    {
      title: `Share a customer story from ${c.brief.place ?? 'a regular'}`,
      description: `With their permission, tell one customer's story in their words. The kind of proof that works: "${c.proof}"`,
      priority: 'low',
      phase: 'Content',
      estimatedDays: 2,
    },
    {
      title: `Team up with a neighbour business ${c.where}`,
      description: `${sentence(c.local)} Agree one joint post or giveaway with a business your customers already visit, and tag each other.`,
      priority: 'low',
      phase: 'Growth',
      estimatedDays: 3,
    },
    {
      title: 'Reply to every comment and message within a day',
      description: `For the four weeks of "${c.project}", answer every comment and DM the same day. Replies are what make ${c.platform} show your posts to more of ${brief.audience}.`,
      priority: 'medium',
      phase: 'Growth',
      estimatedDays: 1,
    },
    {
      title: 'Review which posts worked',
      description: `After four weeks: ${brief.goal.measure}. Keep the two kinds of post that did best and drop the weakest.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}

function funnelBuild(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  return [
    {
      title: `Write the landing page for the ${p}`,
      description: `${forProject(c)}: a headline for ${brief.audience}, what the ${p} is (${what}), proof, the price and one button towards the goal: ${brief.goal.text}.${because(c)}`,
      priority: 'high',
      phase: 'Build',
      estimatedDays: 3,
    },
    {
      title: `Turn "${clip(c.tip[0], 60)}" into a free guide`,
      description: `A one-page guide people swap their e-mail address for. The heart of it: ${c.tip[1]}`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 2,
    },
    {
      title: 'Set up the sign-up form and welcome e-mail',
      description: `The form on the landing page sends the guide at once, then a welcome e-mail from ${business(c)} that says what to expect and when.`,
      priority: 'high',
      phase: 'Build',
      estimatedDays: 2,
    },
    {
      title: `Write three follow-up e-mails ending with "${clip(c.offer[0], 50)}"`,
      description: `E-mail 1: the story behind the ${p}. E-mail 2: the answer to "${c.objection[0]}" (${c.objection[1]}). E-mail 3: the offer, ${lowerFirst(c.offer[1])}.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 3,
    },
    {
      title: 'Test the funnel on a phone from start to finish',
      description: 'Sign up with a new address on a phone, check every e-mail arrives, every link works and the button at the end really books or buys.',
      priority: 'high',
      phase: 'Test',
      estimatedDays: 1,
    },
    {
      title: `Send ${c.platform} traffic to the landing page`,
      description: `Three posts over a week pointing to the free guide, each with a different hook for ${brief.audience} ${c.where}.`,
      priority: 'medium',
      phase: 'Launch',
      estimatedDays: 5,
    },
    {
      title: 'Measure each step of the funnel',
      description: `Visits to the page, sign-ups, e-mails opened, and the result that matters: ${brief.goal.measure}. Fix the step where most people drop out first.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}

function paidAds(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  return [
    {
      title: 'Set the ad budget and the one result to pay for',
      description: `${forProject(c)}: a daily budget you would not miss, a four-week end date, and one result the ads are judged by: ${brief.goal.text}.${because(c)}`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: clip(`Define the ad audience: ${brief.audience} ${c.where}`, PROPOSAL_TITLE_MAX),
      description: `Target ${brief.audience}${brief.place ? ` within a few miles of ${brief.place}` : ' near the business'}, plus a lookalike of people who already follow ${business(c)}.`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: `Write three ad versions for the ${p}`,
      description: `Same picture, three openings: the product (${what}), the offer (${lowerFirst(c.offer[0])}) and the worry ("${c.objection[0]}" — ${c.objection[1]}).`,
      priority: 'medium',
      phase: 'Creative',
      estimatedDays: 2,
    },
    {
      title: `Make the ad images and a 15-second video of the ${p}`,
      description: `Square and vertical versions for ${c.platform}. Show the ${p} in the first second; put the offer in text on the image.`,
      priority: 'medium',
      phase: 'Creative',
      estimatedDays: 3,
    },
    {
      title: 'Check the page the ads send people to',
      description: `The ad promises "${c.offer[0]}": the page must say the same in its first line and have one button. Test it on a phone.`,
      priority: 'high',
      phase: 'Creative',
      estimatedDays: 1,
    },
    {
      title: `Launch the ads on ${c.platform}`,
      description: 'Start all three versions at the same small budget, check the next morning that they are running, and change nothing for seven days.',
      priority: 'high',
      phase: 'Launch',
      estimatedDays: 1,
    },
    {
      title: 'Stop the weakest ad after seven days',
      description: 'Move its budget to the version with the lowest cost per result. Write down why you think it won, for the next round.',
      priority: 'medium',
      phase: 'Optimise',
      estimatedDays: 1,
    },
    {
      title: 'Report the cost of each result',
      description: `At the end of the four weeks: ${brief.goal.measure}, divided into the money spent. Decide whether the ads paid for themselves.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}

function rebrand(c: Context): Candidate[] {
  const [p] = c.product;
  const { brief } = c;
  const name = brief.brand.name === 'your business' ? 'the business' : brief.brand.name;
  return [
    {
      title: `Ask ten regulars what they love about ${name}`,
      description: `${forProject(c)}: five minutes each, in person or by message. Keep what they love (often the ${p}) through the rebrand; it is what the new look must promise.${because(c)}`,
      priority: 'high',
      phase: 'Research',
      estimatedDays: 3,
    },
    {
      title: `Write the new brand promise for ${clip(brief.kind.topic, 50)}`,
      description: `One sentence on what ${name} does for ${brief.audience} ${c.where}, in a ${brief.voice.tone} voice. Every sign, post and page after this follows it.`,
      priority: 'high',
      phase: 'Strategy',
      estimatedDays: 2,
    },
    {
      title: 'Brief a designer on the new logo and colours',
      description: `Give them the brand promise, what regulars said, three places the logo must work (${c.platform} profile picture, shop sign, packaging) and a deadline.`,
      priority: 'medium',
      phase: 'Design',
      estimatedDays: 10,
    },
    {
      title: 'List every place the old look appears',
      description: `Signage ${c.where}, menus or price lists, the website, ${brief.platforms.join(', ')}, e-mail footer, cards and packaging: one checklist to tick off on launch day.`,
      priority: 'medium',
      phase: 'Design',
      estimatedDays: 1,
    },
    {
      title: 'Rewrite the website About page in the new voice',
      description: `Who ${name} is, the ${p} and what makes it good, and proof from a customer: "${c.proof}"`,
      priority: 'medium',
      phase: 'Rollout',
      estimatedDays: 2,
    },
    {
      title: 'Tell regulars about the rebrand first',
      description: `A message or e-mail before the public launch, with a thank-you: ${lowerFirst(c.offer[0])} (${c.offer[1]}).`,
      priority: 'low',
      phase: 'Launch',
      estimatedDays: 1,
    },
    {
      title: `Launch the new look on ${c.platform} and in store`,
      description: `Same day everywhere: new profile picture and cover, a post explaining why, and the new signs up ${c.where}.`,
      priority: 'high',
      phase: 'Launch',
      estimatedDays: 2,
    },
    {
      title: 'Check how the rebrand landed after a month',
      description: `${upperFirst(brief.goal.measure)}, against the month before. Ask the same ten regulars what they think now.`,
      priority: 'low',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}

/** A custom project (or none): the same shape of work, around the project's own title. */
function custom(c: Context): Candidate[] {
  const [p, what] = c.product;
  const { brief } = c;
  const topic = `"${c.project}"`;
  return [
    {
      title: clip(`Define what ${topic} must achieve`, PROPOSAL_TITLE_MAX),
      description: `Write down the one result that makes ${topic} worth it for ${business(c)} (for example: ${brief.goal.text}), the deadline${c.due ? ` (${c.due})` : ''} and who does what.${because(c)}`,
      priority: 'high',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: clip(`Ask ${brief.audience} what they need from ${topic}`, PROPOSAL_TITLE_MAX),
      description: `Five short conversations with customers ${c.where}. What would make them notice, try or recommend it? Note their words to use later.`,
      priority: 'medium',
      phase: 'Research',
      estimatedDays: 3,
    },
    {
      title: clip(`Break ${topic} into weekly milestones`, PROPOSAL_TITLE_MAX),
      description: 'One milestone a week, each with a visible result, so progress shows on the timeline and nothing waits for the last week.',
      priority: 'medium',
      phase: 'Planning',
      estimatedDays: 1,
    },
    {
      title: clip(`Feature the ${p} in ${topic}`, PROPOSAL_TITLE_MAX),
      description: `It is what ${brief.audience} already come for: ${what}. Make it the centre of what you show and say.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 3,
    },
    {
      title: clip(`Prepare "${c.offer[0]}" for ${topic}`, PROPOSAL_TITLE_MAX),
      description: `${sentence(c.offer[1])} Decide the dates and how the team will recognise it.`,
      priority: 'medium',
      phase: 'Build',
      estimatedDays: 2,
    },
    {
      title: clip(`Tell customers about ${topic} on ${c.platform}`, PROPOSAL_TITLE_MAX),
      description: `Three posts: why you are doing it, a behind-the-scenes moment (${lowerFirst(c.behind.replace(/[.!?]+$/, ''))}), and the day it happens. Each ends with one next step: ${brief.goal.text}.`,
      priority: 'high',
      phase: 'Launch',
      estimatedDays: 3,
    },
    {
      title: clip(`Answer "${c.objection[0]}" up front`, PROPOSAL_TITLE_MAX),
      description: `The worry that stops people: answer it where they will see it. ${c.objection[1]}`,
      priority: 'low',
      phase: 'Build',
      estimatedDays: 1,
    },
    {
      title: clip(`Review the results of ${topic}`, PROPOSAL_TITLE_MAX),
      description: `${upperFirst(brief.goal.measure)}. Write down what to repeat and what to drop next time.`,
      priority: 'medium',
      phase: 'Review',
      estimatedDays: 1,
    },
  ];
}

const BY_TEMPLATE: Record<string, (c: Context) => Candidate[]> = {
  'product-launch': productLaunch,
  'social-growth': socialGrowth,
  'funnel-build': funnelBuild,
  'paid-ads': paidAds,
  rebrand,
};

const seedOf = (request: PlanRequest) =>
  [
    request.project.title,
    request.project.description,
    request.project.templateType ?? '',
    request.brand ? [request.brand.name, request.brand.industry, request.brand.targetAudience, request.brand.mainGoal].join('|') : '',
  ].join('|');

/** The proposals for a project: 5–8, in the order the work happens, none already on the board. */
export function proposePlanOffline(request: PlanRequest): PlanProposal[] {
  const rand = random(`${seedOf(request)}|plan`);
  const context = contextOf(request, rand);
  const shape = BY_TEMPLATE[request.project.templateType ?? ''] ?? custom;
  const taken = new Set(request.existingTaskTitles.map(sameTitleKey));
  const freshOf = (list: Candidate[]) =>
    list.flatMap((candidate) => {
      const title = clip(candidate.title, PROPOSAL_TITLE_MAX);
      const key = sameTitleKey(title);
      if (taken.has(key)) return [];
      taken.add(key);
      return [{ ...candidate, title }];
    });
  const own = freshOf(shape(context));
  // A project that already has most of the template's tasks still gets five new ones: the custom shape fills in.
  const fill = shape === custom ? [] : freshOf(custom(context));
  const count = PLAN_PROPOSALS_MIN + Math.floor(rand() * (PLAN_PROPOSALS_MAX - PLAN_PROPOSALS_MIN + 1));
  // Beyond the count, drop some from the middle: the first task starts the work and the last one closes it.
  const weight = { low: 0, medium: 1, high: 2 } as const;
  while (own.length > count) {
    const middle = own.slice(1, -1);
    const least = Math.min(...middle.map((c) => weight[c.priority]));
    const droppable = middle.flatMap((c, i) => (weight[c.priority] === least ? [i + 1] : []));
    own.splice(droppable[Math.floor(rand() * droppable.length)]!, 1);
  }
  const chosen = [...own, ...fill.slice(0, Math.max(0, PLAN_PROPOSALS_MIN - own.length))];
  return chosen.map((c) => ({
    title: c.title,
    description: clip(c.description, PROPOSAL_DESCRIPTION_MAX),
    priority: c.priority,
    phase: c.phase,
    estimatedDays: Math.min(30, Math.max(1, Math.round(c.estimatedDays))),
  }));
}
