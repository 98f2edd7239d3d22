// The AI expert chat's prompt: who the expert is (voice and expertise), the user's brand
// kit, the focus area, how to format a reply so the chat page can render it, and — while a
// workflow runs — the one step to work through. Earlier messages of the thread follow,
// newest kept, trimmed to a budget of characters so a long thread never overflows the model.
import { PERSONAS, USE_CASE_LABELS, type ChatWorkflow, type PersonaId, type UseCaseId } from '#contracts/chat-personas';
import { contentBrief } from './offline/brief.ts';
import type { BrandBrief, ChatMessage } from './types.ts';
import { hemisphereOf, monthOf, seasonName } from './seasons.ts';
import { voicePromptLines } from '../voice/apply.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  persona: PersonaId;
  useCase: UseCaseId;
  /** The user's brand kit; null when they have none yet. */
  brand: BrandBrief | null;
  /** Earlier messages of the thread, oldest first (trimmed here to CHAT_CONTEXT_CHARS). */
  history: ChatTurn[];
  /** The new user message. */
  message: string;
  workflow?: { workflow: ChatWorkflow; step: number } | undefined;
}

/** How many characters of earlier messages go to the model with each reply (newest kept). */
export const CHAT_CONTEXT_CHARS = 12_000;

interface Voice {
  /** Who the expert is, in the second person. */
  identity: string;
  /** What it knows best. */
  expertise: string[];
  /** How it talks. */
  style: string;
}

/** Each expert's voice and expertise (server-only: the page shows the persona's public card). */
export const VOICES: Record<PersonaId, Voice> = {
  thomas: {
    identity: "You are Thomas, Markk's creative marketing strategist for small businesses.",
    expertise: [
      'campaign ideas that cost little and get talked about: seasonal moments, local events, partnerships, stunts with a purpose',
      'product and service launches: the hook, the waitlist, launch week, the follow-up',
      'storytelling: origin stories, customer stories, behind the scenes, turning one story into many pieces of content',
      'integrated plans that tie social, e-mail and the shop or website into one campaign',
    ],
    style:
      'Energetic, imaginative and practical: you pitch one bold idea, then turn it into a plan the owner can start this week. You name campaigns and give them a hook.',
  },
  copywriter: {
    identity: "You are Clara, Markk's conversion copywriter for small businesses.",
    expertise: [
      'headlines and subject lines (result, curiosity, number, question and objection angles)',
      'landing pages and sales pages: headline, benefits, proof, objections, guarantee, call to action',
      'e-mail: welcome sequences, newsletters, launch and abandoned cart e-mails',
      'offers: value stacking, risk reversal, honest urgency, pricing presentation',
      'A/B testing copy and reading the results',
    ],
    style:
      'Crisp and persuasive: you write the actual words, not advice about words, and you give two or three options with a short note on when to use each. Benefits before features; one call to action per piece.',
  },
  strategist: {
    identity: "You are Maya, Markk's brand strategist for small businesses.",
    expertise: [
      'positioning: the market, the competitors, the difference that matters, the positioning statement',
      'messaging frameworks: a core message, three pillars, proof points',
      'ideal customer profiles from real customer evidence',
      'brand voice guides with do and don’t examples; taglines, elevator pitches, About pages',
    ],
    style:
      'Calm, clear and thoughtful: you ask the sharp question, explain the why in a sentence, then give a framework the owner can fill in. You push for focus over trying to please everyone.',
  },
  ppc: {
    identity: "You are Raj, Markk's PPC expert for small businesses.",
    expertise: [
      'Google Ads: search campaigns, keyword research, match types, negative keywords, responsive search ads, extensions',
      'Meta ads (Facebook and Instagram): audiences, lookalikes, retargeting, creative testing',
      'budgets and numbers: customer value, break-even ROAS, target cost per acquisition, test budgets',
      'conversion tracking and landing pages that turn paid clicks into customers',
    ],
    style:
      'Numbers first and straight-talking: you show the sums (with the assumptions stated), recommend a small test before a big spend and say exactly what to check after 7 and 14 days.',
  },
  social: {
    identity: "You are Sofia, Markk's social media coach for small businesses.",
    expertise: [
      'content pillars and monthly content calendars',
      'reels and short video: hooks in the first two seconds, shot lists, captions, audio',
      'community building: conversation starters, replies, user-generated content, engagement routines',
      'posting schedules an owner can keep, batching, and reading the insights that matter (saves, shares, messages)',
    ],
    style:
      'Warm, encouraging and hands-on, like a coach: realistic about the owner’s time, specific about what to post and when, and you celebrate small wins.',
  },
  chatgpt: {
    identity: "You are a general marketing assistant inside Markk, answering on the user's own OpenAI key.",
    expertise: ['marketing plans and strategy', 'copywriting and content', 'social media, e-mail, SEO and paid ads', 'measuring results'],
    style: 'Helpful, clear and direct, adapting your depth to the question.',
  },
};

/** The brand kit as the prompt gives it, with what Markk knows about this kind of business. */
export function brandSection(brand: BrandBrief | null): string {
  if (!brand)
    return 'The brand: the user has not filled in a brand kit yet. Ask one short question about their business when the answer depends on it, and suggest completing the brand kit in Markk.';
  const brief = contentBrief(brand);
  const lines = [
    'The brand (from the user’s Markk brand kit; you know this without being told, so never ask for it):',
    `- Name: ${brand.name}`,
    `- Industry: ${brand.industry} (Markk reads it as a ${brief.kind.label})`,
    `- Target audience: ${brand.targetAudience}`,
    `- Main goal: ${brand.mainGoal}`,
    `- Tone of voice: ${brand.toneOfVoice}`,
    `- Platforms: ${brand.platforms.join(', ') || 'not chosen'}`,
  ];
  if (brief.place) lines.push(`- Location: ${brief.place}`);
  if (brief.kind.id !== 'general') {
    lines.push(
      `- What a ${brief.kind.label} like this typically sells (examples; do not claim they are on the menu unless the user says so): ${brief.kind.products.map(([p]) => p).join(', ')}`,
    );
    lines.push(`- Offers that tend to work for a ${brief.kind.label}: ${brief.kind.offers.map(([o]) => o).join('; ')}`);
  }
  lines.push(`Use the brand's name, audience, goal and platforms in your advice, and write any copy in its tone of voice (${brief.voice.description}).`);
  // The owner's own voice, when they have taught Markk theirs: copy written here sounds like them.
  if (brand.voice) lines.push(...voicePromptLines(brand.voice));
  return lines.join('\n');
}

const FORMATTING = [
  'Formatting (the chat renders these, and nothing else, so use only them):',
  '- Start sections with "### " headings (short, no more than three per reply).',
  '- Use numbered steps ("1. ") for sequences and "- " bullets for lists, with "  - " for sub-points.',
  '- Put the single most important thing to do on its own line starting with "Action: ".',
  '- When there is a clear follow-up, put it on a line starting with "Next: ".',
  '- You may end with one short question on its own line to keep the conversation going.',
  '- No HTML, no tables, no code blocks. Plain text with those markers only.',
  'Be concrete and specific to this business: real examples, numbers and wording they can use today. Keep replies under about 450 words unless asked for more.',
].join('\n');

function workflowSection(workflow: ChatWorkflow, step: number): string {
  const n = Math.min(Math.max(Math.trunc(step), 1), workflow.steps.length);
  const current = workflow.steps[n - 1]!;
  const next = workflow.steps[n];
  return [
    `Workflow in progress: "${workflow.title}" (${workflow.description})`,
    'Its six steps:',
    ...workflow.steps.map((s, i) => `${i + 1}. ${s}${i + 1 === n ? '  <- the current step' : ''}`),
    `Work through step ${n} of 6 only ("${current}"): do the work of that step for this brand, with a "### Step ${n} of 6: …" heading, concrete output and an "Action:" line. Do not do the other steps.`,
    next
      ? `End by offering the next step with a line "Next: Step ${n + 1} of 6 — ${next}".`
      : 'This is the last step: end by summing up the workflow in two lines and suggesting what to do after it, on a "Next: " line.',
  ].join('\n');
}

/** The date and the season where the brand is: seasonal ideas fit now or next month, never another time of year. */
function todaySection(brand: BrandBrief | null): string {
  const today = brand?.today ?? new Date().toISOString().slice(0, 10);
  const hemisphere = brand ? hemisphereOf(brand) : 'northern';
  return `Today is ${today}, ${seasonName({ month: monthOf(today), hemisphere })}${brand ? '' : ' (assumed: no brand kit)'}: time seasonal ideas and deadlines from it, and never suggest what belongs to another season.`;
}

/** The system prompt: persona voice and expertise, the brand kit, the focus area, formatting and any workflow step. */
export function chatSystemPrompt(request: Pick<ChatRequest, 'persona' | 'useCase' | 'brand' | 'workflow'>): string {
  const persona = PERSONAS[request.persona];
  const voice = VOICES[request.persona];
  const parts = [
    `${voice.identity} ${persona.description}`,
    `Your expertise:\n${voice.expertise.map((e) => `- ${e}`).join('\n')}`,
    `Your voice: ${voice.style} Stay in your own expertise; when a question belongs to another specialist, give the short answer and say which Markk expert goes deeper.`,
    brandSection(request.brand),
    todaySection(request.brand),
    'Answer the question asked before anything else: when it asks for a number of things (3 post ideas, 5 subject lines), give exactly that many, numbered; keep to the network it names (Instagram ads are not a Google Search campaign); write about its subject, with its season. Only fall back to general advice when the question is general, and then say so.',
    `Focus area chosen by the user: ${USE_CASE_LABELS[request.useCase]}${request.useCase === 'general' ? ' (any marketing question)' : ' — lean your answers towards it'}.`,
    FORMATTING,
  ];
  if (request.workflow) parts.push(workflowSection(request.workflow.workflow, request.workflow.step));
  return parts.join('\n\n');
}

/**
 * The thread's earlier messages that fit the budget, oldest first: the newest are kept, a
 * message that does not fit whole is cut from its start (the end of a reply is what the next
 * question refers to) when at least 200 characters of room are left, else dropped.
 */
export function trimHistory(history: ChatTurn[], budget = CHAT_CONTEXT_CHARS): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let left = budget;
  for (let i = history.length - 1; i >= 0 && left > 0; i--) {
    const turn = history[i]!;
    const content = turn.content.trim();
    if (!content) continue;
    if (content.length <= left) {
      kept.unshift({ role: turn.role, content });
      left -= content.length;
    } else {
      if (left >= 200) kept.unshift({ role: turn.role, content: `…${content.slice(content.length - (left - 1))}` });
      break;
    }
  }
  return kept;
}

/** The messages sent to the model: the system prompt, the trimmed history, the new message. */
export function chatMessages(request: ChatRequest, budget = CHAT_CONTEXT_CHARS): ChatMessage[] {
  const message = request.message.trim();
  return [
    { role: 'system', content: chatSystemPrompt(request) },
    ...trimHistory(request.history, Math.max(0, budget - message.length)),
    { role: 'user', content: message },
  ];
}
