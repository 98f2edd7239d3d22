// The AI expert chat's six personas (spec 02 §2.1, §3 Chat): who each expert is, its two
// categories of preset prompts, its focus areas (use cases), its six-step workflows, its
// quick actions and the greeting it opens a focus area with. Shared by the chat page and the
// server, which builds each expert's voice from the same ids. Plain data: no server-only imports.
// Each expert's own data is a file of personas/; this module holds the types and the list.
import * as thomas from './personas/thomas.ts';
import * as copywriter from './personas/copywriter.ts';
import * as strategist from './personas/strategist.ts';
import * as ppc from './personas/ppc.ts';
import * as social from './personas/social.ts';
import * as chatgpt from './personas/chatgpt.ts';

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

/** How an expert greets a focus area: its opener, then what it offers there and the question it starts with. */
export interface PersonaGreeting {
  opener: (brand: string) => string;
  focus: Partial<Record<UseCaseId, string>>;
}

export const QUICK_ACTIONS_MAX = 6;
export const PERSONA_LOADING_MS = 2000;

export const PERSONAS: Record<PersonaId, Persona> = {
  thomas: thomas.persona,
  copywriter: copywriter.persona,
  strategist: strategist.persona,
  ppc: ppc.persona,
  social: social.persona,
  chatgpt: chatgpt.persona,
};

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
  thomas: thomas.greeting.opener,
  copywriter: copywriter.greeting.opener,
  strategist: strategist.greeting.opener,
  ppc: ppc.greeting.opener,
  social: social.greeting.opener,
  chatgpt: chatgpt.greeting.opener,
};

/** What each expert offers in a focus area, then the question it starts with. */
const FOCUS: Record<PersonaId, Partial<Record<UseCaseId, string>>> = {
  thomas: thomas.greeting.focus,
  copywriter: copywriter.greeting.focus,
  strategist: strategist.greeting.focus,
  ppc: ppc.greeting.focus,
  social: social.greeting.focus,
  chatgpt: chatgpt.greeting.focus,
};

/** The first assistant greeting when a focus area is chosen on an empty chat: persona, use case and brand. */
export function focusGreeting(persona: Persona, useCase: UseCaseId, brandName: string | null): string {
  const brand = brandName?.trim() || 'your business';
  const focus = FOCUS[persona.id][useCase] ?? `Let's work on ${USE_CASE_LABELS[useCase].toLowerCase()} for ${brand}. What would you like to start with?`;
  return `${OPENERS[persona.id](brand)} You chose ${USE_CASE_LABELS[useCase]}. ${focus}`;
}
