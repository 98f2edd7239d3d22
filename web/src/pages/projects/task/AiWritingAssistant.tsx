// The task page's AI Writing Assistant (spec 02 §2.7, §4), shown while the description is in
// edit mode: an optional instruction, then the suggestion streams into the description after a
// blank line as it is written — the user's text is never replaced. Stop keeps what arrived; a
// failure puts the description back as it was and says "AI Error".
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AI_ERROR_MESSAGE, ASSIST_INSTRUCTION_MAX, ASSIST_TEXT_MAX, projectAiEndpoints } from '#contracts/project-ai';
import { errorMessage } from '../../../app/errors.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useStreamingCall } from '../../../lib/use-streaming-call.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { invalidatePlan } from '../../../queries/billing.ts';
import { appendAfterBlankLine } from './task-edit.ts';

const HEADING = 'AI Writing Assistant';
const DESCRIPTION =
  'Markk writes more for this description from the task and your brand. It is added after your text; nothing is saved until you press Save Changes. Each use takes one AI credit.';
const INSTRUCTION = 'What should the AI write?';
const OPTIONAL = 'optional';
const PLACEHOLDER = 'For example: list the steps, or write a checklist';
const GENERATE = 'Generate with AI';
const STOP = 'Stop';
const WRITING = 'Writing...';
const STOPPED = 'Stopped. What was written so far is in the description.';
const DONE = 'Added to the description. Press Save Changes to keep it.';
const GENERATED = 'AI Content Generated';
const GENERATED_TEXT = 'The text was added after your description.';
const AI_ERROR = 'AI Error';
const TOO_LONG = `The description is too long for the assistant (the limit is 20,000 characters).`;
const INSTRUCTION_TOO_LONG = `Keep the instruction under ${ASSIST_INSTRUCTION_MAX} characters.`;

type Status = 'idle' | 'streaming' | 'done' | 'stopped';

type Props = {
  projectId: string;
  taskId: string;
  description: string;
  /** Sets the description in the editor (while streaming: the text before it plus what arrived). */
  onDescription: (text: string) => void;
  /** True while text is arriving: the editor is read-only meanwhile. */
  onStreaming: (streaming: boolean) => void;
};

export function AiWritingAssistant({ projectId, taskId, description, onDescription, onStreaming }: Props) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [instruction, setInstruction] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const assist = useStreamingCall(projectAiEndpoints.assist);

  const streaming = status === 'streaming';
  const tooLong = description.length > ASSIST_TEXT_MAX;
  const instructionError = instruction.trim().length > ASSIST_INSTRUCTION_MAX ? INSTRUCTION_TOO_LONG : undefined;

  async function generate() {
    if (streaming || tooLong || instructionError) return;
    const base = description;
    setStatus('streaming');
    onStreaming(true);
    const wanted = instruction.trim();
    const result = await assist.run(
      { params: { projectId, taskId }, body: wanted ? { text: base, instruction: wanted } : { text: base } },
      { onText: (soFar) => onDescription(appendAfterBlankLine(base, soFar)) },
    );
    if (result.outcome === 'stopped' || result.outcome === 'superseded') {
      setStatus(result.text ? 'stopped' : 'idle');
    } else if (result.outcome === 'done' && result.text.trim()) {
      onDescription(appendAfterBlankLine(base, result.text));
      setStatus('done');
      toast({ title: GENERATED, description: GENERATED_TEXT, variant: 'success' });
    } else {
      // "No AI response received" is an AI error too (spec 02 §8).
      const error = result.outcome === 'failed' ? result.error : new ApiError(502, AI_ERROR_MESSAGE);
      onDescription(base);
      setStatus('idle');
      // The plan limit's own message (402) says how to get more credits; anything else is the spec's AI Error.
      const payment = error instanceof ApiError && error.status === 402;
      toast({ title: AI_ERROR, description: payment ? errorMessage(error) : AI_ERROR_MESSAGE, variant: 'destructive' });
    }
    onStreaming(false);
    // Each suggestion takes an AI credit (given back when the AI fails first): the plan's counter reads again.
    invalidatePlan(queryClient);
  }

  return (
    <Container
      header={
        <Header variant="h3" description={DESCRIPTION}>
          {HEADING}
        </Header>
      }
      data-testid="ai-writing-assistant"
    >
      <SpaceBetween size="s">
        <FormField label={INSTRUCTION} info={<Box variant="small">{OPTIONAL}</Box>} errorText={instructionError} stretch>
          <Input
            value={instruction}
            placeholder={PLACEHOLDER}
            onChange={({ detail }) => setInstruction(detail.value)}
            onKeyDown={({ detail }) => {
              if (detail.key === 'Enter' && !detail.shiftKey) void generate();
            }}
            disabled={streaming}
            invalid={Boolean(instructionError)}
          />
        </FormField>
        {tooLong && <Box color="text-status-error">{TOO_LONG}</Box>}
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Button iconName="gen-ai" onClick={() => void generate()} loading={streaming} loadingText={WRITING} disabled={tooLong || Boolean(instructionError)}>
            {GENERATE}
          </Button>
          {streaming && <Button onClick={assist.stop}>{STOP}</Button>}
        </SpaceBetween>
        <div aria-live="polite" data-testid="ai-assist-status">
          {streaming && <StatusIndicator type="loading">{WRITING}</StatusIndicator>}
          {status === 'done' && <StatusIndicator type="success">{DONE}</StatusIndicator>}
          {status === 'stopped' && <StatusIndicator type="stopped">{STOPPED}</StatusIndicator>}
        </div>
      </SpaceBetween>
    </Container>
  );
}
