// Raj, the PPC expert: the chat expert's card, preset prompts, focus areas, workflows, quick actions and greetings.
import type { Persona, PersonaGreeting } from '../chat-personas.ts';

export const persona: Persona = {
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

export const greeting: PersonaGreeting = {
  opener: (brand) => `Hi, I'm Raj. Let's make every pound ${brand} spends on ads come back with friends.`,
  focus: {
    general:
      'Before spending a penny we need the numbers: what a customer is worth and what you can pay to win one. What is your average order or booking value?',
    ads: 'For paid ads I start with intent: people searching for you on Google, people who fit your customer on Meta. What monthly budget are you working with?',
    funnel: 'Ads only work if the page after the click converts. Where do your ads send people today?',
    launch: 'For a launch, ads warm people up before the day and retarget them after. How big is your audience or waitlist right now?',
  },
};
