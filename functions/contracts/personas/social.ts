// Sofia, the social media coach: the chat expert's card, preset prompts, focus areas, workflows, quick actions and greetings.
import type { Persona, PersonaGreeting } from '../chat-personas.ts';

export const persona: Persona = {
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

export const greeting: PersonaGreeting = {
  opener: (brand) => `Hey, I'm Sofia! Let's grow a community around ${brand} that turns into customers.`,
  focus: {
    general: 'Consistency beats perfection. How often do you post now, and how much time can you give it each week?',
    social: 'Let’s make your feed something people stop for. Which platform is your focus, and what has done best so far?',
    content: 'A content calendar starts with four pillars you can talk about forever. What do your customers love most about you?',
    launch: 'A launch on social is a countdown: tease, reveal, show, prove, last call. When is your launch day?',
  },
};
