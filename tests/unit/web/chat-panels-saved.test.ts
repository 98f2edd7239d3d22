// Saved & Projects and the per-reply Save over a faked API (the real call() with the server
// stubbed at fetch, a real QueryClient): the saved list's loading, empty, failed and filled
// states as rendered; a delete leaves at once and comes back when refused; a save answered with
// the same item twice lists it once; every Create Doc from Output click sends its own request
// id; Attach to Project is the create-task call with the reply as description; the Projects tab
// hints until a reply is selected, then offers both actions with the title from its first line.
import { MutationObserver, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedResponseView } from '#contracts/chat';
import { PERSONAS } from '#contracts/chat-personas';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(async () => ({ tokens: { accessToken: { toString: () => 'access-token-1' } } })),
}));

const { setRuntimeConfig } = await import('../../../web/src/app/runtime-config.ts');
const { ToastContext } = await import('../../../web/src/app/toast/toast-context.ts');
const { createQueryClient } = await import('../../../web/src/queries/query-client.ts');
const { attachToProjectMutation, createDocMutation, deleteSavedMutation, saveResponseMutation, savedResponsesKey, savedResponsesQuery } =
  await import('../../../web/src/queries/chat-saved.ts');
const { ProjectsTab, SavedPanel } = await import('../../../web/src/pages/assistant/panels/SavedPanel.tsx');
const { SaveReplyButton } = await import('../../../web/src/pages/assistant/panels/SaveReplyButton.tsx');
const { labelExcerptOf, titleFromReply } = await import('../../../web/src/pages/assistant/panels/saved-format.ts');

type Reply = { status: number; body?: unknown } | (() => Promise<{ status: number; body?: unknown }>);

/** The stubbed server: "METHOD /path" → a queue of replies (the last one repeats); every request and its body logged. */
function stubServer(routes: Record<string, Reply[]>) {
  const requests: { route: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const route = `${init?.method ?? 'GET'} ${new URL(String(input)).pathname.replace(/^\/api/, '')}`;
      requests.push({ route, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
      const queue = routes[route];
      if (!queue?.length) throw new Error(`No reply stubbed for ${route}`);
      const next = queue.length > 1 ? queue.shift()! : queue[0]!;
      const reply = typeof next === 'function' ? await next() : next;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
}

function held(reply: { status: number; body?: unknown }) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { reply: async () => (await released, reply), release };
}

const THREAD = '11111111-1111-4111-8111-111111111111';
const MESSAGE = '22222222-2222-4222-8222-222222222222';
const PROJECT = '33333333-3333-4333-8333-333333333333';

const older: SavedResponseView = {
  id: 'a'.repeat(32),
  content: '### Launch checklist\n- Book the venue\n- Send the invitations',
  persona: 'thomas',
  threadId: THREAD,
  messageId: MESSAGE,
  createdAt: '2026-11-20T09:00:00.000Z',
};
const newer: SavedResponseView = {
  id: 'b'.repeat(32),
  content: '**Three subject lines for the spring newsletter**\n1. Fresh menu, fresh start',
  persona: 'copywriter',
  threadId: null,
  messageId: null,
  createdAt: '2026-11-22T15:30:00.000Z',
};

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

let client: QueryClient;
let toasts: unknown[];

/** Renders `element` as the app would, on the test's client. */
function render(element: ReactElement): string {
  return renderToStaticMarkup(
    h(MemoryRouter, null, h(ToastContext.Provider, { value: (toast: unknown) => void toasts.push(toast) }, h(QueryClientProvider, { client }, element))),
  );
}

beforeEach(() => {
  setRuntimeConfig({
    stage: 'local',
    region: 'eu-west-2',
    apiUrl: 'http://localhost:3000/api',
    userPoolId: 'local_pool',
    userPoolClientId: 'client',
    local: true,
  });
  client = createQueryClient();
  // A server render cannot fetch: a failed read must render as failed, not as a read about to start again.
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, retryOnMount: false } });
  toasts = [];
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('Saved Responses', () => {
  it('says it is loading until the list arrives', () => {
    const text = textOf(render(h(SavedPanel, { persona: PERSONAS.thomas })));
    expect(text).toContain('Saved & Projects');
    expect(text).toContain('Saved Responses');
    expect(text).toContain('Projects');
    expect(text).toContain('Loading saved responses…');
  });

  it('says none are saved yet, and how to save one, when the server lists none', async () => {
    stubServer({ 'GET /chat/saved': [{ status: 200, body: { saved: [] } }] });
    await client.fetchQuery(savedResponsesQuery());
    const text = textOf(render(h(SavedPanel, { persona: PERSONAS.strategist })));
    expect(text).toContain('No saved responses yet.');
    expect(text).toContain(`Use Save under a reply from ${PERSONAS.strategist.name} to keep it here.`);
    expect(text).not.toContain('Loading saved responses…');
  });

  it('says why the list could not be read, with Retry', async () => {
    stubServer({ 'GET /chat/saved': [{ status: 403, body: { message: 'Your session has ended. Please sign in again.' } }] });
    await expect(client.fetchQuery(savedResponsesQuery())).rejects.toMatchObject({ status: 403 });
    const text = textOf(render(h(SavedPanel, { persona: PERSONAS.thomas })));
    expect(text).toContain('Could not load saved responses');
    expect(text).toContain('Your session has ended. Please sign in again.');
    expect(text).toContain('Retry');
  });

  it('lists the user’s saved replies as the server orders them (newest first): excerpt, expert, date, Select and Delete', async () => {
    const requests = stubServer({ 'GET /chat/saved': [{ status: 200, body: { saved: [newer, older] } }] });
    await client.fetchQuery(savedResponsesQuery());
    const html = render(h(SavedPanel, { persona: PERSONAS.thomas }));
    const items = [...html.matchAll(/data-testid="saved-item"[^>]*>(.*?)<\/li>/g)].map((m) => textOf(m[1]!));

    expect(requests.map((r) => r.route)).toEqual(['GET /chat/saved']);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('Three subject lines for the spring newsletter Fresh menu, fresh start');
    expect(items[0]).toContain(`${PERSONAS.copywriter.name} · Nov 22, 2026`);
    expect(items[1]).toContain('Launch checklist Book the venue Send the invitations');
    expect(items[1]).toContain(`${PERSONAS.thomas.name} · Nov 20, 2026`);
    for (const item of items) expect(item).toMatch(/Select .*Delete/);
    expect(html).toContain(`aria-label="Delete saved response: ${labelExcerptOf(older.content)}"`);
  });
});

describe('the saved list’s writes', () => {
  it('takes a deleted reply out at once, and puts it back when the server refuses', async () => {
    client.setQueryData(savedResponsesKey, { saved: [newer, older] });
    const answer = held({ status: 500, body: { message: 'Something went wrong' } });
    stubServer({ [`DELETE /chat/saved/${older.id}`]: [answer.reply], 'GET /chat/saved': [{ status: 200, body: { saved: [newer, older] } }] });

    const done = new MutationObserver(client, deleteSavedMutation(client)).mutate(older.id);
    await vi.waitFor(() => expect(client.getQueryData<{ saved: SavedResponseView[] }>(savedResponsesKey)!.saved.map((s) => s.id)).toEqual([newer.id]));
    answer.release();
    await expect(done).rejects.toMatchObject({ status: 500 });

    expect(client.getQueryData<{ saved: SavedResponseView[] }>(savedResponsesKey)!.saved.map((s) => s.id)).toEqual([newer.id, older.id]);
  });

  it('lists a reply saved twice once (the server answers the repeat with the same item)', async () => {
    client.setQueryData(savedResponsesKey, { saved: [newer] });
    const requests = stubServer({
      'POST /chat/saved': [{ status: 201, body: { saved: older } }],
      'GET /chat/saved': [{ status: 200, body: { saved: [newer, older] } }],
    });
    const body = { content: older.content, persona: older.persona, thread_id: THREAD, message_id: MESSAGE };

    await new MutationObserver(client, saveResponseMutation(client)).mutate(body);
    await new MutationObserver(client, saveResponseMutation(client)).mutate(body);

    expect(client.getQueryData<{ saved: SavedResponseView[] }>(savedResponsesKey)!.saved.map((s) => s.id)).toEqual([newer.id, older.id]);
    expect(requests.filter((r) => r.route === 'POST /chat/saved').map((r) => r.body)).toEqual([body, body]);
  });

  it('sends every Create Doc from Output click with its own request id, and marks /content stale', async () => {
    const item = {
      id: 'doc-1',
      type: 'doc',
      title: 'Launch checklist',
      body: older.content,
      status: 'draft',
      runId: null,
      createdAt: older.createdAt,
      updatedAt: older.createdAt,
    };
    const requests = stubServer({ 'POST /chat/docs': [{ status: 201, body: { item } }] });
    client.setQueryData(['content', 'ListContentItems'], { items: [] });

    const first = await new MutationObserver(client, createDocMutation(client)).mutate({ content: older.content, title: 'Launch checklist' });
    await new MutationObserver(client, createDocMutation(client)).mutate({ content: older.content });

    expect(first.item.id).toBe('doc-1');
    const bodies = requests.map((r) => r.body as { content: string; title?: string; request_id: string });
    expect(bodies[0]).toMatchObject({ content: older.content, title: 'Launch checklist' });
    expect(bodies[1]).not.toHaveProperty('title');
    expect(bodies.map((b) => b.request_id).every((id) => /^[0-9a-f-]{36}$/.test(id))).toBe(true);
    expect(new Set(bodies.map((b) => b.request_id)).size).toBe(2);
  });

  it('attaches a reply to a project with the create-task call, the reply as its description', async () => {
    const task = { taskId: 'task-1', projectId: PROJECT, title: 'Launch checklist', description: older.content };
    const requests = stubServer({
      [`POST /projects/${PROJECT}/tasks`]: [
        {
          status: 201,
          body: {
            task: {
              ...task,
              status: 'todo',
              priority: 'medium',
              dueDate: null,
              rank: 'a0',
              phase: null,
              estimatedDays: null,
              position: null,
              blockedBy: [],
              statusChangedAt: older.createdAt,
              completedAt: null,
              createdAt: older.createdAt,
              updatedAt: older.createdAt,
            },
          },
        },
      ],
    });

    const answer = await new MutationObserver(client, attachToProjectMutation(client)).mutate({
      projectId: PROJECT,
      title: 'Launch checklist',
      description: older.content,
    });

    expect(answer.task.taskId).toBe('task-1');
    expect(requests).toEqual([{ route: `POST /projects/${PROJECT}/tasks`, body: { title: 'Launch checklist', description: older.content } }]);
  });
});

describe('the Projects tab', () => {
  it('asks for a saved reply to be selected first', () => {
    expect(textOf(render(h(ProjectsTab, { selected: null })))).toContain('Select a reply under Saved Responses to make a document or a project task from it.');
  });

  it('offers Create Doc from Output and Attach to Project for the selected reply, the task titled from its first line', () => {
    const html = render(h(ProjectsTab, { selected: older }));
    const text = textOf(html);
    expect(text).toContain('Create Doc from Output');
    expect(text).toContain('Attach to Project');
    expect(text).toContain('Project');
    expect(text).toContain('Task title');
    expect(html).toContain('value="Launch checklist"');
  });

  it('titles a draft or task from the reply’s first line, plain, at most 120 characters', () => {
    expect(titleFromReply('**Three subject lines**\n1. Fresh')).toBe('Three subject lines');
    expect(titleFromReply('\n\n- Book the venue')).toBe('Book the venue');
    expect(titleFromReply('   ')).toBe('Saved response');
    const long = titleFromReply('word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(120);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('a long saved reply', () => {
  it('shows as an excerpt of at most 160 characters, and buttons name it in at most 60', () => {
    const long = `## Plan\n${'Post a behind-the-scenes reel of the morning bake every Tuesday. '.repeat(8)}`;
    client.setQueryData(savedResponsesKey, { saved: [{ ...older, content: long }] });
    const html = render(h(SavedPanel, { persona: PERSONAS.thomas }));
    const excerpt = textOf(html.match(/class="markk-chat-wrap">(.*?)<\/div>/)![1]!);
    expect(excerpt.startsWith('Plan Post a behind-the-scenes reel')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(160);
    expect(excerpt.endsWith('…')).toBe(true);
    const name = html.match(/aria-label="Select saved response: ([^"]*)"/)![1]!;
    expect(name.length).toBeLessThanOrEqual(60);
  });
});

describe('Save under a reply', () => {
  it('says Save for a reply not saved yet', () => {
    const html = render(h(SaveReplyButton, { content: 'A reply', persona: 'thomas', threadId: THREAD, messageId: MESSAGE }));
    expect(textOf(html).trim()).toBe('Save');
    expect(html).toContain('aria-label="Save this reply"');
  });

  it('says Saved for a reply already in Saved Responses', () => {
    client.setQueryData(savedResponsesKey, { saved: [older] });
    const html = render(h(SaveReplyButton, { content: older.content, persona: 'thomas', threadId: THREAD, messageId: MESSAGE }));
    expect(textOf(html).trim()).toBe('Saved');
    expect(html).toContain('aria-label="This reply is saved"');
  });
});
