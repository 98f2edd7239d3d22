// Generation rules that need no database: progress, stages, drafts, failure wording, and
// the offline writer's content.
import { describe, expect, it } from 'vitest';
import type { GenerationRunItem } from '#data/entities/generation-run';
import { draftsOf, percentOf, stagesOf } from '#domain/generation';
import { reasonFrom } from '../../functions/workflow/record-failure.ts';
import { offlineWriter } from '#lib/ai/offline/writer';
import { countWords } from '#lib/ai/types';

const run = (fields: Partial<GenerationRunItem>): GenerationRunItem =>
  ({
    userId: 'u',
    runId: 'r',
    brandKitId: 'b',
    status: 'running',
    brandLoaded: false,
    strategyDone: false,
    newsletterDone: false,
    blogDone: false,
    assembled: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  }) as GenerationRunItem;

describe('run progress', () => {
  it('moves the bar only with finished steps', () => {
    expect(percentOf(run({}))).toBe(0);
    expect(percentOf(run({ brandLoaded: true }))).toBe(10);
    expect(percentOf(run({ brandLoaded: true, strategyDone: true, postsWritten: [1, 2, 3] }))).toBe(50);
    expect(percentOf(run({ brandLoaded: true, strategyDone: true, postsWritten: [1, 2, 3, 4, 5, 6, 7], newsletterDone: true, blogDone: true }))).toBe(90);
    expect(percentOf(run({ status: 'succeeded' }))).toBe(100);
  });

  it('marks the running stages active, with how many posts are written', () => {
    const stages = stagesOf(run({ brandLoaded: true, strategyDone: true, postsWritten: [2, 5], newsletterDone: true }));
    expect(stages.map((s) => [s.id, s.state])).toEqual([
      ['brand', 'done'],
      ['strategy', 'done'],
      ['posts', 'active'],
      ['longform', 'active'],
      ['package', 'pending'],
    ]);
    expect(stages.find((s) => s.id === 'posts')!.detail).toBe('2 of 7 written');
    expect(stages.find((s) => s.id === 'longform')!.detail).toBe('Newsletter ready, blog post in progress');
  });

  it('shows the stage that was running as failed', () => {
    const stages = stagesOf(run({ status: 'failed', brandLoaded: true }));
    expect(stages.map((s) => s.state)).toEqual(['done', 'failed', 'pending', 'pending', 'pending']);
  });
});

describe('drafts of a package', () => {
  const pkg = {
    strategy: { summary: 's', pillars: [], weeklyPlan: [] },
    posts: Array.from({ length: 7 }, (_, i) => ({ title: i === 0 ? '' : `Post ${i + 1}`, caption: `Caption ${i + 1}` })),
    email: { subject: 'Hello', body: 'Body' },
    blog: { title: 'Blog', outline: ['Intro', 'Tips'], body: '', wordCount: 0 },
  };

  it('makes one draft per post, the newsletter and the blog, with ids derived from the run', () => {
    const drafts = draftsOf('run1', pkg);
    expect(drafts.map((d) => d.itemId)).toEqual([...[1, 2, 3, 4, 5, 6, 7].map((n) => `run1-post-${n}`), 'run1-email', 'run1-blog']);
    expect(drafts[0]).toMatchObject({ type: 'post', title: 'Social Post', body: 'Caption 1' });
  });

  it('gives each post the pillar its day of the plan names', () => {
    const planned = {
      ...pkg,
      strategy: { summary: 's', pillars: ['Know-how', 'Our cakes'], weeklyPlan: ['Monday: Tip — Know-how', 'Tuesday: Offer — Our cakes', 'Wednesday: Story'] },
    };
    expect(draftsOf('run1', planned).map((d) => ('pillar' in d ? d.pillar : null))).toEqual([
      'Know-how',
      'Our cakes',
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('joins a blog outline as bullet lines when there is no body', () => {
    expect(draftsOf('run1', pkg).at(-1)).toMatchObject({ type: 'blog', title: 'Blog', body: '• Intro\n• Tips' });
  });
});

describe('failure reasons', () => {
  it("passes on the AI writer's own explanation", () => {
    const cause = JSON.stringify({
      errorType: 'AiAnswerError',
      errorMessage: 'The AI writer gave an unusable answer for the blog post twice (body: too short).',
    });
    expect(reasonFrom({ Error: 'AiAnswerError', Cause: cause })).toBe(
      'The AI writer gave an unusable answer for the blog post twice (body: too short). Please try again.',
    );
  });

  it('keeps internal errors out of what the user reads', () => {
    expect(
      reasonFrom({
        Error: 'Error',
        Cause: JSON.stringify({ errorType: 'ResourceNotFoundException', errorMessage: 'Requested resource not found: table markk' }),
      }),
    ).toBe('Something went wrong while generating your content. Please try again.');
  });
});

describe('offline writer', () => {
  const cafe = {
    name: 'Corner Café',
    industry: 'Coffee shop',
    targetAudience: 'busy parents',
    mainGoal: 'More weekday visits',
    platforms: ['Instagram', 'Email'],
    toneOfVoice: 'Friendly',
  };
  const gym = {
    name: 'Iron Hall',
    industry: 'Gym',
    targetAudience: 'office workers',
    mainGoal: 'Sell annual memberships',
    platforms: ['LinkedIn', 'TikTok'],
    toneOfVoice: 'Bold',
  };

  it('writes content about the brand, the same every time', async () => {
    const a = await offlineWriter.strategy(cafe);
    expect(await offlineWriter.strategy(cafe)).toEqual(a);
    expect(a.summary).toContain('Corner Café');
    expect(a.summary).toContain('busy parents');
    expect(a.pillars).toHaveLength(3);
    expect(a.weeklyPlan).toHaveLength(7);
  });

  it('writes different brands differently', async () => {
    const [a, b] = [await offlineWriter.strategy(cafe), await offlineWriter.strategy(gym)];
    const [pa, pb] = [await offlineWriter.post(cafe, a, 1), await offlineWriter.post(gym, b, 1)];
    expect(pa.caption).not.toBe(pb.caption);
    expect(pb.caption).toContain('#IronHall');
  });

  it('writes seven different posts', async () => {
    const strategy = await offlineWriter.strategy(cafe);
    const posts = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => offlineWriter.post(cafe, strategy, n)));
    expect(new Set(posts.map((p) => p.title)).size).toBe(7);
  });

  it('writes each post for one of the brand’s social platforms in turn, its hashtags at the end of the caption', async () => {
    const strategy = await offlineWriter.strategy(cafe);
    const posts = await Promise.all([1, 2, 3].map((n) => offlineWriter.post(cafe, strategy, n)));
    expect(posts.map((p) => p.platform)).toEqual(['Instagram', 'Instagram', 'Instagram']);
    for (const post of posts) expect(post.caption.endsWith(` ${post.hashtags!.join(' ')}`)).toBe(true);
    const gymPost = await offlineWriter.post(gym, await offlineWriter.strategy(gym), 2);
    expect(gymPost.platform).toBe('TikTok');
  });

  it('writes an item again differently when it is regenerated from the strategy turned a step', async () => {
    const strategy = await offlineWriter.strategy(cafe);
    // As Generation.regenerateItem hands it in: pillars and plan turned by the regenerations so far.
    const turned = (list: string[], by: number) => list.map((_, i) => list[(i + by) % list.length]!);
    const again = (by: number) => ({ ...strategy, pillars: turned(strategy.pillars, by), weeklyPlan: turned(strategy.weeklyPlan, by) });
    const post = await offlineWriter.post(cafe, strategy, 3);
    const rewrites = await Promise.all([1, 2, 3, 4, 5].map((by) => offlineWriter.post(cafe, again(by), 3)));
    expect(new Set([post, ...rewrites].map((p) => p.caption)).size).toBe(6);
    expect(await offlineWriter.post(cafe, again(1), 3)).toEqual(rewrites[0]);
    expect((await offlineWriter.newsletter(cafe, again(1))).body).not.toBe((await offlineWriter.newsletter(cafe, strategy)).body);
    expect((await offlineWriter.blog(cafe, again(1))).body).not.toBe((await offlineWriter.blog(cafe, strategy)).body);
  });

  it('writes a blog post of at least 1,200 words, even for a terse brand', async () => {
    const terse = { name: 'X', industry: 'Y', targetAudience: 'Z', mainGoal: 'W', platforms: ['Blog'], toneOfVoice: 'calm' };
    for (const brand of [cafe, gym, terse]) {
      const blog = await offlineWriter.blog(brand, await offlineWriter.strategy(brand));
      expect(blog.wordCount).toBeGreaterThanOrEqual(1200);
      expect(countWords(blog.body)).toBe(blog.wordCount);
      expect(blog.outline.length).toBeGreaterThanOrEqual(5);
    }
  });
});
