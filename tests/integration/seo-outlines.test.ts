// SEO outlines against the local stack: a Premium owner writes an outline for a topic (every
// limited field within its limit, the questions people ask, link ideas to their own blog drafts),
// lists it, reads it, writes it into a blog draft in the content library (the outline's title,
// its H2s, an FAQ) and deletes it; the same click sent twice makes one outline and one draft, for
// one AI credit each; a Free owner is told it is Premium; another owner's outline and campaign are
// not found; a bad topic and a missing brand kit are told what to do.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { CAMPAIGN_MESSAGES, campaignEndpoints as campaigns } from '#contracts/campaigns';
import { contentEndpoints as content, type ContentItem } from '#contracts/content';
import { BAD_PAGE } from '#data/paging';
import {
  SEO_META_MAX,
  SEO_OUTLINE_MESSAGES,
  SEO_TITLE_MAX,
  SeoOutlineDraft,
  seoOutlineEndpoints as outlines,
  type CreateSeoOutlineBody,
  type SeoOutline,
} from '#contracts/seo-outlines';
import { cafeBrand } from '../support/brand.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

let owner: TestUser;
let other: TestUser;
let free: TestUser;
let noKit: TestUser;

/** A wedding cake bakery with a place: its outlines name its cakes and Harrogate. */
const bakery = {
  ...cafeBrand,
  name: 'Harbour Bakery',
  industry: 'Wedding cake bakery in Harrogate',
  targetAudience: 'Couples planning weddings',
} as BrandKitInput;

beforeAll(async () => {
  [owner, other, free, noKit] = await Promise.all([
    newUser({ fullName: 'Sam Seo', companyName: 'Harbour Bakery' }),
    newUser({ fullName: 'Otto Other' }),
    newUser({ fullName: 'Fran Free' }),
    newUser({ fullName: 'Nia Nokit' }),
  ]);
  await Promise.all([
    ...[owner, other, noKit].map((u) => callOk(billingEndpoints.localPay, { token: u.accessToken, body: { tier: 'premium' } })),
    ...[owner, other, free].map((u) => callOk(brandKitEndpoints.save, { token: u.accessToken, body: bakery })),
  ]);
});

const create = (user: TestUser, body: Partial<CreateSeoOutlineBody> = {}) =>
  callApi(outlines.create, { token: user.accessToken, body: { topic: 'How to choose a wedding cake', requestId: randomUUID(), ...body } });
const writeDraft = (user: TestUser, outlineId: string, requestId = randomUUID()) =>
  callApi(outlines.writeDraft, { token: user.accessToken, params: { outlineId }, body: { requestId } });
const created = async (user: TestUser, body: Partial<CreateSeoOutlineBody> = {}) => {
  const reply = await create(user, body);
  if (!reply.ok) throw new Error(`Create answered ${reply.status}: ${reply.body.message}`);
  return reply.body;
};
const creditsUsed = async (user: TestUser) => (await callOk(billingEndpoints.usage, { token: user.accessToken })).aiCredits.used;
const drafts = async (user: TestUser) => (await callOk(content.list, { token: user.accessToken })).items;

describe('a Free owner', () => {
  it('is told SEO outlines are part of Premium (402) for an outline and for "Write it", and still lists theirs', async () => {
    const replies = await Promise.all([create(free), writeDraft(free, 'f'.repeat(32))]);
    for (const reply of replies) expect(reply).toEqual({ ok: false, status: 402, body: { message: SEO_OUTLINE_MESSAGES.premium } });
    expect(await callOk(outlines.list, { token: free.accessToken, query: {} })).toEqual({ outlines: [], cursor: null });
  });
});

describe('a Premium owner', () => {
  it('writes an outline, lists it, reads it, writes it into a blog draft and deletes it', async () => {
    const made = await create(owner, { topic: '  How to choose a   wedding cake ' });
    expect(made.status).toBe(201);
    const outline = made.body as SeoOutline;
    // Every limited field within its limit, as the writer's own schema checks it.
    expect(SeoOutlineDraft.safeParse(outline).success).toBe(true);
    expect(outline.title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    expect(outline.metaDescription.length).toBeLessThanOrEqual(SEO_META_MAX);
    expect(outline).toMatchObject({ topic: 'How to choose a wedding cake', campaignId: null, draftItemId: null });
    expect(outline.metaDescription).toContain('Harbour Bakery');
    expect(outline.sections.length).toBeGreaterThanOrEqual(4);
    for (const question of outline.questions) expect(question.endsWith('?')).toBe(true);
    expect(outline.targetPhrases.some((phrase) => phrase.includes('Harrogate'))).toBe(true);

    const { outlines: listed } = await callOk(outlines.list, { token: owner.accessToken, query: {} });
    expect(listed[0]).toEqual({
      id: outline.id,
      topic: outline.topic,
      title: outline.title,
      campaignId: null,
      draftItemId: null,
      createdAt: outline.createdAt,
    });
    expect(await callOk(outlines.get, { token: owner.accessToken, params: { outlineId: outline.id } })).toEqual(outline);

    const written = await writeDraft(owner, outline.id);
    expect(written.status).toBe(201);
    const draft = written.body as ContentItem;
    expect(draft).toMatchObject({ type: 'blog', title: outline.title, status: 'draft' });
    const inLibrary = (await drafts(owner)).find((item) => item.id === draft.id);
    expect(inLibrary).toMatchObject({ type: 'blog', title: outline.title });
    const lines = inLibrary!.body.split('\n');
    for (const section of outline.sections) expect(lines).toContain(`## ${section.heading}`);
    expect(lines).toContain('## Frequently asked questions');
    for (const question of outline.questions) expect(lines).toContain(`### ${question}`);
    expect((await callOk(outlines.get, { token: owner.accessToken, params: { outlineId: outline.id } })).draftItemId).toBe(draft.id);

    expect(await callOk(outlines.delete, { token: owner.accessToken, params: { outlineId: outline.id } })).toEqual({ id: outline.id });
    expect(await callApi(outlines.get, { token: owner.accessToken, params: { outlineId: outline.id } })).toEqual({
      ok: false,
      status: 404,
      body: { message: SEO_OUTLINE_MESSAGES.notFound },
    });
    expect((await callOk(outlines.list, { token: owner.accessToken, query: {} })).outlines.some((o) => o.id === outline.id)).toBe(false);
    // The draft stays in the library.
    expect((await drafts(owner)).some((item) => item.id === draft.id)).toBe(true);
    expect(await callApi(outlines.delete, { token: owner.accessToken, params: { outlineId: outline.id } })).toMatchObject({ status: 404 });
  });

  it('makes one outline and one draft, for one AI credit each, however often the same click is sent', async () => {
    const topic = `Sourdough at home ${randomUUID().slice(0, 6)}`;
    const before = await creditsUsed(owner);
    const requestId = randomUUID();
    const replies = await Promise.all(Array.from({ length: 4 }, () => create(owner, { topic, requestId })));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    for (const reply of replies) expect(reply.body).toEqual(replies[0]!.body);
    const outline = replies[0]!.body as SeoOutline;
    expect((await callOk(outlines.list, { token: owner.accessToken, query: {} })).outlines.filter((o) => o.topic === topic)).toHaveLength(1);
    expect(await creditsUsed(owner)).toBe(before + 1);

    const draftRequest = randomUUID();
    const written = await Promise.all(Array.from({ length: 4 }, () => writeDraft(owner, outline.id, draftRequest)));
    expect(written.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(written.map((r) => (r.body as ContentItem).id));
    expect(ids.size).toBe(1);
    // A retry after the answer, too, is the same draft.
    expect(((await writeDraft(owner, outline.id, draftRequest)).body as ContentItem).id).toBe([...ids][0]);
    expect((await drafts(owner)).filter((item) => item.title === outline.title && item.body.includes(`## ${outline.sections[0]!.heading}`))).toHaveLength(1);
    expect(await creditsUsed(owner)).toBe(before + 2);
  });

  it("suggests internal links to the owner's own blog drafts on the topic", async () => {
    const first = await created(owner, { topic: 'Wedding cake flavours for summer' });
    const draft = (await writeDraft(owner, first.id)).body as ContentItem;
    const second = await created(owner, { topic: 'Choosing wedding cake tiers' });
    expect(second.internalLinks).toContainEqual({ itemId: draft.id, title: draft.title, anchorText: expect.any(String) });
    // Another owner's outline on the same topic never links to this owner's drafts.
    const theirs = await created(other, { topic: 'Choosing wedding cake tiers' });
    expect(theirs.internalLinks).toEqual([]);
  });

  it("writes an outline for one of the owner's campaigns, and not for another owner's", async () => {
    const campaign = await callOk(campaigns.create, {
      token: owner.accessToken,
      body: {
        name: 'Summer weddings',
        goal: 'Book more tastings',
        startDate: '2027-05-01',
        endDate: '2027-06-30',
        networks: ['instagram'],
        requestId: randomUUID(),
      },
    });
    expect((await created(owner, { campaignId: campaign.id })).campaignId).toBe(campaign.id);
    expect(await create(other, { campaignId: campaign.id })).toEqual({ ok: false, status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } });
  });

  it('refuses a missing or long topic with a message, and writes nothing', async () => {
    const before = (await callOk(outlines.list, { token: other.accessToken, query: {} })).outlines.length;
    expect(await create(other, { topic: '   ' })).toEqual({ ok: false, status: 400, body: { message: SEO_OUTLINE_MESSAGES.topicMissing } });
    expect(await create(other, { topic: 'x'.repeat(121) })).toEqual({ ok: false, status: 400, body: { message: 'The topic must be at most 120 characters.' } });
    expect(await create(other, { requestId: 'not-a-uuid' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('requestId must be a UUID.') },
    });
    expect((await callOk(outlines.list, { token: other.accessToken, query: {} })).outlines).toHaveLength(before);
    expect(await callApi(outlines.list, { token: other.accessToken, query: { cursor: 'not-a-page-link' } })).toMatchObject({
      status: 400,
      body: { message: BAD_PAGE },
    });
  });

  it('is told to set up a brand kit first', async () => {
    expect(await create(noKit)).toEqual({ ok: false, status: 409, body: { message: SEO_OUTLINE_MESSAGES.noBrandKit } });
    expect((await callOk(outlines.list, { token: noKit.accessToken, query: {} })).outlines).toEqual([]);
  });

  it("does not find another owner's outline to read, delete or write into a draft", async () => {
    const outline = await created(owner, { topic: 'Cake tasting appointments' });
    const params = { outlineId: outline.id };
    const replies = await Promise.all([
      callApi(outlines.get, { token: other.accessToken, params }),
      callApi(outlines.delete, { token: other.accessToken, params }),
      writeDraft(other, outline.id),
    ]);
    for (const reply of replies) expect(reply).toEqual({ ok: false, status: 404, body: { message: SEO_OUTLINE_MESSAGES.notFound } });
    expect(await callOk(outlines.get, { token: owner.accessToken, params })).toEqual(outline);
  });
});
