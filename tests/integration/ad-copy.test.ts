// A campaign's ad copy against the local stack: a Premium owner generates it from the brand kit
// and the campaign (one set however often the same click is sent, one AI credit), reads it,
// edits it (a field over its limit refused with its limit, nothing saved) and exports it as a
// CSV for Google Ads Editor; a regenerate replaces the set; a Free owner is told it is Premium;
// another owner's campaign is not found; no brand kit and no final URL are told what to do.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { AD_COPY_MESSAGES, AdSet, adCopyEndpoints as ads, type AdCopy, type UpdateAdCopyBody } from '#contracts/ad-copy';
import { CAMPAIGN_MESSAGES, campaignEndpoints as campaigns, type CreateCampaignBody } from '#contracts/campaigns';
import { cafeBrand } from '../support/brand.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

let owner: TestUser;
let other: TestUser;
let free: TestUser;

const bakery: BrandKitInput = {
  ...cafeBrand,
  name: 'Harbour Bakery',
  industry: 'Wedding cake bakery in Harrogate',
  targetAudience: 'Couples planning weddings',
  mainGoal: 'Sell more celebration cakes',
} as BrandKitInput;

beforeAll(async () => {
  [owner, other, free] = await Promise.all([
    newUser({ fullName: 'Ada Adcopy', companyName: 'Harbour Bakery' }),
    newUser({ fullName: 'Otto Other' }),
    newUser({ fullName: 'Fran Free' }),
  ]);
  await Promise.all([
    ...[owner, other].map((u) => callOk(billingEndpoints.localPay, { token: u.accessToken, body: { tier: 'premium' } })),
    callOk(brandKitEndpoints.save, { token: owner.accessToken, body: bakery }),
    callOk(brandKitEndpoints.save, { token: free.accessToken, body: bakery }),
  ]);
});

const weddings = (overrides: Partial<CreateCampaignBody> = {}): CreateCampaignBody => ({
  name: 'Spring weddings',
  goal: 'Sell more wedding cakes',
  startDate: '2027-03-01',
  endDate: '2027-03-31',
  networks: ['instagram', 'facebook'],
  landingUrl: 'https://harbour-bakery.example/weddings',
  requestId: randomUUID(),
  ...overrides,
});

const campaignOf = async (user: TestUser, overrides: Partial<CreateCampaignBody> = {}) =>
  (await callOk(campaigns.create, { token: user.accessToken, body: weddings(overrides) })).id;

const generate = (user: TestUser, campaignId: string, requestId = randomUUID()) =>
  callApi(ads.generate, { token: user.accessToken, params: { campaignId }, body: { requestId } });

const creditsUsed = async (user: TestUser) => (await callOk(billingEndpoints.usage, { token: user.accessToken })).aiCredits.used;

/** The set as the owner would send it back from the page (a copy: editing it leaves `copy` as it was). */
const editable = (copy: AdCopy): UpdateAdCopyBody =>
  structuredClone({ google: copy.google, meta: copy.meta, keywords: copy.keywords, finalUrl: copy.finalUrl });

describe('a Free owner', () => {
  it('is told ad copy is part of Premium (402) whatever the campaign', async () => {
    const campaignId = 'f'.repeat(32);
    const replies = await Promise.all([
      generate(free, campaignId),
      callApi(ads.update, {
        token: free.accessToken,
        params: { campaignId },
        body: {
          google: { headlines: ['One', 'Two', 'Three'], descriptions: ['First.', 'Second.'] },
          meta: { primaryText: 'Hello.', headline: 'Hi', callToAction: 'LEARN_MORE' },
        },
      }),
    ]);
    for (const reply of replies) expect(reply).toEqual({ ok: false, status: 402, body: { message: CAMPAIGN_MESSAGES.premium } });
  });
});

describe('a Premium owner', () => {
  it('generates ad copy from the brand kit and the campaign, reads it, edits it and exports it for Google Ads Editor', async () => {
    const campaignId = await campaignOf(owner);
    const params = { campaignId };
    expect(await callApi(ads.get, { token: owner.accessToken, params })).toMatchObject({ status: 404, body: { message: AD_COPY_MESSAGES.noAdCopy } });

    const made = await generate(owner, campaignId);
    expect(made.status).toBe(201);
    const copy = made.body as AdCopy;
    // Every field within its limit, as an edit would be checked.
    expect(AdSet.safeParse(editable(copy)).success).toBe(true);
    expect(copy).toMatchObject({ campaignId, finalUrl: 'https://harbour-bakery.example/weddings', editedAt: null });
    expect(copy.google.headlines).toContain('Harbour Bakery');
    expect(copy.keywords).toContain('wedding cakes Harrogate');
    expect(await callOk(ads.get, { token: owner.accessToken, params })).toEqual(copy);

    const edited = editable(copy);
    edited.google.headlines = ['Wedding Cakes Made to Order', ...copy.google.headlines.slice(1, 4)];
    edited.meta = { ...copy.meta, description: '', callToAction: 'BOOK_NOW' };
    edited.keywords = ['wedding cakes Harrogate', 'Wedding Cakes Harrogate', 'tasting appointment Harrogate'];
    const saved = await callOk(ads.update, { token: owner.accessToken, params, body: edited });
    expect(saved).toMatchObject({
      google: { headlines: edited.google.headlines, descriptions: copy.google.descriptions },
      meta: { description: '', callToAction: 'BOOK_NOW' },
      // A keyword said twice is kept once.
      keywords: ['wedding cakes Harrogate', 'tasting appointment Harrogate'],
      generatedAt: copy.generatedAt,
      editedAt: expect.any(String),
    });
    expect(await callOk(ads.get, { token: owner.accessToken, params })).toEqual(saved);

    const file = await callOk(ads.exportCsv, { token: owner.accessToken, params });
    expect(file).toMatchObject({ filename: 'spring-weddings-google-ads.csv', contentType: 'text/csv; charset=utf-8' });
    const [header, ad, ...keywordRows] = file.body.trimEnd().split('\r\n');
    expect(header).toMatch(
      /^"Campaign","Ad group","Ad type","Headline 1",.*"Headline 15","Description 1",.*"Description 4","Path 1","Path 2","Final URL","Keyword","Criterion Type"$/,
    );
    expect(ad).toContain('"Spring weddings","Spring weddings","Responsive search ad","Wedding Cakes Made to Order"');
    expect(ad).toContain('"https://harbour-bakery.example/weddings"');
    expect(keywordRows).toHaveLength(2);
    expect(keywordRows[1]).toMatch(/^"Spring weddings","Spring weddings",.*"tasting appointment Harrogate","Phrase"$/);
  });

  it('refuses an edit over a limit with the limit and the text, and keeps the set as it was', async () => {
    const campaignId = await campaignOf(owner);
    const copy = (await generate(owner, campaignId)).body as AdCopy;
    const params = { campaignId };
    const tooLong = 'Fresh wedding cakes from Harrogate';
    const over = editable(copy);
    over.google.headlines = [tooLong, ...copy.google.headlines.slice(1)];
    expect(await callApi(ads.update, { token: owner.accessToken, params, body: over })).toEqual({
      ok: false,
      status: 400,
      body: { message: `Google headlines are at most 30 characters: “${tooLong}” has 34.` },
    });
    const twice = editable(copy);
    twice.google.headlines = [copy.google.headlines[1]!, ...copy.google.headlines.slice(1)];
    expect(await callApi(ads.update, { token: owner.accessToken, params, body: twice })).toMatchObject({
      status: 400,
      body: { message: `Each Google headline must be different: “${copy.google.headlines[1]}” is there twice.` },
    });
    expect(await callOk(ads.get, { token: owner.accessToken, params })).toEqual(copy);
  });

  it('writes one set, for one AI credit, however often the same click is sent; a new click replaces it', async () => {
    const campaignId = await campaignOf(owner);
    const before = await creditsUsed(owner);
    const requestId = randomUUID();
    const replies = await Promise.all(Array.from({ length: 4 }, () => generate(owner, campaignId, requestId)));
    expect(replies.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const [first] = replies;
    for (const reply of replies) expect(reply.body).toEqual(first!.body);
    expect(await callOk(ads.get, { token: owner.accessToken, params: { campaignId } })).toEqual(first!.body);
    expect(await creditsUsed(owner)).toBe(before + 1);

    // A retry after the answer, too, is the same set.
    expect((await generate(owner, campaignId, requestId)).body).toEqual(first!.body);
    const again = await generate(owner, campaignId);
    expect(again.status).toBe(201);
    expect((again.body as AdCopy).generatedAt > (first!.body as AdCopy).generatedAt).toBe(true);
    expect(await callOk(ads.get, { token: owner.accessToken, params: { campaignId } })).toEqual(again.body);
    expect(await creditsUsed(owner)).toBe(before + 2);
  });

  it('is told to add a final URL before exporting a set without one', async () => {
    const campaignId = await campaignOf(owner, { landingUrl: null });
    const copy = (await generate(owner, campaignId)).body as AdCopy;
    expect(copy.finalUrl).toBeNull();
    const params = { campaignId };
    expect(await callApi(ads.exportCsv, { token: owner.accessToken, params })).toEqual({
      ok: false,
      status: 409,
      body: { message: AD_COPY_MESSAGES.noFinalUrl },
    });
    await callOk(ads.update, { token: owner.accessToken, params, body: { ...editable(copy), finalUrl: 'https://harbour-bakery.example/' } });
    expect((await callOk(ads.exportCsv, { token: owner.accessToken, params })).body).toContain('"https://harbour-bakery.example/"');
  });

  it('is told to set up a brand kit first, and nothing is written', async () => {
    const campaignId = await campaignOf(other);
    expect(await generate(other, campaignId)).toEqual({ ok: false, status: 409, body: { message: AD_COPY_MESSAGES.noBrandKit } });
    expect((await callApi(ads.get, { token: other.accessToken, params: { campaignId } })).status).toBe(404);
  });

  it("does not find another owner's campaign to generate, read, edit or export its ad copy", async () => {
    const campaignId = await campaignOf(owner);
    const copy = (await generate(owner, campaignId)).body as AdCopy;
    const params = { campaignId };
    const replies = await Promise.all([
      generate(other, campaignId),
      callApi(ads.get, { token: other.accessToken, params }),
      callApi(ads.update, { token: other.accessToken, params, body: editable(copy) }),
      callApi(ads.exportCsv, { token: other.accessToken, params }),
    ]);
    for (const reply of replies) expect(reply).toEqual({ ok: false, status: 404, body: { message: CAMPAIGN_MESSAGES.notFound } });
    expect(await callOk(ads.get, { token: owner.accessToken, params })).toEqual(copy);
  });
});
