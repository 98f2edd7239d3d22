// The offline expert: how the AI expert chat answers when no AI provider is set up. It is
// templated, but never generic: it reads the question's topic (e-mail, ads and budget,
// social and reels, a launch, pricing and offers, SEO and blogs, landing pages and
// conversion, branding and positioning, the content calendar, reviews and local, measuring
// results), fills a plan for that topic with the brand kit (name, trade and what that kind
// of business sells, place, audience, goal and its calls to action, platforms, voice), adds
// the chosen expert's own angle (Thomas's big idea, Clara's words, Maya's positioning,
// Raj's numbers, Sofia's posts) and formats it the way the chat renders replies. The same
// question always gets the same answer; another question (or the same one later in a
// thread) picks other products, examples and openings. A follow-up refers to the topic
// before it, and a running workflow gets an answer for its current step.
import { PERSONAS, USE_CASE_LABELS, quickActionsFor, type ChatWorkflow, type PersonaId, type UseCaseId } from '#contracts/chat-personas';
import { callToActionFor, contentBrief, hashtagsFor, lowerFirst, random, shuffled, upperFirst, type GoalKind } from './brief.ts';
import type { ChatRequest, ChatTurn } from './chat-prompt.ts';

export const CHAT_TOPICS = ['email', 'ads', 'social', 'launch', 'offer', 'seo', 'landing', 'branding', 'calendar', 'reviews', 'measure', 'general'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

export const TOPIC_LABELS: Record<ChatTopic, string> = {
  email: 'E-mail marketing',
  ads: 'Paid ads and budget',
  social: 'Social media and reels',
  launch: 'Your launch',
  offer: 'Pricing and offers',
  seo: 'SEO and blogging',
  landing: 'Landing page and conversion copy',
  branding: 'Brand positioning',
  calendar: 'Your content calendar',
  reviews: 'Reviews and local visibility',
  measure: 'Measuring what works',
  general: 'Your marketing plan',
};

/** Topic words, most specific first: a question is about the topic with most hits (ties: the earlier topic). */
const TOPIC_PATTERNS: [ChatTopic, RegExp][] = [
  [
    'reviews',
    /\b(reviews?|testimonials?|google business|business profile|google maps|local seo|near me|word of mouth|referrals?|refer a friend|ratings?|local (customers|people|area|community))\b/g,
  ],
  ['seo', /\b(seo|blogs?|blogging|articles?|search engines?|rank(ing|ings)?|organic (search|traffic)|meta descriptions?|backlinks?)\b/g],
  [
    'ads',
    /\b(ads?|adverts?|advertising|ppc|adwords|google ads|meta ads|facebook ads|budgets?|roas|cpc|cpa|cost per \w+|bids?|bidding|keywords?|retarget\w*|remarketing|paid|spend)\b/g,
  ],
  [
    'email',
    /\b(e-?mails?|newsletters?|subject lines?|mailing list|subscribers?|welcome (sequence|series)|inbox|abandoned cart|open rates?|mailchimp|klaviyo)\b/g,
  ],
  [
    'landing',
    /\b(landing pages?|sales pages?|home ?page|website( copy)?|conversions?|convert\w*|checkout|funnels?|sign-?up page|calls? to action|cta|headlines?|product descriptions?|copy|copywriting)\b/g,
  ],
  ['offer', /\b(offers?|pric(e|es|ing)|discounts?|deals?|promotions?|promo|bundles?|guarantees?|upsells?|free trials?|loyalty|coupons?|sale)\b/g],
  ['launch', /\b(launch\w*|new (product|service|range|menu|collection)|opening|grand opening|waitlist|wait list|pre-?orders?|release|go live)\b/g],
  [
    'calendar',
    /\b(calendar|schedule|posting plan|content plan|what to post|month of (content|posts)|content ideas|batch\w*|pillars?|consisten\w*|how often)\b/g,
  ],
  [
    'social',
    /\b(social( media)?|instagram|tiktok|facebook|linkedin|reels?|posts?|captions?|hashtags?|followers?|stories|engagement|community|influencers?|ugc|videos?)\b/g,
  ],
  [
    'branding',
    /\b(brand(ing)?|position\w*|messag\w*|taglines?|slogans?|voice|tone|logo|identity|different\w*|competitors?|ideal customers?|target (audience|market)|personas?|elevator pitch|about (us )?page|usp|niche)\b/g,
  ],
  ['measure', /\b(measure\w*|metrics?|analytics|kpis?|results?|track\w*|data|reports?|insights|working|roi)\b/g],
];

/** The topic of a text, or null when it names none. */
export function topicOf(text: string): ChatTopic | null {
  const lower = text.toLowerCase();
  let best: ChatTopic | null = null;
  let bestHits = 0;
  for (const [topic, pattern] of TOPIC_PATTERNS) {
    const hits = lower.match(pattern)?.length ?? 0;
    if (hits > bestHits) [best, bestHits] = [topic, hits];
  }
  return best;
}

const USE_CASE_TOPIC: Record<UseCaseId, ChatTopic> = {
  general: 'general',
  launch: 'launch',
  funnel: 'landing',
  social: 'social',
  copy: 'landing',
  email: 'email',
  ads: 'ads',
  content: 'calendar',
};
const PERSONA_TOPIC: Record<PersonaId, ChatTopic> = {
  thomas: 'general',
  copywriter: 'landing',
  strategist: 'branding',
  ppc: 'ads',
  social: 'social',
  chatgpt: 'general',
};

// ---------------------------------------------------------------------------------------
// What the answer is made from: the brand kit, read through Markk's knowledge of the trade.

interface Ctx {
  persona: PersonaId;
  rand: () => number;
  brandKnown: boolean;
  name: string;
  /** "café", or "business" without a brand kit. */
  trade: string;
  /** "coffee and brunch". */
  subject: string;
  /** What people type to find this business, without the place ("plumber", "independent café"). */
  searchTerm: string;
  products: string[];
  productWhy: Map<string, string>;
  offer: [string, string];
  offer2: [string, string];
  place: string | null;
  audience: string;
  goal: string;
  goalKind: GoalKind;
  ctas: string[];
  /** Social platforms, the brand's first. */
  social: string[];
  hasEmail: boolean;
  tip: [string, string];
  objection: [string, string];
  proof: string;
  seasonal: string;
  event: string;
  behind: string;
  /** What the trade's how-to achieves ("make a café-style latte at home"). */
  howToGoal: string | null;
  hashtags: string;
  voice: string;
  /** How the brand's e-mails open and close ("Hi there", "See you soon"). */
  greeting: string;
  signOff: string;
  budget: number | null;
  currency: string;
}

const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const endSentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
const noDot = (s: string) => s.trim().replace(/[.!?]+$/, '');

/** A budget the user named ("£300", "300 a month", "$1,500"), in the whole conversation, newest first. */
function budgetIn(texts: string[]): { amount: number; currency: string } | null {
  for (const text of texts) {
    const m =
      /([£$€])\s?(\d[\d,]*(?:\.\d+)?)\s?(k\b)?/i.exec(text) ??
      /\b(\d[\d,]*)\s?(k\b)?\s?(?:pounds|dollars|euros|a month|per month|\/month|a week|per week)/i.exec(text);
    if (!m) continue;
    const symbol = m[1] && /[£$€]/.test(m[1]) ? m[1] : '£';
    const digits = (m[1] && /[£$€]/.test(m[1]) ? m[2] : m[1])!.replace(/,/g, '');
    const k = (m[1] && /[£$€]/.test(m[1]) ? m[3] : m[2]) ? 1000 : 1;
    const amount = Math.round(Number(digits) * k);
    if (amount > 0) return { amount, currency: symbol };
  }
  return null;
}

/** The months (0–11) a seasonal sentence speaks of, by its words. */
const SEASONS: [RegExp, number[]][] = [
  [
    /\b(winter|christmas|festive|december|january|february|new year|frost\w*|dark evenings|cold(er)? (months|mornings|weather)|mornings get colder|heating)\b/i,
    [10, 11, 0, 1],
  ],
  [/\b(spring|easter|march|april|may|mother'?s day)\b/i, [1, 2, 3, 4]],
  [/\b(summer|iced|sunshine|sunny|july|august|bbq|barbecue|wedding season|festival|holidays?)\b/i, [4, 5, 6, 7]],
  [/\b(autumn|fall|september|october|november|back to school|halloween|bonfire)\b/i, [7, 8, 9, 10]],
];

/** The seasonal sentences that fit this month or the next (all of them when none does). */
export function inSeason(sentences: string[], month = new Date().getMonth()): string[] {
  const fits = sentences.filter((sentence) => {
    const months = SEASONS.filter(([pattern]) => pattern.test(sentence)).flatMap(([, m]) => m);
    return months.length === 0 || months.includes(month) || months.includes((month + 1) % 12);
  });
  return fits.length ? fits : sentences;
}

/** A goal as something to do ("more free trial sign-ups" → "get more free trial sign-ups"). */
const asAim = (goal: string) =>
  /^(get|win|fill|grow|increase|build|drive|sell|book|reach|attract|boost|generate|bring|make|double|launch|turn|find|keep|raise|improve|be|become|have|encourage|promote|establish|create|sign|convert|retain)\b/i.test(
    goal,
  )
    ? goal
    : `get ${goal}`;

/** The industry as a search ("Plumber in Leeds" → "plumber"), else the trade's label. */
function searchTermOf(industry: string, label: string): string {
  const head = industry
    .split(/\s+(?:in|near|around|based|for|serving)\b|[,.;:(]/i)[0]!
    .trim()
    .toLowerCase();
  const words = head.split(/\s+/).filter(Boolean);
  return words.length && words.length <= 3 ? words.join(' ') : label;
}

/** Text cut at a word to fit `max` characters (an ad headline). */
const fit = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  return cut
    .slice(0, Math.max(cut.lastIndexOf(' '), 1))
    .replace(/[\s,;:-]+(and|or|of|the|for|to|a|an|in|with)?$/i, '')
    .trim();
};

function contextFor(request: ChatRequest, seed: string): Ctx {
  const rand = random(seed);
  const userTexts = [
    request.message,
    ...request.history
      .filter((t) => t.role === 'user')
      .map((t) => t.content)
      .reverse(),
  ];
  const budget = budgetIn(userTexts);
  const currency = budget?.currency ?? (/\$/.test(userTexts.join(' ')) ? '$' : /€/.test(userTexts.join(' ')) ? '€' : '£');
  const named = (userTexts.join(' ').match(/\b(Instagram|TikTok|Facebook|LinkedIn)\b/i)?.[1] ?? '').toLowerCase();
  const base = { persona: request.persona, rand, budget: budget?.amount ?? null, currency };
  if (!request.brand) {
    const social = ['Instagram', 'Facebook'];
    return {
      ...base,
      brandKnown: false,
      name: 'your business',
      trade: 'business',
      subject: 'what you sell',
      searchTerm: 'your service',
      products: shuffled(rand, ['best-selling product', 'most popular service', 'newest offer']),
      productWhy: new Map(),
      offer: ['A welcome offer', '10% off a first order or booking this month'],
      offer2: ['Refer a friend, both save', 'a thank-you discount for the customer and the friend they bring'],
      place: null,
      audience: 'your ideal customers',
      goal: 'win more customers',
      goalKind: 'leads',
      ctas: ['Get in touch today.', 'Send us a message and we will reply within a day.', 'Book your first visit today.'],
      social: named ? [...social.filter((p) => p.toLowerCase() === named), ...social.filter((p) => p.toLowerCase() !== named)] : social,
      hasEmail: true,
      tip: ['Answer the question customers ask most', 'Write down the question you hear most this week and answer it in one post.'],
      objection: ['Is it worth the price?', 'Show exactly what is included and what it saves them.'],
      proof: 'Your happiest recent customer, in their own words, is the strongest proof you have.',
      seasonal: 'The next season or holiday gives people a reason to act now.',
      event: 'an open day',
      behind: 'How a typical day looks behind the scenes is content only you can make.',
      howToGoal: null,
      hashtags: '#SmallBusiness #ShopLocal',
      voice: 'warm and clear',
      greeting: 'Hi there',
      signOff: 'Best wishes',
    };
  }
  const brief = contentBrief(request.brand);
  const kind = brief.kind;
  const products = shuffled(
    rand,
    kind.products.map(([p]) => p),
  );
  const offers = shuffled(rand, kind.offers);
  const social =
    named && brief.platforms.some((p) => p.toLowerCase() === named)
      ? [...brief.platforms.filter((p) => p.toLowerCase() === named), ...brief.platforms.filter((p) => p.toLowerCase() !== named)]
      : brief.platforms;
  const ctaStart = Math.floor(rand() * 8);
  return {
    ...base,
    brandKnown: true,
    name: request.brand.name,
    trade: kind.label,
    subject: kind.topic,
    searchTerm: searchTermOf(request.brand.industry, kind.label),
    products,
    productWhy: new Map(kind.products),
    offer: offers[0]!,
    offer2: offers[1] ?? offers[0]!,
    place: brief.place,
    audience: brief.audience,
    goal: asAim(brief.goal.text),
    goalKind: brief.goal.kind,
    ctas: [0, 1, 2].map((i) => callToActionFor(brief, ctaStart + i, social[0])),
    social,
    hasEmail: request.brand.platforms.some((p) => /e-?mail|newsletter/i.test(p)),
    tip: pick(rand, kind.tips),
    objection: pick(rand, kind.objections),
    proof: pick(rand, kind.proof),
    seasonal: pick(rand, inSeason(kind.seasonal)),
    event: pick(rand, kind.events),
    behind: pick(rand, kind.behindScenes),
    howToGoal: kind.howTo.goal,
    hashtags: hashtagsFor(brief, social[0]!, Math.floor(rand() * 3)).join(' '),
    voice: brief.voice.description,
    greeting: brief.voice.greeting,
    signOff: brief.voice.signOff,
  };
}

const p = (c: Ctx, i = 0) => c.products[i % c.products.length]!;
const where = (c: Ctx) => (c.place ? ` in ${c.place}` : '');
const main = (c: Ctx) => c.social[0] ?? 'Instagram';

// ---------------------------------------------------------------------------------------
// The topics: a plan (numbered steps), examples (bullets) and the one action to take.

interface Section {
  heading: string;
  intro: string;
  steps: string[];
  examplesHeading: string;
  examples: string[];
  action: string;
}

const TOPICS: Record<ChatTopic, (c: Ctx) => Section> = {
  email: (c) => ({
    heading: `E-mail plan for ${c.name}`,
    intro: `E-mail is the one channel ${c.name} owns outright, so every subscriber is worth more than a follower. Here is how I would use it to ${c.goal}.`,
    steps: [
      `Give people a reason to join: a sign-up form on your site and ${main(c)} bio, with a small incentive such as ${lowerFirst(c.offer[0])}.`,
      `Send a welcome e-mail within minutes: say hello, tell the story of ${c.name} in three sentences and feature the ${p(c)}.`,
      `Write one newsletter a week or fortnight with a fixed shape: one useful tip, one product or offer, one call to action.`,
      `Keep subject lines under 45 characters, specific and curious; test two versions on your next send.`,
      `Check opens, clicks and replies after 48 hours, and keep the formats that earn clicks.`,
    ],
    examplesHeading: 'Subject lines to try',
    examples: [
      `The ${p(c)} our regulars keep quiet about`,
      `${upperFirst(noDot(c.tip[0]))} (takes two minutes)`,
      `${noDot(c.offer[0])}, this week only`,
      `A quick question for ${c.audience}${where(c)}`,
    ],
    action: `Write this week's e-mail around "${noDot(c.tip[0])}" and end it with: "${noDot(c.ctas[0]!)}"`,
  }),
  ads: (c) => {
    const budget = c.budget ?? 300;
    return {
      heading: `Paid ads plan for ${c.name}`,
      intro: `Ads work best for ${c.name} when they reach people who already want ${c.subject}, with one offer and one page to land on. Start small, measure, then scale what pays.`,
      steps: [
        `Set up tracking first: the Meta pixel and Google tag, with the action that counts for your goal (${c.goal}).`,
        `Google Search: bid on buyer-intent searches such as "${c.searchTerm}${c.place ? ` ${c.place}` : ' near me'}" and "${p(c)}${c.place ? ` ${c.place}` : ''}", with negatives like "jobs", "free" and "course".`,
        `Meta (Facebook and Instagram): target ${c.audience}${c.place ? ` within a few miles of ${c.place}` : ''}, with one video and one image ad about the ${p(c, 1)}.`,
        `Budget: ${c.currency}${budget} a month is about ${c.currency}${Math.max(1, Math.round(budget / 30))} a day; split it 60/40 towards the channel closest to the sale.`,
        `Leave each ad for seven days, then pause anything costing more than a customer is worth to you.`,
      ],
      examplesHeading: 'Ad angles to test',
      examples: [`Offer: ${c.offer[0]} (${c.offer[1]})`, `Proof: ${endSentence(c.proof)}`, `Objection: "${c.objection[0]}" ${c.objection[1]}`],
      action: `Install tracking today, then launch one Search campaign with ten keywords and ${c.currency}${Math.max(5, Math.round((budget * 0.6) / 30))} a day.`,
    };
  },
  social: (c) => ({
    heading: `${main(c)} plan for ${c.name}`,
    intro: `On ${main(c)}, people follow ${c.trade === 'business' ? 'businesses' : `a ${c.trade}`} for the people and the craft, then buy. Show both, often, and ask for the action that moves your goal.`,
    steps: [
      `Post three times a week: one tip, one behind the scenes, one product or offer, plus daily stories.`,
      `Open every reel with a two-second hook on screen, e.g. "Why ${c.audience} keep asking for our ${p(c)}" or "${upperFirst(noDot(c.tip[0]))}".`,
      `Film in batches: one hour on a quiet day gives you a week of clips.`,
      `Reply to every comment within the first hour; it is when ${main(c)} decides who else sees the post.`,
      `End each caption with one call to action and three to five hashtags such as ${c.hashtags}.`,
    ],
    examplesHeading: 'Posts for this week',
    examples: [
      `Reel: ${endSentence(c.behind)}`,
      `Carousel: "${c.tip[0]}" in five slides: ${endSentence(c.tip[1])}`,
      `Story poll: which do ${c.audience} prefer, the ${p(c)} or the ${p(c, 1)}?`,
      `Post: ${c.offer[0]}: ${c.offer[1]}.`,
    ],
    action: `Film the behind-the-scenes reel this week and post it with the caption ending "${noDot(c.ctas[0]!)}"`,
  }),
  launch: (c) => ({
    heading: `Launch plan for ${c.name}`,
    intro: `A launch is a story with a date: people need to hear about it several times before they act. Work backwards from launch day and give ${c.audience} a reason to be first.`,
    steps: [
      `Four weeks out: write the one-sentence promise of what is new, and open a waitlist with a launch-only bonus (for example ${lowerFirst(c.offer[1])}).`,
      `Three weeks out: tease it on ${main(c)} with close-ups and behind-the-scenes clips, without the full reveal.`,
      `Two weeks out: tell the story of why you made it, and line up two local partners or customers to share it.`,
      `Launch week: reveal day, a demo, customer reactions and a last call, plus${c.hasEmail ? ' an e-mail on day one and day five' : ' a message to your best customers'}.`,
      `Week after: thank buyers, ask for reviews and share the first results.`,
    ],
    examplesHeading: 'Launch hooks',
    examples: [
      `"Something new is coming to ${c.name}${where(c)}. Join the list to be first."`,
      `Founding customers get ${lowerFirst(c.offer[0])}.`,
      `Launch event: ${c.event}${where(c)}.`,
    ],
    action: `Set the launch date and put up the waitlist page this week, with the bonus in its headline.`,
  }),
  offer: (c) => ({
    heading: `Offer and pricing for ${c.name}`,
    intro: `People rarely buy on price alone; they buy when the value is obvious and the risk is low. Build the offer around the result ${c.audience} want, then price it with confidence.`,
    steps: [
      `Name the result: what ${c.audience} get from the ${p(c)} in one sentence.`,
      `Stack the value: the core product plus one bonus that saves effort or time.`,
      `Price against the alternative, not against competitors: what does not buying cost them?`,
      `Reverse the risk: answer "${c.objection[0]}" upfront: ${c.objection[1]}`,
      `Add honest urgency: a deadline or a limited number, and stick to it.`,
    ],
    examplesHeading: 'Offers that suit a ' + c.trade,
    examples: [`${c.offer[0]}: ${c.offer[1]}.`, `${c.offer2[0]}: ${c.offer2[1]}.`, `A bundle: the ${p(c)} with the ${p(c, 1)} at a small saving.`],
    action: `Pick one offer, give it an end date and announce it to your best customers first.`,
  }),
  seo: (c) => ({
    heading: `SEO and blog plan for ${c.name}`,
    intro: `Search brings people who are already looking. For ${c.name}, the fastest wins are answering the questions ${c.audience} type into Google${c.place ? `, with ${c.place} in the right places` : ''}.`,
    steps: [
      `List ten questions customers ask you about ${c.subject}; each is a blog post.`,
      `Write the answer in the first two sentences, then the detail, examples and photos from ${c.name}.`,
      `Use the question as the title and "${c.trade}${c.place ? ` in ${c.place}` : ''}" in the first paragraph and one heading.`,
      `Link each post to the page where people buy or book, with one clear call to action.`,
      `Publish one post a fortnight and check Search Console after four weeks for the searches you appear in.`,
    ],
    examplesHeading: 'Blog posts to write first',
    examples: [
      `How to ${noDot(lowerFirst(c.tip[0]))}`,
      `${c.objection[0]} An honest answer`,
      `Why ${c.audience} choose the ${p(c)}`,
      `${upperFirst(c.event)}: what to expect`,
    ],
    action: `Write the first post, "How to ${noDot(lowerFirst(c.tip[0]))}", this week and publish it with a link to your booking or shop page.`,
  }),
  landing: (c) => ({
    heading: `A page that converts for ${c.name}`,
    intro: `A page converts when it does one job: one audience, one promise, one call to action. Everything on it should serve one aim: ${c.goal}.`,
    steps: [
      `Headline: the result, not the product. Subheadline: who it is for and how fast they get it.`,
      `Benefits: three bullets, each a feature turned into an outcome (the ${p(c)}: ${c.productWhy.get(p(c)) ?? 'what it does for them'}).`,
      `Proof: a review with a name, a number or a photo; ${lowerFirst(endSentence(c.proof))}`,
      `Objections: answer "${c.objection[0]}" right before the button.`,
      `One call to action, repeated at the top and the bottom: "${noDot(c.ctas[0]!)}".`,
    ],
    examplesHeading: 'Headlines to test',
    examples: [
      `The ${p(c)} ${c.audience} keep coming back for`,
      `${upperFirst(c.subject)}${where(c)}, done properly`,
      `${noDot(c.offer[0])}: see why people switch`,
    ],
    action: `Rewrite your page headline with one of the options above and make the button say exactly what happens next.`,
  }),
  branding: (c) => ({
    heading: `Positioning for ${c.name}`,
    intro: `Strong positioning makes ${c.name} the obvious choice for the right people, and lets you ignore the rest. Decide who you are for and the one difference that matters to them.`,
    steps: [
      `Name your best customer precisely: ${c.audience}${where(c)}, and the moment they go looking for a ${c.trade}.`,
      `List what you do differently, with proof for each (your ${p(c)}, how you work, where you are).`,
      `Choose the one difference that matters most to them, and say it the same way everywhere.`,
      `Write the positioning line: "For ${c.audience}${where(c)}, ${c.name} is the ${c.trade} that …", finished with the one difference from step 3.`,
      `Check the voice: ${c.voice}, in your bio, homepage and every post.`,
    ],
    examplesHeading: 'Messaging pillars',
    examples: [`Craft: the ${p(c)}, ${c.productWhy.get(p(c)) ?? 'made with care'}.`, `People: ${endSentence(c.behind)}`, `Proof: ${endSentence(c.proof)}`],
    action: `Finish the positioning line above in one sentence, then put it in your ${main(c)} bio today.`,
  }),
  calendar: (c) => ({
    heading: `Content calendar for ${c.name}`,
    intro: `A calendar removes the daily "what do I post?" question. Four pillars and a fixed weekly rhythm give ${c.name} a month of content from one planning session.`,
    steps: [
      `Pillars: teach (tips), show (behind the scenes), sell (products and offers), prove (customers and reviews).`,
      `Rhythm: Monday teach, Wednesday show, Friday sell, plus one proof post and daily stories.`,
      `Themes by week: week 1 the ${p(c)}, week 2 ${lowerFirst(noDot(c.tip[0]))}, week 3 ${c.event}, week 4 ${lowerFirst(c.offer[0])}.`,
      `Batch it: write captions for the week in one sitting and film on one day.`,
      `Review every Friday: keep the posts that got saves, shares and messages.`,
    ],
    examplesHeading: 'This week, filled in',
    examples: [
      `Monday (teach): ${c.tip[0]}: ${endSentence(c.tip[1])}`,
      `Wednesday (show): ${endSentence(c.behind)}`,
      `Friday (sell): ${c.offer[0]}: ${c.offer[1]}.`,
      `Seasonal hook: ${endSentence(c.seasonal)}`,
    ],
    action: `Block one hour this week, put the four themes in your calendar and schedule Monday's tip post.`,
  }),
  reviews: (c) => ({
    heading: `Reviews and local visibility for ${c.name}`,
    intro: `For a ${c.trade}, reviews are the shop window people look through before they visit. More recent, detailed reviews${c.place ? ` also help ${c.name} show up when people search in ${c.place}` : ' also lift you in local search'}.`,
    steps: [
      `Complete your Google Business Profile: categories, hours, photos of the ${p(c)} and your services.`,
      `Ask at the happy moment: right after a compliment, send the review link by text or e-mail.`,
      `Make it easy: a QR code at the counter or on receipts, and a short link in your e-mail signature.`,
      `Reply to every review within two days, thanking by name and mentioning what they bought.`,
      `Turn the best reviews into posts, website quotes and ad copy.`,
    ],
    examplesHeading: 'A review request you can send',
    examples: [
      `"Thank you for choosing ${c.name}! If you enjoyed the ${p(c)}, would you leave us a quick review? It helps other ${c.audience} find us."`,
      `Local angle: ${c.place ? `mention ${c.place} in replies and posts naturally.` : 'mention your neighbourhood in replies and posts naturally.'}`,
      `Proof to share: ${endSentence(c.proof)}`,
    ],
    action: `Send the review request above to your last five happy customers today.`,
  }),
  measure: (c) => ({
    heading: `Measuring what works for ${c.name}`,
    intro: `Measure the few numbers that show whether marketing helps ${c.name} ${c.goal}; ignore the rest until those move.`,
    steps: [
      `Pick the one number for your goal, and count it weekly.`,
      `Track the source: a link or code per channel, and ask new customers "how did you hear about us?"`,
      `Watch the leading signs: saves, shares, replies, e-mail clicks and enquiries.`,
      `Compare four weeks at a time, not day to day.`,
      `Keep one experiment running: change one thing and see if the number moves.`,
    ],
    examplesHeading: 'A weekly scorecard',
    examples: [
      `Goal: ${c.goal}`,
      `Best post of the week and why it worked`,
      `New ${c.goalKind === 'email' ? 'subscribers' : c.goalKind === 'bookings' ? 'bookings' : 'customers or enquiries'} and where they came from`,
    ],
    action: `Set up a one-page scorecard today and fill in this week's numbers on Friday.`,
  }),
  general: (c) => ({
    heading: `A marketing plan for ${c.name}`,
    intro: `The plan that works for a ${c.trade} is simple and repeated: one goal (${c.goal}), two channels done well, and one campaign a month.`,
    steps: [
      `Goal: write down the number you want by the end of the month.`,
      `Channels: ${main(c)}${c.social[1] ? ` and ${c.social[1]}` : ''}${c.hasEmail ? ', plus a fortnightly e-mail' : ''}; do them properly before adding more.`,
      `Campaign: build this month around the ${p(c)} and ${lowerFirst(c.offer[0])}.`,
      `Content: three posts a week (a tip, behind the scenes, an offer).`,
      `Review: every Friday, look at what brought customers and do more of it.`,
    ],
    examplesHeading: 'Ideas for this month',
    examples: [`Seasonal: ${endSentence(c.seasonal)}`, `Event: ${c.event}${where(c)}.`, `Tip to share: ${c.tip[0]}: ${endSentence(c.tip[1])}`],
    action: `Choose this month's campaign and write its first post today.`,
  }),
};

// ---------------------------------------------------------------------------------------
// The experts: how each one opens, its own angle on any topic, and how it closes.

const OPENINGS: Record<PersonaId, ((c: Ctx, label: string) => string)[]> = {
  thomas: [
    (c, label) => `Great question, and a fun one. ${label} is where ${c.name} can stand out with a bit of imagination.`,
    (c, label) => `Let's make this memorable. Here is how I would approach ${lowerFirst(label)} for ${c.name}.`,
    (c) => `I love this brief. Every ${c.trade} has a story worth telling, so let's use ${c.name}'s.`,
  ],
  copywriter: [
    (c, label) => `Let's get the words right. ${label} for ${c.name} comes down to one clear promise and one clear ask.`,
    (c) => `Here is how I would write this for ${c.name}, with lines you can use straight away.`,
    (c) => `Good copy starts with what ${c.audience} want, not what we sell. Here is the plan and the words.`,
  ],
  strategist: [
    (c) => `Before tactics, let's be clear on what ${c.name} stands for; the rest follows from that.`,
    (c, label) => `Here is a strategic view of ${lowerFirst(label)} for ${c.name}, built on who you serve and why they choose you.`,
    (c) => `The best answer here is the one that fits ${c.name}'s positioning. Let me show you how.`,
  ],
  ppc: [
    (c) => `Let's put numbers on it. Here is how I would run this for ${c.name} without wasting spend.`,
    (c, label) => `Straight to it: ${lowerFirst(label)} for ${c.name}, with the sums so you can judge it.`,
    (c) => `Every pound should come back with friends. Here is the plan for ${c.name}.`,
  ],
  social: [
    (c) => `Love that you're thinking about this! Here's a plan ${c.name} can actually keep up with.`,
    (c, label) => `Let's make ${lowerFirst(label)} easy and fun for ${c.name}, one small habit at a time.`,
    (c) => `You don't need to post every day to grow. Here's how ${c.name} can show up well.`,
  ],
  chatgpt: [
    (c, label) => `Here is a practical take on ${lowerFirst(label)} for ${c.name}.`,
    (c) => `Sure. Based on ${c.name}'s brand kit, this is what I would do.`,
    (c, label) => `${label}: here is a plan for ${c.name}.`,
  ],
};

function personaAngle(c: Ctx, topic: ChatTopic): { heading: string; lines: string[] } {
  switch (c.persona) {
    case 'thomas': {
      const title = (t: string) => t.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, ch: string) => space + ch.toUpperCase());
      const names = [
        `The ${title(p(c))} Week`,
        `${c.place ?? 'Local'} Loves ${title(c.subject)}`,
        `Behind the ${title(c.trade === 'business' ? 'Scenes' : c.trade)} Door`,
      ];
      return {
        heading: 'The big idea',
        lines: [
          `Campaign name: "${pick(c.rand, names)}", a short, themed burst around ${topic === 'general' ? 'one product' : lowerFirst(TOPIC_LABELS[topic])}.`,
          `Hook: ${endSentence(c.seasonal)}`,
          `Story: ${endSentence(c.proof)} Tell it with the customer's permission, in their words.`,
          `Twist: team up with a neighbouring business${where(c)} for ${c.event}, and share each other's audiences.`,
        ],
      };
    }
    case 'copywriter':
      return {
        heading: 'Words you can use',
        lines: [
          `Headline: "${upperFirst(c.subject)}${where(c)}, the way it should be"`,
          `Headline: "Why ${c.audience} choose the ${p(c)}"`,
          `Objection line: "${c.objection[0]}" ${c.objection[1]}`,
          `Call to action: "${noDot(c.ctas[1] ?? c.ctas[0]!)}"`,
        ],
      };
    case 'strategist':
      return {
        heading: 'Keep it on-brand',
        lines: [
          `Positioning: for ${c.audience}${where(c)}, ${c.name} is the ${c.trade} known for the ${p(c)}.`,
          `Message: lead with the difference (${c.productWhy.get(p(c)) ?? 'how you work'}), not with the price.`,
          `Voice: ${c.voice}; read every line aloud and cut anything you would not say to a customer.`,
          `Focus: say no to anything that does not help you ${c.goal}.`,
        ],
      };
    case 'ppc': {
      const budget = c.budget ?? 300;
      const value = { visits: 15, bookings: 60, email: 20, sales: 40, leads: 150, signups: 30, members: 120, awareness: 25 }[c.goalKind];
      const cpc = topic === 'ads' ? 0.8 : 0.6;
      const clicks = Math.round(budget / cpc);
      const customers = Math.max(1, Math.round(clicks * 0.03));
      return {
        heading: 'The numbers',
        lines: [
          `Assume a customer is worth ${c.currency}${value} to ${c.name} at a 50% margin (swap in your real figures): break-even ROAS is 2.0 and you can pay up to ${c.currency}${Math.round(value / 2)} to win one.`,
          `${c.currency}${budget} at about ${c.currency}${cpc.toFixed(2)} a click buys roughly ${clicks} clicks; at a 3% conversion rate that is about ${customers} customers.`,
          `  - Cost per customer: about ${c.currency}${Math.round(budget / customers)}. Above ${c.currency}${Math.round(value / 2)}, fix the page or the offer before spending more.`,
          `Boost only what already works: put ${c.currency}${Math.max(5, Math.round(budget / 20))} behind your best organic ${main(c)} post of the month.`,
        ],
      };
    }
    case 'social':
      return {
        heading: `Make it work on ${main(c)}`,
        lines: [
          `Reel idea: "3 things nobody tells you about ${c.subject}", one tip per shot, ending on the ${p(c)}.`,
          `Story: a poll or quiz about the ${p(c, 1)}, then reply to everyone who votes.`,
          `Community: repost customers who tag ${c.name}, and thank them by name.`,
          `Hashtags: ${c.hashtags}`,
        ],
      };
    case 'chatgpt':
      return {
        heading: 'Quick wins',
        lines: [`Feature the ${p(c)} this week.`, `Share the tip: ${endSentence(c.tip[1])}`, `Use one call to action everywhere: "${noDot(c.ctas[0]!)}"`],
      };
  }
}

const CLOSINGS: Record<PersonaId, ((c: Ctx) => string)[]> = {
  thomas: [(c) => `Shall I turn this into a week-by-week campaign plan for ${c.name}?`, () => 'Want three more campaign names to choose from?'],
  copywriter: [() => 'Shall I write the full piece now, ready to paste?', (c) => `Want me to write two versions to A/B test for ${c.name}?`],
  strategist: [
    () => 'Shall we pressure-test this against your two closest competitors?',
    (c) => `Would you like a one-page messaging framework for ${c.name}?`,
  ],
  ppc: [
    () => 'Shall I build the keyword list with match types and negatives next?',
    (c) => `What is a customer really worth to ${c.name}, so I can tighten these numbers?`,
  ],
  social: [() => 'Shall I write the captions for this week?', (c) => `Want me to plan the next 30 days of posts for ${c.name}?`],
  chatgpt: [() => 'Shall I go deeper on any of these steps?', () => 'Want me to turn this into a checklist?'],
};

// ---------------------------------------------------------------------------------------

const isFollowUp = (message: string) =>
  /^(and|also|what about|how about|ok|okay|great|thanks|yes|sure|more|another|next|then|now|can you|could you|make it|shorter|longer)\b/i.test(
    message.trim(),
  ) || message.trim().split(/\s+/).length <= 5;

/** A message's topic: the draft it asks for, else the topic it names. */
const messageTopic = (text: string): ChatTopic | null => {
  const draft = draftOf(text);
  return draft ? DRAFT_TOPIC[draft] : topicOf(text);
};

/** The topic a reply is about: the message's own, else (for a follow-up) the thread's last, else the focus area's, else the expert's. */
export function replyTopic(request: Pick<ChatRequest, 'message' | 'history' | 'useCase' | 'persona' | 'workflow'>): ChatTopic {
  if (request.workflow) {
    const { workflow, step } = request.workflow;
    return topicOf(workflow.steps[step - 1] ?? '') ?? topicOf(`${workflow.title} ${workflow.description}`) ?? USE_CASE_TOPIC[request.useCase];
  }
  const draft = draftOf(request.message);
  if (draft) return DRAFT_TOPIC[draft];
  const own = topicOf(request.message);
  if (own) return own;
  const earlier = [...request.history].reverse().find((t) => t.role === 'user' && messageTopic(t.content));
  if (earlier) return messageTopic(earlier.content)!;
  return request.useCase === 'general' ? PERSONA_TOPIC[request.persona] : USE_CASE_TOPIC[request.useCase];
}

/** The topic of the thread before this message, if any. */
function previousTopic(history: ChatTurn[]): ChatTopic | null {
  const earlier = [...history].reverse().find((t) => t.role === 'user' && messageTopic(t.content));
  return earlier ? messageTopic(earlier.content) : null;
}

// ---------------------------------------------------------------------------------------
// Workflow steps: what to do in a step, by what the step asks (its words), for this brand.

const money = (c: Ctx, n: number) => `${c.currency}${Math.round(n)}`;

const STEP_GUIDES = {
  offerDefine: (c) => [
    `Write what is new in one line, e.g. "The new ${p(c)} at ${c.name}: ${c.productWhy.get(p(c)) ?? 'made for ' + c.audience}."`,
    `Name who it is for: ${c.audience}${where(c)}, and the moment they need it.`,
    `Write the sentence that sells it: the result first, then what makes it different, in a ${c.voice} voice.`,
  ],
  launchHook: (c) => [
    `Pick a date with a reason: ${endSentence(c.seasonal)}`,
    `Give a reason to act now: a launch-only bonus such as ${lowerFirst(c.offer[0])}, for the first 50 or the first week only.`,
    `Sum it up in one hook line for every post and e-mail: "New at ${c.name}: be first, get ${lowerFirst(c.offer[0])}."`,
  ],
  waitlist: (c) => [
    `Make a one-screen sign-up page: the headline (what is coming), the bonus, one field for the e-mail and one button.`,
    `Post a teaser on ${main(c)}: a close-up of the ${p(c)}, "Coming soon to ${c.name}. Join the list for ${lowerFirst(c.offer[0])}", link in bio.`,
    `Tell your best customers in person or by message first; they sign up and share.`,
  ],
  launchWeek: (c) => [
    `Monday: the reveal post and${c.hasEmail ? ' the launch e-mail to your list' : ' a message to your best customers'}.`,
    `Tuesday and Wednesday: a demo reel of the ${p(c)} and a customer's first reaction.`,
    `Thursday: a partner or local mention${c.place ? ` (a neighbour business in ${c.place})` : ''}, each sharing the other.`,
    `Friday: last call for the launch bonus${c.hasEmail ? ', plus the second e-mail' : ''}.`,
  ],
  launchDay: (c) => [
    `Morning: publish the announcement on ${main(c)} and pin it; send${c.hasEmail ? ' the e-mail' : ' a message to the waitlist'} at the same time.`,
    `Midday: go live or post stories showing the ${p(c)} and the first customers.`,
    `All day: reply to every comment and message within the hour; thank each first buyer by name.`,
  ],
  followUp: (c) => [
    `Within two days, thank every buyer and ask one question: what nearly stopped you buying?`,
    `Ask for a review a week later, with a direct link.`,
    `Write down the numbers (sign-ups, sales, best post) and the one thing to change next time.`,
  ],
  moment: (c) => [
    `Seasonal moment: ${endSentence(c.seasonal)}`,
    `Local moment: ${c.event}${where(c)}, or a neighbourhood date your customers already mark.`,
    `Pick the one with a clear start and end date, at least three weeks away.`,
  ],
  themedOffer: (c) => [
    `Theme the offer to the moment: ${c.offer[0]} (${c.offer[1]}).`,
    `Set a hard end date and a number, e.g. the first 40 customers.`,
    `Say it in one line: "${noDot(c.offer[0])}, until Sunday only."`,
  ],
  campaignStory: (c) => [
    `Situation: what ${c.audience} struggle with at this time.`,
    `Turning point: how ${c.name} helps, shown through the ${p(c)}.`,
    `Result: ${endSentence(c.proof)}`,
  ],
  rawStories: (c) => [
    `How ${c.name} started, and the moment you knew it would work.`,
    `A hard day and what you learned from it.`,
    `A favourite customer: ${endSentence(c.proof)}`,
    `Behind the scenes: ${endSentence(c.behind)}`,
  ],
  oneMessage: (c) => [
    `Finish this sentence: "${c.name} helps ${c.audience} to …"`,
    `Check it against your goal (${c.goal}): would hearing it make someone act?`,
    `Keep it under 15 words and use it, word for word, in every piece.`,
  ],
  formats: (c) => [
    `A reel on ${main(c)}: ${endSentence(c.behind)}`,
    `A carousel: ${c.tip[0]}: ${endSentence(c.tip[1])}`,
    `A post with the offer: ${c.offer[0]}.`,
    c.hasEmail ? `An e-mail to your list with the story and one call to action.` : `A story sequence with a poll about the ${p(c, 1)}.`,
  ],
  schedule: (c) => [
    `Post on the days your audience is most active; for ${c.audience}, early morning and evening are a safe start.`,
    `A rhythm you can keep: three posts a week plus daily stories on ${main(c)}.`,
    `Put every piece in the calendar with its call to action: "${noDot(c.ctas[0]!)}".`,
  ],
  tracking: (c) => [
    `Decide the action that counts for your goal (${c.goal}), and its value to ${c.name}.`,
    `Give each channel its own link (UTM tags) or code, e.g. ${
      c.name
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 6) || 'SHOP'
    }10 for ${main(c)}.`,
    `Install the Meta pixel and Google tag, then do a test purchase or booking and check it shows up.`,
  ],
  measure: (c) => [
    `Compare the numbers with your goal (${c.goal}): what moved, and by how much?`,
    `Find the one piece that did best and the one that did worst, and say why in a sentence each.`,
    `Keep the winners in next month's plan, drop the losers, and change one thing to test.`,
  ],
  research: (c) => [
    `Talk to three recent customers (${c.audience}) for 15 minutes each.`,
    `Ask: what were you looking for, what nearly stopped you, and what would you tell a friend about ${c.name}?`,
    `Write down their exact words; the phrases they repeat become your headlines.`,
  ],
  headline: (c) => [
    `Result: "${upperFirst(c.subject)}${where(c)}, done properly"`,
    `Curiosity: "The ${p(c)} ${c.audience} keep coming back for"`,
    `Objection: "${noDot(c.objection[0])}? Here is the honest answer"`,
  ],
  benefits: (c) => [
    ...c.products.slice(0, 3).map((product) => `The ${product} → ${c.productWhy.get(product) ?? 'what it does for them'}.`),
    `In the copy, lead with the outcome on the right and mention the feature second.`,
  ],
  proof: (c) => [
    `A review with a name: ${endSentence(c.proof)}`,
    `A number: how many customers, years or orders.`,
    `A photo or short video of a real customer with the ${p(c)}.`,
  ],
  objections: (c) => [
    `Biggest worry: "${c.objection[0]}" Answer: ${c.objection[1]}`,
    `Write a plain guarantee, e.g. "If you are not happy, tell us and we will put it right."`,
    `Place the answer right before the button, where the doubt appears.`,
  ],
  cta: (c) => [
    `Use one call to action, in the words of what happens next: "${noDot(c.ctas[0]!)}".`,
    `Write a second version to test: "${noDot(c.ctas[1] ?? c.ctas[0]!)}".`,
    `Run each to half the visitors for two weeks, and keep the one with more ${c.goalKind === 'bookings' ? 'bookings' : 'clicks'}.`,
  ],
  email1: (c) => [
    `Subject: "Welcome to ${c.name}"`,
    `Deliver what they signed up for in the first line, then say what they will get and how often.`,
    `End with one small ask: reply and tell us what brought you here.`,
  ],
  email2: (c) => [
    `Subject: "Why we started ${c.name}"`,
    `Tell the story in five sentences: the problem you saw, the moment you decided, and what ${c.name} does differently because of it.`,
    `Close with a photo and a link to the ${p(c)}.`,
  ],
  email3: (c) => [`Subject: "${noDot(c.tip[0])}"`, `Give the tip in full: ${endSentence(c.tip[1])}`, `Close with: "${noDot(c.ctas[0]!)}".`],
  email4: (c) => [`Subject: "${c.objection[0]}"`, `Answer it honestly: ${c.objection[1]}`, `Add proof: ${endSentence(c.proof)}`],
  email5: (c) => [
    `Subject: "${noDot(c.offer[0])} (ends Friday)"`,
    `The offer: ${c.offer[1]}, with the end date in bold.`,
    `One button, and a P.S. repeating the deadline.`,
  ],
  goal: (c) => [
    `The goal: ${c.goal}.`,
    `The number that proves it, counted weekly, and where you will count it.`,
    `The one offer everything leads to: ${c.offer[0]}.`,
  ],
  valueStack: (c) => [
    `The result: what ${c.audience} get from the ${p(c)}, and how soon.`,
    `The stack: the ${p(c)}, plus the ${p(c, 1)} as a bonus or a small saving in a bundle.`,
    `The price story: compare it with the cost of not solving the problem, not with the cheapest competitor.`,
  ],
  urgency: (c) => [
    `A real deadline: the offer ends on a named day.`,
    `A real limit: a number of places or items.`,
    `Say it once in the headline and once beside the button; never fake it.`,
  ],
  market: (c) => [
    `List three competitors${c.place ? ` around ${c.place}` : ''} and copy the first line of each one's website or bio.`,
    `Note what each one promises and who they seem to be for.`,
    `Circle what nobody says; that gap is where ${c.name} can stand.`,
  ],
  difference: (c) => [
    `List three things ${c.name} does differently: the ${p(c)}, how you work, where you are.`,
    `Score each: does it matter to ${c.audience}, and can a competitor easily copy it?`,
    `Keep the one that scores highest on both.`,
  ],
  positioning: (c) => [
    `Positioning: "For ${c.audience}${where(c)}, ${c.name} is the ${c.trade} that …", finished with your one difference.`,
    `Tagline: five words or fewer that carry that difference.`,
    `Elevator pitch: who you help, the problem, how you solve it, one proof, in 30 seconds.`,
  ],
  pillars: (c) => [
    `Teach: tips such as "${c.tip[0]}".`,
    `Show: ${endSentence(c.behind)}`,
    `Sell: the ${p(c)} and ${lowerFirst(c.offer[0])}.`,
    `Prove: ${endSentence(c.proof)}`,
  ],
  voice: (c) => [
    `Trait 1: ${c.voice}. Do: talk like you do at the counter. Don't: use jargon.`,
    `Trait 2: specific. Do: name the ${p(c)} and the price. Don't: "quality products".`,
    `Trait 3: helpful. Do: give the tip itself. Don't: tease without delivering.`,
  ],
  rollOut: (c) => [
    `Update your ${c.social.join(' and ')} bio with the new line.`,
    `Change your homepage headline and your e-mail signature.`,
    `Brief anyone who writes for ${c.name} with the one-page framework.`,
  ],
  attention: (c) => [
    `Online: ${c.social.join(', ')}, local groups and the searches they make.`,
    `Offline: the places${c.place ? ` in ${c.place}` : ''} they pass every week.`,
    `Pick the two places where you can show up every week.`,
  ],
  keywords: (c) => [
    `Buyer-intent keywords: "${c.searchTerm}${c.place ? ` ${c.place}` : ' near me'}", "${p(c)}${c.place ? ` ${c.place}` : ''}", "best ${c.searchTerm}${c.place ? ` in ${c.place}` : ''}".`,
    `Match types: start with phrase match, and exact match for your three best terms.`,
    `Negatives: jobs, free, course, DIY, second hand, and your competitors' names.`,
  ],
  structure: (c) => [
    `One ad group per product or service: the ${p(c)}, the ${p(c, 1)}.`,
    `Five to fifteen close keywords per group, so each ad can repeat the search.`,
    `Send each group to the page about that product, not the homepage.`,
  ],
  rsa: (c) => [
    `Headlines (30 characters each): "${fit(`${upperFirst(c.searchTerm)}${c.place ? ` in ${c.place}` : ''}`, 30)}", "${fit(noDot(c.offer[0]), 30)}", "${fit(`Loved by ${c.audience}`, 30)}".`,
    `Descriptions (90 characters): the benefit, the proof, the call to action.`,
    `Sitelinks: prices, reviews, contact; callouts: your guarantee and ${c.place ? 'your location' : 'your hours'}.`,
  ],
  budget: (c) => {
    const budget = c.budget ?? 300;
    return [
      `Start at ${money(c, budget)} a month, about ${money(c, budget / 30)} a day.`,
      `Bidding: maximise clicks with a cap of ${c.currency}1.50 for two weeks, then switch to maximise conversions.`,
      `Review every Monday; never change more than one thing at once.`,
    ];
  },
  numbers: (c) => {
    const value = { visits: 15, bookings: 60, email: 20, sales: 40, leads: 150, signups: 30, members: 120, awareness: 25 }[c.goalKind];
    return [
      `Customer value: say ${money(c, value)} (use your real average).`,
      `At a 50% margin, break-even ROAS is 2.0, so you can pay up to ${money(c, value / 2)} per customer.`,
      `Test budget: ${money(c, (c.budget ?? 300) / 30)} a day for seven days per ad set.`,
    ];
  },
  audiences: (c) => [
    `Interests: people near ${c.place ?? 'you'} interested in ${c.subject}.`,
    `Lookalike: 1% lookalike of your customer list or best followers.`,
    `Retargeting: website visitors and ${main(c)} engagers from the last 30 days.`,
  ],
  creatives: (c) => [
    `A demo video of the ${p(c)} (15 seconds, captions on).`,
    `A customer review over a photo: ${endSentence(c.proof)}`,
    `An offer image: ${c.offer[0]}.`,
  ],
  adCopy: (c) => [
    `Hook: "${noDot(c.objection[0])}?"`,
    `Benefit and proof: ${c.productWhy.get(p(c)) ?? 'what it does for them'}; ${lowerFirst(endSentence(c.proof))}`,
    `Call to action: "${noDot(c.ctas[0]!)}".`,
  ],
  launchTest: (c) => [
    `Launch everything on the same day so results compare fairly.`,
    `Do not edit for seven days; the platform needs that to learn.`,
    `Write down the date and what you expect, so you can judge honestly.`,
  ],
  segmentMessages: (c) => [
    `Viewed a page: a reminder with the ${p(c)}.`,
    `Viewed a product: proof, e.g. ${lowerFirst(endSentence(c.proof))}`,
    `Started checkout: a small incentive, ${lowerFirst(c.offer[0])}; cap at two ads a day for 30 days.`,
  ],
  hooks: (c) => [
    `"Why ${c.audience} keep asking for our ${p(c)}"`,
    `"${upperFirst(noDot(c.tip[0]))} in 10 seconds"`,
    `"What ${c.audience} get wrong about ${c.subject}"`,
  ],
  film: (c) => [
    `Shot 1: the hook on screen; shot 2-4: the ${p(c)} being made or used; shot 5: the result and the call to action.`,
    `Film three reels in one hour, in natural light, with the phone vertical.`,
    `Keep each under 20 seconds and add captions.`,
  ],
  captions: (c) => [`First line: repeat the hook.`, `Then one useful line and a question to answer in the comments.`, `Hashtags: ${c.hashtags}`],
  engage: (c) => [
    `Reply to every comment in the first hour after posting.`,
    `Ask a question in stories: "${p(c)} or ${p(c, 1)}?"`,
    `Spend 15 minutes a day commenting on local and customer accounts.`,
  ],
  communityMoment: (c) => [
    `Repost customers who tag ${c.name}, with thanks by name.`,
    `Run a seven-day challenge or a giveaway of the ${p(c)} for people who share their own photo.`,
    `Go live once for ${c.event}.`,
  ],
  community: (c) => [
    `Who: ${c.audience}${where(c)}.`,
    `What they get: tips, first news and a place to be heard.`,
    `What you get: regulars who talk about ${c.name}.`,
  ],
  channels: (c) => [
    `Main channels: ${main(c)}${c.hasEmail ? ' and e-mail' : c.social[1] ? ` and ${c.social[1]}` : ''}.`,
    `One experiment: short video, a local partnership or a small ad test.`,
    `Drop anything that brought no customers in the last three months.`,
  ],
  weeklyTasks: (c) => [
    `Monday: plan and write (1 hour).`,
    `Wednesday: film and photograph (1 hour).`,
    `Friday: review numbers and reply to messages (30 minutes).`,
  ],
  blog: (c) => [
    `Question: "How to ${noDot(lowerFirst(c.tip[0]))}" (a real search).`,
    `Outline: the answer first, then three headings, a how-to and a call to action.`,
    `Meta title under 60 characters with "${c.trade}${c.place ? ` ${c.place}` : ''}"; description under 155 characters ending in "${noDot(c.ctas[0]!)}".`,
  ],
  testWithCustomers: (c) => [
    `Read the positioning line to three customers and ask them to say it back in their own words.`,
    `Note any word they stumble on or skip, and replace it with the word they used.`,
    `Ask: "Would that make you choose ${c.name} over the alternatives?" Keep the version that gets a quick yes.`,
  ],
  profile: (c) => [
    `Situation: ${c.audience}${where(c)}, and what is going on in their week when they need a ${c.trade}.`,
    `Goals and frustrations: what they want from ${c.subject}, and what annoyed them about the last place they tried.`,
    `Buying triggers: ${endSentence(c.seasonal)} Add the moments your customers mention.`,
    `Objection to answer: "${c.objection[0]}" ${c.objection[1]}`,
  ],
  wordsToMessages: (c) => [
    `Take the five phrases customers repeat most and turn each into a headline or post hook.`,
    `Turn each frustration into a topic: "${c.objection[0]}" becomes a post answering it.`,
    `Turn each goal into a promise, e.g. the ${p(c)}: ${c.productWhy.get(p(c)) ?? 'what it does for them'}.`,
  ],
  oneTest: (c) => [
    `Channel: ${main(c)}, where ${c.audience} already spend time.`,
    `Message: the strongest phrase from your customer words, used in every post for four weeks.`,
    `Measure: ${c.goalKind === 'bookings' ? 'bookings' : c.goalKind === 'email' ? 'sign-ups' : 'enquiries and customers'} that mention it, counted weekly.`,
  ],
  searchTerms: (c) => [
    `Open the search terms report: add every irrelevant search as a negative keyword.`,
    `Pause keywords that spent more than ${money(c, 30)} without a conversion.`,
    `Move budget to the ad group with the lowest cost per conversion, and write a new ad for the weakest.`,
  ],
  segment: (c) => [
    `Viewed a page: everyone who visited in 30 days, the widest and cheapest group.`,
    `Viewed a product: visitors who looked at the ${p(c)} or the ${p(c, 1)}.`,
    `Started checkout or booking: the warmest group, worth the most per click.`,
  ],
  frequency: (c) => [
    `Cap each person at two ads a day, so retargeting reminds rather than annoys.`,
    `Window: 30 days for page viewers, 14 for product viewers, 7 for started checkouts.`,
    `Exclude people who bought in the last 30 days.`,
  ],
  reelFormats: (c) => [
    `How-to: "${upperFirst(c.howToGoal ?? noDot(c.tip[0]))}", three steps, one per shot.`,
    `Behind the scenes: ${endSentence(c.behind)}`,
    `Before and after: the ${p(c)} from start to finish.`,
  ],
  publish: (c) => [
    `Post when your audience is online, then stay for the first hour and reply to every comment.`,
    `Share it to stories with a poll sticker to send viewers back to the reel.`,
    `After 48 hours, check watch time and shares; a reel watched to the end is the one to repeat.`,
  ],
  starters: (c) => [
    `Poll: "${p(c)} or ${p(c, 1)}?"`,
    `Question box: "What should we show you next?"`,
    `This-or-that: two versions of the same product, ask people to vote in the comments.`,
  ],
  routine: (c) => [
    `Five minutes: reply to every comment and message.`,
    `Five minutes: comment on posts from customers and local accounts${c.place ? ` in ${c.place}` : ''}.`,
    `Five minutes: share one customer post or review to stories.`,
  ],
  featureCustomers: (c) => [
    `Repost customers who tag ${c.name}, with thanks by name.`,
    `Turn one review a week into a post: ${endSentence(c.proof)}`,
    `Give a monthly shout-out to a regular, with their permission.`,
  ],
  reviewQuarter: (c) => [
    `List last quarter's campaigns and what each brought: customers, enquiries, sign-ups.`,
    `Mark each channel keep, fix or drop.`,
    `Write down the one lesson to carry into this quarter.`,
  ],
  themes: (c) => [
    `Month 1: the ${p(c)}, with ${lowerFirst(c.offer[0])}.`,
    `Month 2: ${endSentence(c.seasonal)}`,
    `Month 3: ${c.event}${where(c)}, plus customer stories.`,
  ],
  monthlyReview: (c) => [
    `First Friday of each month: look at the goal number (${c.goal}) and the best and worst piece.`,
    `Write three lines: the numbers, the lesson, the next move.`,
    `Adjust next month's plan before you close the review.`,
  ],
  searchQuestion: (c) => [
    `The question: "How to ${noDot(lowerFirst(c.tip[0]))}", a real search ${c.audience} make.`,
    `The keyword behind it, plus "${c.searchTerm}${c.place ? ` ${c.place}` : ''}" for local searches.`,
    `Check the "People also ask" box for the related questions to answer too.`,
  ],
  whatRanks: (c) => [
    `Search the question and open the top three results.`,
    `Note what they all say, and what they miss: local detail, real examples, a clear answer.`,
    `Your angle: the answer from a ${c.trade} that does this every day${where(c)}.`,
  ],
  outline: (c) => [
    `Title: "How to ${noDot(lowerFirst(c.tip[0]))}" (under 60 characters).`,
    `First paragraph: the answer in two sentences: ${endSentence(c.tip[1])}`,
    `Headings: why it matters, step by step, common mistakes, how ${c.name} can help.`,
  ],
  draft: (c) => [
    `Write 800 to 1,200 words in a ${c.voice} voice.`,
    `Use examples from ${c.name}: the ${p(c)}, a customer question, a photo.`,
    `End with one call to action: "${noDot(c.ctas[0]!)}".`,
  ],
  meta: (c) => [
    `Meta title (under 60 characters): the question plus ${c.name}.`,
    `Meta description (under 155 characters): the answer in brief and "${noDot(c.ctas[0]!)}".`,
    `Internal links: to the page for the ${p(c)} and to your contact or booking page.`,
  ],
  publishCheck: (c) => [
    `Publish, then share it three ways: a ${main(c)} post, ${c.hasEmail ? 'your newsletter' : 'a story'}, and a reply to anyone who asks the question.`,
    `Submit the page in Google Search Console.`,
    `In four weeks, check the searches it appears for and improve the title if clicks are low.`,
  ],
  dreamResult: (c) => [
    `The dream result for ${c.audience}: what changes for them after the ${p(c)}, in their words.`,
    `The time it takes: be specific ("in one visit", "by next week"), and honest.`,
    `Write it as one line: "The ${p(c)} from ${c.name}: ${c.productWhy.get(p(c)) ?? 'the result you came for'}."`,
  ],
  price: (c) => [
    `Work out what the problem costs them without you: time, money or hassle.`,
    `Show the price next to that cost, and next to the value of the bonus.`,
    `Offer three options (good, better, best); most people pick the middle one, so make it the one you want to sell.`,
  ],
  differences: (c) => [
    `Product: the ${p(c)}: ${c.productWhy.get(p(c)) ?? 'what makes it yours'}.`,
    `Experience: ${endSentence(c.behind)}`,
    `Place and people: ${c.place ? `rooted in ${c.place}` : 'local and personal'}; proof: ${lowerFirst(endSentence(c.proof))}`,
  ],
  fillCalendar: (c) => [
    `Week 1: teach "${c.tip[0]}", show the ${p(c)} being made, sell ${lowerFirst(c.offer[0])}.`,
    `Week 2: ${endSentence(c.seasonal)} Plus a customer story.`,
    `Week 3: ${c.event}; week 4: ${lowerFirst(c.offer2[0])}. One idea per slot, each tagged with its pillar.`,
  ],
  script: (c) => [
    `Shot 1 (0-2 s): the hook on screen, e.g. "Why ${c.audience} keep asking for our ${p(c)}".`,
    `Shots 2-4: the ${p(c)} being made or used, one point per shot with on-screen text.`,
    `Shot 5: the result and the call to action: "${noDot(c.ctas[0]!)}".`,
  ],
  bestCustomers: (c) => [
    `Write down your five best customers: the ones who come back, spend well and send friends.`,
    `Note what they share: age and stage of life, where they live${c.place ? ` (near ${c.place}?)` : ''}, what they buy first.`,
    `Look for the pattern: is it ${c.audience}, or a narrower group within them?`,
  ],
} satisfies Record<string, (c: Ctx) => string[]>;

type GuideName = keyof typeof STEP_GUIDES;

/** A step of a workflow Markk does not know, matched by its words. */
const GUIDE_PATTERNS: [RegExp, GuideName][] = [
  [/define the offer|what is new/i, 'offerDefine'],
  [/launch hook|reason to act/i, 'launchHook'],
  [/waitlist/i, 'waitlist'],
  [/launch week/i, 'launchWeek'],
  [/launch day|announcement/i, 'launchDay'],
  [/follow up|thank buyers|after launch/i, 'followUp'],
  [/choose the moment|season|holiday|local event/i, 'moment'],
  [/themed offer|shape the .*offer|deadline/i, 'themedOffer'],
  [/campaign story|write the .*story|shape each story/i, 'campaignStory'],
  [/collect the raw stories|origin/i, 'rawStories'],
  [/one message|core message/i, 'oneMessage'],
  [/formats|plan the content|five posts/i, 'formats'],
  [/schedule|rhythm|calendar/i, 'schedule'],
  [/tracking|pixel|conversion|code or link/i, 'tracking'],
  [/measure|review the results|read the results|review after|track watch|monthly review|review every|check .*ranking/i, 'measure'],
  [/research the customer|interview|best five customers|ideal customer|who they are/i, 'research'],
  [/headline/i, 'headline'],
  [/benefits|feature/i, 'benefits'],
  [/proof/i, 'proof'],
  [/objection|guarantee|reverse the risk/i, 'objections'],
  [/call to action|a\/b test|test it on/i, 'cta'],
  [/e-mail 1|deliver what they signed/i, 'email1'],
  [/e-mail 2|why the business exists/i, 'email2'],
  [/e-mail 3|teach one/i, 'email3'],
  [/e-mail 4/i, 'email4'],
  [/e-mail 5|make the offer/i, 'email5'],
  [/goal of the sequence|set the goal|one goal/i, 'goal'],
  [/dream result|stack the value|price it/i, 'valueStack'],
  [/urgency/i, 'urgency'],
  [/map the market|competitors/i, 'market'],
  [/differen|choose the one/i, 'difference'],
  [/positioning statement|tagline|key lines|elevator/i, 'positioning'],
  [/pillars/i, 'pillars'],
  [/voice|traits/i, 'voice'],
  [/roll it out|bios|homepage/i, 'rollOut'],
  [/where they spend|map where/i, 'attention'],
  [/keyword/i, 'keywords'],
  [/structure the campaign|ad groups/i, 'structure'],
  [/responsive search ads|sitelinks/i, 'rsa'],
  [/budget and bidding|set the budget/i, 'budget'],
  [/work out the numbers|break-even|test budget/i, 'numbers'],
  [/audiences|segment visitors/i, 'audiences'],
  [/creatives|make three/i, 'creatives'],
  [/write the copy|hook, benefit/i, 'adCopy'],
  [/launch the test|leave it alone|launch with a small/i, 'launchTest'],
  [/match a message|frequency/i, 'segmentMessages'],
  [/hooks|first two seconds/i, 'hooks'],
  [/script|film|batch/i, 'film'],
  [/captions|hashtags/i, 'captions'],
  [/post, reply|reply to comments|engagement routine|conversation starters/i, 'engage'],
  [/feature your customers|community moment|challenge|giveaway/i, 'communityMoment'],
  [/define who you want|community/i, 'community'],
  [/channels|review what worked/i, 'channels'],
  [/assign the weekly tasks/i, 'weeklyTasks'],
  [/question your customers search|what already ranks|outline|draft the article|meta title|publish/i, 'blog'],
];

/** The guide for each step of Markk's own workflows, in order. */
const WORKFLOW_GUIDES: Record<string, [GuideName, GuideName, GuideName, GuideName, GuideName, GuideName]> = {
  'thomas-launch': ['offerDefine', 'launchHook', 'waitlist', 'launchWeek', 'launchDay', 'followUp'],
  'thomas-seasonal': ['moment', 'themedOffer', 'campaignStory', 'formats', 'tracking', 'measure'],
  'thomas-story': ['rawStories', 'oneMessage', 'campaignStory', 'formats', 'schedule', 'measure'],
  'copywriter-landing': ['research', 'headline', 'benefits', 'proof', 'objections', 'cta'],
  'copywriter-welcome': ['goal', 'email1', 'email2', 'email3', 'email4', 'email5'],
  'copywriter-offer': ['dreamResult', 'valueStack', 'price', 'objections', 'urgency', 'cta'],
  'strategist-positioning': ['market', 'research', 'differences', 'difference', 'positioning', 'testWithCustomers'],
  'strategist-messaging': ['oneMessage', 'pillars', 'proof', 'voice', 'positioning', 'rollOut'],
  'strategist-audience': ['bestCustomers', 'research', 'profile', 'attention', 'wordsToMessages', 'oneTest'],
  'ppc-google': ['tracking', 'keywords', 'structure', 'rsa', 'budget', 'searchTerms'],
  'ppc-meta': ['numbers', 'audiences', 'creatives', 'adCopy', 'launchTest', 'measure'],
  'ppc-retargeting': ['tracking', 'segment', 'segmentMessages', 'frequency', 'launchTest', 'measure'],
  'social-calendar': ['pillars', 'formats', 'schedule', 'fillCalendar', 'film', 'measure'],
  'social-reels': ['reelFormats', 'hooks', 'script', 'film', 'captions', 'publish'],
  'social-community': ['community', 'starters', 'routine', 'featureCustomers', 'communityMoment', 'measure'],
  'chatgpt-90-day': ['goal', 'reviewQuarter', 'channels', 'themes', 'weeklyTasks', 'monthlyReview'],
  'chatgpt-blog': ['searchQuestion', 'whatRanks', 'outline', 'draft', 'meta', 'publishCheck'],
};

/** The workflows that have a guide per step (the rest are matched by their words). */
export const GUIDED_WORKFLOWS = new Set(Object.keys(WORKFLOW_GUIDES));

/** What to do in a workflow step: the guide its words match, else the closest advice from every topic. */
function guideFor(c: Ctx, workflow: ChatWorkflow, step: number, topic: ChatTopic): string[] {
  const text = workflow.steps[step - 1] ?? '';
  const name = WORKFLOW_GUIDES[workflow.id]?.[step - 1] ?? GUIDE_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
  return name ? STEP_GUIDES[name](c) : stepsFor(c, `${text} ${workflow.title}`, topic);
}

function stepReply(c: Ctx, request: ChatRequest, workflow: ChatWorkflow, step: number, topic: ChatTopic): string[] {
  const n = Math.min(Math.max(Math.trunc(step), 1), 6);
  const current = workflow.steps[n - 1]!;
  const next = workflow.steps[n];
  const angle = personaAngle(c, topic);
  const relevant = guideFor(c, workflow, n, topic);
  return [
    `### Step ${n} of 6: ${current}`,
    `We're working through "${workflow.title}" for ${c.name}. This step is about getting one thing right: ${lowerFirst(noDot(current))}.`,
    '',
    '### How to do it',
    `1. Give this step one focused session of 45 minutes, and write the result down where the team can see it.`,
    ...relevant.map((s, i) => `${i + 2}. ${s}`),
    '',
    `### ${angle.heading}`,
    ...angle.lines.slice(0, 3).map((l) => (l.startsWith('  - ') ? l : `- ${l}`)),
    '',
    `Action: Finish this step for ${c.name} today (${lowerFirst(noDot(current).split(':')[0]!)}) and write down what you decided here in the chat.`,
    next
      ? `Next: Step ${n + 1} of 6 — ${next}. Say "next step" when you're ready.`
      : `Next: That completes "${workflow.title}". Put a date in your calendar in four weeks to review the results${request.useCase !== 'general' ? ` and pick your next ${USE_CASE_LABELS[request.useCase].toLowerCase()} workflow` : ''}.`,
  ];
}

const STOP_STEMS = new Set(
  [
    'with',
    'your',
    'this',
    'that',
    'them',
    'they',
    'what',
    'each',
    'from',
    'into',
    'about',
    'first',
    'list',
    'week',
    'weeks',
    'more',
    'plan',
    'then',
    'ready',
    'people',
    'every',
    'their',
    'where',
    'which',
    'customer',
    'customers',
    'business',
  ].map((w) => w.slice(0, 5)),
);
const stems = (text: string) => new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5)).filter((w) => !STOP_STEMS.has(w)));

/** The (up to four) pieces of advice from every topic's plan that share most words with a workflow step, then the step topic's own. */
function stepsFor(c: Ctx, stepText: string, topic: ChatTopic): string[] {
  const wanted = stems(stepText);
  const scored = CHAT_TOPICS.flatMap((t) => TOPICS[t](c).steps.map((s) => ({ s, score: [...stems(s)].filter((w) => wanted.has(w)).length })));
  const matched = scored
    .filter((x) => x.score >= 1)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.s);
  return [...new Set([...matched, ...TOPICS[topic](c).steps])].slice(0, 4);
}

// ---------------------------------------------------------------------------------------
// Drafts: when the question asks for a piece of writing, the expert writes it.

export const DRAFT_KINDS = [
  'welcome',
  'newsletter',
  'email',
  'subjects',
  'headlines',
  'landing',
  'ad',
  'post',
  'script',
  'tagline',
  'bio',
  'description',
] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

const DRAFT_TOPIC: Record<DraftKind, ChatTopic> = {
  welcome: 'email',
  newsletter: 'email',
  email: 'email',
  subjects: 'email',
  headlines: 'landing',
  landing: 'landing',
  ad: 'ads',
  post: 'social',
  script: 'social',
  tagline: 'branding',
  bio: 'branding',
  description: 'landing',
};

/** The piece of writing a message asks for, if it asks for one. */
export function draftOf(message: string): DraftKind | null {
  const text = message.toLowerCase();
  const asks =
    /\b(write|draft|rewrite|re-write|create|compose|come up with|give me|need|suggest|make me|help me write)\b/.test(text) ||
    /^\s*(\d+|ten|five|three)\s+\w+/.test(text);
  if (!asks) return null;
  if (/\bsubject lines?\b/.test(text)) return 'subjects';
  if (/\bwelcome (e-?mail|sequence|series|message)/.test(text)) return 'welcome';
  if (/\bnewsletter\b/.test(text)) return 'newsletter';
  if (/\be-?mails?\b/.test(text)) return 'email';
  if (/\b(landing|sales) page\b/.test(text)) return 'landing';
  if (/\b(ad|ads|advert|adverts)\b/.test(text) && /\b(copy|text|headlines?|variations?|write|draft)\b/.test(text)) return 'ad';
  if (/\bheadlines?\b/.test(text)) return 'headlines';
  if (/\b(script|reel|tiktok video|video)\b/.test(text)) return 'script';
  if (/\b(captions?|posts?)\b/.test(text)) return 'post';
  if (/\b(taglines?|slogans?|strap ?lines?)\b/.test(text)) return 'tagline';
  if (/\bbios?\b/.test(text)) return 'bio';
  if (/\b(product|service) descriptions?\b|\bdescription\b/.test(text)) return 'description';
  return null;
}

interface Draft {
  heading: string;
  lines: string[];
  why: string[];
  action: string;
}

/** The words on a button for the brand's goal. */
const BUTTONS: Record<GoalKind, string> = {
  visits: 'Find us',
  bookings: 'Book your visit',
  email: 'Join the list',
  sales: 'Shop now',
  signups: 'Start your free trial',
  members: 'Join today',
  leads: 'Get a free quote',
  awareness: 'Follow us',
};

/** Sentences added in order while they fit `max` characters. */
const within = (parts: string[], max: number) => parts.reduce((out, part) => (out && `${out} ${part}`.length > max ? out : out ? `${out} ${part}` : part), '');

const signature = (c: Ctx) => [`${c.signOff},`, c.brandKnown ? `The ${c.name} team` : 'Your name'];

const DRAFTS: Record<DraftKind, (c: Ctx) => Draft> = {
  welcome: (c) => ({
    heading: `Your welcome e-mail for ${c.name}`,
    lines: [
      `Subject: Welcome to ${c.name} (a little something inside)`,
      `Preview text: ${upperFirst(lowerFirst(noDot(c.offer[0])))}, and what to expect from us.`,
      '',
      `${c.greeting},`,
      '',
      `Thank you for joining ${c.name}. Every couple of weeks you will get one useful tip, first news of anything new, and the odd story from behind the scenes. No spam, ever.`,
      '',
      `To say hello properly: ${lowerFirst(noDot(c.offer[1]))}.`,
      '',
      `Your first tip (${lowerFirst(noDot(c.tip[0]))}): ${endSentence(c.tip[1])}`,
      '',
      `${endSentence(c.ctas[0]!)}`,
      '',
      ...signature(c),
    ],
    why: [
      'It delivers value in the first e-mail, when opens are highest.',
      'It sets expectations, so people stay subscribed.',
      'It has one call to action, so the reader knows what to do.',
    ],
    action: 'Paste this into your e-mail tool as the automatic welcome, and send yourself a test before switching it on.',
  }),
  newsletter: (c) => ({
    heading: `This week's newsletter for ${c.name}`,
    lines: [
      `Subject: ${fit(upperFirst(noDot(c.tip[0])), 45)}`,
      `Preview text: Plus ${lowerFirst(noDot(c.offer[0]))} this week.`,
      '',
      `${c.greeting},`,
      '',
      `${endSentence(c.seasonal)}`,
      '',
      `This week's tip (${lowerFirst(noDot(c.tip[0]))}): ${endSentence(c.tip[1])}`,
      '',
      `In the spotlight: the ${p(c)}${c.productWhy.get(p(c)) ? `, ${c.productWhy.get(p(c))}` : ''}.`,
      '',
      `This week only: ${lowerFirst(noDot(c.offer[0]))} (${lowerFirst(noDot(c.offer[1]))}).`,
      '',
      `${endSentence(c.ctas[0]!)}`,
      '',
      ...signature(c),
    ],
    why: [
      'The subject line promises the tip, and the e-mail delivers it in full.',
      'One product and one offer keep it from reading like an advert.',
      'It ends with a single call to action.',
    ],
    action: 'Schedule it for a weekday morning, then check opens and clicks after 48 hours.',
  }),
  email: (c) => ({
    heading: `An e-mail for ${c.name}`,
    lines: [
      `Subject: ${fit(noDot(c.offer[0]), 45)}, for our list first`,
      `Preview text: ${upperFirst(noDot(c.offer[1]))}.`,
      '',
      `${c.greeting},`,
      '',
      `You are on our list, so you hear it first: ${lowerFirst(noDot(c.offer[1]))}.`,
      '',
      `If you have not tried the ${p(c)} yet, now is the moment: ${c.productWhy.get(p(c)) ?? 'it is the one people come back for'}.`,
      '',
      `${endSentence(c.proof)}`,
      '',
      `${endSentence(c.ctas[0]!)}`,
      '',
      ...signature(c),
    ],
    why: [
      'It rewards subscribers for being on the list.',
      'The proof answers "is it worth it" before they ask.',
      'One call to action, repeated nowhere else, so nothing competes with it.',
    ],
    action: 'Send it to your list this week, and add an end date to the offer in the first line.',
  }),
  subjects: (c) => ({
    heading: `Subject lines for ${c.name}`,
    lines: [
      `1. ${fit(upperFirst(noDot(c.tip[0])), 45)}`,
      `2. The ${p(c)} our regulars keep quiet about`,
      `3. ${fit(noDot(c.offer[0]), 35)} (this week only)`,
      `4. A quick question for you`,
      `5. ${c.brandKnown ? `What's new at ${c.name}` : "What's new this week"}`,
      `6. "${noDot(c.objection[0])}": our honest answer`,
      `7. You're invited: ${c.event}`,
      `8. 2 minutes, 1 tip, 0 fluff`,
    ],
    why: [
      'Curiosity (2, 4) and specifics (1, 6) are the two angles to test against each other.',
      'Keep them under about 45 characters so they show in full on a phone.',
    ],
    action: 'Test line 1 against line 2 on your next send, half the list each, and keep the winner as your style.',
  }),
  headlines: (c) => ({
    heading: `Headlines for ${c.name}`,
    lines: [
      `1. Result: ${upperFirst(c.subject)}${where(c)}, done properly`,
      `2. Audience: Made for ${c.audience}`,
      `3. Curiosity: Why ${c.audience} keep coming back for the ${p(c)}`,
      `4. Number: ${c.brandKnown ? `3 reasons ${c.name} is worth the trip` : '3 reasons people choose us'}`,
      `5. Objection: ${noDot(c.objection[0])}? Here is the honest answer`,
      `6. Offer: ${noDot(c.offer[0])}`,
      `7. Proof: ${c.proof.length <= 90 ? noDot(c.proof) : `Why ${c.audience} recommend ${c.brandKnown ? c.name : 'us'}`}`,
      `8. Command: ${noDot(c.ctas[0]!)}`,
    ],
    why: [
      'Each uses a different angle, so a test tells you what your customers respond to.',
      'The result and proof headlines usually win for a small business; test them first.',
    ],
    action: 'Put headline 1 on your page this week and headline 3 next week, and compare the clicks on your main button.',
  }),
  landing: (c) => ({
    heading: `Landing page copy for ${c.name}`,
    lines: [
      `Headline: ${upperFirst(c.subject)}${where(c)}, done properly`,
      `Subheadline: ${c.brandKnown ? `${c.name} is the ${c.trade} ${c.audience} trust for the ${p(c)}` : `Why ${c.audience} choose us`}, and it takes one step to start.`,
      `Button: ${BUTTONS[c.goalKind]}`,
      '',
      'Benefits:',
      ...c.products.slice(0, 3).map((product) => `- The ${product}: ${c.productWhy.get(product) ?? 'what it does for you'}`),
      '',
      `Proof: "${noDot(c.proof)}."`,
      '',
      `Question: ${c.objection[0]}`,
      `Answer: ${c.objection[1]}`,
      '',
      `Offer: ${c.offer[0]} (${lowerFirst(noDot(c.offer[1]))}).`,
      `Final button: ${BUTTONS[c.goalKind]}`,
    ],
    why: [
      'The headline sells the result, the benefits sell the products.',
      'The objection is answered right before the final button.',
      'The same call to action at the top and the bottom.',
    ],
    action: 'Build the page in this order, then send one week of traffic to it and count the clicks on the button.',
  }),
  ad: (c) => ({
    heading: `Ad copy for ${c.name}`,
    lines: [
      'Variation 1 (offer):',
      `- Primary text: ${noDot(c.offer[0])}. ${upperFirst(noDot(c.offer[1]))}. ${endSentence(c.ctas[0]!)}`,
      `- Headline: ${fit(noDot(c.offer[0]), 40)}`,
      `- Button: ${BUTTONS[c.goalKind]}`,
      'Variation 2 (proof):',
      `- Primary text: ${endSentence(c.proof)} See why ${c.audience}${where(c)} choose ${c.name}.`,
      `- Headline: ${c.place ? `Loved in ${c.place}` : 'Loved by our regulars'}`,
      'Variation 3 (objection):',
      `- Primary text: ${c.objection[0]} ${c.objection[1]}`,
      `- Headline: ${fit(`The ${p(c)}, without the worry`, 40)}`,
    ],
    why: ['Three different angles, so the platform can find the one your audience responds to.', 'Each names something specific: an offer, a result, a worry.'],
    action: `Run all three in one ad set for seven days at ${c.currency}${Math.max(5, Math.round((c.budget ?? 300) / 30))} a day, then keep the one with the lowest cost per result.`,
  }),
  post: (c) => ({
    heading: `A post for ${main(c)}, from ${c.name}`,
    lines: [
      `${upperFirst(noDot(c.tip[0]))} 👇`,
      '',
      `${endSentence(c.tip[1])}`,
      '',
      `It is one of the questions we hear most${c.place ? ` in ${c.place}` : ''}, and the ${p(c)} is where we put it into practice.`,
      '',
      `${endSentence(c.ctas[0]!)}`,
      '',
      c.hashtags,
    ],
    why: ['The first line is the hook and the promise; the tip is given in full, so people save it.', 'One call to action, then the hashtags.'],
    action: `Post it with a photo of the ${p(c)} on your best day and time, and reply to every comment in the first hour.`,
  }),
  script: (c) => ({
    heading: `A reel script for ${c.name}`,
    lines: [
      `Shot 1 (0-2 s): On screen: "${upperFirst(noDot(c.tip[0]))}" (you, straight to camera).`,
      `Shot 2 (2-6 s): Show the problem: what most people get wrong about ${c.subject}.`,
      `Shot 3 (6-12 s): The tip itself: ${endSentence(c.tip[1])}`,
      `Shot 4 (12-18 s): ${endSentence(c.behind)}`,
      `Shot 5 (18-22 s): The ${p(c)}, finished, and the words "${fit(noDot(c.ctas[0]!), 50)}".`,
      `Caption: ${upperFirst(noDot(c.tip[0]))}. Save this for later. ${c.hashtags}`,
    ],
    why: ['The hook shows the payoff in the first two seconds.', 'It teaches something real, which earns saves and shares.'],
    action: 'Film all five shots in one go this week, in natural light, and post it with on-screen captions.',
  }),
  tagline: (c) => ({
    heading: `Tagline options for ${c.name}`,
    lines: [
      `1. ${upperFirst(c.subject)}, done properly.`,
      `2. ${c.place ? `${c.place}'s` : 'Your'} ${c.trade}, since day one.`,
      `3. Made for ${c.audience}.`,
      `4. The ${p(c)} people talk about.`,
      `5. ${c.voice.includes('playful') ? 'Seriously good, not too serious.' : 'Simply done well.'}`,
      `6. Come for the ${p(c)}. Stay for the people.`,
    ],
    why: [`Option ${c.place ? '2' : '3'} claims your ground; option 6 is the warmest.`, 'A tagline should be true on your worst day, not just your best.'],
    action: 'Read your top two aloud to three customers, and keep the one they repeat back to you.',
  }),
  bio: (c) => ({
    heading: `Bios for ${c.name}`,
    lines: [
      ...c.social
        .slice(0, 3)
        .map(
          (platform) =>
            `- ${platform}: ${within([`${upperFirst(c.subject)}${where(c)} for ${c.audience}.`, `${noDot(c.offer[0])}.`, `${BUTTONS[c.goalKind]} ↓`], platform === 'TikTok' ? 80 : 150)}`,
        ),
      `- One line for everywhere else: ${c.name}: ${c.subject}${where(c)}, made for ${c.audience}.`,
    ],
    why: [
      'Each bio says what you do, for whom and what to do next, within the platform limit.',
      'The link in the bio should go straight to the page for that call to action.',
    ],
    action: `Update your ${main(c)} bio now and point the link at the page where people ${c.goalKind === 'bookings' ? 'book' : c.goalKind === 'sales' ? 'buy' : 'get in touch'}.`,
  }),
  description: (c) => ({
    heading: `A description of the ${p(c)}`,
    lines: [
      `Title: The ${p(c)}${c.brandKnown ? ` at ${c.name}` : ''}`,
      '',
      `${upperFirst(c.productWhy.get(p(c)) ?? `the one ${c.audience} come back for`)}.`,
      '',
      `- Made for ${c.audience}`,
      `- ${upperFirst(noDot(c.objection[1]))}`,
      `- ${upperFirst(noDot(c.offer[0]))}`,
      '',
      `${endSentence(c.ctas[0]!)}`,
    ],
    why: ['It opens with what the customer gets, not what it is made of.', 'The bullets answer the usual worry before it stops the sale.'],
    action: 'Use it on the product page and in the next post about it, and change only the first line for each channel.',
  }),
};

function draftReply(c: Ctx, request: ChatRequest, kind: DraftKind): string[] {
  const draft = DRAFTS[kind](c);
  const label = TOPIC_LABELS[DRAFT_TOPIC[kind]];
  const opening = pick(c.rand, OPENINGS[request.persona])(c, label);
  return [
    `### ${draft.heading}`,
    `${opening} Below is a draft in a ${lowerFirst(c.voice)} voice, ready to edit.`,
    '',
    ...draft.lines,
    '',
    '### Why it works',
    ...draft.why.map((w) => `- ${w}`),
    '',
    `Action: ${draft.action}`,
    ...(c.brandKnown ? [] : ['Next: Fill in your brand kit in Markk, and drafts will use your products, audience and goal.']),
    '',
    pick(c.rand, CLOSINGS[request.persona])(c),
  ];
}

/** A topic's deeper layer, for a follow-up on the same topic: the workflow guides that go further, with their titles. */
const DEEPER: Record<ChatTopic, [GuideName, string][]> = {
  email: [
    ['email1', 'The welcome e-mail'],
    ['email3', 'A teaching e-mail'],
    ['email4', 'Handling the big objection'],
    ['email5', 'The offer e-mail'],
    ['goal', 'What the e-mails are for'],
  ],
  ads: [
    ['keywords', 'Keywords'],
    ['structure', 'Campaign structure'],
    ['rsa', 'The ads themselves'],
    ['budget', 'Budget and bidding'],
    ['searchTerms', 'The 14-day review'],
  ],
  social: [
    ['hooks', 'Hooks that stop the scroll'],
    ['script', 'A reel, shot by shot'],
    ['captions', 'Captions'],
    ['publish', 'After you post'],
    ['routine', 'A daily 15 minutes'],
  ],
  launch: [
    ['waitlist', 'The waitlist'],
    ['launchWeek', 'Launch week, day by day'],
    ['launchDay', 'Launch day'],
    ['followUp', 'The week after'],
  ],
  offer: [
    ['dreamResult', 'The result you sell'],
    ['valueStack', 'Stacking the value'],
    ['price', 'Presenting the price'],
    ['urgency', 'Honest urgency'],
  ],
  seo: [
    ['searchQuestion', 'Choosing the question'],
    ['whatRanks', 'Beating what ranks'],
    ['outline', 'The outline'],
    ['meta', 'Meta title and links'],
    ['publishCheck', 'Publishing and checking'],
  ],
  landing: [
    ['headline', 'Headlines to test'],
    ['benefits', 'Features into outcomes'],
    ['proof', 'Proof'],
    ['objections', 'Objections and guarantee'],
    ['cta', 'The call to action'],
  ],
  branding: [
    ['market', 'Mapping the market'],
    ['differences', 'Your differences'],
    ['positioning', 'The key lines'],
    ['voice', 'Your voice'],
    ['rollOut', 'Rolling it out'],
  ],
  calendar: [
    ['pillars', 'The four pillars'],
    ['formats', 'Formats'],
    ['fillCalendar', 'The month, filled in'],
    ['film', 'Batching'],
  ],
  reviews: [
    ['featureCustomers', 'Turning reviews into content'],
    ['routine', 'A daily 15 minutes'],
    ['starters', 'Conversation starters'],
  ],
  measure: [
    ['tracking', 'Tracking'],
    ['measure', 'Reading the results'],
    ['monthlyReview', 'The monthly review'],
  ],
  general: [
    ['goal', 'The goal'],
    ['channels', 'Channels'],
    ['themes', 'Three months of themes'],
    ['weeklyTasks', 'The weekly rhythm'],
    ['monthlyReview', 'The monthly review'],
  ],
};

/** A same-topic follow-up: three deeper parts, starting after the ones the thread has already had. */
function deeperReply(c: Ctx, request: ChatRequest, topic: ChatTopic, opening: string): string[] {
  const parts = DEEPER[topic];
  const earlier = request.history.filter((t) => t.role === 'assistant' && t.content.includes('### Going deeper')).length;
  // Three at a time in order, without wrapping mid-reply: the thread covers every part before repeating one.
  const rounds = Math.ceil(parts.length / 3);
  const start = (earlier % rounds) * 3;
  const chosen = parts.slice(start, start + 3);
  const lastAction = [...request.history]
    .reverse()
    .find((t) => t.role === 'assistant' && /^Action: /m.test(t.content))
    ?.content.match(/^Action: (.*)$/m)?.[1];
  const lines = [`### Going deeper: ${lowerFirst(TOPIC_LABELS[topic])} for ${c.name}`, opening];
  if (lastAction) lines.push(`Last time the action was: ${lowerFirst(noDot(lastAction))}. Here is the next layer.`);
  for (const [name, title] of chosen) lines.push('', `### ${title}`, ...STEP_GUIDES[name](c).map((l) => `- ${l}`));
  const next = parts[(start + chosen.length) % parts.length]!;
  lines.push('', `Action: Pick one of the parts above and do it this week for ${c.name}.`, `Next: Ask me for more and we will cover ${lowerFirst(next[1])}.`);
  return lines;
}

/** A hello or a thank-you with no question in it. */
const isSmallTalk = (message: string) =>
  !topicOf(message) &&
  message.trim().split(/\s+/).length <= 6 &&
  /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|cheers|great|perfect|ok|okay|brilliant|awesome|nice)\b/i.test(message.trim());

/** The answer to a hello or a thank-you: short, in the expert's voice, with where to go next. */
function smallTalk(c: Ctx, request: ChatRequest): string[] {
  const persona = PERSONAS[request.persona];
  const thanks = /^(thanks|thank you|cheers|great|perfect|brilliant|awesome|nice|ok|okay)\b/i.test(request.message.trim());
  const ideas = quickActionsFor(persona, request.useCase).slice(0, 3);
  return [
    `### ${thanks ? 'Glad that helps' : `Hello from ${persona.name}`}`,
    thanks
      ? `Happy to help ${c.name}. When you have tried it, tell me how it went and we will adjust.`
      : `I'm ${persona.name === 'Use Your ChatGPT' ? 'your marketing assistant' : `${persona.name}, your ${persona.role.toLowerCase()}`}, and I already know ${c.brandKnown ? `${c.name}'s brand kit` : 'the basics'}. Here is where I can help${c.brandKnown ? ` ${c.name}` : ''} today:`,
    '',
    ...ideas.map((action) => `- ${action.label}: ${action.prompt}`),
    '',
    `Next: Pick one of these, or tell me what you are working on${request.useCase !== 'general' ? ` in ${USE_CASE_LABELS[request.useCase].toLowerCase()}` : ''}.`,
  ];
}

/** The offline expert's reply, in the chat's formatting: deterministic for the thread so far and the message. */
export function chatOffline(request: ChatRequest): string {
  const seed = `${request.persona}|${request.useCase}|${request.message}|${request.history.length}|${request.workflow ? `${request.workflow.workflow.id}:${request.workflow.step}` : ''}`;
  const c = contextFor(request, seed);
  const topic = replyTopic(request);
  const lines: string[] = [];
  if (request.workflow) lines.push(...stepReply(c, request, request.workflow.workflow, request.workflow.step, topic));
  else if (isSmallTalk(request.message)) lines.push(...smallTalk(c, request));
  else if (draftOf(request.message)) lines.push(...draftReply(c, request, draftOf(request.message)!));
  else {
    const section = TOPICS[topic](c);
    const label = TOPIC_LABELS[topic];
    const before = previousTopic(request.history);
    const hadReply = request.history.some((t) => t.role === 'assistant');
    let opening = pick(c.rand, OPENINGS[request.persona])(c, label);
    if (hadReply && before && before !== topic)
      opening = `Picking up from what we covered on ${lowerFirst(TOPIC_LABELS[before])}, let's turn to ${lowerFirst(label)}. ${opening}`;
    else if (hadReply && (before === topic || isFollowUp(request.message))) {
      lines.push(...deeperReply(c, request, topic, `Let's go a level deeper on ${lowerFirst(label)} than last time.`));
      return lines.join('\n');
    }
    const angle = personaAngle(c, topic);
    lines.push(
      `### ${section.heading}`,
      `${opening} ${section.intro}`,
      '',
      ...section.steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      `### ${section.examplesHeading}`,
      ...shuffled(c.rand, section.examples).map((e) => `- ${e}`),
      '',
      `### ${angle.heading}`,
      ...angle.lines.map((l) => (l.startsWith('  - ') ? l : `- ${l}`)),
      '',
      `Action: ${section.action}`,
    );
    if (!c.brandKnown) lines.push('Next: Fill in your brand kit in Markk, and every answer will use your products, audience and goal.');
    lines.push('', pick(c.rand, CLOSINGS[request.persona])(c));
  }
  return lines.join('\n');
}
