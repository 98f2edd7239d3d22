// Maya, the brand strategist: the chat expert's card, preset prompts, focus areas, workflows, quick actions and greetings.
import type { Persona, PersonaGreeting } from '../chat-personas.ts';

export const persona: Persona = {
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

export const greeting: PersonaGreeting = {
  opener: (brand) => `Hello, I'm Maya. Let's make ${brand} the obvious choice for the right customers.`,
  focus: {
    general: 'Strong brands are clear about who they are for. Who is your best customer, and why do they choose you over the alternatives?',
    launch: 'Before a launch we decide how the new product fits the brand and why it matters. What makes it different from what is already out there?',
    copy: 'Good copy starts with a clear message. Shall we build your messaging pillars, or sharpen a tagline and elevator pitch?',
    content: 'Content works when every piece supports your positioning. What do you want to be known for in your market?',
    social: 'On social, your voice is your brand. How would your best customers describe you in three words?',
  },
};
