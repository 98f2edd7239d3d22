// The AI Assistant's rules as a user meets them: which view an address opens, the own key kept
// in this tab's memory only, the key form's submit rule, Enter and Shift+Enter, the workflow's
// guided steps, the "AI request failed" toast, the conversation exported as Markdown, rename
// rules, the expert picker's cards, and the streamed send (the thread id from the header, the
// reply growing piece by piece, refusals with the server's message).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSONAS, PERSONA_LIST } from '#contracts/chat-personas';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { ApiError } = await import('../../../web/src/lib/api-client.ts');
const { setRuntimeConfig } = await import('../../../web/src/app/runtime-config.ts');
const { createQueryClient } = await import('../../../web/src/queries/query-client.ts');
const { chatThreadQuery, invalidateAfterReply, listChatThreads, threadIdOf } = await import('../../../web/src/queries/chat.ts');
const { streamCall } = await import('../../../web/src/lib/api-client.ts');
const { chatEndpoints } = await import('#contracts/chat');
const { QueryObserver } = await import('@tanstack/react-query');
const { paths } = await import('../../../web/src/app/routing/paths.ts');
const session = await import('../../../web/src/pages/assistant/chat-session.ts');
const ownKey = await import('../../../web/src/pages/assistant/own-key.ts');
const { canConnect, trimmedKey, CONNECTED_TEXT, CONNECTED_TITLE } = await import('../../../web/src/pages/assistant/KeyForm.tsx');
const { sendsOnKey } = await import('../../../web/src/pages/assistant/ChatBox.tsx');
const { renameError } = await import('../../../web/src/pages/assistant/ChatHistory.tsx');
const { PersonaPicker, ConnectingCard } = await import('../../../web/src/pages/assistant/PersonaPicker.tsx');

const THREAD = '3f2b6f0e-8a41-4c55-9d7e-1a2b3c4d5e6f';
const launch = PERSONAS.thomas.workflows[0]!;

describe('the assistant addresses', () => {
  it('builds /assistant/{persona} and /assistant/threads/{threadId}', () => {
    expect(paths.assistant()).toBe('/assistant');
    expect(paths.assistantPersona('copywriter')).toBe('/assistant/copywriter');
    expect(paths.assistantThread(THREAD)).toBe(`/assistant/threads/${THREAD}`);
  });

  it('opens the picker, an expert, or a conversation', () => {
    expect(session.addressOf({})).toEqual({ view: 'picker' });
    expect(session.addressOf({ persona: 'ppc' })).toEqual({ view: 'persona', persona: 'ppc', known: true });
    expect(session.addressOf({ threadId: THREAD })).toEqual({ view: 'thread', threadId: THREAD });
  });

  it('falls back to the default expert (Thomas) for an unknown one', () => {
    expect(session.addressOf({ persona: 'wizard' })).toEqual({ view: 'persona', persona: 'thomas', known: false });
  });
});

describe('the own OpenAI key', () => {
  afterEach(() => ownKey.clearOwnKey());

  it('is kept trimmed in memory, tells subscribers, and is forgotten on clear', () => {
    const seen: (string | null)[] = [];
    const unsubscribe = ownKey.subscribeOwnKey(() => seen.push(ownKey.getOwnKey()));
    ownKey.setOwnKey('  sk-test-123  ');
    expect(ownKey.getOwnKey()).toBe('sk-test-123');
    ownKey.clearOwnKey();
    expect(ownKey.getOwnKey()).toBeNull();
    unsubscribe();
    ownKey.setOwnKey('sk-other');
    expect(seen).toEqual(['sk-test-123', null]);
  });

  it('treats a blank key as no key', () => {
    ownKey.setOwnKey('   ');
    expect(ownKey.getOwnKey()).toBeNull();
  });

  it('is never written to web storage, cookies or the address', async () => {
    const source = await import('node:fs/promises').then((fs) => fs.readFile(new URL('../../../web/src/pages/assistant/own-key.ts', import.meta.url), 'utf8'));
    const code = source.replace(/^\s*\/\/.*$/gm, '');
    expect(code).not.toMatch(/localStorage|sessionStorage|document\.cookie|history\.|location\.|indexedDB/);
  });
});

describe('the key form', () => {
  it('submits only a non-blank key, and not while connecting', () => {
    expect(canConnect('', false)).toBe(false);
    expect(canConnect('   ', false)).toBe(false);
    expect(canConnect('sk-abc', true)).toBe(false);
    expect(canConnect(' sk-abc ', false)).toBe(true);
    expect(trimmedKey('  sk-abc \n')).toBe('sk-abc');
  });

  it('says the spec’s words once connected', () => {
    expect(CONNECTED_TITLE).toBe('Connected successfully!');
    expect(CONNECTED_TEXT).toBe('Your ChatGPT API is ready for unlimited conversations.');
  });
});

describe('the message box', () => {
  const key = (k: string, shiftKey = false, isComposing = false) => ({ key: k, shiftKey, isComposing });

  it('sends on Enter, not on Shift+Enter, other keys or while composing', () => {
    expect(sendsOnKey(key('Enter'))).toBe(true);
    expect(sendsOnKey(key('Enter', true))).toBe(false);
    expect(sendsOnKey(key('a'))).toBe(false);
    expect(sendsOnKey(key('Enter', false, true))).toBe(false);
  });

  it('sends nothing when blank', () => {
    expect(session.isBlank('')).toBe(true);
    expect(session.isBlank('  \n\t ')).toBe(true);
    expect(session.isBlank(' hi ')).toBe(false);
  });
});

describe('a workflow as a guided conversation', () => {
  it('starts with the workflow’s title and moves on step by step', () => {
    expect(session.workflowStartMessage(launch)).toBe(`Let's work through the ${launch.title} workflow.`);
    const step2 = launch.steps[1].trim().replace(/[.!?:;,\s]+$/, '');
    expect(session.nextStepMessage(launch, 2)).toBe(`Let's move on to step 2: ${step2}.`);
    expect(session.nextStepMessage({ ...launch, steps: ['a', 'Write the offer.', 'c', 'd', 'e', 'f'] }, 2)).toBe("Let's move on to step 2: Write the offer.");
  });

  it('shows "Step N of 6" and offers Next step until the sixth', () => {
    expect(session.workflowStatus({ workflow: launch, step: 1 })).toBe(`Step 1 of 6: ${launch.steps[0]}`);
    expect(session.hasNextStep({ workflow: launch, step: 5 })).toBe(true);
    expect(session.hasNextStep({ workflow: launch, step: 6 })).toBe(false);
    expect(session.hasNextStep(null)).toBe(false);
  });

  it('restores the step from a reopened conversation', () => {
    expect(session.workflowOfThread({ persona: 'thomas', workflow: { id: launch.id, step: 3 } })).toEqual({ workflow: launch, step: 3 });
    expect(session.workflowOfThread({ persona: 'thomas', workflow: null })).toBeNull();
    expect(session.workflowOfThread({ persona: 'thomas', workflow: { id: 'gone', step: 2 } })).toBeNull();
    expect(session.workflowOfThread({ persona: 'thomas', workflow: { id: launch.id, step: 9 } })?.step).toBe(6);
  });
});

describe('a failed send', () => {
  it('says "AI request failed" with the server’s message', () => {
    expect(session.sendFailureToast(new ApiError(400, 'Messages can be at most 4,000 characters.'))).toEqual({
      title: 'AI request failed',
      description: 'Messages can be at most 4,000 characters.',
      variant: 'destructive',
    });
  });

  it('says "Please try again." when there is no message', () => {
    expect(session.sendFailureToast(new Error(''))).toMatchObject({ title: 'AI request failed', description: 'Please try again.' });
    expect(session.sendFailureToast(new ApiError(500, 'Something went wrong'))).toMatchObject({ description: 'Please try again.' });
    expect(session.sendFailureToast('boom')).toMatchObject({ description: 'Please try again.' });
  });

  it('links to the plans when the credits are used up', () => {
    const toast = session.sendFailureToast(new ApiError(402, 'You have used all 20 AI credits this month.'));
    expect(toast.action).toEqual({ text: 'Upgrade', href: '/pricing' });
    expect(toast.description).toBe('You have used all 20 AI credits this month.');
  });

  it('knows a refused own key from other refusals', () => {
    expect(session.isRefusedKey(new ApiError(400, 'OpenAI refused this key: invalid_api_key'))).toBe(true);
    expect(session.isRefusedKey(new ApiError(400, 'Messages can be at most 4,000 characters.'))).toBe(false);
    expect(session.isRefusedKey(new ApiError(503, 'OpenAI refused this key'))).toBe(false);
  });
});

describe('a conversation exported as Markdown', () => {
  const thread = { title: 'Spring launch: ideas & plan!', persona: 'copywriter' as const, createdAt: '2026-11-20T09:30:00.000Z' };
  const messages = [
    { role: 'user' as const, content: 'Write a headline', createdAt: '2026-11-20T09:30:00.000Z' },
    { role: 'assistant' as const, content: '### Headlines\n- Fresh for spring\n', createdAt: '2026-11-20T09:30:05.000Z' },
  ];

  it('has the title, the expert, and each message oldest first under its author', () => {
    const markdown = session.threadMarkdown(thread, messages);
    const name = PERSONAS.copywriter.name;
    expect(markdown).toBe(
      [
        '# Spring launch: ideas & plan!',
        '',
        `Conversation with ${name} (${PERSONAS.copywriter.role}), started 2026-11-20 09:30 UTC.`,
        '',
        '## You — 2026-11-20 09:30 UTC',
        '',
        'Write a headline',
        '',
        `## ${name} — 2026-11-20 09:30 UTC`,
        '',
        '### Headlines\n- Fresh for spring',
        '',
      ].join('\n'),
    );
  });

  it('is named after the conversation', () => {
    expect(session.exportFileName('Spring launch: ideas & plan!')).toBe('spring-launch-ideas-plan.md');
    expect(session.exportFileName('***')).toBe('conversation.md');
    expect(session.exportFileName('x'.repeat(100))).toBe(`${'x'.repeat(60)}.md`);
  });
});

describe('renaming a conversation', () => {
  it('needs a name of at most 100 characters', () => {
    expect(renameError('  ')).toBe('Enter a name for the conversation.');
    expect(renameError('a'.repeat(101))).toBe('A conversation name can be at most 100 characters.');
    expect(renameError(' Launch ideas ')).toBeNull();
  });
});

describe('the expert picker', () => {
  it('shows the six experts in order, each with its role, description and a Chat button', () => {
    const html = renderToStaticMarkup(createElement(PersonaPicker, { onPick: () => undefined }));
    let at = 0;
    for (const persona of PERSONA_LIST) {
      const found = html.indexOf(persona.description, at);
      expect(found).toBeGreaterThan(-1);
      at = found;
      expect(html).toContain(persona.role);
      expect(html).toContain(`aria-label="Chat with ${persona.name}"`);
    }
    expect(PERSONA_LIST.map((p) => p.id)).toEqual(['thomas', 'copywriter', 'strategist', 'ppc', 'social', 'chatgpt']);
  });

  it('says "Connecting with {name}..." while the chat opens', () => {
    expect(renderToStaticMarkup(createElement(ConnectingCard, { persona: PERSONAS.social }))).toContain(`Connecting with ${PERSONAS.social.name}...`);
  });
});

describe('sending a message', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setRuntimeConfig({
      stage: 'local',
      region: 'eu-west-2',
      apiUrl: 'http://localhost:3000/api',
      userPoolId: 'local_pool',
      userPoolClientId: 'client',
      local: true,
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  /** A streamed answer that sends `pieces` one by one. */
  function streamed(pieces: string[], headers: Record<string, string>): Response {
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(encoder.encode(piece));
        controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });
  }

  it('posts the message, learns the thread id before the text, and grows the reply piece by piece', async () => {
    fetchMock.mockResolvedValue(streamed(['### Plan\n', '- Post daily', '\n- Reply fast'], { 'x-markk-thread-id': THREAD }));
    const events: string[] = [];

    const body = { message: 'Plan my week', persona: 'thomas', use_case: 'social' } as const;
    let threadId: string | null = null;
    const text = await streamCall(
      chatEndpoints.send,
      { body },
      {
        onResponse: (response) => {
          threadId = threadIdOf(response, body);
          events.push(`thread ${threadId}`);
        },
        onChunk: (_chunk, soFar) => events.push(`text ${soFar.length}`),
      },
    );

    expect({ threadId, text }).toEqual({ threadId: THREAD, text: '### Plan\n- Post daily\n- Reply fast' });
    expect(events).toEqual([`thread ${THREAD}`, 'text 9', 'text 21', 'text 34']);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/stream/chat/messages');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Plan my week', persona: 'thomas', use_case: 'social' });
    expect(init?.headers).toMatchObject({ 'x-markk-authorization': 'Bearer access-token-1' });
  });

  it('keeps the given thread when the header is missing', async () => {
    fetchMock.mockResolvedValue(streamed(['Hi'], {}));
    const body = { message: 'x', persona: 'thomas', thread_id: THREAD } as const;
    let threadId: string | null = null;
    const text = await streamCall(chatEndpoints.send, { body }, { onResponse: (response) => (threadId = threadIdOf(response, body)), onChunk: () => {} });
    expect({ threadId, text }).toEqual({ threadId: THREAD, text: 'Hi' });
  });

  it('rejects with the server’s message before any text', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Messages can be at most 4,000 characters.' }), { status: 400 }));
    const onText = vi.fn();
    const body = { message: 'x'.repeat(4001), persona: 'thomas' } as const;
    await expect(streamCall(chatEndpoints.send, { body }, { onChunk: onText })).rejects.toMatchObject({
      status: 400,
      message: 'Messages can be at most 4,000 characters.',
    });
    expect(onText).not.toHaveBeenCalled();
  });

  it('searches the history with a trimmed q and pages with the cursor', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ threads: [], nextCursor: null }), { status: 200 }));
    await listChatThreads('  launch  ', 'abc_1');
    await listChatThreads('   ', null);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('http://localhost:3000/api/chat/threads?q=launch&cursor=abc_1');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('http://localhost:3000/api/chat/threads');
  });
});

describe('after a reply is stored', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setRuntimeConfig({
      stage: 'local',
      region: 'eu-west-2',
      apiUrl: 'http://localhost:3000/api',
      userPoolId: 'local_pool',
      userPoolClientId: 'client',
      local: true,
    });
  });

  afterEach(() => vi.unstubAllGlobals());

  const thread = {
    id: THREAD,
    title: 'Plan my week',
    persona: 'thomas',
    useCase: 'general',
    lastMessageAt: '2026-11-20T09:30:05.000Z',
    createdAt: '2026-11-20T09:30:00.000Z',
    workflow: null,
  };
  const message = (id: string, role: 'user' | 'assistant') => ({
    id,
    role,
    content: role,
    createdAt: '2026-11-20T09:30:00.000Z',
    threadId: THREAD,
    persona: 'thomas',
  });
  const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

  it('a read of the new conversation begun while the reply streamed gives way to a fresh one with the reply', async () => {
    // The first read started before the reply was stored: it answers late, with the question only.
    let answerStale: () => void = () => undefined;
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).endsWith('/chat/threads')) return answer({ threads: [thread], nextCursor: null });
      if (fetchMock.mock.calls.filter(([u]) => String(u).includes(THREAD)).length === 1) {
        return new Promise<Response>((resolve, reject) => {
          answerStale = () => resolve(answer({ thread, messages: [message('u1', 'user')] }));
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }
      return answer({ thread, messages: [message('u1', 'user'), message('a1', 'assistant')] });
    });
    const client = createQueryClient();
    const observer = new QueryObserver(client, chatThreadQuery(THREAD));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));

    await invalidateAfterReply(client, THREAD);
    answerStale();
    await vi.waitFor(() => expect(client.getQueryData(chatThreadQuery(THREAD).queryKey)?.messages.map((m) => m.id)).toEqual(['u1', 'a1']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(client.getQueryData(chatThreadQuery(THREAD).queryKey)?.messages.map((m) => m.id)).toEqual(['u1', 'a1']);
    unsubscribe();
  });
});
