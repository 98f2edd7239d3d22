// The 42 real questions from six kinds of business that the AI experts must answer as asked,
// and what an owner would look for first in an answer: the number asked for, the network
// named, the subject's words. `tests/unit/chat-questions.test.ts` holds the offline expert to
// them; `npm run eval:experts` asks the configured model (OPENAI_API_KEY) the same questions.
import type { PersonaId } from '#contracts/chat-personas';
import type { BrandBrief } from '#lib/ai/types';

const brand = (name: string, industry: string, targetAudience: string, mainGoal: string, platforms: string[]): BrandBrief => ({
  name,
  industry,
  targetAudience,
  mainGoal,
  platforms,
  toneOfVoice: 'Friendly',
  today: '2026-11-27',
});

export const BRANDS = {
  plumber: brand('Pipeworks', 'Plumbing and heating engineers', 'Homeowners and landlords across Cardiff', 'More enquiries for boiler servicing', ['Facebook']),
  florist: brand('Petal & Stem', 'Florist', 'Couples planning a wedding in Bath', 'More wedding enquiries', ['Instagram', 'Facebook']),
  bakery: brand('Crumb & Co', 'Artisan bakery', 'Food lovers in Leeds', 'Sell more celebration cakes online', ['Instagram', 'TikTok']),
  salon: brand('Shear Studio', 'Hair salon', 'Professional women in Clifton, Bristol', 'Book more appointments', ['Instagram', 'Facebook']),
  accountant: brand('Ledger Lane', 'Accountant for small businesses', 'Sole traders and small limited companies in York', 'More new clients', [
    'LinkedIn',
    'Email',
  ]),
  gym: brand('Iron Hall', 'Strength gym', 'Office workers in Sheffield', 'Sell annual memberships', ['Instagram', 'TikTok']),
} as const;

export type Question =
  | { kind: 'counted'; persona: PersonaId; message: string; count: number; network?: string; topic: string }
  | { kind: 'ads'; persona: PersonaId; message: string; network: string };

export const QUESTIONS: [keyof typeof BRANDS, Question][] = [
  [
    'plumber',
    { kind: 'counted', persona: 'social', message: '3 Facebook post ideas for boiler servicing in November', count: 3, network: 'Facebook', topic: 'boiler' },
  ],
  ['plumber', { kind: 'counted', persona: 'copywriter', message: 'Give me 5 subject lines for our winter boiler check', count: 5, topic: 'boiler' }],
  ['plumber', { kind: 'ads', persona: 'ppc', message: 'How should I run Instagram ads for this?', network: 'Instagram' }],
  [
    'plumber',
    {
      kind: 'counted',
      persona: 'thomas',
      message: 'Can you suggest two Google Business posts about emergency call-outs?',
      count: 2,
      network: 'Google',
      topic: 'emergency',
    },
  ],
  ['plumber', { kind: 'counted', persona: 'social', message: 'four TikTok hooks about frozen pipes', count: 4, network: 'TikTok', topic: 'frozen' }],
  ['plumber', { kind: 'ads', persona: 'ppc', message: 'Is it worth doing Facebook ads for a plumber?', network: 'Facebook' }],
  [
    'plumber',
    {
      kind: 'counted',
      persona: 'copywriter',
      message: 'Write 3 Facebook captions about landlord gas safety certificates',
      count: 3,
      network: 'Facebook',
      topic: 'landlord',
    },
  ],
  ['florist', { kind: 'counted', persona: 'social', message: '5 Instagram post ideas for wedding flowers', count: 5, network: 'Instagram', topic: 'wedding' }],
  ['florist', { kind: 'counted', persona: 'copywriter', message: 'I need 4 subject lines about Christmas wreaths', count: 4, topic: 'wreaths' }],
  ['florist', { kind: 'ads', persona: 'ppc', message: 'How do I set up Pinterest ads?', network: 'Pinterest' }],
  [
    'florist',
    { kind: 'counted', persona: 'thomas', message: 'Give me 6 Instagram hooks about bridal bouquets', count: 6, network: 'Instagram', topic: 'bridal' },
  ],
  [
    'florist',
    {
      kind: 'counted',
      persona: 'social',
      message: '2 Facebook post ideas about our flower subscription',
      count: 2,
      network: 'Facebook',
      topic: 'subscription',
    },
  ],
  ['florist', { kind: 'ads', persona: 'strategist', message: 'Should we try TikTok ads this season?', network: 'TikTok' }],
  [
    'florist',
    {
      kind: 'counted',
      persona: 'copywriter',
      message: 'write three Instagram captions about autumn bouquets',
      count: 3,
      network: 'Instagram',
      topic: 'bouquets',
    },
  ],
  ['bakery', { kind: 'counted', persona: 'social', message: '4 TikTok post ideas for celebration cakes', count: 4, network: 'TikTok', topic: 'cakes' }],
  ['bakery', { kind: 'counted', persona: 'copywriter', message: 'Can I have 3 subject lines for our sourdough club?', count: 3, topic: 'sourdough' }],
  ['bakery', { kind: 'ads', persona: 'ppc', message: 'What budget do I need for Instagram ads?', network: 'Instagram' }],
  ['bakery', { kind: 'counted', persona: 'thomas', message: '7 Instagram post ideas about birthday cakes', count: 7, network: 'Instagram', topic: 'birthday' }],
  ['bakery', { kind: 'counted', persona: 'social', message: 'Give me five hashtags for our mince pies', count: 5, topic: 'mince' }],
  ['bakery', { kind: 'ads', persona: 'ppc', message: 'How would you run TikTok ads for a bakery?', network: 'TikTok' }],
  [
    'bakery',
    { kind: 'counted', persona: 'copywriter', message: '2 Instagram captions about gluten-free brownies', count: 2, network: 'Instagram', topic: 'brownies' },
  ],
  ['salon', { kind: 'counted', persona: 'social', message: '3 Instagram post ideas for balayage', count: 3, network: 'Instagram', topic: 'balayage' }],
  ['salon', { kind: 'counted', persona: 'copywriter', message: 'Write 4 email subject lines about our party season offer', count: 4, topic: 'party' }],
  ['salon', { kind: 'ads', persona: 'ppc', message: 'Can you plan Facebook ads for the salon?', network: 'Facebook' }],
  ['salon', { kind: 'counted', persona: 'thomas', message: '5 TikTok hooks about curly hair care', count: 5, network: 'TikTok', topic: 'curly' }],
  ['salon', { kind: 'counted', persona: 'social', message: 'two Facebook post ideas for bridal hair trials', count: 2, network: 'Facebook', topic: 'bridal' }],
  ['salon', { kind: 'ads', persona: 'ppc', message: 'How should we use Instagram ads to fill Tuesdays?', network: 'Instagram' }],
  [
    'salon',
    {
      kind: 'counted',
      persona: 'copywriter',
      message: 'I want 6 Instagram captions about colour gloss treatments',
      count: 6,
      network: 'Instagram',
      topic: 'gloss',
    },
  ],
  [
    'accountant',
    {
      kind: 'counted',
      persona: 'social',
      message: '3 LinkedIn post ideas about the self-assessment deadline',
      count: 3,
      network: 'LinkedIn',
      topic: 'deadline',
    },
  ],
  ['accountant', { kind: 'counted', persona: 'copywriter', message: 'Give me 5 subject lines for making tax digital', count: 5, topic: 'digital' }],
  ['accountant', { kind: 'ads', persona: 'ppc', message: 'How do LinkedIn ads work for an accountancy firm?', network: 'LinkedIn' }],
  ['accountant', { kind: 'counted', persona: 'thomas', message: '4 LinkedIn hooks about cash flow', count: 4, network: 'LinkedIn', topic: 'cash' }],
  [
    'accountant',
    {
      kind: 'counted',
      persona: 'strategist',
      message: 'Suggest 2 Facebook post ideas about bookkeeping for sole traders',
      count: 2,
      network: 'Facebook',
      topic: 'bookkeeping',
    },
  ],
  ['accountant', { kind: 'ads', persona: 'ppc', message: 'Would Facebook ads reach sole traders?', network: 'Facebook' }],
  ['accountant', { kind: 'counted', persona: 'copywriter', message: '3 LinkedIn captions about VAT returns', count: 3, network: 'LinkedIn', topic: 'returns' }],
  [
    'gym',
    { kind: 'counted', persona: 'social', message: '5 Instagram post ideas for New Year memberships', count: 5, network: 'Instagram', topic: 'memberships' },
  ],
  ['gym', { kind: 'counted', persona: 'copywriter', message: 'Write 3 subject lines about our beginners strength course', count: 3, topic: 'beginners' }],
  ['gym', { kind: 'ads', persona: 'ppc', message: 'How would you run TikTok ads for the gym?', network: 'TikTok' }],
  ['gym', { kind: 'counted', persona: 'thomas', message: '4 TikTok post ideas about deadlift form', count: 4, network: 'TikTok', topic: 'deadlift' }],
  [
    'gym',
    { kind: 'counted', persona: 'social', message: 'Give me six Instagram hooks about personal training', count: 6, network: 'Instagram', topic: 'training' },
  ],
  ['gym', { kind: 'ads', persona: 'ppc', message: 'Plan Instagram ads for annual memberships please', network: 'Instagram' }],
  ['gym', { kind: 'counted', persona: 'copywriter', message: '2 Instagram captions about our 6am classes', count: 2, network: 'Instagram', topic: 'classes' }],
];

const OTHER_NETWORKS = ['Instagram', 'Facebook', 'TikTok', 'LinkedIn', 'Pinterest', 'Google Search'];

/** Lines that start a numbered item ("1. ", "2) ", "**3.** "), as the chat renders lists. */
const numberedItems = (answer: string) => answer.split('\n').filter((line) => /^\s*(\*\*)?\d+[.)](\*\*)?\s/.test(line));

/**
 * What is wrong with `answer` to `question`: an empty list when it gives the number asked for,
 * each item about the subject (and different), on the network named. `strict` also holds the
 * offline expert's layout to it: the heading says the count, network and subject, and an ads
 * answer's Action line names that network and no other.
 */
export function answerProblems(question: Question, answer: string, strict: boolean): string[] {
  const problems: string[] = [];
  const lines = answer.split('\n');
  const lower = answer.toLowerCase();
  if (question.kind === 'counted') {
    const items = numberedItems(answer);
    if (items.length !== question.count) problems.push(`${items.length} numbered items, not ${question.count}`);
    if (question.network && !answer.includes(question.network)) problems.push(`${question.network} is not named`);
    const word = question.topic.toLowerCase();
    if (!lower.includes(word)) problems.push(`the subject "${question.topic}" is not in the answer`);
    if (new Set(items.map((item) => item.replace(/^\s*\S+\s/, ''))).size !== items.length) problems.push('two items are the same');
    if (strict) {
      const heading = lines[0]!;
      if (!heading.includes(String(question.count))) problems.push(`the heading does not say ${question.count}: ${heading}`);
      if (question.network && !heading.includes(question.network)) problems.push(`the heading does not name ${question.network}: ${heading}`);
      if (!heading.toLowerCase().includes(word)) problems.push(`the heading is not about "${question.topic}": ${heading}`);
      for (const item of items) if (!item.toLowerCase().includes(word)) problems.push(`an item is not about "${question.topic}": ${item}`);
    }
  } else {
    if (!answer.includes(question.network)) problems.push(`${question.network} is not named`);
    const actions = lines.filter((line) => /^\W*Action\W*:/.test(line));
    for (const action of actions) {
      const others = OTHER_NETWORKS.filter((n) => n !== question.network && action.includes(n));
      if (others.length > 0 && !action.includes(question.network)) problems.push(`the Action is for ${others.join(' and ')}: ${action}`);
    }
    if (strict) {
      const heading = lines[0]!;
      const action = lines.find((line) => line.startsWith('Action: ')) ?? '';
      if (!heading.includes(question.network)) problems.push(`the heading does not name ${question.network}: ${heading}`);
      if (!action.includes(question.network)) problems.push(`the Action line does not name ${question.network}: ${action}`);
      for (const other of OTHER_NETWORKS.filter((n) => n !== question.network))
        if (action.includes(other)) problems.push(`the Action line names ${other}: ${action}`);
    }
  }
  return problems;
}
