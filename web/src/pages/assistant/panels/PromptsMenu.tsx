// "Browse Prompts" (spec 02 §2.1): the expert's two categories of three preset prompts; picking
// one fills the message box.
import ButtonDropdown, { type ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';
import type { Persona } from '#contracts/chat-personas';

export const BROWSE_PROMPTS = 'Browse Prompts';

/** The dropdown's groups: one per category, its prompts as items ("category index-prompt index" ids). */
export function promptItems(persona: Persona): ButtonDropdownProps.ItemGroup[] {
  return persona.promptCategories.map((category, c) => ({
    text: category.name,
    items: category.prompts.map((prompt, p) => ({ id: `${c}-${p}`, text: prompt })),
  }));
}

/** The prompt an item id names, or null when it names none. */
export function promptOf(persona: Persona, id: string): string | null {
  const [c, p] = id.split('-').map(Number);
  return persona.promptCategories[c ?? -1]?.prompts[p ?? -1] ?? null;
}

export function PromptsMenu({ persona, onPick }: { persona: Persona; onPick: (prompt: string) => void }) {
  return (
    <ButtonDropdown
      items={promptItems(persona)}
      expandToViewport
      ariaLabel={`${BROWSE_PROMPTS} for ${persona.name}`}
      onItemClick={(event) => {
        const prompt = promptOf(persona, event.detail.id);
        if (prompt) onPick(prompt);
      }}
    >
      {BROWSE_PROMPTS}
    </ButtonDropdown>
  );
}
