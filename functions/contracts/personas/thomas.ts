// Thomas, the creative marketing strategist: the chat expert's card, preset prompts, focus areas, workflows, quick actions and greetings.
import type { Persona, PersonaGreeting } from '../chat-personas.ts';

export const persona: Persona = {
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

export const greeting: PersonaGreeting = {
  opener: (brand) => `Hi, I'm Thomas. Let's find the idea that gets people talking about ${brand}.`,
  focus: {
    general: 'We can shape a campaign, a story or a plan for the month. What is the one thing you most want to happen in the next 30 days?',
    launch: 'For a product launch I work backwards from launch day: the hook, the waitlist, launch week and the follow-up. What are you launching, and when?',
    content: 'For content I look for the stories only you can tell, then turn each one into a week of posts. What do customers always ask you about?',
    social: 'On social, one strong idea beats ten average posts. Which platform matters most for you right now?',
    email: 'E-mail is where a campaign turns into sales. How many people are on your list, and when did you last write to them?',
  },
};
