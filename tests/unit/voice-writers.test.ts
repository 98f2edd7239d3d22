// The owner's voice in every writer: the offline package writer's posts, newsletter and blog,
// the 30-day plan's posts and the ad copy come out in the voice (no hashtags or emoji where the
// owner uses none, never-used clichés in plain words), each text within its limit; the prompts
// of the AI writers and of the chat experts carry the voice profile.
import { describe, expect, it } from 'vitest';
import type { VoiceProfile } from '#contracts/brand-voice';
import { GOOGLE_HEADLINE_MAX, META_PRIMARY_TEXT_MAX } from '#contracts/ad-copy';
import { writeAds } from '#lib/ai/ad-copy';
import { brandSection } from '#lib/ai/chat-prompt';
import { writePlanPosts } from '#lib/ai/content-plan';
import { describe as describeBrand } from '#lib/ai/openai';
import { offlineWriter } from '#lib/ai/offline/writer';
import { NETWORK_PROFILES } from '#lib/networks/index';
import { voicedWithin, voicedWriter } from '#lib/voice/writer';
import type { BrandBrief } from '#lib/ai/types';
import { cafeBrand } from '../support/brand.ts';
import { withEnv } from '../support/env.ts';
import { resetConfig } from '#lib/config';

/** The offline writers, whatever another file of this worker left set. */
const offline = <T>(run: () => Promise<T>) =>
  withEnv({ TABLE_NAME: 'unit-table', OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined }, async () => {
    resetConfig();
    try {
      return await run();
    } finally {
      resetConfig();
    }
  });

const PLAIN: VoiceProfile = {
  averageSentenceWords: 11,
  sentenceWordsRange: { min: 6, max: 16 },
  formality: 'casual',
  emojiPerPost: 0,
  hashtagsPerPost: 0,
  wordsYouUse: ['sourdough', 'counter'],
  wordsYouNeverUse: ['curated', 'elevate'],
  signaturePhrases: [],
};

const brand: BrandBrief = { ...cafeBrand, hemisphere: 'auto', today: '2027-03-10' };
const HASHTAG = /(^|\s)#\p{L}/u;
const EMOJI = /\p{Extended_Pictographic}/u;

describe('the package writer', () => {
  const writer = voicedWriter(offlineWriter);

  it('writes posts without hashtags or emoji for an owner who uses none, and with them for one who has no voice yet', async () => {
    const strategy = await writer.strategy(brand);
    const plain = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => writer.post({ ...brand, voice: PLAIN }, strategy, n)));
    const unvoiced = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => writer.post(brand, strategy, n)));
    expect(unvoiced.some((p) => HASHTAG.test(p.caption))).toBe(true);
    for (const post of plain) {
      expect(post.caption).not.toMatch(HASHTAG);
      expect(post.caption).not.toMatch(EMOJI);
      expect(post.hashtags ?? []).toEqual([]);
    }
  });

  it('keeps the blog as long as the page says and counts its words again', async () => {
    const strategy = await writer.strategy(brand);
    const blog = await writer.blog({ ...brand, voice: PLAIN }, strategy);
    expect(blog.wordCount).toBeGreaterThanOrEqual(1200);
    expect(blog.body.split(/\s+/).filter(Boolean)).toHaveLength(blog.wordCount);
    expect(blog.body).not.toMatch(/\bcurated\b/i);
  });
});

describe('a voiced text', () => {
  it('is kept as written when the plain words would break its limit', () => {
    const text = 'Our curated boxes are in.';
    expect(voicedWithin(PLAIN, text)).toBe('Our hand-picked boxes are in.');
    expect(voicedWithin(PLAIN, text, [...text].length)).toBe(text);
    expect(voicedWithin(null, text)).toBe(text);
  });
});

describe('the 30-day plan and the ad copy', () => {
  it('plan posts come in the voice, each within its network’s limit', async () => {
    const slots = (['facebook', 'instagram', 'linkedin'] as const).map((network, i) => ({
      itemId: String(i).padStart(2, '0'),
      localTime: `2027-03-1${i + 1}T09:00`,
      timeZone: 'Europe/London',
      network,
      pillar: 'Coffee',
      format: 'tip' as const,
    }));
    const posts = await offline(() => writePlanPosts({ brand: { ...brand, voice: PLAIN }, campaign: null, slots, variant: 0 }));
    posts.forEach((post, i) => {
      expect(post.caption).not.toMatch(HASHTAG);
      expect(post.caption).not.toMatch(EMOJI);
      expect([...post.caption].length).toBeLessThanOrEqual(NETWORK_PROFILES[slots[i]!.network].captionLimit);
    });
  });

  it('ads come in the voice, every field within its limit', async () => {
    const ads = await offline(() =>
      writeAds({
        brand: { ...brand, voice: PLAIN },
        campaign: { name: 'Spring open day', goal: 'Bring people to the open day', startDate: '2027-03-20', endDate: '2027-03-31' },
        variant: 'v1',
      }),
    );
    expect(ads.meta.primaryText).not.toMatch(HASHTAG);
    expect(ads.meta.primaryText).not.toMatch(EMOJI);
    expect([...ads.meta.primaryText].length).toBeLessThanOrEqual(META_PRIMARY_TEXT_MAX);
    for (const headline of ads.google.headlines) expect([...headline].length).toBeLessThanOrEqual(GOOGLE_HEADLINE_MAX);
  });
});

describe('the prompts', () => {
  it('of the AI writers carry the voice profile, and only when there is one', () => {
    expect(describeBrand({ ...brand, voice: PLAIN })).toContain("Write in the owner's own voice");
    expect(describeBrand({ ...brand, voice: PLAIN })).toContain('Words they never use (do not use them): curated, elevate.');
    expect(describeBrand(brand)).not.toContain("owner's own voice");
  });

  it('of the chat experts carry it too', () => {
    expect(brandSection({ ...brand, voice: PLAIN })).toContain('About 0 emoji and 0 hashtags per post.');
    expect(brandSection(brand)).not.toContain("owner's own voice");
  });
});
