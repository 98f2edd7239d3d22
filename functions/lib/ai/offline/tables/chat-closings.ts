// Table: how each expert closes an answer.
import type { PersonaId } from '#contracts/chat-personas';
import type { Ctx } from '../chat-context.ts';

export const CLOSINGS: Record<PersonaId, ((c: Ctx) => string)[]> = {
  thomas: [(c) => `Shall I turn this into a week-by-week campaign plan for ${c.name}?`, () => 'Want three more campaign names to choose from?'],
  copywriter: [() => 'Shall I write the full piece now, ready to paste?', (c) => `Want me to write two versions to A/B test for ${c.name}?`],
  strategist: [
    () => 'Shall we pressure-test this against your two closest competitors?',
    (c) => `Would you like a one-page messaging framework for ${c.name}?`,
  ],
  ppc: [
    () => 'Shall I build the keyword list with match types and negatives next?',
    (c) => `What is a customer really worth to ${c.name}, so I can tighten these numbers?`,
  ],
  social: [() => 'Shall I write the captions for this week?', (c) => `Want me to plan the next 30 days of posts for ${c.name}?`],
  chatgpt: [() => 'Shall I go deeper on any of these steps?', () => 'Want me to turn this into a checklist?'],
};
