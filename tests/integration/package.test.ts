// The package before Approve & Publish, on the local stack: an edit of one item is kept and
// becomes the approved draft, refused after approval and for another user; regenerating an
// item is free and bounded; "Rewrite with AI" on a package item streams and saves nothing.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '#data/service';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { contentEndpoints } from '#contracts/content';
import { REGENERATIONS_PER_ITEM, generationEndpoints as generation, type GeneratedPackage } from '#contracts/generation';
import * as Generation from '#domain/generation';
import { cafeBrand } from '../support/brand.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';

const month = () => new Date().toISOString().slice(0, 7);

/** A package as the workflow leaves it (written directly, so each test needs no workflow run). */
const pkg: GeneratedPackage = {
  strategy: {
    summary: 'Mornings at Corner Café.',
    pillars: ['Morning coffee', 'Local parents', 'Weekday offers'],
    weeklyPlan: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  },
  posts: [1, 2, 3, 4, 5, 6, 7].map((n) => ({
    title: `Post ${n}`,
    caption: `Caption ${n} about our flat white. #CornerCafé`,
    // The writer may list the caption's hashtags apart as well.
    ...(n === 2 ? { hashtags: ['#CornerCafé', '#FlatWhite'] } : {}),
  })),
  email: { subject: 'This week at Corner Café', body: 'Hello neighbours,\n\nNew pastries on Monday.' },
  blog: { title: 'Why mornings matter', outline: ['Intro'], body: '## Why mornings matter\n\nA good start.', wordCount: 6 },
};

async function ownerWithPackage(): Promise<TestUser & { userId: string; runId: string }> {
  const user = await newUser();
  await callOk(brandKitEndpoints.save, { token: user.accessToken, body: cafeBrand as BrandKitInput });
  const userId = await userIdOf(user);
  const kit = await callOk(brandKitEndpoints.get, { token: user.accessToken });
  const runId = Generation.runIdFor(userId, randomUUID());
  await db()
    .entities.generationRun.create({ userId, runId, brandKitId: kit.brandKit!.id, status: 'succeeded', assembled: true, result: JSON.stringify(pkg) })
    .go();
  return { ...user, userId, runId };
}

async function creditsUsed(userId: string): Promise<number> {
  const { data } = await db().entities.aiUsage.get({ userId, month: month() }).go();
  return data?.credits ?? 0;
}

describe('editing the package before approval', () => {
  it('keeps an edited post and blog post, and Approve & Publish saves the edited text as drafts', async () => {
    const owner = await ownerWithPackage();
    const params = { runId: owner.runId };
    const saved = await callOk(generation.savePackageItem, {
      token: owner.accessToken,
      params,
      body: { item: 'post-2', title: 'Flat white Friday', body: 'Two flat whites for £5 every Friday morning. #CornerCafé' },
    });
    // The edited caption is the post as posted: the hashtags listed apart before are not added back.
    expect(saved.result!.posts[1]).toEqual({ title: 'Flat white Friday', caption: 'Two flat whites for £5 every Friday morning. #CornerCafé' });
    expect(saved.result!.posts[0]).toEqual(pkg.posts[0]);
    await callOk(generation.savePackageItem, {
      token: owner.accessToken,
      params,
      body: { item: 'blog', title: 'Mornings, better', body: '## Mornings\n\nOne two three four.' },
    });

    // Read back as the wizard does after a reload.
    const run = await callOk(generation.get, { token: owner.accessToken, params });
    expect(run.result!.posts[1]!.title).toBe('Flat white Friday');
    // The word count follows the edit, counted as the writer counts it (whitespace-separated).
    expect(run.result!.blog).toMatchObject({ title: 'Mornings, better', wordCount: 6 });

    const { items } = await callOk(generation.approve, { token: owner.accessToken, params });
    expect(items.find((i) => i.id === `${owner.runId}-post-2`)).toMatchObject({
      title: 'Flat white Friday',
      body: 'Two flat whites for £5 every Friday morning. #CornerCafé',
    });
    expect(items.find((i) => i.id === `${owner.runId}-blog`)).toMatchObject({ title: 'Mornings, better', body: '## Mornings\n\nOne two three four.' });
  });

  it('refuses an edit after approval with 409 and leaves the draft as approved', async () => {
    const owner = await ownerWithPackage();
    const params = { runId: owner.runId };
    await callOk(generation.approve, { token: owner.accessToken, params });
    const res = await callApi(generation.savePackageItem, { token: owner.accessToken, params, body: { item: 'post-1', title: 'Late', body: 'Too late.' } });
    expect(res).toEqual({ ok: false, status: 409, body: { message: 'This package has been approved: its items are drafts now. Edit them in Content.' } });
    const draft = await callOk(contentEndpoints.get, { token: owner.accessToken, params: { itemId: `${owner.runId}-post-1` } });
    expect(draft).toMatchObject({ title: 'Post 1', body: pkg.posts[0]!.caption });
  });

  it("another user's run is 404 and stays unchanged; an empty body is refused", async () => {
    const owner = await ownerWithPackage();
    const other = await newUser();
    const params = { runId: owner.runId };
    const res = await callApi(generation.savePackageItem, { token: other.accessToken, params, body: { item: 'email', title: 'Mine now', body: 'x' } });
    expect(res).toEqual({ ok: false, status: 404, body: { message: 'Generation run not found.' } });
    expect((await callApi(generation.savePackageItem, { token: owner.accessToken, params, body: { item: 'email', title: 'Hi', body: '  ' } })).body).toEqual({
      message: 'Write something in the body.',
    });
    expect((await callOk(generation.get, { token: owner.accessToken, params })).result!.email).toEqual(pkg.email);
  });
});

describe('regenerating one item', () => {
  it('writes the post again from another angle without spending an AI credit', async () => {
    const owner = await ownerWithPackage();
    const params = { runId: owner.runId, item: 'post-3' as const };
    const run = await callOk(generation.regenerateItem, { token: owner.accessToken, params });
    const post = run.result!.posts[2]!;
    expect(post.caption).not.toBe(pkg.posts[2]!.caption);
    expect(post.caption.trim().length).toBeGreaterThan(40);
    expect(run.result!.posts.filter((_, i) => i !== 2)).toEqual(pkg.posts.filter((_, i) => i !== 2));
    expect(run.regenerations).toEqual({ 'post-3': 1 });
    expect(await creditsUsed(owner.userId)).toBe(0);
  });

  it(`stops after ${REGENERATIONS_PER_ITEM} regenerations of one item with 409 saying so; other items still regenerate`, async () => {
    const owner = await ownerWithPackage();
    const params = { runId: owner.runId, item: 'email' as const };
    for (let i = 0; i < REGENERATIONS_PER_ITEM; i++) await callOk(generation.regenerateItem, { token: owner.accessToken, params });
    const refused = await callApi(generation.regenerateItem, { token: owner.accessToken, params });
    expect(refused).toEqual({
      ok: false,
      status: 409,
      body: {
        message: `You have regenerated this item ${REGENERATIONS_PER_ITEM} times, the most for one item. Edit it in place or use Rewrite with AI instead.`,
      },
    });
    const blog = await callOk(generation.regenerateItem, { token: owner.accessToken, params: { runId: owner.runId, item: 'blog' } });
    expect(blog.regenerations).toEqual({ email: REGENERATIONS_PER_ITEM, blog: 1 });
    expect(blog.result!.blog.wordCount).toBeGreaterThanOrEqual(1200);
    expect(await creditsUsed(owner.userId)).toBe(0);
  });

  it('refuses an unknown item with 400 and an approved run with 409', async () => {
    const owner = await ownerWithPackage();
    const bad = await callApi(generation.regenerateItem, { token: owner.accessToken, params: { runId: owner.runId, item: 'post-8' as 'post-1' } });
    expect(bad.status).toBe(400);
    await callOk(generation.approve, { token: owner.accessToken, params: { runId: owner.runId } });
    expect((await callApi(generation.regenerateItem, { token: owner.accessToken, params: { runId: owner.runId, item: 'post-1' } })).status).toBe(409);
  });
});

describe('Rewrite with AI on a package item', () => {
  it('streams a rewrite of the edited text, spends one credit and changes nothing', async () => {
    const owner = await ownerWithPackage();
    const res = await fetch(`${stackUrl()}/stream/generation-runs/${owner.runId}/items/post-1/rewrite`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-markk-authorization': `Bearer ${owner.accessToken}` },
      body: JSON.stringify({ instruction: 'Add a call to action', body: 'Our flat white is back. #CornerCafé' }),
    });
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toContain('flat white');
    expect(text).not.toBe('Our flat white is back. #CornerCafé');
    expect(await creditsUsed(owner.userId)).toBe(1);
    expect((await callOk(generation.get, { token: owner.accessToken, params: { runId: owner.runId } })).result).toEqual(pkg);
  });
});
