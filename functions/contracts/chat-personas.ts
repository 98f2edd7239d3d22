// The AI expert chat's six personas (spec 02 §2.1, §3 Chat): who each expert is, its two
// categories of preset prompts, its focus areas (use cases), its six-step workflows, its
// quick actions and the greeting it opens a focus area with. Shared by the chat page and the
// server, which builds each expert's voice from the same ids. Plain data: no server-only imports.

export const PERSONA_IDS = ['thomas', 'copywriter', 'strategist', 'ppc', 'social', 'chatgpt'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];
export const DEFAULT_PERSONA: PersonaId = 'thomas';

export const USE_CASE_IDS = ['general', 'launch', 'funnel', 'social', 'copy', 'email', 'ads', 'content'] as const;
export type UseCaseId = (typeof USE_CASE_IDS)[number];

export const USE_CASE_LABELS: Record<UseCaseId, string> = {
  general: 'General Marketing',
  launch: 'Product Launch',
  funnel: 'Sales Funnel',
  social: 'Social Media',
  copy: 'Copywriting',
  email: 'Email Marketing',
  ads: 'Paid Ads',
  content: 'Content Strategy',
};

export interface PromptCategory {
  name: string;
  prompts: [string, string, string];
}

export interface ChatWorkflow {
  id: string;
  title: string;
  description: string;
  steps: [string, string, string, string, string, string];
}

export interface QuickAction {
  label: string;
  prompt: string;
  useCase: UseCaseId;
}

export interface Persona {
  id: PersonaId;
  /** Display name, e.g. "Thomas". */
  name: string;
  /** e.g. "Creative Marketing Strategist". */
  role: string;
  /** One or two sentences for the card and the header. */
  description: string;
  /** Avatar text. */
  initials: string;
  /** True only for "Use Your ChatGPT": the user's own OpenAI key answers. */
  ownKey: boolean;
  /** Two categories, three prompts each. */
  promptCategories: [PromptCategory, PromptCategory];
  /** Its Focus Areas, 'general' first. */
  useCases: UseCaseId[];
  /** At least two, six numbered steps each. */
  workflows: ChatWorkflow[];
  /** The pool; filtered by use case and capped at QUICK_ACTIONS_MAX. */
  quickActions: QuickAction[];
}

export const QUICK_ACTIONS_MAX = 6;
export const PERSONA_LOADING_MS = 2000;

const thomas: Persona = {
  id: 'thomas',
  name: 'Thomas',
  role: 'Creative Marketing Strategist',
  description:
    'Big campaign ideas on a small-business budget: launches, seasonal campaigns and stories people retell. Thomas turns your brand into a plan you can start this week.',
  initials: 'TH',
  ownKey: false,
  promptCategories: [
    {
      name: 'Campaign Ideas',
      prompts: [
        'Give me three campaign ideas for next month that cost under £500 and fit my brand.',
        'Turn my best-selling product into a campaign with a hook, a story and a call to action.',
        'Plan a seasonal campaign for the next holiday or local event my customers care about.',
      ],
    },
    {
      name: 'Launches & Storytelling',
      prompts: [
        'Plan a four-week launch for a new product or service, week by week.',
        'Find the origin story in my business and turn it into three pieces of content.',
        'Write a customer story post from a typical customer of mine, with a before and after.',
      ],
    },
  ],
  useCases: ['general', 'launch', 'content', 'social', 'email'],
  workflows: [
    {
      id: 'thomas-launch',
      title: 'Launch Campaign in 30 Days',
      description: 'Take a new product or service from idea to a launch day people turn up for, with a waitlist and a follow-up.',
      steps: [
        'Define the offer: what is new, who it is for and the one sentence that sells it',
        'Pick the launch hook: a date, a reason to act now and a launch-only bonus',
        'Build a waitlist with a simple sign-up page and a teaser post',
        'Plan the launch week: a daily post, two e-mails and one partner or local mention',
        'Run launch day: the announcement, live moments and replies to every comment',
        'Follow up: thank buyers, ask for reviews and turn the results into next month’s plan',
      ],
    },
    {
      id: 'thomas-seasonal',
      title: 'Seasonal Campaign Sprint',
      description: 'Ride a season or local event with a themed offer, content and a clear deadline, planned in one sitting.',
      steps: [
        'Choose the moment: the season, holiday or local event your customers already care about',
        'Shape the themed offer with a deadline and a limited number or bonus',
        'Write the campaign story: the problem the season brings and how you solve it',
        'Plan the content: five posts, one e-mail and one in-store or on-site touch',
        'Set up tracking: one code or link per channel so you know what sold',
        'Review the results and keep the winners for next year’s calendar',
      ],
    },
    {
      id: 'thomas-story',
      title: 'Brand Story Series',
      description: 'Turn the people, craft and customers behind your business into a week of stories that build trust.',
      steps: [
        'Collect the raw stories: how you started, a hard moment, a proud moment, a favourite customer',
        'Pick the one message every story should leave behind',
        'Shape each story: the situation, the turning point, the result',
        'Choose formats: a reel, a carousel, a post and an e-mail',
        'Schedule the series over one week with a call to action in each piece',
        'Measure saves, replies and enquiries, and plan the next series',
      ],
    },
  ],
  quickActions: [
    { label: 'Campaign idea for this month', prompt: 'Give me one campaign idea for this month with a hook, an offer and three posts.', useCase: 'general' },
    { label: 'Plan my launch week', prompt: 'Plan my launch week day by day, with what to post and send each day.', useCase: 'launch' },
    { label: 'Content ideas for the month', prompt: 'Give me a month of content ideas in four weekly themes.', useCase: 'content' },
    { label: 'A reel idea that shows our story', prompt: 'Give me a reel idea that tells our story in under 30 seconds, shot by shot.', useCase: 'social' },
    { label: 'Launch announcement e-mail', prompt: 'Write the launch announcement e-mail with a subject line and one clear call to action.', useCase: 'email' },
    { label: 'Find my brand story', prompt: 'Ask me the questions that will find my brand story, then draft it.', useCase: 'general' },
    {
      label: 'Build a launch waitlist',
      prompt: 'How do I build a waitlist before launch? Give me the page, the teaser post and the bonus.',
      useCase: 'launch',
    },
    { label: 'Pre-launch teaser posts', prompt: 'Write three teaser posts for the week before launch.', useCase: 'launch' },
    { label: 'Turn a review into content', prompt: 'Turn one of my customer reviews into a post, a story and an e-mail snippet.', useCase: 'content' },
    { label: 'Community challenge idea', prompt: 'Give me a seven-day challenge idea that gets my followers posting.', useCase: 'social' },
    { label: 'Seasonal e-mail campaign', prompt: 'Plan a three-e-mail seasonal campaign with subject lines.', useCase: 'email' },
  ],
};

const copywriter: Persona = {
  id: 'copywriter',
  name: 'Clara',
  role: 'Conversion Copywriter',
  description:
    'Words that sell: headlines, landing pages, e-mails and offers written to be read and acted on. Clara writes, tests and tightens copy until it converts.',
  initials: 'CL',
  ownKey: false,
  promptCategories: [
    {
      name: 'Headlines & Pages',
      prompts: [
        'Write ten headlines for my homepage and tell me which two to test first.',
        'Write a landing page for my main offer: headline, benefits, proof, objections and call to action.',
        'Rewrite my product description so it sells the result, not the features.',
      ],
    },
    {
      name: 'E-mails & Offers',
      prompts: [
        'Write a three-e-mail welcome sequence for new subscribers.',
        'Turn my service into an irresistible offer with a guarantee and a deadline.',
        'Write five subject lines for my next newsletter with the open rate in mind.',
      ],
    },
  ],
  useCases: ['general', 'copy', 'funnel', 'email', 'ads'],
  workflows: [
    {
      id: 'copywriter-landing',
      title: 'Landing Page That Converts',
      description: 'Write a one-page sales page from research to a tested headline, section by section.',
      steps: [
        'Research the customer: their problem, the words they use and what they have tried',
        'Write the headline and subheadline around the single biggest result',
        'List the benefits and turn each feature into an outcome',
        'Add proof: reviews, numbers, before and after, and who it is not for',
        'Answer the top three objections and write the guarantee',
        'Write the call to action, then plan an A/B test of two headlines',
      ],
    },
    {
      id: 'copywriter-welcome',
      title: 'Welcome E-mail Sequence',
      description: 'Turn new subscribers into first-time buyers with five e-mails over ten days.',
      steps: [
        'Set the goal of the sequence and the one offer it leads to',
        'E-mail 1: deliver what they signed up for and set expectations',
        'E-mail 2: tell the story of why the business exists',
        'E-mail 3: teach one useful thing that shows your expertise',
        'E-mail 4: answer the biggest objection with proof',
        'E-mail 5: make the offer with a deadline, then measure opens and clicks',
      ],
    },
    {
      id: 'copywriter-offer',
      title: 'Irresistible Offer Builder',
      description: 'Package what you sell into an offer people say yes to: the result, the bonuses, the risk reversal and the urgency.',
      steps: [
        'Name the dream result and the time it takes to get there',
        'Stack the value: the core product plus bonuses that remove effort',
        'Price it against the cost of the problem, not against competitors',
        'Reverse the risk with a clear guarantee',
        'Add honest urgency: a deadline, limited places or a launch bonus',
        'Write the offer paragraph and the call to action, and test it on five customers',
      ],
    },
  ],
  quickActions: [
    {
      label: 'Write 10 headlines',
      prompt: 'Write ten headlines for my main offer using different angles: result, curiosity, number, question, objection.',
      useCase: 'copy',
    },
    { label: 'Landing page outline', prompt: 'Give me a landing page outline for my main offer, section by section.', useCase: 'funnel' },
    { label: 'Welcome e-mail', prompt: 'Write the first welcome e-mail for new subscribers, with a subject line.', useCase: 'email' },
    { label: 'Ad copy variations', prompt: 'Write three ad copy variations for Meta: a primary text, a headline and a call to action each.', useCase: 'ads' },
    { label: 'Improve my call to action', prompt: 'Give me five stronger calls to action for my main offer and say when to use each.', useCase: 'general' },
    { label: 'Sharpen my offer', prompt: 'Help me turn my service into an offer with a result, a bonus, a guarantee and a deadline.', useCase: 'general' },
    { label: 'Product description rewrite', prompt: 'Rewrite my best-selling product description to sell the result.', useCase: 'copy' },
    { label: 'Fix my checkout drop-off', prompt: 'My visitors leave before buying. What copy changes on the page and checkout would help?', useCase: 'funnel' },
    { label: 'Abandoned cart e-mail', prompt: 'Write an abandoned cart e-mail with a subject line and one reason to come back.', useCase: 'email' },
    { label: 'Subject lines that get opened', prompt: 'Write eight subject lines for my next newsletter and mark the two to test.', useCase: 'email' },
    { label: 'Google ad headlines', prompt: 'Write fifteen Google responsive search ad headlines (30 characters max) and four descriptions.', useCase: 'ads' },
  ],
};

const strategist: Persona = {
  id: 'strategist',
  name: 'Maya',
  role: 'Brand Strategist',
  description:
    'Clear positioning and messaging that make you the obvious choice for the right customers. Maya helps you decide who you are for, what you stand for and how to say it.',
  initials: 'MA',
  ownKey: false,
  promptCategories: [
    {
      name: 'Positioning',
      prompts: [
        'Write a positioning statement for my business and show me what makes it different.',
        'Compare me with my three closest competitors and find the gap I can own.',
        'Define my ideal customer: who they are, what they want and what they fear.',
      ],
    },
    {
      name: 'Messaging & Voice',
      prompts: [
        'Build a messaging framework: one core message and three supporting pillars with proof.',
        'Describe my brand voice with do and don’t examples I can give to anyone writing for me.',
        'Write my brand’s one-liner, elevator pitch and About page opening.',
      ],
    },
  ],
  useCases: ['general', 'launch', 'copy', 'content', 'social'],
  workflows: [
    {
      id: 'strategist-positioning',
      title: 'Positioning Sprint',
      description: 'Find the space in your market you can own and say it in one sentence, in six focused steps.',
      steps: [
        'Map the market: list your competitors and how each one describes itself',
        'Define the ideal customer and the moment they go looking for you',
        'List what you do differently and the proof for each difference',
        'Choose the one difference that matters most to the ideal customer',
        'Write the positioning statement and a one-line version for bios',
        'Test it with three customers and adjust the words they stumble on',
      ],
    },
    {
      id: 'strategist-messaging',
      title: 'Messaging Framework',
      description: 'One core message, three pillars and the proof behind each, so every post, page and pitch sounds like the same brand.',
      steps: [
        'Write the core message: the change you make for your customers',
        'Choose three messaging pillars that support it',
        'Attach proof to each pillar: a number, a story or a review',
        'Define the voice: three traits, each with a do and a don’t',
        'Write the key lines: tagline, elevator pitch, About opening',
        'Roll it out: update bios, homepage and e-mail signature, then check in a month',
      ],
    },
    {
      id: 'strategist-audience',
      title: 'Ideal Customer Profile',
      description: 'Know exactly who you are for, where to find them and what makes them choose, from real customer evidence.',
      steps: [
        'List your best five customers and what they have in common',
        'Interview two of them about why they chose you',
        'Write the profile: situation, goals, frustrations, buying triggers',
        'Map where they spend attention online and offline',
        'Turn their words into messages and content topics',
        'Set one channel and one message to test for the next month',
      ],
    },
  ],
  quickActions: [
    {
      label: 'Positioning statement',
      prompt: 'Write my positioning statement: for whom, what we do, how we are different, and why to believe it.',
      useCase: 'general',
    },
    { label: 'Position the new product', prompt: 'How should I position my new product so it fits my brand but stands out?', useCase: 'launch' },
    { label: 'Messaging pillars', prompt: 'Give me three messaging pillars with proof points for each.', useCase: 'copy' },
    { label: 'Content pillars from my brand', prompt: 'Turn my brand into four content pillars with example topics for each.', useCase: 'content' },
    { label: 'Brand voice guide', prompt: 'Write a short brand voice guide with three traits and do and don’t examples.', useCase: 'social' },
    { label: 'Ideal customer profile', prompt: 'Build my ideal customer profile: situation, goals, frustrations and buying triggers.', useCase: 'general' },
    { label: 'Competitor gap analysis', prompt: 'Help me compare my brand with competitors and find the gap I can own.', useCase: 'general' },
    { label: 'Launch message', prompt: 'Write the core launch message and three proof points for my launch.', useCase: 'launch' },
    { label: 'Tagline options', prompt: 'Write ten tagline options and say which fits my positioning best.', useCase: 'copy' },
    { label: 'Bio for every profile', prompt: 'Write my social bios for each of my platforms, in my brand voice.', useCase: 'social' },
  ],
};

const ppc: Persona = {
  id: 'ppc',
  name: 'Raj',
  role: 'PPC Expert',
  description:
    'Google and Meta ads that pay for themselves: keywords, audiences, budgets and ROAS. Raj helps you spend every pound where it brings customers back.',
  initials: 'RA',
  ownKey: false,
  promptCategories: [
    {
      name: 'Google Ads',
      prompts: [
        'Build a Google Search campaign for my main service: keywords, match types and negatives.',
        'Write a responsive search ad: fifteen headlines and four descriptions.',
        'How much should I spend on Google Ads per month to start, and how do I judge it?',
      ],
    },
    {
      name: 'Meta Ads & ROAS',
      prompts: [
        'Plan a Meta ads campaign for my goal: audience, creative and budget.',
        'My ads get clicks but no sales. Walk me through what to check.',
        'Work out my break-even ROAS and the cost per customer I can afford.',
      ],
    },
  ],
  useCases: ['general', 'ads', 'funnel', 'launch'],
  workflows: [
    {
      id: 'ppc-google',
      title: 'Google Search Campaign Setup',
      description: 'Set up a lean Google Search campaign that only pays for clicks from people ready to buy.',
      steps: [
        'Set the goal and conversion tracking: the action that counts and its value',
        'Research keywords: buyer-intent terms, match types and a negative list',
        'Structure the campaign: tight ad groups of closely related keywords',
        'Write responsive search ads with sitelinks and callouts',
        'Set the budget and bidding: start on maximise clicks or conversions with a cap',
        'Review after 14 days: search terms, cost per conversion and what to pause',
      ],
    },
    {
      id: 'ppc-meta',
      title: 'Meta Ads Test Plan',
      description: 'Find a winning audience and creative on Facebook and Instagram with a small, structured test budget.',
      steps: [
        'Work out the numbers: customer value, break-even ROAS and the daily test budget',
        'Define three audiences: interests, a lookalike and website retargeting',
        'Make three creatives: a demo video, a customer review and an offer image',
        'Write the copy: hook, benefit, proof and a clear call to action',
        'Launch the test and leave it alone for seven days',
        'Read the results, cut losers, move budget to winners and plan the next test',
      ],
    },
    {
      id: 'ppc-retargeting',
      title: 'Retargeting That Recovers Sales',
      description: 'Bring back visitors who looked but did not buy, with ads matched to how far they got.',
      steps: [
        'Install the pixel and tag tracking and check the events fire',
        'Segment visitors: viewed a page, viewed a product, started checkout',
        'Match a message to each segment: reminder, proof, incentive',
        'Set frequency caps and a 30-day window',
        'Launch with a small daily budget per segment',
        'Measure recovered sales and cost per recovery, then adjust the windows',
      ],
    },
  ],
  quickActions: [
    {
      label: 'Keyword list for my service',
      prompt: 'Give me a Google Ads keyword list for my main service with match types and negative keywords.',
      useCase: 'ads',
    },
    { label: 'Set my ad budget', prompt: 'How should I set my monthly ad budget, and how do I split it between Google and Meta?', useCase: 'general' },
    {
      label: 'Landing page for ad traffic',
      prompt: 'What should the landing page for my ads say and include so clicks turn into customers?',
      useCase: 'funnel',
    },
    { label: 'Launch ads plan', prompt: 'Plan the paid ads for my launch: before, during and after launch week.', useCase: 'launch' },
    { label: 'Calculate my ROAS', prompt: 'Help me calculate my break-even ROAS and target cost per acquisition.', useCase: 'ads' },
    { label: 'Fix a campaign that is not converting', prompt: 'My campaign spends but does not convert. Give me a checklist to fix it.', useCase: 'general' },
    { label: 'Meta audience ideas', prompt: 'Give me three Meta audiences to test for my business and why each could work.', useCase: 'ads' },
    { label: 'Retargeting funnel', prompt: 'Build a retargeting funnel for visitors who did not buy.', useCase: 'funnel' },
    { label: 'Ad creative brief', prompt: 'Write a creative brief for three ad images or videos to test.', useCase: 'ads' },
    { label: 'Waitlist ads before launch', prompt: 'How do I use a small ad budget to grow a waitlist before my launch?', useCase: 'launch' },
  ],
};

const social: Persona = {
  id: 'social',
  name: 'Sofia',
  role: 'Social Media Coach',
  description:
    'Content pillars, reels and a posting rhythm you can keep up. Sofia coaches you to grow a community that turns into customers, without living on your phone.',
  initials: 'SO',
  ownKey: false,
  promptCategories: [
    {
      name: 'Content & Reels',
      prompts: [
        'Give me four content pillars for my business with five post ideas each.',
        'Write three reel scripts with a hook in the first two seconds.',
        'Turn one idea into a week of posts across my platforms.',
      ],
    },
    {
      name: 'Community & Scheduling',
      prompts: [
        'Build me a posting schedule I can keep with two hours a week.',
        'How do I get more comments and replies, not just likes?',
        'Write ten replies I can adapt for comments and messages.',
      ],
    },
  ],
  useCases: ['general', 'social', 'content', 'launch'],
  workflows: [
    {
      id: 'social-calendar',
      title: '30-Day Content Calendar',
      description: 'Plan a month of posts in one sitting: pillars, formats, days and batching, so you never wonder what to post.',
      steps: [
        'Choose four content pillars and what each one does for the business',
        'Pick your formats per platform: reels, carousels, stories, posts',
        'Set a rhythm you can keep, such as three posts and daily stories a week',
        'Fill the calendar: one idea per slot, matched to a pillar',
        'Batch create: film and write a week of content in one session',
        'Review every Friday: what got saves, shares and messages, and double it',
      ],
    },
    {
      id: 'social-reels',
      title: 'Reels That Reach New People',
      description: 'Plan, film and publish short videos that get watched to the end and bring new followers.',
      steps: [
        'Pick three reel formats: a how-to, a behind the scenes and a before and after',
        'Write hooks for the first two seconds, on screen and spoken',
        'Script each reel in five shots with on-screen text',
        'Film in one batch with natural light and trending or original audio',
        'Write captions with a question and three to five hashtags',
        'Post, reply to comments in the first hour and track watch time',
      ],
    },
    {
      id: 'social-community',
      title: 'Community Growth Plan',
      description: 'Turn followers into regulars and regulars into customers with conversations, not just content.',
      steps: [
        'Define who you want in your community and what they get from it',
        'Plan conversation starters: questions, polls and this-or-that stories',
        'Set a daily 15-minute engagement routine',
        'Feature your customers: reposts, reviews and shout-outs',
        'Run a community moment: a challenge, a giveaway or a live session',
        'Measure replies, messages and repeat customers, and keep what works',
      ],
    },
  ],
  quickActions: [
    { label: 'Reel ideas for this week', prompt: 'Give me three reel ideas for this week with hooks and shot lists.', useCase: 'social' },
    { label: 'Content pillars', prompt: 'Give me four content pillars for my business with five post ideas each.', useCase: 'content' },
    { label: 'Launch posts', prompt: 'Plan my launch posts: teaser, reveal, demo, social proof, last call.', useCase: 'launch' },
    { label: 'Posting schedule', prompt: 'Build a weekly posting schedule I can keep up with.', useCase: 'general' },
    { label: 'Caption with a call to action', prompt: 'Write a caption for my next post that ends with one clear call to action.', useCase: 'social' },
    { label: 'Month of content ideas', prompt: 'Give me 30 content ideas, one for each day of the month, grouped by pillar.', useCase: 'content' },
    { label: 'Grow engagement', prompt: 'How do I get more comments and saves on my posts? Give me a plan for two weeks.', useCase: 'general' },
    { label: 'Hashtag strategy', prompt: 'Build a hashtag set for my business: local, niche and broad.', useCase: 'social' },
    { label: 'Batch a week of content', prompt: 'Help me batch a week of content in two hours: what to film and write.', useCase: 'content' },
    { label: 'Launch countdown stories', prompt: 'Plan a five-day countdown in stories before my launch.', useCase: 'launch' },
  ],
};

const chatgpt: Persona = {
  id: 'chatgpt',
  name: 'Use Your ChatGPT',
  role: 'Marketing Assistant on Your Own OpenAI Key',
  description: 'Connect your own OpenAI API key and chat without limits. A general marketing assistant that knows your brand kit and answers on your key.',
  initials: 'GPT',
  ownKey: true,
  promptCategories: [
    {
      name: 'Plan & Strategy',
      prompts: [
        'Write a 90-day marketing plan for my business with monthly goals.',
        'What are the three marketing actions that would move my main goal most this month?',
        'Audit my marketing: what to start, stop and keep doing.',
      ],
    },
    {
      name: 'Create & Write',
      prompts: [
        'Write a blog post outline that answers the question my customers ask most.',
        'Write a newsletter for this week with one tip and one offer.',
        'Write five social posts for this week in my brand voice.',
      ],
    },
  ],
  useCases: ['general', 'launch', 'funnel', 'social', 'copy', 'email', 'ads', 'content'],
  workflows: [
    {
      id: 'chatgpt-90-day',
      title: '90-Day Marketing Plan',
      description: 'A quarter of marketing on one page: goals, channels, content and the numbers to watch.',
      steps: [
        'Set one goal for the quarter and the number that proves it',
        'Review what worked last quarter and what to drop',
        'Choose two main channels and one to experiment with',
        'Plan the content themes and campaigns month by month',
        'Assign the weekly tasks and the time each takes',
        'Set the monthly review: the numbers, the lessons, the next moves',
      ],
    },
    {
      id: 'chatgpt-blog',
      title: 'SEO Blog Post',
      description: 'From a customer question to a published article that ranks and brings enquiries.',
      steps: [
        'Pick the question your customers search for and the keyword behind it',
        'Check what already ranks and find the angle they miss',
        'Write the outline: title, headings and the answer in the first paragraph',
        'Draft the article with examples from your business',
        'Add the meta title, meta description and internal links',
        'Publish, share it three ways and check its ranking in four weeks',
      ],
    },
  ],
  quickActions: [
    { label: 'Marketing plan for this month', prompt: 'Write a one-page marketing plan for this month.', useCase: 'general' },
    { label: 'Launch checklist', prompt: 'Give me a launch checklist from four weeks out to the week after.', useCase: 'launch' },
    { label: 'Map my sales funnel', prompt: 'Map my sales funnel from first visit to repeat customer and show the weakest step.', useCase: 'funnel' },
    { label: 'Posts for this week', prompt: 'Write five social posts for this week in my brand voice.', useCase: 'social' },
    { label: 'Homepage headline', prompt: 'Write five homepage headlines and the subheadline for each.', useCase: 'copy' },
    { label: 'Newsletter draft', prompt: 'Write this week’s newsletter with a subject line, one tip and one offer.', useCase: 'email' },
    { label: 'First ad campaign', prompt: 'Plan my first paid ad campaign on a small budget.', useCase: 'ads' },
    { label: 'Blog post outline', prompt: 'Write an SEO blog post outline for the question my customers ask most.', useCase: 'content' },
    { label: 'Get more reviews', prompt: 'How do I get more Google reviews from happy customers? Give me the message to send.', useCase: 'general' },
  ],
};

export const PERSONAS: Record<PersonaId, Persona> = { thomas, copywriter, strategist, ppc, social, chatgpt };

/** Picker order. */
export const PERSONA_LIST: Persona[] = PERSONA_IDS.map((id) => PERSONAS[id]);

const isPersonaId = (id: string): id is PersonaId => (PERSONA_IDS as readonly string[]).includes(id);

/** The persona for an id; an unknown or missing id falls back to Thomas (spec: the default). */
export function personaOrDefault(id: string | undefined | null): Persona {
  return id && isPersonaId(id) ? PERSONAS[id] : PERSONAS[DEFAULT_PERSONA];
}

/** Quick actions for a use case: all of them (capped) for general or none, else those tagged with it. */
export function quickActionsFor(persona: Persona, useCase: UseCaseId | null): QuickAction[] {
  const pool = !useCase || useCase === 'general' ? persona.quickActions : persona.quickActions.filter((a) => a.useCase === useCase);
  return pool.slice(0, QUICK_ACTIONS_MAX);
}

/** How each expert opens, in its own voice. */
const OPENERS: Record<PersonaId, (brand: string) => string> = {
  thomas: (brand) => `Hi, I'm Thomas. Let's find the idea that gets people talking about ${brand}.`,
  copywriter: (brand) => `Hi, I'm Clara. Let's write words that make people act on ${brand}.`,
  strategist: (brand) => `Hello, I'm Maya. Let's make ${brand} the obvious choice for the right customers.`,
  ppc: (brand) => `Hi, I'm Raj. Let's make every pound ${brand} spends on ads come back with friends.`,
  social: (brand) => `Hey, I'm Sofia! Let's grow a community around ${brand} that turns into customers.`,
  chatgpt: (brand) => `Connected with your own ChatGPT key. I know the brand kit for ${brand}, so we can get straight to work.`,
};

/** What each expert offers in a focus area, then the question it starts with. */
const FOCUS: Record<PersonaId, Partial<Record<UseCaseId, string>>> = {
  thomas: {
    general: 'We can shape a campaign, a story or a plan for the month. What is the one thing you most want to happen in the next 30 days?',
    launch: 'For a product launch I work backwards from launch day: the hook, the waitlist, launch week and the follow-up. What are you launching, and when?',
    content: 'For content I look for the stories only you can tell, then turn each one into a week of posts. What do customers always ask you about?',
    social: 'On social, one strong idea beats ten average posts. Which platform matters most for you right now?',
    email: 'E-mail is where a campaign turns into sales. How many people are on your list, and when did you last write to them?',
  },
  copywriter: {
    general: 'Tell me what you sell and who buys it, and I will start with the words that matter most. Which page or message is underperforming?',
    copy: 'For copywriting I start with the headline, because most people read nothing else. What is the one result your customers want?',
    funnel: 'In a sales funnel every step needs one job and one call to action. Where do people drop off today: the page, the offer or the checkout?',
    email: 'For e-mail, the subject line earns the open and the first line earns the click. Do you want a welcome sequence, a newsletter or a sales e-mail?',
    ads: 'Ad copy has two seconds to stop the scroll. Which platform are the ads for, and what offer are we selling?',
  },
  strategist: {
    general: 'Strong brands are clear about who they are for. Who is your best customer, and why do they choose you over the alternatives?',
    launch: 'Before a launch we decide how the new product fits the brand and why it matters. What makes it different from what is already out there?',
    copy: 'Good copy starts with a clear message. Shall we build your messaging pillars, or sharpen a tagline and elevator pitch?',
    content: 'Content works when every piece supports your positioning. What do you want to be known for in your market?',
    social: 'On social, your voice is your brand. How would your best customers describe you in three words?',
  },
  ppc: {
    general:
      'Before spending a penny we need the numbers: what a customer is worth and what you can pay to win one. What is your average order or booking value?',
    ads: 'For paid ads I start with intent: people searching for you on Google, people who fit your customer on Meta. What monthly budget are you working with?',
    funnel: 'Ads only work if the page after the click converts. Where do your ads send people today?',
    launch: 'For a launch, ads warm people up before the day and retarget them after. How big is your audience or waitlist right now?',
  },
  social: {
    general: 'Consistency beats perfection. How often do you post now, and how much time can you give it each week?',
    social: 'Let’s make your feed something people stop for. Which platform is your focus, and what has done best so far?',
    content: 'A content calendar starts with four pillars you can talk about forever. What do your customers love most about you?',
    launch: 'A launch on social is a countdown: tease, reveal, show, prove, last call. When is your launch day?',
  },
  chatgpt: {
    general: 'Ask me anything about marketing: plans, copy, campaigns or numbers. What are you working on today?',
    launch: 'For a launch we can plan the timeline, the messages and the channels. What are you launching?',
    funnel: 'We can map your funnel from first visit to repeat customer and fix the weakest step. Where do you lose most people?',
    social: 'We can plan posts, captions and a posting rhythm. Which platforms matter most to you?',
    copy: 'We can write and sharpen headlines, pages and product copy. What needs writing first?',
    email: 'We can plan sequences, newsletters and subject lines. What should your e-mails achieve?',
    ads: 'We can plan campaigns, keywords, audiences and budgets. Which ad platform are you considering?',
    content: 'We can plan a content strategy, blog posts and a calendar. What do your customers search for?',
  },
};

/** The first assistant greeting when a focus area is chosen on an empty chat: persona, use case and brand. */
export function focusGreeting(persona: Persona, useCase: UseCaseId, brandName: string | null): string {
  const brand = brandName?.trim() || 'your business';
  const focus = FOCUS[persona.id][useCase] ?? `Let's work on ${USE_CASE_LABELS[useCase].toLowerCase()} for ${brand}. What would you like to start with?`;
  return `${OPENERS[persona.id](brand)} You chose ${USE_CASE_LABELS[useCase]}. ${focus}`;
}
