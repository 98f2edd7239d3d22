// A fake OpenAI-compatible chat completions server for tests and the benchmark: it answers
// each kind of prompt with valid JSON — or, asked with `stream: true`, streams a text as
// server-sent events, a few words per event with a pause between them — and can misbehave
// on demand (a 500, a refused key, a malformed answer, a canned answer of the test's own) or
// sleep a fixed time per call. Its own answers follow the brief in the prompt (the main goal,
// a word of the trade, a call to action), so they pass Markk's quality checks.
import http from 'node:http';

export type PromptKind = 'strategy' | 'post' | 'newsletter' | 'blog' | 'rewrite' | 'plan' | 'assist';
export type Misbehaviour = 'http500' | 'http401' | 'malformed';

/** What the fake model proposes for a project plan: six tasks named after the project it was given. */
export const fakePlanTasks = (project: string) =>
  ['Research', 'Plan', 'Build', 'Test', 'Launch', 'Review'].map((phase, i) => ({
    title: `Fake ${phase.toLowerCase()} task for ${project}`,
    description: `Step ${i + 1} of the fake plan.`,
    priority: i === 0 ? 'high' : 'medium',
    phase,
    estimatedDays: i + 1,
  }));

/** What the fake model streams back for the task writing assistant: it names the task it was given. */
export const fakeAssist = (task: string) => `The fake model suggests the next steps for ${task}, a few words at a time.`;

/** What the fake model streams back for a rewrite: it names the instruction it was given. */
export const fakeRewrite = (instruction: string) =>
  `The fake model rewrote this draft as asked (${instruction}), one small piece at a time, so the browser can watch it grow.`;

export interface FakeOpenAi {
  url: string;
  calls: PromptKind[];
  /** The request bodies received, in order (model, messages, stream). */
  requests: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] }[];
  /** Queue a misbehaviour for the next call of a kind. */
  failNext(kind: PromptKind, how: Misbehaviour): void;
  /** Misbehave on every call of a kind. */
  alwaysMalformed(kind: PromptKind): void;
  /** Answer the next call of a kind with this JSON object instead of the fake's own. */
  replyNext(kind: PromptKind, answer: unknown): void;
  close(): Promise<void>;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

function answerFor(kind: PromptKind, prompt: string): unknown {
  const goal = /^Main goal: (.*?)\. Every piece/m.exec(prompt)?.[1] ?? 'the main goal';
  const trade = /^Words customers use[^:]*: ([^,\n]+)/m.exec(prompt)?.[1] ?? 'service';
  switch (kind) {
    case 'strategy':
      return {
        summary: `A strategy from the fake model for one goal: ${goal}. ${words(220)}`,
        pillars: ['Tips', 'Stories', 'Offers'],
        weeklyPlan: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      };
    case 'post': {
      const number = /social post (\d+)/.exec(prompt)?.[1] ?? '?';
      return { title: `Fake post ${number}`, caption: `Number ${number} of the fake posts, about our ${trade}. Book a visit today. #Fake` };
    }
    case 'newsletter':
      return { subject: 'Fake newsletter subject', body: `Hello. ${words(210)} Reply to this e-mail to book.` };
    case 'blog':
      return { title: 'Fake blog title', outline: ['One', 'Two', 'Three'], body: `## One\n\n${words(700)}\n\n## Two\n\n${words(600)}` };
    case 'rewrite':
      return fakeRewrite(/Instruction: (.*)/.exec(prompt)?.[1] ?? '');
    case 'plan':
      return { tasks: fakePlanTasks(/^Project: (.*)$/m.exec(prompt)?.[1] ?? 'the project') };
    case 'assist':
      return fakeAssist(/^Task: (.*?) \(status/m.exec(prompt)?.[1] ?? 'the task');
  }
}

/** Streams `text` as chat completion chunks (SSE), three words per event, `pauseMs` apart. */
async function streamAnswer(res: http.ServerResponse, text: string, pauseMs: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  const event = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(event({ role: 'assistant', content: '' }, null));
  for (let i = 0; i < pieces.length; i += 3) {
    if (i > 0) await new Promise((r) => setTimeout(r, pauseMs));
    res.write(event({ content: pieces.slice(i, i + 3).join('') }, null));
  }
  res.write(event({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function kindOf(prompt: string): PromptKind {
  if (prompt.includes('Text to rewrite:')) return 'rewrite';
  if (prompt.includes('Propose the tasks for this project plan')) return 'plan';
  if (prompt.includes('Task description so far:')) return 'assist';
  if (prompt.includes('Write a marketing strategy')) return 'strategy';
  if (prompt.includes('Write social post')) return 'post';
  if (prompt.includes("Write this week's e-mail newsletter")) return 'newsletter';
  return 'blog';
}

export async function startFakeOpenAi(options: { delayMs?: number; streamPauseMs?: number } = {}): Promise<FakeOpenAi> {
  const calls: PromptKind[] = [];
  const requests: FakeOpenAi['requests'] = [];
  const queued = new Map<PromptKind, Misbehaviour[]>();
  const always = new Set<PromptKind>();
  const canned = new Map<PromptKind, unknown[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as FakeOpenAi['requests'][number];
      const prompt = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      const kind = kindOf(prompt);
      calls.push(kind);
      requests.push(body);
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      const misbehaviour = always.has(kind) ? 'malformed' : queued.get(kind)?.shift();
      if (misbehaviour === 'http500') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake outage', type: 'server_error' } }));
        return;
      }
      if (misbehaviour === 'http401') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
        return;
      }
      if (body.stream) {
        const answer = answerFor(kind, prompt);
        await streamAnswer(res, typeof answer === 'string' ? answer : JSON.stringify(answer), options.streamPauseMs ?? 30);
        return;
      }
      const own = canned.get(kind)?.length ? canned.get(kind)!.shift() : answerFor(kind, prompt);
      const content = misbehaviour === 'malformed' ? '{"this is": "not the shape"' : JSON.stringify(own);
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
    requests,
    failNext: (kind, how) => queued.set(kind, [...(queued.get(kind) ?? []), how]),
    alwaysMalformed: (kind) => always.add(kind),
    replyNext: (kind, answer) => canned.set(kind, [...(canned.get(kind) ?? []), answer]),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
