// The built-in project templates (spec 02 §3 "Projects and tasks"): six templates, each with
// its milestones (the phases its tasks belong to), its starter tasks and the Doc View's tips.
// Shared by the New Project dialog, the Doc View and the server, which inserts a template's
// tasks with the project in one transaction. Plain data: no server-only imports.

export const TEMPLATE_IDS = ['product-launch', 'social-growth', 'funnel-build', 'paid-ads', 'rebrand', 'custom'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface TemplateTask {
  readonly title: string;
  readonly description: string;
  /** One of the template's milestones. */
  readonly phase: string;
  /** 1–30 working days. */
  readonly estimatedDays: number;
}

export interface ProjectTemplate {
  readonly id: TemplateId;
  readonly name: string;
  readonly description: string;
  readonly milestones: readonly string[];
  readonly tasks: readonly TemplateTask[];
  readonly aiTips: readonly string[];
}

export const PROJECT_TEMPLATES: readonly ProjectTemplate[] = [
  {
    id: 'product-launch',
    name: 'Launch a Product',
    description: 'Take a new product from positioning to launch day and the first weeks of sales.',
    milestones: ['Research', 'Positioning', 'Pre-launch', 'Launch', 'Post-launch'],
    tasks: [
      {
        title: 'Interview 5 target customers',
        description:
          'Book 20-minute calls with five people who match your ideal customer. Ask what they use today, what frustrates them and what they would pay. Write down the exact words they use.',
        phase: 'Research',
        estimatedDays: 5,
      },
      {
        title: 'Write the positioning statement and price',
        description:
          'In one paragraph: who the product is for, the problem it solves, why it beats the alternative. Set the launch price and any early-bird offer with an end date.',
        phase: 'Positioning',
        estimatedDays: 2,
      },
      {
        title: 'Build the launch landing page with a waitlist',
        description:
          'One page: headline from the positioning statement, three benefits, a product image or demo, and an email sign-up for the waitlist. Test it on a phone.',
        phase: 'Pre-launch',
        estimatedDays: 4,
      },
      {
        title: 'Plan the launch email sequence',
        description:
          'Write three emails for the waitlist: a teaser a week before, the launch-day announcement with the offer, and a last-chance reminder 48 hours before the offer ends.',
        phase: 'Pre-launch',
        estimatedDays: 3,
      },
      {
        title: 'Launch day: publish and announce everywhere',
        description:
          'Open the sales page, send the launch email, post on every social channel, message partners and friends personally, and answer every comment and question the same day.',
        phase: 'Launch',
        estimatedDays: 1,
      },
      {
        title: 'Collect reviews and review the launch numbers',
        description:
          'Ask the first buyers for a review or testimonial. Compare visits, sign-ups and sales with your goal and write down the three things to change for the next push.',
        phase: 'Post-launch',
        estimatedDays: 7,
      },
    ],
    aiTips: [
      "Use your customers' own words from the interviews in the headline: they convert better than clever copy.",
      'Give the launch offer a real deadline; most sales arrive on the first and the last day.',
      'Warm up your audience for at least two weeks before launch day so the announcement is not the first time they hear of it.',
      'Ask Markk AI to turn your positioning statement into three headline variations and test them.',
    ],
  },
  {
    id: 'social-growth',
    name: 'Grow Social Media',
    description: 'Grow an engaged audience on the one or two platforms where your customers spend time.',
    milestones: ['Audit', 'Strategy', 'Content', 'Engagement'],
    tasks: [
      {
        title: 'Audit your profiles and last 30 posts',
        description:
          'Check each profile: photo, bio with a clear offer, link. List your last 30 posts with reach and engagement and mark the top five and why they worked.',
        phase: 'Audit',
        estimatedDays: 2,
      },
      {
        title: 'Pick 1–2 platforms and 3 content pillars',
        description:
          'Choose the platforms where your customers are most active. Define three recurring themes (e.g. tips, behind the scenes, customer stories) that tie back to what you sell.',
        phase: 'Strategy',
        estimatedDays: 2,
      },
      {
        title: 'Build a 4-week content calendar',
        description:
          'Plan 3–5 posts a week across your pillars with the format (reel, carousel, text), the hook and the call to action for each. Put it in a shared calendar.',
        phase: 'Content',
        estimatedDays: 3,
      },
      {
        title: 'Batch-create two weeks of posts',
        description: 'Write captions and make the visuals for two weeks in one session, then schedule them. Keep a running list of ideas for the next batch.',
        phase: 'Content',
        estimatedDays: 5,
      },
      {
        title: 'Engage 20 minutes a day and track growth weekly',
        description:
          'Reply to every comment and DM, comment on 10 accounts your customers follow. Every Friday note followers, reach and profile clicks and double down on what works.',
        phase: 'Engagement',
        estimatedDays: 28,
      },
    ],
    aiTips: [
      'Consistency beats volume: three good posts every week outgrow ten posts in one week and none the next.',
      'The first line of a post decides whether it is read; write the hook before the rest.',
      'Turn each customer question you receive into a post: if one person asked, many wonder.',
      'Ask Markk AI for ten post ideas per content pillar to fill your calendar faster.',
    ],
  },
  {
    id: 'funnel-build',
    name: 'Build a Funnel',
    description: 'Turn visitors into leads and leads into customers with a lead magnet, a landing page and an email sequence.',
    milestones: ['Offer', 'Lead Magnet', 'Landing Page', 'Nurture', 'Optimize'],
    tasks: [
      {
        title: 'Define the offer the funnel sells',
        description: 'Pick one product or service, its price and the single next step you want a lead to take (book a call, buy, start a trial).',
        phase: 'Offer',
        estimatedDays: 1,
      },
      {
        title: 'Create a lead magnet that solves one problem',
        description:
          'A checklist, template or short guide your ideal customer wants right now and that leads naturally to your offer. Keep it to something they can use in 10 minutes.',
        phase: 'Lead Magnet',
        estimatedDays: 5,
      },
      {
        title: 'Build the opt-in page and thank-you page',
        description:
          'Opt-in page: headline promising the result, 3 bullet points, a short form (name, email). Thank-you page: deliver the magnet and invite the next step.',
        phase: 'Landing Page',
        estimatedDays: 3,
      },
      {
        title: 'Connect the form to your email tool and test it',
        description: 'Tag new leads by source, send the magnet automatically, and test the whole path with two email addresses on desktop and phone.',
        phase: 'Landing Page',
        estimatedDays: 1,
      },
      {
        title: 'Write a 5-email nurture sequence',
        description:
          'Day 0 deliver the magnet, day 1 your story, day 3 a customer result, day 5 objections answered, day 7 the offer with a clear call to action.',
        phase: 'Nurture',
        estimatedDays: 4,
      },
      {
        title: 'Measure each step and fix the weakest one',
        description:
          'Track page visits, opt-in rate, email open and click rates and sales. Change one thing on the weakest step (headline, subject line, offer) and compare after two weeks.',
        phase: 'Optimize',
        estimatedDays: 14,
      },
    ],
    aiTips: [
      'A good opt-in page converts 20–40% of visitors; below 15%, test a new headline or lead magnet first.',
      'Every email in the sequence should have exactly one call to action.',
      'Send traffic you already have (email signature, social bio, existing customers) before paying for ads.',
      'Ask Markk AI to draft your nurture emails from your lead magnet and offer.',
    ],
  },
  {
    id: 'paid-ads',
    name: 'Run Paid Ads',
    description: 'Launch a first profitable ad campaign with a clear budget, tracking and weekly optimisation.',
    milestones: ['Setup', 'Creative', 'Launch', 'Optimize'],
    tasks: [
      {
        title: 'Set the goal, budget and target cost per customer',
        description: 'Decide what a conversion is (lead, purchase, booking), the monthly budget, and the most you can pay per customer from your margin.',
        phase: 'Setup',
        estimatedDays: 1,
      },
      {
        title: 'Install conversion tracking and test it',
        description:
          'Add the platform pixel or tag and the conversion event to your site, then make a test conversion and confirm it shows in the ads manager.',
        phase: 'Setup',
        estimatedDays: 2,
      },
      {
        title: 'Define two audiences to test',
        description:
          'For example: interests matching your ideal customer, and a lookalike of your customer list or website visitors. Keep each large enough to spend the budget.',
        phase: 'Setup',
        estimatedDays: 1,
      },
      {
        title: 'Create 3 ad variations',
        description:
          'Three different angles (problem, result, social proof) with their own image or short video and headline. Send each to a landing page that matches its message.',
        phase: 'Creative',
        estimatedDays: 4,
      },
      {
        title: 'Launch the campaign with a small daily budget',
        description: 'Start with a budget you can afford to learn with for 7 days. Do not change anything for the first 3 days while the platform learns.',
        phase: 'Launch',
        estimatedDays: 7,
      },
      {
        title: 'Review weekly: pause losers, scale winners',
        description:
          'Every week compare cost per conversion with your target. Pause ads above it, raise the budget of the best one by 20%, and add one new variation to test.',
        phase: 'Optimize',
        estimatedDays: 21,
      },
    ],
    aiTips: [
      'Test the message before the audience: the creative explains most of the difference between ads.',
      'Change one thing at a time, or you will not know what worked.',
      'Retarget people who visited your site but did not buy; they usually convert at a far lower cost.',
      'Ask Markk AI to write headline and primary text variations for each ad angle.',
    ],
  },
  {
    id: 'rebrand',
    name: 'Rebrand Business',
    description: 'Refresh your brand identity and roll it out consistently across every customer touchpoint.',
    milestones: ['Discovery', 'Identity', 'Rollout', 'Announcement'],
    tasks: [
      {
        title: 'Survey customers on how they see the brand',
        description:
          'Ask 10 customers and the team three words that describe the business today and what they would expect from it. Note the gap with where you want to be.',
        phase: 'Discovery',
        estimatedDays: 5,
      },
      {
        title: 'Write the brand platform',
        description:
          "Mission, audience, personality in three adjectives, tone of voice with do and don't examples, and the one-sentence promise. Save it in your brand kit.",
        phase: 'Discovery',
        estimatedDays: 3,
      },
      {
        title: 'Design the new logo, colours and fonts',
        description: 'Brief a designer with the brand platform. Choose a logo with versions for light and dark backgrounds, 2–3 brand colours and two fonts.',
        phase: 'Identity',
        estimatedDays: 14,
      },
      {
        title: 'List every touchpoint to update',
        description:
          'Website, social profiles, email signature and templates, invoices, packaging, signage, business cards, ads. Assign each one an owner and a date.',
        phase: 'Rollout',
        estimatedDays: 1,
      },
      {
        title: 'Update the website and social profiles',
        description:
          'Apply the new logo, colours, fonts and tone of voice to the website and every social profile on the same day, so customers never see two brands at once.',
        phase: 'Rollout',
        estimatedDays: 7,
      },
      {
        title: 'Announce the new brand to customers',
        description:
          'Send an email and post the story behind the change: what is new, why, and what stays the same for customers. Thank them for being part of it.',
        phase: 'Announcement',
        estimatedDays: 2,
      },
    ],
    aiTips: [
      'Keep what customers already love (a colour, a name, a phrase) so the rebrand feels like growth, not a stranger.',
      'Switch everything on the same day; a half-done rollout looks like two different businesses.',
      'Tell the story behind the change: customers accept change they understand.',
      'Ask Markk AI to rewrite your key pages in the new tone of voice.',
    ],
  },
  {
    id: 'custom',
    name: 'Custom Project',
    description: 'Start from a blank board and add your own tasks.',
    milestones: ['Plan', 'Execute', 'Review'],
    tasks: [],
    aiTips: [
      'Write each task as a verb and an outcome, e.g. "Publish the pricing page", so it is clear when it is done.',
      'Break anything longer than a week into smaller tasks.',
      'Give the project a due date and work back from it.',
      'Use Ask AI to Generate Plan to get a first list of tasks from your project description.',
    ],
  },
];

export const templateById = (id: string | null | undefined): ProjectTemplate | undefined => PROJECT_TEMPLATES.find((template) => template.id === id);
