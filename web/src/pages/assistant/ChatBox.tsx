// The "AI Chat" box (spec 02 §2.1): "Ready to help you succeed!" when empty, "Loading
// conversation…" while a conversation opens, the messages (the user's on the right, the
// expert's on the left as formatted text with "Save" under each stored reply), a running
// workflow's step with "Next step", and the message box: Enter sends, Shift+Enter is a new
// line, a blank message sends nothing, and the send button spins while the expert answers.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea, { type TextareaProps } from '@cloudscape-design/components/textarea';
import { colorBackgroundContainerHeader, colorBackgroundItemSelected, colorBorderDividerDefault } from '@cloudscape-design/design-tokens';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { CHAT_MESSAGE_MAX } from '#contracts/chat';
import type { Persona } from '#contracts/chat-personas';
import { SaveReplyButton } from './panels/SaveReplyButton.tsx';
import { hasNextStep, isBlank, workflowStatus, type RunningWorkflow, type ShownMessage } from './chat-session.ts';
import { ReplyText } from './ReplyText.tsx';

export const AI_CHAT = 'AI Chat';
export const READY = 'Ready to help you succeed!';
export const LOADING_CONVERSATION = 'Loading conversation…';
export const SEND = 'Send';
export const NEXT_STEP = 'Next step';
const READY_TEXT = 'Ask anything, pick a prompt or a quick action, or start a workflow.';
const MESSAGE_LABEL = 'Message';
const HINT = 'Enter sends; Shift+Enter starts a new line.';
const YOU = 'You';
const messagesLabel = (persona: Persona) => `Conversation with ${persona.name}`;
const writing = (persona: Persona) => `${persona.name} is writing...`;
const replied = (persona: Persona) => `${persona.name} replied.`;
const placeholder = (persona: Persona) => `Type your message to ${persona.name}...`;
const tooLong = (length: number) => `Messages can be at most 4,000 characters (this one has ${length.toLocaleString('en-US')}).`;

/** Enter without Shift sends (spec 02 §5); Shift+Enter and IME composition keep typing. */
export function sendsOnKey(detail: Pick<TextareaProps.KeyDetail, 'key' | 'shiftKey' | 'isComposing'>): boolean {
  return detail.key === 'Enter' && !detail.shiftKey && !detail.isComposing;
}

type Props = {
  persona: Persona;
  threadId: string | null;
  messages: ShownMessage[];
  loading: boolean;
  /** The expert is answering: the send button spins. */
  sending: boolean;
  /** The key of the reply that is streaming in, if any. */
  streamingKey: string | null;
  draft: string;
  onDraft: (text: string) => void;
  onSend: () => void;
  workflow: RunningWorkflow | null;
  onNextStep: () => void;
  inputRef: RefObject<TextareaProps.Ref | null>;
  /** "27 of 30 expert replies left today" on Growth; null when unlimited or not known yet. */
  allowance?: string | null;
};

export function ChatBox({
  persona,
  threadId,
  messages,
  loading,
  sending,
  streamingKey,
  draft,
  onDraft,
  onSend,
  workflow,
  onNextStep,
  inputRef,
  allowance = null,
}: Props) {
  const listRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  /** Whether the list is scrolled to its end: only then does it follow new text. */
  const atEnd = useRef(true);

  const shownCount = useRef(0);

  // Follow the conversation as it grows (a new message, a reply streaming in), unless the user
  // scrolled up to read; a new message always brings the end into view.
  useEffect(() => {
    const list = listRef.current;
    if (messages.length !== shownCount.current) atEnd.current = true;
    shownCount.current = messages.length;
    if (list && atEnd.current) list.scrollTop = list.scrollHeight;
  }, [messages.length, last?.content]);

  // Screen readers hear that the expert is writing, then that the reply is in (the list itself is not read out as it streams).
  const [announcement, setAnnouncement] = useState('');
  const wasSending = useRef(sending);
  useEffect(() => {
    if (sending) setAnnouncement(writing(persona));
    else if (wasSending.current) setAnnouncement(last?.role === 'assistant' && last.content ? replied(persona) : '');
    wasSending.current = sending;
    // Only the start and the end of a send are announced.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the start and the end of a send are announced
  }, [sending]);

  const length = draft.trim().length;
  const overLimit = length > CHAT_MESSAGE_MAX;

  return (
    <Container header={<Header variant="h2">{AI_CHAT}</Header>} data-testid="chat-box">
      <SpaceBetween size="m">
        <div
          ref={listRef}
          className="markk-chat-messages"
          role="log"
          aria-label={messagesLabel(persona)}
          aria-live="off"
          tabIndex={0}
          data-testid="chat-messages"
          onScroll={(event) => {
            const list = event.currentTarget;
            atEnd.current = list.scrollHeight - list.scrollTop - list.clientHeight < 48;
          }}
        >
          {loading ? (
            <Box textAlign="center" padding={{ vertical: 'l' }}>
              <StatusIndicator type="loading">{LOADING_CONVERSATION}</StatusIndicator>
            </Box>
          ) : messages.length === 0 ? (
            <Box textAlign="center" padding={{ vertical: 'l' }} color="text-body-secondary">
              <SpaceBetween size="xxs">
                <Box variant="h3" padding="n">
                  {READY}
                </Box>
                <Box color="text-body-secondary">{READY_TEXT}</Box>
              </SpaceBetween>
            </Box>
          ) : (
            messages.map((message) => (
              <div
                key={message.key}
                className={`markk-chat-message markk-chat-message--${message.role}`}
                data-testid={message.role === 'user' ? 'chat-message-user' : 'chat-message-assistant'}
              >
                <div
                  className="markk-chat-bubble"
                  style={
                    message.role === 'user'
                      ? { background: colorBackgroundItemSelected }
                      : { background: colorBackgroundContainerHeader, borderColor: colorBorderDividerDefault }
                  }
                >
                  <Box variant="small" color="text-body-secondary" fontWeight="bold">
                    {message.role === 'user' ? YOU : persona.name}
                  </Box>
                  {message.role === 'user' ? (
                    <div className="markk-chat-user-text">{message.content}</div>
                  ) : message.content ? (
                    <ReplyText text={message.content} />
                  ) : (
                    <StatusIndicator type="loading">{writing(persona)}</StatusIndicator>
                  )}
                </div>
                {message.role === 'assistant' && message.id && message.key !== streamingKey && (
                  <div className="markk-chat-message__actions">
                    <SaveReplyButton content={message.content} persona={persona.id} threadId={threadId} messageId={message.id} />
                  </div>
                )}
              </div>
            ))
          )}
        </div>

        {workflow && (
          <div className="markk-chat-workflow" data-testid="workflow-status">
            <SpaceBetween size="xs" direction="horizontal" alignItems="center">
              <Box variant="strong">{workflowStatus(workflow)}</Box>
              {hasNextStep(workflow) && (
                <Button onClick={onNextStep} disabled={sending} iconName="angle-right" iconAlign="right">
                  {NEXT_STEP}
                </Button>
              )}
            </SpaceBetween>
          </div>
        )}

        <FormField
          label={MESSAGE_LABEL}
          constraintText={allowance ? `${HINT} ${allowance}.` : HINT}
          errorText={overLimit ? tooLong(length) : undefined}
          stretch
        >
          <div className="markk-chat-compose">
            <div className="markk-chat-compose__input">
              <Textarea
                ref={inputRef}
                value={draft}
                rows={3}
                placeholder={placeholder(persona)}
                invalid={overLimit}
                onChange={({ detail }) => onDraft(detail.value)}
                onKeyDown={(event) => {
                  if (!sendsOnKey(event.detail)) return;
                  event.preventDefault();
                  onSend();
                }}
              />
            </div>
            <Button variant="primary" iconName="send" onClick={onSend} loading={sending} disabled={isBlank(draft)} ariaLabel={SEND} data-testid="chat-send">
              {SEND}
            </Button>
          </div>
        </FormField>
      </SpaceBetween>
      <div aria-live="polite" className="markk-visually-hidden-status" data-testid="chat-announcement">
        {announcement}
      </div>
    </Container>
  );
}
