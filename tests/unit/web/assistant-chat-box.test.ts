// The "AI Chat" box as rendered: "Ready to help you succeed!" when empty, "Loading
// conversation…" while a conversation opens, the user's messages on the right as plain text
// and the expert's on the left as formatted text, "Save" only under stored replies (not under
// a greeting or a reply still streaming), the running workflow's "Step N of 6" with "Next step"
// until the sixth, the send button's spinner, and model or user HTML shown as text.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement as h, createRef, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '#contracts/chat-personas';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { ToastContext } = await import('../../../web/src/app/toast/toast-context.ts');
const { createQueryClient } = await import('../../../web/src/queries/query-client.ts');
const { ChatBox } = await import('../../../web/src/pages/assistant/ChatBox.tsx');
const { asksForNextStep } = await import('../../../web/src/pages/assistant/chat-session.ts');

const thomas = PERSONAS.thomas;
const workflow = thomas.workflows[0]!;
const THREAD = '3f2b6f0e-8a41-4c55-9d7e-1a2b3c4d5e6f';
let client: QueryClient;

type Props = ComponentProps<typeof ChatBox>;

function render(props: Partial<Props> = {}): string {
  const all: Props = {
    persona: thomas,
    threadId: null,
    messages: [],
    loading: false,
    sending: false,
    streamingKey: null,
    draft: '',
    onDraft: () => undefined,
    onSend: () => undefined,
    workflow: null,
    onNextStep: () => undefined,
    inputRef: createRef(),
    ...props,
  };
  return renderToStaticMarkup(h(MemoryRouter, null, h(ToastContext.Provider, { value: () => undefined }, h(QueryClientProvider, { client }, h(ChatBox, all)))));
}

const count = (html: string, text: string) => html.split(text).length - 1;

beforeEach(() => {
  client = createQueryClient();
});

describe('the AI Chat box', () => {
  it('says "Ready to help you succeed!" when empty', () => {
    const html = render();
    expect(html).toContain('AI Chat');
    expect(html).toContain('Ready to help you succeed!');
    expect(html).not.toContain('Loading conversation…');
  });

  it('says "Loading conversation…" while a conversation opens', () => {
    const html = render({ loading: true });
    expect(html).toContain('Loading conversation…');
    expect(html).not.toContain('Ready to help you succeed!');
  });

  it('puts the user’s messages right as plain text and the expert’s left as formatted text, Save only under stored replies', () => {
    const html = render({
      threadId: THREAD,
      messages: [
        { key: 'greeting-1', role: 'assistant', content: 'Hi, I am Thomas.', id: null },
        { key: 'u1', role: 'user', content: '### not a heading <b>x</b>', id: 'u1' },
        { key: 'a1', role: 'assistant', content: '### Plan\n- one', id: 'a1' },
      ],
    });
    expect(count(html, 'markk-chat-message--user')).toBe(1);
    expect(count(html, 'markk-chat-message--assistant')).toBe(2);
    // The user's text is shown as typed: no heading, no HTML.
    expect(html).toContain('### not a heading &lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('<h3 class="markk-reply__heading">Plan</h3>');
    expect(html).toContain('<li>one</li>');
    // One Save: under the stored reply, not under the greeting.
    expect(count(html, 'aria-label="Save this reply"')).toBe(1);
  });

  it('shows no Save under a reply still streaming, and "is writing..." before its first words', () => {
    const streaming = render({
      threadId: THREAD,
      sending: true,
      streamingKey: 'r1',
      messages: [
        { key: 'u1', role: 'user', content: 'Plan my week', id: null },
        { key: 'r1', role: 'assistant', content: '### Pla', id: null },
      ],
    });
    expect(streaming).not.toContain('Save this reply');
    const waiting = render({ sending: true, messages: [{ key: 'r1', role: 'assistant', content: '', id: null }] });
    expect(waiting).toContain('Thomas is writing...');
  });

  it('spins the send button while the expert answers, and disables it for a blank message', () => {
    expect(render({ sending: true, draft: 'x' })).toMatch(/aria-label="Send"[^>]*aria-disabled="true"|aria-disabled="true"[^>]*aria-label="Send"/);
    expect(render({ draft: '   ' })).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Send"|<button[^>]*aria-label="Send"[^>]*disabled=""/);
    expect(render({ draft: 'hello' })).not.toMatch(/<button[^>]*disabled=""[^>]*aria-label="Send"|<button[^>]*aria-label="Send"[^>]*disabled=""/);
  });

  it('says which step of a workflow runs, with Next step until the sixth', () => {
    const three = render({ workflow: { workflow, step: 3 } });
    expect(three).toContain(`Step 3 of 6: ${workflow.steps[2]}`);
    expect(three).toContain('Next step');
    const six = render({ workflow: { workflow, step: 6 } });
    expect(six).toContain(`Step 6 of 6: ${workflow.steps[5]}`);
    expect(six).not.toContain('Next step');
    expect(render()).not.toContain('Step 1 of 6');
  });

  it('names a message over 4,000 characters at the field', () => {
    expect(render({ draft: 'a'.repeat(4001) })).toContain('Messages can be at most 4,000 characters (this one has 4,001).');
    expect(render({ draft: 'a'.repeat(4000) })).not.toContain('at most 4,000');
  });
});

describe('typing "next step" during a workflow', () => {
  it('moves the workflow on, before the last step only', () => {
    expect(asksForNextStep('next step', { workflow, step: 2 })).toBe(true);
    expect(asksForNextStep(' Next. ', { workflow, step: 2 })).toBe(true);
    expect(asksForNextStep('continue', { workflow, step: 5 })).toBe(true);
    expect(asksForNextStep('next step', { workflow, step: 6 })).toBe(false);
    expect(asksForNextStep('next step', null)).toBe(false);
    expect(asksForNextStep('next step: write the e-mail', { workflow, step: 2 })).toBe(false);
  });
});
