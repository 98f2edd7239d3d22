// "Rewrite with AI" through the local stack's streamed route (/stream/...): the access token in
// x-markk-authorization verified by the function, the rewrite streamed in separate chunks by
// the offline writer and by an OpenAI-compatible server streaming server-sent events, an AI
// credit spent per rewrite (given back when the AI fails), nothing saved.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#data/service';
import { resetConfig } from '#lib/config';
import { rewriteOffline } from '#lib/ai/offline/rewrite';
import { AI_UNAVAILABLE } from '#lib/ai/openai';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints, type ContentItem } from '#contracts/content';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { createStreamGateway } from '../../bin/local/api-gateway.ts';
import { cafeBrand } from '../support/brand.ts';
import { fakeRewrite, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { userIdOf } from '../support/seed.ts';
import { callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';

const root = path.resolve(import.meta.dirname, '..', '..');
const month = () => new Date().toISOString().slice(0, 7);
const POST =
  "Here's what a week at Corner Café really looks like. Bookmark this so it's there when you need it. Share this with someone who needs it. #CornerCafé #CoffeeShop";

interface Owner extends TestUser {
  userId: string;
  item: ContentItem;
}

/** A user with the café's brand kit and one draft post, as Approve & Publish leaves it. */
async function ownerWithDraft(body = POST): Promise<Owner> {
  const user = await newUser();
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  const userId = await userIdOf(user);
  const itemId = `${randomUUID()}-post-1`;
  await db()
    .entities.contentItem.create({ userId, itemId, createdAt: new Date().toISOString(), type: 'post', title: 'Day 1: Monday', body, status: 'draft' })
    .go();
  const item = await callOk(contentEndpoints.get, { token: user.accessToken, params: { itemId } });
  return { ...user, userId, item };
}

interface Streamed {
  status: number;
  contentType: string | null;
  chunks: string[];
  text: string;
}

/** POSTs a rewrite as the browser does and reads the answer one network chunk at a time. */
async function rewrite(base: string, itemId: string, body: unknown, headers: Record<string, string>): Promise<Streamed> {
  const res = await fetch(`${base}/stream/content-items/${encodeURIComponent(itemId)}/rewrite`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  return { status: res.status, contentType: res.headers.get('content-type'), chunks, text: chunks.join('') };
}

const bearer = (user: TestUser) => ({ 'x-markk-authorization': `Bearer ${user.accessToken}` });

async function creditsUsed(userId: string): Promise<number> {
  const { data } = await db().entities.aiUsage.get({ userId, month: month() }).go();
  return data?.credits ?? 0;
}

describe('Rewrite with AI on the local stack (offline writer)', () => {
  it('streams the rewrite of the saved draft in separate chunks, spends one credit and saves nothing', async () => {
    const owner = await ownerWithDraft();
    const res = await rewrite(stackUrl(), owner.item.id, { instruction: 'Add a call to action' }, bearer(owner));
    expect(res.status).toBe(200);
    expect(res.contentType).toBe('text/plain; charset=utf-8');
    expect(res.chunks.length).toBeGreaterThan(1);
    const expected = rewriteOffline({ brand: cafeBrand, instruction: 'Add a call to action', type: 'post', title: owner.item.title, body: POST });
    expect(res.text).toBe(expected);
    expect(res.text).toContain("Pop in to Corner Café this week — we'd love to welcome you. #CornerCafé");
    expect(await creditsUsed(owner.userId)).toBe(1);
    expect(await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId: owner.item.id } })).toEqual(owner.item);
  });

  it("rewrites the user's unsaved edit, not the saved text", async () => {
    const owner = await ownerWithDraft();
    const edit = 'We are open late on Fridays. Come and try our new oat latte. It is the best way to end the week. #CornerCafé';
    const res = await rewrite(stackUrl(), owner.item.id, { instruction: 'More playful', body: edit }, bearer(owner));
    expect(res.status).toBe(200);
    expect(res.text).toBe(
      // The audience by its short phrase ("busy parents"), never the whole answer pasted back.
      "We're open late on Fridays! Come and try our new oat latte. It's the best way to end the week. Trust us, Corner Café is the happiest stop for busy parents! ✨ #CornerCafé",
    );
  });

  it("another user's draft is 404, and costs them nothing", async () => {
    const owner = await ownerWithDraft();
    const other = await newUser();
    const res = await rewrite(stackUrl(), owner.item.id, { instruction: 'Shorter' }, bearer(other));
    expect(res.status).toBe(404);
    expect(JSON.parse(res.text)).toEqual({ message: 'Content not found.' });
    expect(await creditsUsed(await userIdOf(other))).toBe(0);
    expect(await creditsUsed(owner.userId)).toBe(0);
  });

  it('no token, or the token only in Authorization, is 401', async () => {
    const owner = await ownerWithDraft();
    const refused: Record<string, string>[] = [{}, { authorization: `Bearer ${owner.accessToken}` }, { 'x-markk-authorization': `Bearer ${owner.idToken}` }];
    for (const headers of refused) {
      const res = await rewrite(stackUrl(), owner.item.id, { instruction: 'Shorter' }, headers);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.text)).toEqual({ message: 'Please sign in to continue.' });
    }
    expect(await creditsUsed(owner.userId)).toBe(0);
  });

  it('refuses an empty instruction with 400 before spending anything', async () => {
    const owner = await ownerWithDraft();
    const res = await rewrite(stackUrl(), owner.item.id, { instruction: '   ' }, bearer(owner));
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toEqual({ message: 'Say how the text should be rewritten, for example "Shorter".' });
    expect(await creditsUsed(owner.userId)).toBe(0);
  });

  it("on the Growth plan, the month's 21st rewrite is refused with 402 and the upgrade message", async () => {
    const owner = await ownerWithDraft();
    await db().entities.aiUsage.update({ userId: owner.userId, month: month() }).add({ credits: 20 }).go();
    const res = await rewrite(stackUrl(), owner.item.id, { instruction: 'Shorter' }, bearer(owner));
    expect(res.status).toBe(402);
    expect(JSON.parse(res.text)).toEqual({ message: UPGRADE_MESSAGES.aiCredits });
    expect(await creditsUsed(owner.userId)).toBe(20);
  });

  it('is not an HTTP API route: /api answers 404', async () => {
    const owner = await ownerWithDraft();
    const res = await fetch(`${stackUrl()}/api/content-items/${owner.item.id}/rewrite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ instruction: 'Shorter' }),
    });
    expect(res.status).toBe(404);
  });
});

describe('Rewrite with AI with an OpenAI-compatible server streaming', () => {
  // The stack's handlers run in its own process with the offline writer; this file serves the
  // same streamed routes (the local gateway, the same handler module and emulators) from its
  // own process, configured for the fake server.
  let fake: FakeOpenAi;
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ streamPauseMs: 40 });
    process.env.OPENAI_API_KEY = 'sk-test-not-a-real-key';
    process.env.OPENAI_BASE_URL = fake.url;
    resetConfig();
    const stream = createStreamGateway({ root });
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        void stream(req, res, url.pathname.slice('/stream'.length), url.search.slice(1), Buffer.concat(chunks).toString());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    delete process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_BASE_URL;
    resetConfig();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await fake.close();
  });

  it("streams the model's text as it arrives, from a prompt with the brand, the instruction and the user's text", async () => {
    const owner = await ownerWithDraft();
    const edit = 'Our new oat latte is here. Come and try it this week.';
    const res = await rewrite(base, owner.item.id, { instruction: 'More professional', body: edit }, bearer(owner));
    expect(res.status).toBe(200);
    expect(res.text).toBe(fakeRewrite('More professional'));
    expect(res.chunks.length).toBeGreaterThan(1);
    const request = fake.requests.at(-1)!;
    expect(request.stream).toBe(true);
    const prompt = request.messages!.find((m) => m.role === 'user')!.content;
    expect(prompt).toContain('Brand: Corner Café');
    expect(prompt).toContain('Main goal: Get more weekday morning customers');
    expect(prompt).toContain('Instruction: More professional');
    expect(prompt).toContain(`Text to rewrite:\n${edit}`);
    expect(await creditsUsed(owner.userId)).toBe(1);
  });

  it('answers 503 when the AI refuses, and gives the credit back', async () => {
    const owner = await ownerWithDraft();
    fake.failNext('rewrite', 'http401');
    const res = await rewrite(base, owner.item.id, { instruction: 'Shorter' }, bearer(owner));
    expect(res.status).toBe(503);
    expect(JSON.parse(res.text)).toEqual({ message: AI_UNAVAILABLE });
    expect(await creditsUsed(owner.userId)).toBe(0);
  });
});
