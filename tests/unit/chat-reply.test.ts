// The AI expert chat's reply as it reaches the chat route: the offline expert streamed in
// chunks without a key; with a key (the installation's, or the user's own), a streamed chat
// completion from an OpenAI-compatible fake that repeats what reached the model (the
// expert, the brand, the question, the earlier messages, the workflow step). A refused own
// key is a 400 naming it (never quoting it), a provider outage a 503, a hung provider ends
// with the request; the key check lists models once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PERSONAS } from '#contracts/chat-personas';
import { resetConfig } from '#lib/config';
import { Invalid, Unavailable } from '#lib/errors';
import { CHAT_TIMEOUT_MESSAGE, chatReply, verifyOpenAiKey, type ChatRequest } from '#lib/ai/chat';
import { chatOffline } from '#lib/ai/offline/chat';
import type { BrandBrief } from '#lib/ai/types';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';

const cafe: BrandBrief = {
  name: 'Bean There',
  industry: 'Independent café in Didsbury, Manchester',
  targetAudience: 'local office workers and young families',
  mainGoal: 'Get more weekday morning customers',
  platforms: ['Instagram', 'Email'],
  toneOfVoice: 'Friendly',
};

const request = (overrides: Partial<ChatRequest> = {}): ChatRequest => ({
  persona: 'social',
  useCase: 'social',
  brand: cafe,
  history: [],
  message: 'Plan my reels for next week',
  ...overrides,
});

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

/** The variables this file changes, as they were before it ran. */
const CHANGED = ['TABLE_NAME', 'OPENAI_API_KEY', 'OPENAI_BASE_URL'] as const;
let saved: Partial<Record<(typeof CHANGED)[number], string>> = {};
let fake: FakeOpenAi;
let hung: FakeOpenAi;

/**
 * Puts them back in place: the worker's other files share this process.env object (vi.stubEnv
 * writes to it), so it is never swapped for another.
 */
function restoreEnv() {
  for (const name of CHANGED) {
    const value = saved[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}

beforeAll(async () => {
  saved = Object.fromEntries(CHANGED.map((name) => [name, process.env[name]]));
  fake = await startFakeOpenAi({ streamPauseMs: 5 });
  hung = await startFakeOpenAi({ hang: true });
});

afterEach(() => {
  restoreEnv();
  process.env.TABLE_NAME = 'markk-unit';
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  resetConfig();
});

afterAll(async () => {
  restoreEnv();
  resetConfig();
  await Promise.all([fake.close(), hung.close()]);
});

const useFake = (server: FakeOpenAi, installationKey?: string) => {
  process.env.TABLE_NAME = 'markk-unit';
  process.env.OPENAI_BASE_URL = server.url;
  if (installationKey) process.env.OPENAI_API_KEY = installationKey;
  else delete process.env.OPENAI_API_KEY;
  resetConfig();
};

describe('the chat reply', () => {
  it('without a key, streams the offline expert in chunks that join to its whole answer', async () => {
    useFake(fake);
    delete process.env.OPENAI_BASE_URL;
    resetConfig();
    const before = fake.requests.length;
    const chunks = await collect(chatReply(request()));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.join('')).toBe(chatOffline(request()));
    expect(fake.requests.length).toBe(before);
  });

  it("with the user's own key, streams the model's answer to the expert's prompt, brand kit and history", async () => {
    useFake(fake);
    const history = [
      { role: 'user' as const, content: 'How do I grow on Instagram?' },
      { role: 'assistant' as const, content: '### Grow on Instagram\n- Post three times a week.' },
    ];
    const chunks = await collect(
      chatReply(request({ persona: 'copywriter', useCase: 'email', history, message: 'Now a welcome e-mail' }), { apiKey: 'sk-own-good-key' }),
    );
    expect(chunks.length).toBeGreaterThan(1);
    const text = chunks.join('');
    expect(text).toMatch(/^### Plan for Bean There\n/);
    expect(text).toContain('Clara here, on Email Marketing.');
    expect(text).toContain('- You asked: Now a welcome e-mail');
    expect(text).toContain('- Earlier messages: 1 (first: How do I grow on Instagram?)');
    const sent = fake.requests.at(-1)!;
    expect(sent.stream).toBe(true);
    expect(sent.messages!.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
  });

  it('tells the model which workflow step to work through', async () => {
    useFake(fake, 'sk-test-installation');
    const workflow = PERSONAS.thomas.workflows[0]!;
    const text = (await collect(chatReply(request({ persona: 'thomas', workflow: { workflow, step: 3 } })))).join('');
    expect(text).toContain('Thomas here');
    expect(text).toContain('- Working on: Step 3 of 6');
  });

  it('a refused own key is a 400 that names the key without quoting it', async () => {
    useFake(fake);
    const key = 'sk-bad-0123456789abcdef';
    const error = await collect(chatReply(request(), { apiKey: key })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Invalid);
    expect((error as Error).message).toMatch(/^OpenAI refused this key: Incorrect API key provided/);
    expect((error as Error).message).not.toContain(key);
    expect((error as Error).message).not.toContain('sk-bad');
  });

  it("the installation's key refused or the provider down is a 503 with a sentence", async () => {
    useFake(fake, 'sk-test-installation');
    fake.failNext('chat', 'http401');
    const refused = await collect(chatReply(request())).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(Unavailable);
    expect((refused as Error).message).toMatch(/not available just now.*\.$/);
  });

  it('a provider that never answers ends with the request, as a 503 saying it took too long', async () => {
    useFake(hung, 'sk-test-installation');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    const error = await collect(chatReply(request(), { signal: controller.signal })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Unavailable);
    expect((error as Error).message).toBe(CHAT_TIMEOUT_MESSAGE);
  });
});

describe('checking an own key', () => {
  it('lists models once with the key: a good key passes', async () => {
    useFake(fake);
    const before = fake.keyChecks.length;
    await expect(verifyOpenAiKey('  sk-own-good-key ')).resolves.toBeUndefined();
    expect(fake.keyChecks.slice(before)).toEqual(['sk-own-good-key']);
  });

  it("a refused key is a 400 with OpenAI's reason, never the key itself", async () => {
    useFake(fake);
    const error = await verifyOpenAiKey('sk-bad-key-9876543210').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Invalid);
    expect((error as Error).message).toMatch(/^OpenAI refused this key: Incorrect API key provided: \[your key\]/);
    expect((error as Error).message).not.toContain('sk-bad-key-9876543210');
  });

  it('a blank key is refused before any call, and an unreachable provider is a 503', async () => {
    useFake(fake);
    await expect(verifyOpenAiKey('   ')).rejects.toThrow(new Invalid('Enter your OpenAI API key to chat with your own ChatGPT.'));
    process.env.OPENAI_BASE_URL = 'http://127.0.0.1:9/v1';
    resetConfig();
    const error = await verifyOpenAiKey('sk-own-good-key').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Unavailable);
  });
});
