// Content drafts after Approve & Publish, on the local stack: delete frees a library slot and
// is owner-only, drafts are in the global search, the dashboard counts them by type and the
// notification says they are ready.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '#data/service';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { chatEndpoints } from '#contracts/chat';
import { contentEndpoints } from '#contracts/content';
import { dashboardEndpoints as dashboard } from '#contracts/dashboard';
import { generationEndpoints as generation, type GeneratedPackage } from '#contracts/generation';
import * as Generation from '#domain/generation';
import { cafeBrand } from '../support/brand.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

const tag = () => randomUUID().slice(0, 8);

function packageNamed(word: string): GeneratedPackage {
  return {
    strategy: { summary: 'Plan.', pillars: ['A', 'B', 'C'], weeklyPlan: ['Mon'] },
    posts: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ title: `${word} post ${n}`, caption: `Caption ${n}` })),
    email: { subject: `${word} newsletter`, body: 'Hello.' },
    blog: { title: `${word} blog`, outline: ['Intro'], body: '## Intro\n\nText.', wordCount: 2 },
  };
}

/** A user whose package (titles carrying `word`) was approved into 9 drafts. */
async function ownerWithDrafts(word = tag()): Promise<TestUser & { userId: string; runId: string; word: string }> {
  const user = await newUser();
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  const userId = await userIdOf(user);
  const kit = await callOk(brandKitEndpoints.get, { token: user.accessToken });
  const runId = Generation.runIdFor(userId, randomUUID());
  await db()
    .entities.generationRun.create({
      userId,
      runId,
      brandKitId: kit.brandKit!.id,
      status: 'succeeded',
      assembled: true,
      result: JSON.stringify(packageNamed(word)),
    })
    .go();
  await callOk(generation.approve, { token: user.accessToken, params: { runId } });
  return { ...user, userId, runId, word };
}

const libraryAssets = async (userId: string) => (await db().entities.userStats.get({ userId }).go({ consistent: true })).data?.libraryAssets;

describe('deleting a draft', () => {
  it('removes the draft and gives its library slot back', async () => {
    const owner = await ownerWithDrafts();
    expect(await libraryAssets(owner.userId)).toBe(9);
    const itemId = `${owner.runId}-post-4`;
    expect(await callOk(contentEndpoints.delete, { token: owner.accessToken, params: { itemId } })).toEqual({ id: itemId });
    const { items } = await callOk(contentEndpoints.list, { token: owner.accessToken });
    expect(items).toHaveLength(8);
    expect(items.map((i) => i.id)).not.toContain(itemId);
    expect(await libraryAssets(owner.userId)).toBe(8);
    expect(await callApi(contentEndpoints.get, { token: owner.accessToken, params: { itemId } })).toEqual({
      ok: false,
      status: 404,
      body: { message: 'Content not found.' },
    });
    // Deleting it again is a 404 and takes no second slot back.
    expect((await callApi(contentEndpoints.delete, { token: owner.accessToken, params: { itemId } })).status).toBe(404);
    expect(await libraryAssets(owner.userId)).toBe(8);
  });

  it('a Growth user at 18 of 20 can approve a third package after deleting 7 drafts', async () => {
    const owner = await ownerWithDrafts();
    const kit = await callOk(brandKitEndpoints.get, { token: owner.accessToken });
    const second = Generation.runIdFor(owner.userId, randomUUID());
    const third = Generation.runIdFor(owner.userId, randomUUID());
    for (const runId of [second, third]) {
      await db()
        .entities.generationRun.create({
          userId: owner.userId,
          runId,
          brandKitId: kit.brandKit!.id,
          status: 'succeeded',
          assembled: true,
          result: JSON.stringify(packageNamed('more')),
        })
        .go();
    }
    await callOk(generation.approve, { token: owner.accessToken, params: { runId: second } });
    expect((await callApi(generation.approve, { token: owner.accessToken, params: { runId: third } })).status).toBe(402);
    for (let n = 1; n <= 7; n++) await callOk(contentEndpoints.delete, { token: owner.accessToken, params: { itemId: `${owner.runId}-post-${n}` } });
    expect(await libraryAssets(owner.userId)).toBe(11);
    expect((await callOk(generation.approve, { token: owner.accessToken, params: { runId: third } })).items).toHaveLength(9);
    expect(await libraryAssets(owner.userId)).toBe(20);
  });

  it("another user's draft is 404 and stays", async () => {
    const owner = await ownerWithDrafts();
    const other = await newUser();
    const itemId = `${owner.runId}-email`;
    expect(await callApi(contentEndpoints.delete, { token: other.accessToken, params: { itemId } })).toEqual({
      ok: false,
      status: 404,
      body: { message: 'Content not found.' },
    });
    expect(await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId } })).toMatchObject({ id: itemId });
    expect(await libraryAssets(owner.userId)).toBe(9);
  });
});

describe('drafts on the dashboard and in search', () => {
  it('the dashboard counts drafts by type, and the notification says they are ready in Content', async () => {
    const owner = await ownerWithDrafts();
    const summary = await callOk(dashboard.summary, { token: owner.accessToken, query: {} });
    expect(summary.drafts).toEqual({ post: 7, email: 1, blog: 1, doc: 0, total: 9 });
    expect(summary.notifications[0]).toMatchObject({ title: 'Your drafts are ready', message: 'Your 9 drafts are ready in Content.' });
    expect(summary.notifications.map((n) => n.message).join(' ')).not.toContain('waiting for your approval');
    const fresh = await newUser();
    expect((await callOk(dashboard.summary, { token: fresh.accessToken, query: {} })).drafts).toEqual({ post: 0, email: 0, blog: 0, doc: 0, total: 0 });
  });

  it('a document made from a chat reply has its own count, so the types add up to the total', async () => {
    const owner = await ownerWithDrafts();
    await callOk(chatEndpoints.createDoc, { token: owner.accessToken, body: { content: 'Three autumn offers for the café.', request_id: randomUUID() } });
    const { drafts } = await callOk(dashboard.summary, { token: owner.accessToken, query: {} });
    expect(drafts).toEqual({ post: 7, email: 1, blog: 1, doc: 1, total: 10 });
  });

  it('reads the counts from the counters the writes keep, never by counting the library; an account from before them is counted once', async () => {
    const owner = await ownerWithDrafts();
    const { items } = await callOk(contentEndpoints.list, { token: owner.accessToken });
    await callOk(contentEndpoints.delete, { token: owner.accessToken, params: { itemId: items.find((i) => i.type === 'post')!.id } });
    const stats = (await db().entities.userStats.get({ userId: owner.userId }).go({ consistent: true })).data!;
    expect(stats).toMatchObject({ draftsCounted: true, draftsPost: 6, draftsEmail: 1, draftsBlog: 1, libraryAssets: 8 });
    // The counters, not the items, are what the dashboard shows (here set apart from them on purpose).
    await db().entities.userStats.update({ userId: owner.userId }).set({ draftsPost: 40 }).go();
    expect((await callOk(dashboard.summary, { token: owner.accessToken, query: {} })).drafts).toMatchObject({ post: 40, total: 42 });
    // Without counters by type (an account from before them), the items are counted once and the counts kept.
    await db().entities.userStats.update({ userId: owner.userId }).remove(['draftsCounted', 'draftsPost', 'draftsEmail', 'draftsBlog', 'draftsDoc']).go();
    expect((await callOk(dashboard.summary, { token: owner.accessToken, query: {} })).drafts).toEqual({ post: 6, email: 1, blog: 1, doc: 0, total: 8 });
    expect((await db().entities.userStats.get({ userId: owner.userId }).go({ consistent: true })).data).toMatchObject({ draftsCounted: true, draftsPost: 6 });
  });

  it("global search finds the caller's drafts by title, case-insensitively, and never another user's", async () => {
    const word = `Brunch${tag()}`;
    const owner = await ownerWithDrafts(word);
    const other = await newUser();
    const found = await callOk(dashboard.search, { token: owner.accessToken, query: { q: `${word.toLowerCase()} NEWSLETTER` } });
    expect(found.content).toEqual([{ itemId: `${owner.runId}-email`, title: `${word} newsletter`, type: 'email' }]);
    const posts = await callOk(dashboard.search, { token: owner.accessToken, query: { q: `${word} post` } });
    expect(posts.content).toHaveLength(5);
    expect((await callOk(dashboard.search, { token: other.accessToken, query: { q: word } })).content).toEqual([]);
  });
});
