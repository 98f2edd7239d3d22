// Use Your ChatGPT, the marketing assistant on the user's own OpenAI key: the chat expert's card, preset prompts, focus areas, workflows, quick actions and greetings.
import type { Persona, PersonaGreeting } from '../chat-personas.ts';

export const persona: Persona = {
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

export const greeting: PersonaGreeting = {
  opener: (brand) => `Connected with your own ChatGPT key. I know the brand kit for ${brand}, so we can get straight to work.`,
  focus: {
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
