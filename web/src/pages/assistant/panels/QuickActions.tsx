// "Quick Actions" (spec 02 §2.1): preset prompts for the chosen use case, at most 6, all of them
// (up to 6) when the use case is general or none; each fills the message box.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { quickActionsFor, type Persona, type UseCaseId } from '#contracts/chat-personas';
import './panels.css';

export const QUICK_ACTIONS = 'Quick Actions';
export const NO_QUICK_ACTIONS = 'No quick actions for this focus area yet.';

type QuickActionsProps = { persona: Persona; useCase: UseCaseId | null; onPick: (prompt: string) => void };

export function QuickActions({ persona, useCase, onPick }: QuickActionsProps) {
  const actions = quickActionsFor(persona, useCase);
  return (
    <Container header={<Header variant="h2">{QUICK_ACTIONS}</Header>}>
      {actions.length === 0 ? (
        <Box color="text-body-secondary">{NO_QUICK_ACTIONS}</Box>
      ) : (
        <ul className="markk-chat-plain-list" aria-label={QUICK_ACTIONS} data-testid="quick-actions">
          {actions.map((action) => (
            <li key={`${action.useCase}:${action.label}`}>
              <Button wrapText onClick={() => onPick(action.prompt)}>
                {action.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
