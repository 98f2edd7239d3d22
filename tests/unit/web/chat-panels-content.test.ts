// The chat's panels as they render from the experts' own content: Browse Prompts (two categories
// of three, a pick fills the message box), the "Ask … anything..." input, Focus Areas with the
// chosen one pressed, Quick Actions filtered by use case and capped at 6, and the Workflows
// carousel (wrapping arrows, "N of M", six numbered steps, Start This Workflow).
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PERSONA_LIST, PERSONAS, QUICK_ACTIONS_MAX, USE_CASE_LABELS, quickActionsFor, type Persona } from '#contracts/chat-personas';
import { AskInput } from '../../../web/src/pages/assistant/panels/AskInput.tsx';
import { FocusAreas } from '../../../web/src/pages/assistant/panels/FocusAreas.tsx';
import { PromptsMenu, promptItems, promptOf } from '../../../web/src/pages/assistant/panels/PromptsMenu.tsx';
import { QuickActions } from '../../../web/src/pages/assistant/panels/QuickActions.tsx';
import { WorkflowsCarousel, wrapIndex } from '../../../web/src/pages/assistant/panels/WorkflowsCarousel.tsx';

const render = (element: ReactElement) => renderToStaticMarkup(element);
const ignore = () => undefined;

/** The text React wrote, entities read back, tags gone. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ');

/** The attribute values of every element with `name`. */
const attributes = (html: string, name: string) => [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((m) => m[1]);

const thomas = PERSONAS.thomas;

describe('Browse Prompts', () => {
  it('offers each expert’s two categories as groups of three prompts', () => {
    for (const persona of PERSONA_LIST) {
      const groups = promptItems(persona);
      expect(groups.map((group) => group.text)).toEqual(persona.promptCategories.map((category) => category.name));
      expect(groups.map((group) => group.items.length)).toEqual([3, 3]);
    }
  });

  it('fills the message box with the prompt picked, and nothing for an unknown item', () => {
    const picked = promptItems(thomas)[1]!.items[2]!;
    expect(promptOf(thomas, (picked as { id: string }).id)).toBe(thomas.promptCategories[1].prompts[2]);
    expect(promptOf(thomas, '7-1')).toBeNull();
    expect(promptOf(thomas, 'nonsense')).toBeNull();
  });

  it('is a "Browse Prompts" menu button', () => {
    const html = render(h(PromptsMenu, { persona: thomas, onPick: ignore }));
    expect(textOf(html)).toContain('Browse Prompts');
    expect(html).toContain('aria-haspopup="true"');
  });
});

describe('the ask input', () => {
  it('asks the chosen expert by name, with a label a screen reader reads and a button to copy', () => {
    for (const persona of PERSONA_LIST) {
      const html = render(h(AskInput, { persona, onCopy: ignore }));
      const name = persona.ownKey ? 'ChatGPT' : persona.name;
      expect(attributes(html, 'placeholder')).toEqual([`Ask ${name} anything...`]);
      expect(attributes(html, 'aria-label')).toContain(`Ask ${name} anything`);
      expect(attributes(html, 'aria-label')).toContain('Copy to message box');
    }
  });
});

describe('Focus Areas', () => {
  it('lists the expert’s use cases by their labels, only the chosen one pressed', () => {
    const persona = PERSONAS.copywriter;
    const chosen = persona.useCases[1]!;
    const html = render(h(FocusAreas, { persona, value: chosen, onChange: ignore }));
    const text = textOf(html);
    expect(text).toContain('Focus Areas');
    for (const useCase of persona.useCases) expect(text).toContain(USE_CASE_LABELS[useCase]);
    expect(attributes(html, 'aria-pressed')).toEqual(persona.useCases.map((useCase) => String(useCase === chosen)));
  });

  it('presses none before one is chosen', () => {
    const html = render(h(FocusAreas, { persona: thomas, value: null, onChange: ignore }));
    expect(attributes(html, 'aria-pressed').every((pressed) => pressed === 'false')).toBe(true);
  });
});

describe('Quick Actions', () => {
  const buttonsOf = (persona: Persona, useCase: Parameters<typeof quickActionsFor>[1]) =>
    [...render(h(QuickActions, { persona, useCase, onPick: ignore })).matchAll(/<button[^>]*>(.*?)<\/button>/g)].map((m) => textOf(m[1]!).trim());

  it('shows at most 6 of the expert’s actions for general or no use case', () => {
    for (const persona of PERSONA_LIST) {
      const shown = buttonsOf(persona, null);
      expect(shown.length).toBe(Math.min(persona.quickActions.length, QUICK_ACTIONS_MAX));
      expect(buttonsOf(persona, 'general')).toEqual(shown);
    }
  });

  it('shows only the chosen use case’s actions', () => {
    for (const persona of PERSONA_LIST) {
      for (const useCase of persona.useCases.filter((u) => u !== 'general')) {
        const expected = quickActionsFor(persona, useCase);
        expect(expected.length).toBeLessThanOrEqual(QUICK_ACTIONS_MAX);
        expect(expected.every((action) => action.useCase === useCase)).toBe(true);
        expect(buttonsOf(persona, useCase)).toEqual(expected.map((action) => action.label));
      }
    }
  });
});

describe('the Workflows carousel', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(1, 1, 3)).toBe(2);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });

  it('shows the first workflow: "1 of M", its title, description and six numbered steps, and Start This Workflow', () => {
    for (const persona of PERSONA_LIST) {
      const html = render(h(WorkflowsCarousel, { persona, onStart: ignore }));
      const text = textOf(html);
      const first = persona.workflows[0]!;
      expect(persona.workflows.length).toBeGreaterThanOrEqual(2);
      expect(text).toContain('Workflows');
      expect(text).toContain(`1 of ${persona.workflows.length}`);
      expect(text).toContain(first.title);
      expect(text).toContain(first.description);
      const steps = html.match(/<ol[^>]*>(.*?)<\/ol>/)![1]!;
      expect([...steps.matchAll(/<li>(.*?)<\/li>/g)].map((m) => textOf(m[1]!).trim())).toEqual(first.steps.map((step) => textOf(step).trim()));
      expect(text).toContain('Start This Workflow');
      expect(attributes(html, 'aria-label')).toEqual(expect.arrayContaining(['Previous workflow', 'Next workflow']));
    }
  });
});
