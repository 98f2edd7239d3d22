// "Focus Areas" (spec 02 §2.1): the expert's use cases; the chosen one shows pressed. Choosing one
// filters the Quick Actions and, on an empty chat, adds the expert's greeting for it.
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { USE_CASE_LABELS, type Persona, type UseCaseId } from '#contracts/chat-personas';
import './panels.css';

export const FOCUS_AREAS = 'Focus Areas';

type FocusAreasProps = { persona: Persona; value: UseCaseId | null; onChange: (useCase: UseCaseId) => void };

export function FocusAreas({ persona, value, onChange }: FocusAreasProps) {
  return (
    <Container header={<Header variant="h2">{FOCUS_AREAS}</Header>}>
      <ul className="markk-chat-plain-list" aria-label={FOCUS_AREAS} data-testid="focus-areas">
        {persona.useCases.map((useCase) => (
          <li key={useCase}>
            <ToggleButton pressed={value === useCase} onChange={() => onChange(useCase)} wrapText>
              {USE_CASE_LABELS[useCase]}
            </ToggleButton>
          </li>
        ))}
      </ul>
    </Container>
  );
}
