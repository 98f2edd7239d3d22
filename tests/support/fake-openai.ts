// A fake OpenAI-compatible chat completions server for tests and the benchmark: it answers
// each kind of prompt with valid JSON, and can misbehave on demand (a 500, a malformed
// answer) or sleep a fixed time per call.
import http from 'node:http';

export type PromptKind = 'strategy' | 'post' | 'newsletter' | 'blog';

export interface FakeOpenAi {
  url: string;
  calls: PromptKind[];
  /** Queue a misbehaviour for the next call of a kind. */
  failNext(kind: PromptKind, how: 'http500' | 'malformed'): void;
  /** Misbehave on every call of a kind. */
  alwaysMalformed(kind: PromptKind): void;
  close(): Promise<void>;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function answerFor(kind: PromptKind, prompt: string): unknown {
  switch (kind) {
    case 'strategy':
      return {
        summary: `A strategy from the fake model. ${words(220)}`,
        pillars: ['Tips', 'Stories', 'Offers'],
        weeklyPlan: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      };
    case 'post': {
      const number = /social post (\d+)/.exec(prompt)?.[1] ?? '?';
      return { title: `Fake post ${number}`, caption: `Caption of fake post number ${number} with a call to action. #Fake` };
    }
    case 'newsletter':
      return { subject: 'Fake newsletter subject', body: `Hello. ${words(210)}` };
    case 'blog':
      return { title: 'Fake blog title', outline: ['One', 'Two', 'Three'], body: `## One\n\n${words(1300)}` };
  }
}

function kindOf(prompt: string): PromptKind {
  if (prompt.includes('Write a marketing strategy')) return 'strategy';
  if (prompt.includes('Write social post')) return 'post';
  if (prompt.includes('newsletter')) return 'newsletter';
  return 'blog';
}

export async function startFakeOpenAi(options: { delayMs?: number } = {}): Promise<FakeOpenAi> {
  const calls: PromptKind[] = [];
  const queued = new Map<PromptKind, ('http500' | 'malformed')[]>();
  const always = new Set<PromptKind>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { messages?: { role: string; content: string }[] };
      const prompt = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      const kind = kindOf(prompt);
      calls.push(kind);
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      const misbehaviour = always.has(kind) ? 'malformed' : queued.get(kind)?.shift();
      if (misbehaviour === 'http500') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake outage', type: 'server_error' } }));
        return;
      }
      const content = misbehaviour === 'malformed' ? '{"this is": "not the shape"' : JSON.stringify(answerFor(kind, prompt));
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: 'fake-model',
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    failNext: (kind, how) => queued.set(kind, [...(queued.get(kind) ?? []), how]),
    alwaysMalformed: (kind) => always.add(kind),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
