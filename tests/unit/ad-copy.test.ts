// Ad copy for a campaign: the offline writer across kinds of business (every field within its
// limit, at least three distinct headlines, keywords naming the trade and the place, nothing cut
// mid-word), the contract's messages for an edit over a limit, the CSV for Google Ads Editor, and
// the model's answers fitted to the limits (against the local OpenAI-compatible fake).
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdSet,
  GOOGLE_DESCRIPTIONS_MIN,
  GOOGLE_HEADLINES_MAX,
  GOOGLE_HEADLINES_MIN,
  META_CTA_VALUES,
  META_PRIMARY_TEXT_VISIBLE,
  adSetProblem,
  type AdCopy,
} from '#contracts/ad-copy';
import { adCopyCsv, AD_CSV_HEADER } from '#domain/ad-copy/export';
import { adsFromModel, adsPrompt, writeAds, type AdRequest } from '#lib/ai/ad-copy';
import { writeAdsOffline } from '#lib/ai/offline/ads';
import { AiAnswerError, type BrandBrief } from '#lib/ai/types';
import { resetConfig } from '#lib/config';
import { describeIssues } from '#lib/http';
import { fakeAds, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { withEnv } from '../support/env.ts';

const brand = (name: string, industry: string, mainGoal: string, targetAudience = 'Local families'): BrandBrief => ({
  name,
  industry,
  targetAudience,
  mainGoal,
  platforms: ['Instagram', 'Facebook'],
  toneOfVoice: 'Friendly',
});

const bakery = brand('Harbour Bakery', 'Wedding cake bakery in Harrogate', 'Sell more celebration cakes', 'Couples planning weddings');
const cafe = brand('Corner Café', 'Coffee shop in Didsbury', 'Get more weekday morning customers', 'Busy parents who live nearby');
const plumber = brand('Flow Right', 'Plumber in Leeds', 'Get more quote requests', 'Homeowners');
const accountant = brand('Ledger Lane', 'Accountancy firm for small businesses', 'Win more year-end accounts clients', 'Sole traders');
const maker = brand('Oak & Grain', 'Bespoke furniture maker in York', 'Win more commissions', 'Homeowners who love craft');
const mixed = brand('Bloom & Brew', 'Café and flower shop in Hebden Bridge', 'Get more visitors on weekdays');

const campaign = (goal: string, name = 'Spring open day'): AdRequest['campaign'] => ({ name, goal, startDate: '2027-03-01', endDate: '2027-03-31' });
const request = (b: BrandBrief, goal: string, variant = 'click-1', name?: string): AdRequest => ({ brand: b, campaign: campaign(goal, name), variant });

const CASES: [string, AdRequest, { trade: string; place: string | null }][] = [
  ['a bakery selling wedding cakes', request(bakery, 'Sell more wedding cakes'), { trade: 'wedding cakes', place: 'Harrogate' }],
  ['a café filling weekday mornings', request(cafe, 'More weekday morning customers'), { trade: 'coffee shop', place: 'Didsbury' }],
  ['a plumber after quotes', request(plumber, 'Get more quote requests for boiler repairs'), { trade: 'plumber', place: 'Leeds' }],
  ['an accountant with no place', request(accountant, 'Win more year-end accounts clients'), { trade: 'accountancy firm', place: null }],
  ['a trade Markk has no entry for', request(maker, 'Book more design consultations'), { trade: 'bespoke furniture maker', place: 'York' }],
  ['two trades in one', request(mixed, 'Get more visitors on weekdays'), { trade: 'café and flower shop', place: 'Hebden Bridge' }],
];

const lower = (text: string) => text.toLowerCase();

describe('the offline ad writer', () => {
  it.each(CASES)('writes %s a set with every field within its limit', (_name, ask) => {
    const draft = writeAdsOffline(ask);
    // What the writer gives is exactly what the contract accepts, unchanged.
    expect(AdSet.parse({ ...draft, finalUrl: null })).toEqual({ ...draft, finalUrl: null });
    expect(adSetProblem(draft)).toBeNull();
    expect(draft.google.headlines.length).toBeGreaterThanOrEqual(GOOGLE_HEADLINES_MIN);
    expect(draft.google.headlines.length).toBeLessThanOrEqual(GOOGLE_HEADLINES_MAX);
    expect(new Set(draft.google.headlines.map(lower)).size).toBe(draft.google.headlines.length);
    expect(draft.google.descriptions.length).toBeGreaterThanOrEqual(GOOGLE_DESCRIPTIONS_MIN);
    expect(draft.meta.primaryText.length).toBeLessThanOrEqual(META_PRIMARY_TEXT_VISIBLE);
    expect(META_CTA_VALUES).toContain(draft.meta.callToAction);
    for (const text of [...draft.google.headlines, ...draft.google.descriptions, draft.meta.primaryText, draft.meta.headline, draft.meta.description]) {
      expect(text).not.toMatch(/\{(place|name|when|where|link|date)\}|undefined|null|\s{2}/);
    }
  });

  it.each(CASES)('names the business in %s: its name, trade and place in the ads, trade and place in the keywords', (_name, ask, { trade, place }) => {
    const draft = writeAdsOffline(ask);
    expect(draft.google.headlines).toContain(ask.brand.name);
    expect(draft.keywords.length).toBeGreaterThanOrEqual(5);
    expect(draft.keywords.some((k) => lower(k).includes(trade))).toBe(true);
    if (place) {
      expect(draft.keywords.some((k) => lower(k).includes(trade) && k.includes(place))).toBe(true);
      expect(draft.google.headlines.some((h) => h.includes(place))).toBe(true);
      expect(draft.google.path2).toBe(lower(place).replace(/\s+/g, '-'));
    }
    // A description and the Meta text end with a call to action towards the campaign's goal.
    expect(draft.meta.primaryText).toMatch(/[.!?]$/);
  });

  it("keys the wedding cake campaign's keywords to its own words and the place", () => {
    const draft = writeAdsOffline(request(bakery, 'Sell more wedding cakes'));
    expect(draft.keywords).toContain('wedding cakes Harrogate');
    expect(draft.google.headlines[0]).toBe('Wedding Cakes in Harrogate');
    expect(draft.google.path1).toBe('wedding-cakes');
    expect(draft.meta.callToAction).toBe('ORDER_NOW');
  });

  it("asks for the campaign's action with Meta's button: a quote, a booking, directions to a known place", () => {
    expect(writeAdsOffline(request(plumber, 'Get more quote requests')).meta.callToAction).toBe('GET_QUOTE');
    expect(writeAdsOffline(request(maker, 'Book more design consultations')).meta.callToAction).toBe('BOOK_NOW');
    expect(writeAdsOffline(request(cafe, 'More weekday morning customers')).meta.callToAction).toBe('GET_DIRECTIONS');
    expect(writeAdsOffline(request(accountant, 'Grow our mailing list')).meta.callToAction).toBe('SUBSCRIBE');
  });

  it('writes the same set for the same click, and a different one for a new click', () => {
    const ask = request(cafe, 'More weekday morning customers');
    expect(writeAdsOffline(ask)).toEqual(writeAdsOffline({ ...ask }));
    const sets = ['click-1', 'click-2', 'click-3', 'click-4'].map((variant) => JSON.stringify(writeAdsOffline({ ...ask, variant })));
    expect(new Set(sets).size).toBeGreaterThan(1);
  });

  it('passes over a phrasing that does not fit instead of cutting it: a 200-character name never appears in part', () => {
    const long = 'The Extremely Long Named Artisan Sourdough and Celebration Cake Company of North Yorkshire and the Dales'.padEnd(200, ' Ltd');
    const draft = writeAdsOffline(request(brand(long, 'Bakery in Harrogate', 'Sell more bread'), 'Sell more sourdough'));
    expect(AdSet.safeParse({ ...draft, finalUrl: null }).success).toBe(true);
    expect(draft.google.headlines.length).toBeGreaterThanOrEqual(GOOGLE_HEADLINES_MIN);
    const all = [...draft.google.headlines, ...draft.google.descriptions, draft.meta.primaryText, draft.meta.headline, draft.meta.description];
    for (const text of all) expect(text.includes('The Extremely') ? text.includes(long.trim()) : true).toBe(true);
  });

  it('never starts a field like a spreadsheet formula, whatever the brand is called', () => {
    const draft = writeAdsOffline(request(brand('+Plus Gym', 'Gym in Salford', 'Get more members'), 'Sign up more members'));
    expect(AdSet.safeParse({ ...draft, finalUrl: null }).success).toBe(true);
    expect([...draft.google.headlines, ...draft.keywords].some((text) => text.startsWith('+'))).toBe(false);
  });
});

describe('an edited ad set', () => {
  const valid = { ...writeAdsOffline(request(cafe, 'More weekday morning customers')), finalUrl: 'https://corner-cafe.example/spring' };
  const refusal = (set: unknown) => {
    const parsed = AdSet.safeParse(set, { reportInput: true });
    return parsed.success ? null : describeIssues(parsed.error, 'body');
  };

  it('says which field is over its limit, quoting it and counting it', () => {
    const headline = 'Fresh flat whites every weekday 7am';
    expect(refusal({ ...valid, google: { ...valid.google, headlines: [...valid.google.headlines.slice(0, 3), headline] } })).toBe(
      `Google headlines are at most 30 characters: “${headline}” has ${headline.length}.`,
    );
    expect(refusal({ ...valid, meta: { ...valid.meta, description: 'Open every weekday from seven in the morning' } })).toBe(
      'The Meta description is at most 30 characters: “Open every weekday from seven in the morning” has 44.',
    );
    expect(refusal({ ...valid, meta: { ...valid.meta, primaryText: 'x'.repeat(2201) } })).toBe(
      `The Meta primary text is at most 2,200 characters: “${'x'.repeat(57)}…” has 2201.`,
    );
    expect(refusal({ ...valid, google: { ...valid.google, headlines: valid.google.headlines.slice(0, 2) } })).toBe(
      'Write at least 3 Google headlines: Google needs 3 to show the ad.',
    );
    expect(refusal({ ...valid, google: { ...valid.google, path1: 'coffee/brunch' } })).toBe('A display path cannot contain a slash: Google adds the slashes.');
    expect(refusal({ ...valid, meta: { ...valid.meta, callToAction: 'BUY_A_PONY' } })).toBe("Choose a call to action from Meta's list.");
    expect(refusal({ ...valid, keywords: ['=HYPERLINK("x")'] })).toBe('A keyword cannot start with =, +, - or @.');
    expect(refusal(valid)).toBeNull();
  });

  it('refuses a headline or description said twice, and a second display path without a first', () => {
    const [first] = valid.google.headlines;
    const twice = { ...valid.google, headlines: [...valid.google.headlines.slice(0, 3), ` ${first!.toUpperCase()} `.trim()] };
    expect(adSetProblem(AdSet.parse({ ...valid, google: twice }))).toBe(`Each Google headline must be different: “${first!.toUpperCase()}” is there twice.`);
    expect(adSetProblem(AdSet.parse({ ...valid, google: { ...valid.google, path1: '', path2: 'didsbury' } }))).toBe(
      'Fill in display path 1 before path 2: Google shows path 2 only after path 1.',
    );
  });
});

/** The cells of an RFC 4180 CSV, row by row. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    const next = text[i + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      rows.push([...row, cell]);
      [row, cell] = [[], ''];
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('the CSV for Google Ads Editor', () => {
  const copy: AdCopy = {
    campaignId: 'c'.repeat(32),
    google: {
      headlines: ['Wedding Cakes in Harrogate', 'Harbour Bakery', 'Order Online Today'],
      descriptions: ['Cakes made to order, "any flavour" you like.', 'Order online today, and collect on the day.'],
      path1: 'wedding-cakes',
      path2: 'harrogate',
    },
    meta: { primaryText: 'Not in the CSV.', headline: 'Not in the CSV', description: '', callToAction: 'ORDER_NOW' },
    keywords: ['wedding cakes Harrogate', 'bakery near me'],
    finalUrl: 'https://harbour-bakery.example/weddings?utm_source=google',
    generatedAt: '2027-02-01T10:00:00.000Z',
    editedAt: null,
  };

  it("names its columns as Editor does: the campaign, the ad group, 15 headlines, 4 descriptions, the paths, the final URL, the keywords' match type", () => {
    const [header] = parseCsv(adCopyCsv('Spring weddings', copy));
    expect(header).toEqual([
      'Campaign',
      'Ad group',
      'Ad type',
      ...Array.from({ length: 15 }, (_, i) => `Headline ${i + 1}`),
      ...Array.from({ length: 4 }, (_, i) => `Description ${i + 1}`),
      'Path 1',
      'Path 2',
      'Final URL',
      'Keyword',
      'Criterion Type',
    ]);
    expect(header).toEqual([...AD_CSV_HEADER]);
  });

  it('has one responsive search ad row, then a phrase-match row per keyword, quotes and commas kept', () => {
    const csv = adCopyCsv('Spring weddings', copy);
    expect(csv.endsWith('\r\n')).toBe(true);
    const [header, ad, ...keywords] = parseCsv(csv);
    const cells = (row: string[]) => Object.fromEntries(header!.map((column, i) => [column, row[i]]));
    expect(cells(ad!)).toMatchObject({
      Campaign: 'Spring weddings',
      'Ad group': 'Spring weddings',
      'Ad type': 'Responsive search ad',
      'Headline 1': 'Wedding Cakes in Harrogate',
      'Headline 3': 'Order Online Today',
      'Headline 4': '',
      'Description 1': 'Cakes made to order, "any flavour" you like.',
      'Description 2': 'Order online today, and collect on the day.',
      'Description 3': '',
      'Path 1': 'wedding-cakes',
      'Path 2': 'harrogate',
      'Final URL': 'https://harbour-bakery.example/weddings?utm_source=google',
      Keyword: '',
    });
    expect(keywords.map(cells)).toEqual([
      expect.objectContaining({
        Campaign: 'Spring weddings',
        'Ad group': 'Spring weddings',
        'Ad type': '',
        'Headline 1': '',
        Keyword: 'wedding cakes Harrogate',
        'Criterion Type': 'Phrase',
      }),
      expect.objectContaining({ Keyword: 'bakery near me', 'Criterion Type': 'Phrase' }),
    ]);
  });
});

describe('ad copy from the model', () => {
  let fake: FakeOpenAi;
  let client: OpenAI;
  const ask = request(bakery, 'Sell more wedding cakes');

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    client = new OpenAI({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0 });
  });

  afterAll(async () => {
    await fake.close();
  });

  it('asks with the brand, the campaign and every limit, and takes a usable answer', async () => {
    const prompt = adsPrompt(ask);
    expect(prompt).toContain('Brand: Harbour Bakery');
    expect(prompt).toContain('Campaign: Spring open day');
    expect(prompt).toContain('Sell more wedding cakes');
    expect(prompt).toContain('each at most 30 characters');
    expect(prompt).toContain('at most 90 characters');
    expect(prompt).toContain('"GET_QUOTE"');
    expect(await adsFromModel(client, 'fake-model', ask)).toEqual(fakeAds('Harbour Bakery'));
  });

  it('drops a headline over its limit or said twice, a path over its limit and keywords over theirs, and keeps the rest', async () => {
    const answer = fakeAds('Harbour Bakery');
    fake.replyNext('ads', {
      ...answer,
      google: {
        ...answer.google,
        headlines: [...answer.google.headlines, 'A headline far longer than thirty characters', 'fake headline ONE'],
        path1: 'a-path-far-too-long-for-google',
        path2: 'harrogate',
      },
      keywords: ['wedding cakes Harrogate', 'x'.repeat(81)],
    });
    const draft = await adsFromModel(client, 'fake-model', ask);
    expect(draft.google.headlines).toEqual(answer.google.headlines);
    expect(draft.google.path1).toBe('');
    // Without a first path, the second is not kept either.
    expect(draft.google.path2).toBe('');
    expect(draft.keywords).toEqual(['wedding cakes Harrogate']);
  });

  it('asks again, naming the problem, when too few headlines fit, and takes the second answer', async () => {
    const answer = fakeAds('Harbour Bakery');
    fake.replyNext('ads', { ...answer, google: { ...answer.google, headlines: ['One', 'A headline far longer than thirty characters'] } });
    expect(await adsFromModel(client, 'fake-model', ask)).toEqual(answer);
    const retry = fake.requests.at(-1)!.messages!.at(-1)!.content;
    expect(retry).toContain('only 1 different Google headlines of at most 30 characters; 3 to 15 are needed');
  });

  it('comes from the model when a key is configured, else from the offline writer', async () => {
    // No key unless the case gives one, whatever another file of this worker left set.
    const configured = (env: Record<string, string | undefined>) =>
      withEnv({ TABLE_NAME: 'unit-table', OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined, ...env }, async () => {
        resetConfig();
        try {
          return await writeAds(ask);
        } finally {
          resetConfig();
        }
      });
    expect(await configured({})).toEqual(writeAdsOffline(ask));
    expect(await configured({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url })).toEqual(fakeAds('Harbour Bakery'));
  });

  it('fails with a reason when the answer stays unusable: a Meta headline over its limit twice', async () => {
    const answer = fakeAds('Harbour Bakery');
    const tooLong = { ...answer, meta: { ...answer.meta, headline: 'A Meta headline well over its forty character limit' } };
    fake.replyNext('ads', tooLong);
    fake.replyNext('ads', tooLong);
    const failure = adsFromModel(client, 'fake-model', ask);
    await expect(failure).rejects.toBeInstanceOf(AiAnswerError);
    await expect(failure).rejects.toThrow(/^The AI gave unusable ad copy twice \(.*The Meta headline is at most 40 characters/);
  });
});
