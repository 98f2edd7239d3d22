// "Ask {name} anything..." (spec 02 §2.1): a search-style input whose text is copied into the
// message box, on Enter or with its button; a blank one copies nothing.
import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';
import type { Persona } from '#contracts/chat-personas';
import './panels.css';

/** Who the input names: the expert, or "ChatGPT" for the own-key expert ("Use Your ChatGPT" is its card). */
export const askName = (persona: Pick<Persona, 'name' | 'ownKey'>) => (persona.ownKey ? 'ChatGPT' : persona.name);
export const askPlaceholder = (name: string) => `Ask ${name} anything...`;
export const askLabel = (name: string) => `Ask ${name} anything`;
export const COPY_TO_MESSAGE = 'Copy to message box';

export function AskInput({ persona, onCopy }: { persona: Persona; onCopy: (text: string) => void }) {
  const [text, setText] = useState('');

  function copy() {
    const value = text.trim();
    if (!value) return;
    onCopy(value);
    setText('');
  }

  return (
    <div className="markk-chat-ask">
      <div className="markk-chat-ask__input">
        <Input
          type="search"
          value={text}
          placeholder={askPlaceholder(askName(persona))}
          ariaLabel={askLabel(askName(persona))}
          onChange={(event) => setText(event.detail.value)}
          onKeyDown={(event) => {
            if (event.detail.key !== 'Enter' || event.detail.isComposing) return;
            // Copying moves the focus to the message box: the Enter itself must not land there as a new line.
            event.preventDefault();
            copy();
          }}
        />
      </div>
      <Button iconName="search" variant="icon" ariaLabel={COPY_TO_MESSAGE} onClick={copy} />
    </div>
  );
}
