// "Workflows" (spec 02 §2.1): one of the expert's workflows at a time — its title, description and
// six numbered steps — with previous and next arrows that wrap around, and "Start This Workflow",
// which begins the guided conversation through its steps.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { ChatWorkflow, Persona } from '#contracts/chat-personas';
import './panels.css';

export const WORKFLOWS = 'Workflows';
export const PREVIOUS_WORKFLOW = 'Previous workflow';
export const NEXT_WORKFLOW = 'Next workflow';
export const START_WORKFLOW = 'Start This Workflow';
export const NO_WORKFLOWS = 'No workflows for this expert yet.';
export const positionText = (index: number, count: number) => `${index + 1} of ${count}`;

/** The index `delta` places from `index` among `count`, wrapping past either end. */
export function wrapIndex(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

type WorkflowsCarouselProps = { persona: Persona; onStart: (workflow: ChatWorkflow) => void };

export function WorkflowsCarousel({ persona, onStart }: WorkflowsCarouselProps) {
  const [shown, setShown] = useState({ personaId: persona.id, index: 0 });
  const workflows = persona.workflows;
  // Another expert starts at their first workflow.
  const index = shown.personaId === persona.id ? Math.min(shown.index, Math.max(workflows.length - 1, 0)) : 0;
  const workflow = workflows[index];
  const move = (delta: number) => setShown({ personaId: persona.id, index: wrapIndex(index, delta, workflows.length) });
  const single = workflows.length < 2;

  return (
    <Container
      data-testid="workflows"
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween size="xxs" direction="horizontal" alignItems="center">
              <Button variant="icon" iconName="angle-left" ariaLabel={PREVIOUS_WORKFLOW} disabled={single} onClick={() => move(-1)} />
              <Box color="text-body-secondary" fontSize="body-s">
                <span aria-live="polite" data-testid="workflow-position">
                  {workflows.length > 0 ? positionText(index, workflows.length) : ''}
                </span>
              </Box>
              <Button variant="icon" iconName="angle-right" ariaLabel={NEXT_WORKFLOW} disabled={single} onClick={() => move(1)} />
            </SpaceBetween>
          }
        >
          {WORKFLOWS}
        </Header>
      }
    >
      {workflow ? (
        <SpaceBetween size="s">
          <SpaceBetween size="xxs">
            <Box variant="h3" padding="n">
              <span data-testid="workflow-title">{workflow.title}</span>
            </Box>
            <Box color="text-body-secondary">{workflow.description}</Box>
          </SpaceBetween>
          <ol className="markk-chat-steps" aria-label={`Steps of ${workflow.title}`}>
            {workflow.steps.map((step, n) => (
              <li key={n}>{step}</li>
            ))}
          </ol>
          <Button variant="primary" onClick={() => onStart(workflow)}>
            {START_WORKFLOW}
          </Button>
        </SpaceBetween>
      ) : (
        <Box color="text-body-secondary">{NO_WORKFLOWS}</Box>
      )}
    </Container>
  );
}
