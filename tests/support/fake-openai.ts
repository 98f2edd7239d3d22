// A fake OpenAI-compatible chat completions server for tests and the benchmark: it answers
// each kind of prompt with valid JSON — or, asked with `stream: true`, streams a text as
// server-sent events, a few words per event with a pause between them — and can misbehave
// on demand (a 500, a refused key, a malformed answer, a canned answer of the test's own) or
// sleep a fixed time per call, or hang until it is closed, answer 429 (rate limited, with a
// short retry-after), or cut a streamed answer half-way (the connection dropped). Its own answers follow the brief
// in the prompt (the main goal, a word of the trade, a call to action), so they pass Markk's
// quality checks. The AI expert chat gets a streamed reply that repeats what reached the
// model (the expert, the brand, the focus area, the last question, the earlier messages, the
// workflow step), and `GET /models` checks a key: one starting "sk-bad" is refused with
// OpenAI's own 401 body, on every route.
import http from 'node:http';

export type PromptKind =
  | 'strategy'
  | 'post'
  | 'newsletter'
  | 'blog'
  | 'rewrite'
  | 'plan'
  | 'assist'
  | 'chat'
  | 'imageWords'
  | 'ads'
  | 'seoOutline'
  | 'seoDraft'
  | 'contentPlan'
  | 'bulkPost';
export type Misbehaviour = 'http500' | 'http401' | 'http429' | 'malformed' | 'hang' | 'dropMidStream';

/** What the fake model saw of a chat request, as its reply repeats it. */
export interface FakeChatSeen {
  /** The expert's name ("Thomas"), from the system prompt's "You are …". */
  persona: string;
  /** The brand name from the brand kit, or null without one. */
  brand: string | null;
  focus: string;
  /** The new user message (the last one). */
  question: string;
  /** The user messages before it, oldest first. */
  earlier: string[];
  /** "Step 3 of 6" while a workflow runs. */
  step: string | null;
}

/** The fake model's chat reply: a heading with the brand, then bullets naming what reached it. */
export const fakeChatReply = (seen: FakeChatSeen) =>
  [
    `### Plan for ${seen.brand ?? 'your business'}`,
    `${seen.persona} here, on ${seen.focus}.`,
    `- You asked: ${seen.question.slice(0, 120)}`,
    `- Earlier messages: ${seen.earlier.length}${seen.earlier.length ? ` (first: ${seen.earlier[0]!.slice(0, 80)})` : ''}`,
    ...(seen.step ? [`- Working on: ${seen.step}`] : []),
    'Action: Do the first step today.',
  ].join('\n');

/** What a chat request showed the model, read from its messages. */
export function chatSeen(messages: { role: string; content: string }[]): FakeChatSeen {
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const users = messages.filter((m) => m.role === 'user').map((m) => m.content);
  return {
    persona: /You are (?:([A-Z][a-z]+),|(a general marketing assistant))/.exec(system)?.slice(1).find(Boolean) ?? 'unknown',
    brand: /^- Name: (.*)$/m.exec(system)?.[1] ?? null,
    focus: /^Focus area chosen by the user: ([^(—\n]+)/m.exec(system)?.[1]?.trim() ?? 'General Marketing',
    question: users.at(-1) ?? '',
    earlier: users.slice(0, -1),
    step: /Work through (step \d of 6)/.exec(system)?.[1]?.replace(/^s/, 'S') ?? null,
  };
}

/** The chat's system prompt names the focus area; no other prompt does. */
const isChat = (messages: { role: string; content: string }[] | undefined) =>
  messages?.some((m) => m.role === 'system' && m.content.includes('Focus area chosen by the user:')) ?? false;

/** A key the fake refuses: one that starts "sk-bad" (a random key may well contain "bad" elsewhere). */
const refuses = (key: string) => key.startsWith('sk-bad');

const refusedKey = (key: string) => ({
  error: {
    message: `Incorrect API key provided: ${key.slice(0, 6)}****${key.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
    type: 'invalid_request_error',
    param: null,
    code: 'invalid_api_key',
  },
});

/** What the fake model proposes for a project plan: six tasks named after the project it was given. */
export const fakePlanTasks = (project: string) =>
  ['Research', 'Plan', 'Build', 'Test', 'Launch', 'Review'].map((phase, i) => ({
    title: `Fake ${phase.toLowerCase()} task for ${project}`,
    description: `Step ${i + 1} of the fake plan.`,
    priority: i === 0 ? 'high' : 'medium',
    phase,
    estimatedDays: i + 1,
  }));

/** What the fake model writes for a campaign's ad copy: every field within its limit, the brand named in the Meta text. */
export const fakeAds = (brand: string) => ({
  google: {
    headlines: ['Fake headline one', 'Fake headline two', 'Fake headline three'],
    descriptions: ['The first fake description.', 'The second fake description.'],
    path1: 'fake-path',
    path2: '',
  },
  meta: { primaryText: `Fake primary text for ${brand}.`, headline: 'Fake Meta headline', description: 'Fake description', callToAction: 'LEARN_MORE' },
  keywords: ['fake keyword'],
});

/**
 * What the fake model writes for an SEO outline: every field within its limit, the brand named in
 * the title, a link to the first of the owner's drafts listed and one to a draft that is not theirs.
 */
export const fakeSeoOutline = (brand: string, firstDraftId: string | null) => ({
  title: `Fake SEO title for ${brand}`.slice(0, 60),
  metaDescription: 'A fake meta description that says what the reader gets. Book today.',
  sections: ['One', 'Two', 'Three', 'Four'].map((n) => ({
    heading: `Fake section ${n}`,
    points: [`The first fake point of section ${n}.`, `The second fake point of section ${n}.`],
    subsections: n === 'One' ? [{ heading: 'Fake H3', points: ['A fake point under the H3.'] }] : [],
  })),
  questions: ['Is this the first fake question?', 'Is this the second fake question?', 'Is this the third fake question?'],
  internalLinks: [
    ...(firstDraftId ? [{ itemId: firstDraftId, anchorText: 'a fake anchor' }] : []),
    { itemId: 'not-a-draft-of-theirs', anchorText: 'a stranger' },
  ],
  targetPhrases: ['fake phrase one', 'fake phrase two', 'fake phrase three'],
});

/** What the fake model writes for "Write it": every heading and question of the outline in the prompt, and enough words. */
export function fakeSeoDraft(prompt: string): { body: string } {
  const json = /^The SEO outline, as JSON:\n(.*)$/m.exec(prompt)?.[1] ?? '{}';
  const outline = JSON.parse(json) as { sections?: { heading: string; subsections: { heading: string }[] }[]; questions?: string[] };
  const sections = (outline.sections ?? []).flatMap((section) => [
    `## ${section.heading}`,
    words(60),
    ...section.subsections.flatMap((sub) => [`### ${sub.heading}`, words(30)]),
  ]);
  const faq = ['## Frequently asked questions', ...(outline.questions ?? []).flatMap((question) => [`### ${question}`, words(30)])];
  return { body: ['The fake opening paragraph.', ...sections, ...faq, 'Book with us today.'].join('\n\n') };
}

/** What the fake model streams back for the task writing assistant: it names the task it was given. */
export const fakeAssist = (task: string) => `The fake model suggests the next steps for ${task}, a few words at a time.`;

/** What the fake model streams back for a rewrite: it names the instruction it was given. */
export const fakeRewrite = (instruction: string) =>
  `The fake model rewrote this draft as asked (${instruction}), one small piece at a time, so the browser can watch it grow.`;

export interface FakeOpenAi {
  url: string;
  /** Where a test in another process queues misbehaviours (`failForAt`). */
  controlUrl: string;
  calls: PromptKind[];
  /** The request bodies received, in order (model, messages, stream). */
  requests: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] }[];
  /** The keys of the `GET /models` key checks received, in order. */
  keyChecks: string[];
  /** Queue a misbehaviour for the next call of a kind. */
  failNext(kind: PromptKind, how: Misbehaviour): void;
  /**
   * Misbehave on the next `times` calls of a kind whose prompt contains `marker` (one bulk post:
   * "post number 7,"), whichever order the calls come in.
   */
  failFor(kind: PromptKind, marker: string, how: Misbehaviour, times?: number): void;
  /** Misbehave on every call of a kind. */
  alwaysMalformed(kind: PromptKind): void;
  /** Answer the next call of a kind with this JSON object instead of the fake's own. */
  replyNext(kind: PromptKind, answer: unknown): void;
  /** The next call of a kind gets no answer at all until the server closes (time limits). */
  hangNext(kind: PromptKind): void;
  close(): Promise<void>;
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** "Plan my next 30 days": one post per slot the prompt lists, each opening with its own sentence. */
export const fakePlannedPosts = (prompt: string, trade = 'service') =>
  [...prompt.matchAll(/^- itemId "(\d{2})"/gm)].map(([, itemId]) => ({
    itemId,
    title: `Fake planned post ${itemId}`,
    caption: `Planned post ${itemId} from the fake model, about our ${trade}. Book a visit today. #Fake`,
  }));

/** One bulk post: it opens with its own number and the row's subject, about the trade, with a call to action. */
export const fakeBulkPost = (prompt: string, trade = 'service') => {
  const number = /post number (\d+),/.exec(prompt)?.[1] ?? '?';
  const subject = /^(?:Product|Topic|Offer): (.*)$/m.exec(prompt)?.[1];
  const take = /This is writing number (\d+)/.exec(prompt)?.[1];
  return {
    title: `Fake bulk post ${number}`,
    caption: `Bulk post ${number}${take ? ` (take ${take})` : ''} from the fake model${subject ? ` on ${subject}` : ''}, about our ${trade}. Book a visit today. #Fake`,
  };
};

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
    case 'chat':
      return '';
    case 'ads':
      return fakeAds(/^Brand: (.*)$/m.exec(prompt)?.[1] ?? 'the brand');
    case 'seoOutline':
      return fakeSeoOutline(
        /^Brand: (.*)$/m.exec(prompt)?.[1] ?? 'the brand',
        /^- ([^\s:]+): /m.exec(prompt.split("The owner's own blog drafts")[1] ?? '')?.[1] ?? null,
      );
    case 'seoDraft':
      return fakeSeoDraft(prompt);
    case 'contentPlan':
      return { posts: fakePlannedPosts(prompt, trade) };
    case 'bulkPost':
      return fakeBulkPost(prompt, trade);
    case 'imageWords': {
      const brand = /^Brand: (.*?) \(/m.exec(prompt)?.[1] ?? 'the brand';
      return { headline: `A fake headline for ${brand}`, altText: `A fake ${trade} image for ${brand} with its headline in large type.` };
    }
  }
}

/**
 * Streams `text` as chat completion chunks (SSE), three words per event, `pauseMs` apart;
 * `dropAfter` events in, the connection is destroyed (no final chunk, no [DONE]).
 */
async function streamAnswer(res: http.ServerResponse, text: string, pauseMs: number, dropAfter?: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  const event = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model: 'fake-model', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  res.write(event({ role: 'assistant', content: '' }, null));
  for (let i = 0; i < pieces.length; i += 3) {
    if (i > 0) await new Promise((r) => setTimeout(r, pauseMs));
    if (dropAfter !== undefined && i / 3 >= dropAfter) {
      res.destroy();
      return;
    }
    res.write(event({ content: pieces.slice(i, i + 3).join('') }, null));
  }
  res.write(event({}, 'stop'));
  res.end('data: [DONE]\n\n');
}

function kindOf(prompt: string, messages?: { role: string; content: string }[]): PromptKind {
  if (isChat(messages)) return 'chat';
  if (prompt.includes('Text to rewrite:')) return 'rewrite';
  if (prompt.includes('Write the words for a social image')) return 'imageWords';
  if (prompt.includes('Write the ad copy for this campaign')) return 'ads';
  if (prompt.includes('Write the SEO blog outline for this topic')) return 'seoOutline';
  if (prompt.includes('Write the blog post from this SEO outline')) return 'seoDraft';
  if (prompt.includes('Propose the tasks for this project plan')) return 'plan';
  if (prompt.includes('Task description so far:')) return 'assist';
  if (prompt.includes('Write a marketing strategy')) return 'strategy';
  if (prompt.includes('Write these planned social posts')) return 'contentPlan';
  if (prompt.includes('Write this one social post of a bulk run')) return 'bulkPost';
  if (prompt.includes('Write social post')) return 'post';
  if (prompt.includes("Write this week's e-mail newsletter")) return 'newsletter';
  return 'blog';
}

export async function startFakeOpenAi(
  options: { delayMs?: number; streamPauseMs?: number; /** Every call hangs (never answers). */ hang?: boolean } = {},
): Promise<FakeOpenAi> {
  const calls: PromptKind[] = [];
  const requests: FakeOpenAi['requests'] = [];
  const keyChecks: string[] = [];
  const queued = new Map<PromptKind, Misbehaviour[]>();
  const always = new Set<PromptKind>();
  const canned = new Map<PromptKind, unknown[]>();
  const marked: { kind: PromptKind; marker: string; how: Misbehaviour; left: number }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const pathname = new URL(req.url ?? '/', 'http://fake').pathname;
      // Tests in another process (the stack's fake lives in the global setup) queue misbehaviours here.
      if (req.method === 'POST' && pathname === '/_control/fail-for') {
        const { kind, marker, how, times } = JSON.parse(Buffer.concat(chunks).toString()) as {
          kind: PromptKind;
          marker: string;
          how: Misbehaviour;
          times?: number;
        };
        marked.push({ kind, marker, how, left: times ?? 1 });
        res.writeHead(204).end();
        return;
      }
      if (req.method === 'GET' && pathname === '/_control/calls') {
        const marker = new URL(req.url ?? '/', 'http://fake').searchParams.get('marker') ?? '';
        const count = requests.filter((r) => r.messages?.some((m) => m.role === 'user' && m.content.includes(marker))).length;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ count }));
        return;
      }
      const key = /^Bearer\s+(.*)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (req.method === 'GET' && /\/models\/?$/.test(pathname)) {
        keyChecks.push(key);
        if (options.hang) return;
        if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
        res.writeHead(refuses(key) ? 401 : 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(
            refuses(key) ? refusedKey(key) : { object: 'list', data: [{ id: 'fake-model', object: 'model', created: 1700000000, owned_by: 'fake' }] },
          ),
        );
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as FakeOpenAi['requests'][number];
      const prompt = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      const kind = kindOf(prompt, body.messages);
      calls.push(kind);
      requests.push(body);
      const mark = marked.find((m) => m.kind === kind && m.left > 0 && prompt.includes(m.marker));
      if (mark) mark.left -= 1;
      const misbehaviour = always.has(kind) ? 'malformed' : (mark?.how ?? queued.get(kind)?.shift());
      if (options.hang || misbehaviour === 'hang') return;
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (refuses(key)) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify(refusedKey(key)));
        return;
      }
      if (misbehaviour === 'http500') {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'fake outage', type: 'server_error' } }));
        return;
      }
      if (misbehaviour === 'http429') {
        // OpenAI's rate limit answer; retry-after-ms keeps the SDK's own retries short.
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after-ms': '10' });
        res.end(JSON.stringify({ error: { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } }));
        return;
      }
      if (misbehaviour === 'http401') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }));
        return;
      }
      if (kind === 'chat') {
        const reply = canned.get(kind)?.length ? String(canned.get(kind)!.shift()) : fakeChatReply(chatSeen(body.messages ?? []));
        if (body.stream) await streamAnswer(res, reply, options.streamPauseMs ?? 30, misbehaviour === 'dropMidStream' ? 2 : undefined);
        else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              id: 'chatcmpl-fake',
              object: 'chat.completion',
              created: Math.floor(Date.now() / 1000),
              model: 'fake-model',
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: reply } }],
            }),
          );
        }
        return;
      }
      if (body.stream) {
        const answer = answerFor(kind, prompt);
        const dropAfter = misbehaviour === 'dropMidStream' ? 2 : undefined;
        await streamAnswer(res, typeof answer === 'string' ? answer : JSON.stringify(answer), options.streamPauseMs ?? 30, dropAfter);
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
    controlUrl: `http://127.0.0.1:${port}/_control`,
    calls,
    requests,
    keyChecks,
    failNext: (kind, how) => queued.set(kind, [...(queued.get(kind) ?? []), how]),
    failFor: (kind, marker, how, times = 1) => marked.push({ kind, marker, how, left: times }),
    alwaysMalformed: (kind) => always.add(kind),
    replyNext: (kind, answer) => canned.set(kind, [...(canned.get(kind) ?? []), answer]),
    hangNext: (kind) => queued.set(kind, [...(queued.get(kind) ?? []), 'hang']),
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        // Hung requests never end by themselves.
        server.closeAllConnections();
      }),
  };
}

/** `failFor` on a fake in another process (the stack's, started by the global setup), through its control route. */
export async function failForAt(controlUrl: string, kind: PromptKind, marker: string, how: Misbehaviour, times = 1): Promise<void> {
  const res = await fetch(`${controlUrl}/fail-for`, { method: 'POST', body: JSON.stringify({ kind, marker, how, times }) });
  if (res.status !== 204) throw new Error(`the fake OpenAI control answered ${res.status}`);
}

/** How many calls a fake in another process received whose prompt contains `marker`. */
export async function callsAt(controlUrl: string, marker: string): Promise<number> {
  const res = await fetch(`${controlUrl}/calls?marker=${encodeURIComponent(marker)}`);
  return ((await res.json()) as { count: number }).count;
}
