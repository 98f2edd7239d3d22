// SEO outlines: the offline writer across kinds of business (every field within its limit by
// construction, the trade or its products named, questions that end with "?", internal links
// only to the owner's drafts that share the topic's words, nothing cut mid-word), its blog draft
// ("Write it": the outline's headings, an FAQ, a call to action), the contract's messages, and
// the model's answers fitted to the limits (against the local OpenAI-compatible fake).
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateSeoOutlineBody,
  SEO_META_MAX,
  SEO_OUTLINE_MESSAGES,
  SEO_PHRASES_MAX,
  SEO_PHRASES_MIN,
  SEO_QUESTIONS_MAX,
  SEO_QUESTIONS_MIN,
  SEO_SECTIONS_MAX,
  SEO_SECTIONS_MIN,
  SEO_TITLE_MAX,
  SeoOutlineDraft,
} from '#contracts/seo-outlines';
import {
  SEO_DRAFT_MIN_WORDS,
  draftFromModel,
  draftPrompt,
  outlineFromModel,
  outlinePrompt,
  writeSeoOutline,
  type SeoOutlineRequest,
} from '#lib/ai/seo-outline';
import { writeSeoDraftOffline } from '#lib/ai/offline/seo-draft';
import { writeSeoOutlineOffline } from '#lib/ai/offline/seo-outline';
import { asQuestion } from '#lib/ai/offline/seo-text';
import { AiAnswerError, countWords, type BrandBrief } from '#lib/ai/types';
import { resetConfig } from '#lib/config';
import { describeIssues } from '#lib/http';
import { fakeSeoOutline, startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';
import { withEnv } from '../support/env.ts';

/** What every brand here shares; each sets its name, trade, goal and (some) customers. */
const kit = { targetAudience: 'Local families', platforms: ['Instagram', 'Facebook'], toneOfVoice: 'Friendly' };
const bakery: BrandBrief = {
  ...kit,
  name: 'Harbour Bakery',
  industry: 'Wedding cake bakery in Harrogate',
  mainGoal: 'Sell more celebration cakes',
  targetAudience: 'Couples planning weddings',
};
const cafe: BrandBrief = { ...kit, name: 'Corner Café', industry: 'Coffee shop in Didsbury', mainGoal: 'Get more weekday morning customers' };
const plumber: BrandBrief = { ...kit, name: 'Flow Right', industry: 'Plumber in Leeds', mainGoal: 'Get more quote requests', targetAudience: 'Homeowners' };
const accountant: BrandBrief = {
  ...kit,
  name: 'Ledger Lane',
  industry: 'Accountancy firm for small businesses',
  mainGoal: 'Win more year-end accounts clients',
};
const gym: BrandBrief = { ...kit, name: 'Iron House', industry: 'Gym in Salford', mainGoal: 'Get more members', targetAudience: 'Office workers' };
const restorer: BrandBrief = { ...kit, name: 'Tick Tock', industry: 'Antique clock restorer in York', mainGoal: 'Get more enquiries' };
const mixed: BrandBrief = { ...kit, name: 'Bloom & Brew', industry: 'Café and flower shop in Hebden Bridge', mainGoal: 'Get more visitors on weekdays' };
/** A brand with `name`, otherwise a bakery in Harrogate. */
const named = (name: string): BrandBrief => ({ ...kit, name, industry: 'Bakery in Harrogate', mainGoal: 'Sell more bread' });

const DRAFTS = [
  { itemId: 'blog-1', title: 'Our wedding cake flavours for 2027' },
  { itemId: 'blog-2', title: 'Boiler service: a checklist' },
  { itemId: 'blog-3', title: 'Five tips for a better flat white at home' },
  { itemId: 'blog-4', title: 'Spring opening hours' },
];

const request = (b: BrandBrief, topic: string, variant = 'click-1', campaign: SeoOutlineRequest['campaign'] = null): SeoOutlineRequest => ({
  brand: b,
  topic,
  campaign,
  drafts: DRAFTS,
  variant,
});

/** A kind of business, a topic, and words of its trade or products one of which the outline must name. */
const CASES: [string, SeoOutlineRequest, string[]][] = [
  ['a bakery on wedding cakes', request(bakery, 'How to choose a wedding cake'), ['cake', 'bakery']],
  ['a café on coffee at home', request(cafe, 'Making a flat white at home'), ['flat white', 'coffee']],
  ['a plumber asked a question', request(plumber, 'What should I do when my boiler breaks down?'), ['boiler', 'plumber']],
  ['an accountant with no place', request(accountant, 'Self assessment deadlines for sole traders'), ['tax', 'accountancy']],
  ['a gym whose worries are not questions', request(gym, 'Starting at the gym in your forties'), ['gym', 'membership']],
  ['a trade Markk has no entry for', request(restorer, 'Restoring a grandfather clock'), ['clock restorer']],
  ['two trades in one', request(mixed, 'Spring flowers for the café table'), ['flowers', 'café']],
];

const lower = (text: string) => text.toLowerCase();
const allText = (outline: SeoOutlineDraft) => [
  outline.title,
  outline.metaDescription,
  ...outline.sections.flatMap((s) => [s.heading, ...s.points, ...s.subsections.flatMap((sub) => [sub.heading, ...sub.points])]),
  ...outline.questions,
  ...outline.targetPhrases,
  ...outline.internalLinks.map((l) => l.anchorText),
];

describe('the offline SEO outline writer', () => {
  it.each(CASES)('writes %s an outline with every field within its limit', (_name, ask) => {
    const outline = writeSeoOutlineOffline(ask);
    // What the writer gives is exactly what the contract accepts, unchanged.
    expect(SeoOutlineDraft.parse(outline)).toEqual(outline);
    expect(outline.title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    expect(outline.metaDescription.length).toBeLessThanOrEqual(SEO_META_MAX);
    expect(outline.sections.length).toBeGreaterThanOrEqual(SEO_SECTIONS_MIN);
    expect(outline.sections.length).toBeLessThanOrEqual(SEO_SECTIONS_MAX);
    expect(outline.questions.length).toBeGreaterThanOrEqual(SEO_QUESTIONS_MIN);
    expect(outline.questions.length).toBeLessThanOrEqual(SEO_QUESTIONS_MAX);
    expect(outline.targetPhrases.length).toBeGreaterThanOrEqual(SEO_PHRASES_MIN);
    expect(outline.targetPhrases.length).toBeLessThanOrEqual(SEO_PHRASES_MAX);
    for (const text of allText(outline)) expect(text).not.toMatch(/\{\w+\}|undefined|null|\s{2}|^\s|\s$/);
    // No section says what another says.
    const said = outline.sections.flatMap((s) => [s.heading, ...s.points, ...s.subsections.flatMap((sub) => [sub.heading, ...sub.points])]).map(lower);
    expect(new Set(said).size).toBe(said.length);
  });

  it.each(CASES)('is specific to %s: its trade or products named, in the sections and the target phrases', (_name, ask, words) => {
    const outline = writeSeoOutlineOffline(ask);
    const sections = lower(JSON.stringify(outline.sections));
    expect(words.some((word) => sections.includes(word))).toBe(true);
    expect(words.some((word) => outline.targetPhrases.some((phrase) => lower(phrase).includes(word)))).toBe(true);
    expect(outline.metaDescription).toContain(ask.brand.name);
    // The topic is what the post is about: its first words lead the title (or the title is the question asked).
    expect(lower(outline.title)).toContain(lower(ask.topic.split(' ').slice(0, 2).join(' ')));
  });

  it.each(CASES)('asks %s questions people ask, each ending with a question mark', (_name, ask) => {
    const { questions } = writeSeoOutlineOffline(ask);
    for (const question of questions) expect(question).toMatch(/^\p{Lu}.*\?$/u);
  });

  it('turns the customers’ worries into the questions people ask, however they were put', () => {
    expect(asQuestion('Is speciality coffee expensive?')).toBe('Is speciality coffee expensive?');
    expect(asQuestion('Personal training is too expensive')).toBe('Is personal training too expensive?');
    expect(asQuestion('Online agents are cheaper')).toBe('Are online agents cheaper?');
    expect(asQuestion('I am not fit enough to start')).toBe('What if I am not fit enough to start?');
    expect(asQuestion('I will not understand the jargon')).toBe('What if I do not understand the jargon?');
    const { questions } = writeSeoOutlineOffline(request(gym, 'Starting at the gym in your forties'));
    expect(questions).toContain('What if I am not fit enough to start?');
  });

  it('links only to the drafts it is given, those whose titles share the topic’s words', () => {
    const cakes = writeSeoOutlineOffline(request(bakery, 'How to choose a wedding cake'));
    expect(cakes.internalLinks).toEqual([{ itemId: 'blog-1', title: 'Our wedding cake flavours for 2027', anchorText: 'our wedding cake flavours for 2027' }]);
    const boilers = writeSeoOutlineOffline(request(plumber, 'What should I do when my boiler breaks down?'));
    expect(boilers.internalLinks.map((l) => l.itemId)).toEqual(['blog-2']);
    // Sharing only "tips", "for" and "how" is sharing nothing.
    expect(writeSeoOutlineOffline(request(accountant, 'Self assessment deadlines for sole traders')).internalLinks).toEqual([]);
    expect(writeSeoOutlineOffline({ ...request(bakery, 'How to choose a wedding cake'), drafts: [] }).internalLinks).toEqual([]);
    // Many drafts on the topic: five at most, the closest first.
    const many = Array.from({ length: 9 }, (_, i) => ({ itemId: `cake-${i}`, title: i === 6 ? 'Choosing your wedding cake tiers' : `Cake notes ${i}` }));
    const links = writeSeoOutlineOffline({ ...request(bakery, 'How to choose a wedding cake'), drafts: many }).internalLinks;
    expect(links).toHaveLength(5);
    expect(links[0]!.itemId).toBe('cake-6');
    expect(links.every((link) => many.some((d) => d.itemId === link.itemId))).toBe(true);
  });

  it('passes over a phrasing that does not fit instead of cutting it: a 200-character name never appears in part', () => {
    const long = 'The Extremely Long Named Artisan Sourdough and Celebration Cake Company of North Yorkshire and the Dales'.padEnd(200, ' Ltd');
    const outline = writeSeoOutlineOffline(request(named(long), 'Sourdough at home'));
    expect(SeoOutlineDraft.safeParse(outline).success).toBe(true);
    for (const text of allText(outline)) expect(text.includes('The Extremely') ? text.includes(long.trim()) : true).toBe(true);
    // A topic longer than any title: the title says its first part, whole words only.
    const topic = 'Sourdough starters, levains and long cold fermentation explained for complete beginners at home';
    const titled = writeSeoOutlineOffline(request(bakery, topic));
    expect(titled.title.length).toBeLessThanOrEqual(SEO_TITLE_MAX);
    expect(titled.title.startsWith('Sourdough starters')).toBe(true);
    expect(topic.startsWith(titled.title.split(':')[0]!)).toBe(true);
  });

  it("follows a campaign's goal for its call to action", () => {
    const campaign = { name: 'Summer bookings', goal: 'Book more wedding cake tastings' };
    const outline = writeSeoOutlineOffline(request(bakery, 'How to choose a wedding cake', 'click-1', campaign));
    const help = outline.sections.at(-1)!;
    expect(lower(help.points.at(-1)!)).toMatch(/book|slot|reserve|appointment/);
  });

  it('writes the same outline for the same click, and may read differently for a new click', () => {
    const ask = request(cafe, 'Making a flat white at home');
    expect(writeSeoOutlineOffline(ask)).toEqual(writeSeoOutlineOffline({ ...ask }));
    const outlines = ['click-1', 'click-2', 'click-3', 'click-4', 'click-5'].map((variant) => JSON.stringify(writeSeoOutlineOffline({ ...ask, variant })));
    expect(new Set(outlines).size).toBeGreaterThan(1);
  });
});

describe('the offline blog draft of an outline', () => {
  it.each(CASES)('writes %s a post with the outline’s headings, an FAQ answering its questions and a call to action', (_name, ask) => {
    const outline = writeSeoOutlineOffline(ask);
    const draft = writeSeoDraftOffline({ brand: ask.brand, topic: ask.topic, campaign: null, outline });
    expect(draft.title).toBe(outline.title);
    const lines = draft.body.split('\n');
    for (const section of outline.sections) {
      expect(lines).toContain(`## ${section.heading}`);
      for (const sub of section.subsections) expect(lines).toContain(`### ${sub.heading}`);
    }
    expect(lines).toContain('## Frequently asked questions');
    for (const question of outline.questions) {
      const at = lines.indexOf(`### ${question}`);
      expect(at).toBeGreaterThan(lines.indexOf('## Frequently asked questions'));
      // Each question has its answer under it.
      expect(lines[at + 2]!.length).toBeGreaterThan(20);
    }
    expect(lines).toContain('## Next steps');
    expect(countWords(draft.body)).toBeGreaterThanOrEqual(SEO_DRAFT_MIN_WORDS);
    expect(draft.body).not.toMatch(/\{\w+\}|undefined|null/);
  });

  it("answers a worry with the trade's honest answer, and names the drafts to read next", () => {
    const ask = request(bakery, 'How to choose a wedding cake');
    const outline = writeSeoOutlineOffline(ask);
    const { body } = writeSeoDraftOffline({ brand: ask.brand, topic: ask.topic, campaign: null, outline });
    expect(body).toContain('### Can I get a cake at short notice?\n\nMost celebration cakes need two days');
    expect(body).toContain('## Read next\n\n- “Our wedding cake flavours for 2027”');
  });
});

describe('the create body', () => {
  const refusal = (body: unknown) => {
    const parsed = CreateSeoOutlineBody.safeParse(body, { reportInput: true });
    return parsed.success ? null : describeIssues(parsed.error, 'body');
  };
  const requestId = '0b6f3c1e-5a7d-4e2b-8c9f-1d3e5a7b9c20';

  it('takes a topic on one line, within its limit, and refuses an empty or long one with a message', () => {
    expect(CreateSeoOutlineBody.parse({ topic: '  How to\nchoose   a cake ', requestId }).topic).toBe('How to choose a cake');
    expect(refusal({ topic: '   ', requestId })).toBe(SEO_OUTLINE_MESSAGES.topicMissing);
    expect(refusal({ topic: 'x'.repeat(121), requestId })).toBe('The topic must be at most 120 characters.');
    expect(refusal({ topic: 'Cakes', campaignId: 'not-a-campaign', requestId })).toBe('This campaign id is not valid.');
  });
});

describe('SEO outlines from the model', () => {
  const ask = request(bakery, 'How to choose a wedding cake');
  let fake: FakeOpenAi;
  let client: OpenAI;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    client = new OpenAI({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0 });
  });
  afterAll(() => fake.close());

  /** The outline `writeSeoOutline` gives with `env` as the installation's configuration. */
  async function writtenWith(env: Record<string, string>) {
    // No key unless the case gives one, whatever another file of this worker left set.
    return withEnv({ TABLE_NAME: 'unit-table', OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined, ...env }, async () => {
      resetConfig();
      try {
        return await writeSeoOutline(ask);
      } finally {
        resetConfig();
      }
    });
  }

  it('asks with the brand, the topic, the owner’s drafts and every limit, and keeps links to those drafts only', async () => {
    const prompt = outlinePrompt(ask);
    expect(prompt).toContain('Brand: Harbour Bakery');
    expect(prompt).toContain("Topic of the blog post (the owner's words): How to choose a wedding cake");
    expect(prompt).toContain('- blog-1: Our wedding cake flavours for 2027');
    expect(prompt).toContain('"title": string (at most 60 characters');
    expect(prompt).toContain('at most 155 characters');
    const outline = await outlineFromModel(client, 'fake-model', ask);
    const answer = fakeSeoOutline('Harbour Bakery', 'blog-1');
    expect(outline.title).toBe(answer.title);
    expect(outline.internalLinks).toEqual([{ itemId: 'blog-1', title: 'Our wedding cake flavours for 2027', anchorText: 'a fake anchor' }]);
    expect(SeoOutlineDraft.safeParse(outline).success).toBe(true);
  });

  it('drops a point, question or phrase that breaks its limit and keeps the rest', async () => {
    const answer = fakeSeoOutline('Harbour Bakery', 'blog-1');
    fake.replyNext('seoOutline', {
      ...answer,
      sections: answer.sections.map((s, i) => (i === 0 ? { ...s, points: [...s.points, 'x'.repeat(241)] } : s)),
      questions: [...answer.questions, 'Not a question.', `${'Why '.repeat(40)}?`],
      targetPhrases: [...answer.targetPhrases, 'a phrase with far too many words to search for'],
    });
    const outline = await outlineFromModel(client, 'fake-model', ask);
    expect(outline.sections[0]!.points).toEqual(answer.sections[0]!.points);
    expect(outline.questions).toEqual(answer.questions);
    expect(outline.targetPhrases).toEqual(answer.targetPhrases);
  });

  it('asks again, naming the problem, when the title is over its limit, and takes the second answer', async () => {
    const answer = fakeSeoOutline('Harbour Bakery', 'blog-1');
    fake.replyNext('seoOutline', { ...answer, title: 'A title for this blog post that is far longer than sixty characters' });
    expect((await outlineFromModel(client, 'fake-model', ask)).title).toBe(answer.title);
    const retry = fake.requests.at(-1)!.messages!.at(-1)!.content;
    expect(retry).toContain('title: Each title is at most 60 characters; one has 67.');
  });

  it('fails with a reason when too few questions stay usable twice', async () => {
    const answer = fakeSeoOutline('Harbour Bakery', 'blog-1');
    const statements = { ...answer, questions: ['Not a question.', 'Nor this.'] };
    fake.replyNext('seoOutline', statements);
    fake.replyNext('seoOutline', statements);
    const failure = outlineFromModel(client, 'fake-model', ask);
    await expect(failure).rejects.toBeInstanceOf(AiAnswerError);
    await expect(failure).rejects.toThrow(/^The AI gave an unusable SEO outline twice \(only 0 different questions ending with "\?"/);
  });

  it('writes the draft with every heading and question of the outline, and asks again when one is missing', async () => {
    const outline = writeSeoOutlineOffline(ask);
    const draftAsk = { brand: bakery, topic: ask.topic, campaign: null, outline };
    expect(draftPrompt(draftAsk)).toContain(JSON.stringify(outline.title));
    const draft = await draftFromModel(client, 'fake-model', draftAsk);
    expect(draft.title).toBe(outline.title);
    expect(draft.body).toContain(`## ${outline.sections[0]!.heading}`);
    fake.replyNext('seoDraft', { body: `## ${outline.sections[0]!.heading}\n\nToo short.` });
    const again = await draftFromModel(client, 'fake-model', draftAsk);
    expect(again.body).toContain('## Frequently asked questions');
    const retry = fake.requests.at(-1)!.messages!.at(-1)!.content;
    expect(retry).toContain(`these lines of the outline are missing, each on a line of its own: "## ${outline.sections[1]!.heading}"`);
  });

  it('comes from the model when a key is configured, else from the offline writer', async () => {
    expect(await writtenWith({})).toEqual(writeSeoOutlineOffline(ask));
    expect((await writtenWith({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.url })).title).toBe(fakeSeoOutline('Harbour Bakery', 'blog-1').title);
  });
});
