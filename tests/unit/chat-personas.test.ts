// The AI expert chat's persona content: six experts, each with two categories of three
// prompts, focus areas, six-step workflows, quick actions filtered by focus area (at most
// six) and a greeting that names the brand and fits the expert and the focus area.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERSONA,
  PERSONA_IDS,
  PERSONA_LIST,
  PERSONAS,
  QUICK_ACTIONS_MAX,
  USE_CASE_IDS,
  USE_CASE_LABELS,
  focusGreeting,
  personaOrDefault,
  quickActionsFor,
} from '#contracts/chat-personas';

describe('chat personas', () => {
  it('has the six experts in picker order, Thomas the default and only "Use Your ChatGPT" on the user\'s own key', () => {
    expect(PERSONA_LIST.map((p) => p.id)).toEqual(['thomas', 'copywriter', 'strategist', 'ppc', 'social', 'chatgpt']);
    expect(DEFAULT_PERSONA).toBe('thomas');
    expect(PERSONAS.thomas.name).toBe('Thomas');
    expect(PERSONAS.chatgpt.name).toBe('Use Your ChatGPT');
    expect(PERSONA_LIST.filter((p) => p.ownKey).map((p) => p.id)).toEqual(['chatgpt']);
    for (const persona of PERSONA_LIST) {
      expect(persona.name.length).toBeGreaterThan(0);
      expect(persona.role.length).toBeGreaterThan(0);
      expect(persona.description.length).toBeGreaterThan(40);
      expect(persona.initials.length).toBeGreaterThan(0);
    }
    expect(new Set(PERSONA_LIST.map((p) => p.name)).size).toBe(6);
  });

  it('falls back to Thomas for an unknown or missing persona', () => {
    expect(personaOrDefault('ppc').id).toBe('ppc');
    expect(personaOrDefault('nobody').id).toBe('thomas');
    expect(personaOrDefault(undefined).id).toBe('thomas');
    expect(personaOrDefault(null).id).toBe('thomas');
    expect(personaOrDefault('').id).toBe('thomas');
  });

  it('gives every expert two prompt categories of three distinct prompts', () => {
    for (const persona of PERSONA_LIST) {
      expect(persona.promptCategories).toHaveLength(2);
      for (const category of persona.promptCategories) {
        expect(category.name.length).toBeGreaterThan(0);
        expect(category.prompts).toHaveLength(3);
      }
      const prompts = persona.promptCategories.flatMap((c) => c.prompts);
      expect(new Set(prompts).size).toBe(6);
    }
  });

  it('gives every expert its focus areas, general first, all known use cases with labels', () => {
    for (const id of USE_CASE_IDS) expect(USE_CASE_LABELS[id].length).toBeGreaterThan(0);
    expect(USE_CASE_LABELS.launch).toBe('Product Launch');
    for (const persona of PERSONA_LIST) {
      expect(persona.useCases[0]).toBe('general');
      expect(persona.useCases.length).toBeGreaterThan(2);
      for (const useCase of persona.useCases) expect(USE_CASE_IDS).toContain(useCase);
    }
  });

  it('gives every expert at least two workflows of six distinct steps, with unique ids', () => {
    const ids = PERSONA_LIST.flatMap((p) => p.workflows.map((w) => w.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const persona of PERSONA_LIST) {
      expect(persona.workflows.length).toBeGreaterThanOrEqual(2);
      for (const workflow of persona.workflows) {
        expect(workflow.title.length).toBeGreaterThan(0);
        expect(workflow.description.length).toBeGreaterThan(20);
        expect(workflow.steps).toHaveLength(6);
        expect(new Set(workflow.steps).size).toBe(6);
      }
    }
  });

  it("shows all quick actions (at most six) for general or none, and only the focus area's when one is chosen", () => {
    for (const persona of PERSONA_LIST) {
      const all = quickActionsFor(persona, null);
      expect(all.length).toBe(Math.min(QUICK_ACTIONS_MAX, persona.quickActions.length));
      expect(quickActionsFor(persona, 'general')).toEqual(all);
      expect(persona.quickActions.length).toBeGreaterThan(QUICK_ACTIONS_MAX);
      for (const useCase of persona.useCases.filter((u) => u !== 'general')) {
        const filtered = quickActionsFor(persona, useCase);
        // Every focus area has its own actions, and filtering really narrows the list.
        expect(filtered.length).toBeGreaterThan(0);
        expect(filtered.length).toBeLessThanOrEqual(QUICK_ACTIONS_MAX);
        expect(filtered.length).toBeLessThan(persona.quickActions.length);
        expect(filtered.every((a) => a.useCase === useCase)).toBe(true);
      }
    }
    expect(quickActionsFor(PERSONAS.ppc, 'ads').map((a) => a.label)).toContain('Calculate my ROAS');
    expect(quickActionsFor(PERSONAS.ppc, 'ads').map((a) => a.label)).not.toContain('Landing page for ad traffic');
  });

  it('opens a focus area with a greeting that names the brand and fits the expert and the focus area', () => {
    const greeting = focusGreeting(PERSONAS.thomas, 'launch', 'Bean There');
    expect(greeting).toContain('Bean There');
    expect(greeting).toContain('Thomas');
    expect(greeting).toContain('Product Launch');
    expect(greeting).toMatch(/\?$/);
    expect(focusGreeting(PERSONAS.thomas, 'email', 'Bean There')).not.toBe(greeting);
    expect(focusGreeting(PERSONAS.strategist, 'launch', 'Bean There')).not.toBe(greeting);
    expect(focusGreeting(PERSONAS.thomas, 'launch', null)).toContain('your business');
    const all = PERSONA_LIST.flatMap((p) => p.useCases.map((u) => focusGreeting(p, u, 'Bean There')));
    expect(new Set(all).size).toBe(all.length);
    for (const text of all) expect(text).toContain('Bean There');
    // A use case outside an expert's focus areas still gets a sensible greeting.
    expect(focusGreeting(PERSONAS.ppc, 'email', 'Bean There')).toContain('email marketing for Bean There');
  });

  it('keeps the ids in the exported list', () => {
    expect(PERSONA_IDS).toHaveLength(6);
  });
});
