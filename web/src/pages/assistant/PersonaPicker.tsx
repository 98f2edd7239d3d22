// The expert picker (spec 02 §2.1 item 1): six cards — name, role, description and a "Chat"
// button each — and the "Connecting with ..." card shown for two seconds after a pick.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { PERSONA_LIST, type Persona } from '#contracts/chat-personas';
import { connectingText } from './chat-session.ts';
import { AVATAR_STYLE } from './chat-styles.ts';

const CHAT = 'Chat';
const CARDS_HEADING = 'Choose your expert';
const OWN_KEY_NOTE = 'Bring your own OpenAI API key';
const chatLabel = (persona: Persona) => `Chat with ${persona.name}`;

export function PersonaPicker({ onPick }: { onPick: (persona: Persona) => void }) {
  return (
    <Cards
      header={<Header variant="h2">{CARDS_HEADING}</Header>}
      items={PERSONA_LIST}
      trackBy="id"
      cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 960, cards: 3 }]}
      data-testid="persona-picker"
      cardDefinition={{
        header: (persona) => (
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <span className="markk-chat-avatar" style={AVATAR_STYLE} aria-hidden="true">
              {persona.initials}
            </span>
            <Box variant="h3" padding="n">
              {persona.name}
            </Box>
          </SpaceBetween>
        ),
        sections: [
          { id: 'role', content: (persona) => <Box variant="strong">{persona.role}</Box> },
          { id: 'description', content: (persona) => <Box variant="p">{persona.description}</Box> },
          {
            id: 'chat',
            content: (persona) => (
              <SpaceBetween size="xs">
                {persona.ownKey && <Box color="text-body-secondary">{OWN_KEY_NOTE}</Box>}
                <Button variant="primary" ariaLabel={chatLabel(persona)} onClick={() => onPick(persona)}>
                  {CHAT}
                </Button>
              </SpaceBetween>
            ),
          },
        ],
      }}
    />
  );
}

/** "Connecting with {name}..." while the chat opens (PERSONA_LOADING_MS). */
export function ConnectingCard({ persona }: { persona: Persona }) {
  return (
    <Container data-testid="persona-connecting">
      <Box textAlign="center" padding={{ vertical: 'xl' }}>
        <SpaceBetween size="s" alignItems="center">
          <span className="markk-chat-avatar markk-chat-avatar--large" style={AVATAR_STYLE} aria-hidden="true">
            {persona.initials}
          </span>
          <div role="status" aria-live="polite">
            <SpaceBetween size="xs" direction="horizontal" alignItems="center">
              <Spinner size="normal" />
              <Box variant="h2" fontSize="heading-m" padding="n">
                {connectingText(persona)}
              </Box>
            </SpaceBetween>
          </div>
          <Box color="text-body-secondary">{persona.role}</Box>
        </SpaceBetween>
      </Box>
    </Container>
  );
}

const SWITCH_EXPERT = 'Switch Expert';

/** The chat's page header: the expert's avatar, name and role, and Switch Expert back to the picker. */
export function ExpertHeader({ persona, onSwitch }: { persona: Persona; onSwitch: () => void }) {
  return (
    <Header
      variant="h1"
      description={persona.description}
      actions={
        <Button iconName="arrow-left" onClick={onSwitch}>
          {SWITCH_EXPERT}
        </Button>
      }
    >
      <span className="markk-chat-title">
        <span className="markk-chat-avatar" style={AVATAR_STYLE} aria-hidden="true">
          {persona.initials}
        </span>
        <span>
          {persona.name} <span className="markk-chat-role">· {persona.role}</span>
        </span>
      </span>
    </Header>
  );
}
