// Brand voice against the local stack: a Premium owner pastes five posts and gets their voice
// profile, edits its word lists (kept when the samples change), scores a draft with its drifting
// sentences named and adds an edit to the samples; fewer than three samples are refused (400), a
// Growth owner is told it is Premium (402), and Premium's five-sample limit is named (402); the
// package a voiced owner generates is written in that voice.
import { beforeAll, describe, expect, it } from 'vitest';
import { billingEndpoints } from '#contracts/billing';
import { VOICE_MESSAGES, brandVoiceEndpoints as voice } from '#contracts/brand-voice';
import { randomUUID } from 'node:crypto';
import { brandKitEndpoints, type BrandKitInput } from '#contracts/brand-kit';
import { generationEndpoints } from '#contracts/generation';
import { cafeBrand } from '../support/brand.ts';
import { stoppedGeneration } from '../support/runs.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

const CAFE_POSTS = [
  "Morning, lovely people! ☕ The cinnamon buns are out of the oven and they won't last long. See you soon x #cafelife",
  "We've got a new guest roast on this week 🙌 It's a washed Ethiopian with loads of blueberry. See you soon x #coffee",
  "Rainy Tuesday? We've got you. Soup of the day is roast tomato with a chunk of our sourdough 🍅 #cafelife",
  'Big thank you to everyone who came to our open mic 🎤 You were brilliant. See you soon x #community',
  "Our sourdough is back on the counter from 8am 🍞 Don't forget to grab a loaf for the weekend. See you soon x #cafelife",
];

let owner: TestUser;
let free: TestUser;

beforeAll(async () => {
  [owner, free] = await Promise.all([newUser({ fullName: 'Vera Voice', companyName: 'Harbour Café' }), newUser({ fullName: 'Fran Free' })]);
  await callOk(billingEndpoints.localPay, { token: owner.accessToken, body: { tier: 'premium' } });
});

describe('a Growth owner', () => {
  it('is told brand voice is part of Premium (402), and has no profile', async () => {
    const reply = await callApi(voice.saveSamples, { token: free.accessToken, body: { samples: CAFE_POSTS.slice(0, 3) } });
    expect(reply.status).toBe(402);
    expect(reply.body).toEqual({ message: VOICE_MESSAGES.premium });
    expect(await callOk(voice.get, { token: free.accessToken })).toEqual({ voice: null });
  });
});

describe('a Premium owner', () => {
  it('pastes five posts, edits the profile, scores a draft and adds an edit to the samples', async () => {
    const token = owner.accessToken;
    expect(await callOk(voice.get, { token })).toEqual({ voice: null });

    const saved = await callOk(voice.saveSamples, { token, body: { samples: CAFE_POSTS } });
    expect(saved.samples).toEqual(CAFE_POSTS);
    expect(saved.sampleLimit).toBe(5);
    expect(saved.profile).toMatchObject({ formality: 'casual', emojiPerPost: 1, hashtagsPerPost: 1 });
    expect(saved.profile.signaturePhrases).toContain('see you soon x');
    expect(saved.profile.wordsYouNeverUse).toContain('elevate');

    const edited = await callOk(voice.editProfile, { token, body: { wordsYouUse: ['sourdough', 'Buns', 'buns'], wordsYouNeverUse: ['elevate', 'amazing'] } });
    expect(edited.profile.wordsYouUse).toEqual(['sourdough', 'buns']);
    expect(edited.profile.wordsYouNeverUse).toEqual(['elevate', 'amazing']);
    expect(edited.profile.formality).toBe('casual');

    const scored = await callOk(voice.score, {
      token,
      body: { text: 'Our buns are amazing today 🙌 See you soon x #cafelife. Elevate your afternoon with a curated selection of world-class pastries.' },
    });
    expect(scored.score).toBeLessThan(80);
    expect(scored.drift.map((entry) => entry.sentence)).toEqual([
      'Our buns are amazing today 🙌 See you soon x #cafelife.',
      'Elevate your afternoon with a curated selection of world-class pastries.',
    ]);
    expect(scored.drift[1]?.reasons).toContain('Uses “elevate”, a word you never use');

    // Premium holds five samples: the sixth, an edited draft, is refused with the limit named.
    const full = await callApi(voice.addSample, { token, body: { text: 'Fresh buns at 8. See you soon x' } });
    expect(full.status).toBe(402);
    expect(full.body).toEqual({ message: VOICE_MESSAGES.limit(5) });

    // Four posts, then the edit added: the owner's word lists are kept through the re-derivation.
    await callOk(voice.saveSamples, { token, body: { samples: CAFE_POSTS.slice(0, 4) } });
    const added = await callOk(voice.addSample, { token, body: { text: 'Fresh buns at 8. See you soon x' } });
    expect(added.samples).toEqual([...CAFE_POSTS.slice(0, 4), 'Fresh buns at 8. See you soon x']);
    expect(added.profile.wordsYouNeverUse).toEqual(['elevate', 'amazing']);
    expect((await callOk(voice.get, { token })).voice?.samples).toHaveLength(5);
  });

  it('is told to paste at least three samples (400), and over the limit of five (402), nothing saved', async () => {
    const other = await newUser({ fullName: 'Sam Samples' });
    await callOk(billingEndpoints.localPay, { token: other.accessToken, body: { tier: 'premium' } });
    const two = await callApi(voice.saveSamples, { token: other.accessToken, body: { samples: CAFE_POSTS.slice(0, 2) } });
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ message: VOICE_MESSAGES.tooFew });
    const six = await callApi(voice.saveSamples, { token: other.accessToken, body: { samples: [...CAFE_POSTS, 'One more. See you soon x'] } });
    expect(six.status).toBe(402);
    expect(six.body).toEqual({ message: 'Your brand voice holds 5 samples on your plan. Upgrade to Enterprise for up to 20.' });
    expect(await callOk(voice.get, { token: other.accessToken })).toEqual({ voice: null });
  });

  it('can learn from a pasted page of website text', async () => {
    const other = await newUser({ fullName: 'Wes Website' });
    await callOk(billingEndpoints.localPay, { token: other.accessToken, body: { tier: 'premium' } });
    const websiteText = [
      'Harbour Café is a small, family-run café on the quay. We bake everything ourselves, every morning.',
      "Our coffee is roasted down the road. We change the guest roast every week, so there's always something new.",
      "Dogs are welcome, and so are muddy boots. Pop in and say hello, we'd love to see you.",
    ].join('\n\n');
    const saved = await callOk(voice.saveSamples, { token: other.accessToken, body: { samples: [], websiteText } });
    expect(saved.websiteText).toBe(websiteText);
    expect(saved.profile.averageSentenceWords).toBeGreaterThan(0);
  });
});

describe('every writer writes in the voice, not only Rewrite', () => {
  // An owner whose own posts have no hashtags and no emoji, and who never says "curated".
  const PLAIN_POSTS = [
    'The cinnamon buns are out of the oven. They go by eleven, so come early.',
    'New guest roast this week: a washed Ethiopian with loads of blueberry. Ask for a taster at the counter.',
    'Soup of the day is roast tomato, with a thick slice of our sourdough. Warm up with us this lunchtime.',
  ];

  it('the package: posts without hashtags or emoji, as the owner writes', async () => {
    const plain = await newUser({ fullName: 'Pam Plain', companyName: 'Corner Café' });
    await callOk(billingEndpoints.localPay, { token: plain.accessToken, body: { tier: 'premium' } });
    await callOk(brandKitEndpoints.save, { token: plain.accessToken, body: cafeBrand as BrandKitInput });
    const saved = await callOk(voice.saveSamples, { token: plain.accessToken, body: { samples: PLAIN_POSTS } });
    expect(saved.profile).toMatchObject({ emojiPerPost: 0, hashtagsPerPost: 0 });

    const before = await newUser({ fullName: 'Nora Noprofile', companyName: 'Corner Café' });
    await callOk(brandKitEndpoints.save, { token: before.accessToken, body: cafeBrand as BrandKitInput });
    const packageOf = async (user: TestUser) => {
      const { runId } = await callOk(generationEndpoints.start, { token: user.accessToken, body: { requestId: randomUUID() } });
      const run = await stoppedGeneration(user.accessToken, runId);
      expect(run.status).toBe('succeeded');
      return run.result!;
    };
    const [voiced, unvoiced] = await Promise.all([packageOf(plain), packageOf(before)]);
    // Without a voice the writer adds hashtags; with this owner's voice, none.
    expect(unvoiced.posts.some((p) => /(^|\s)#\p{L}/u.test(p.caption))).toBe(true);
    for (const post of voiced.posts) {
      expect(post.caption).not.toMatch(/(^|\s)#\p{L}/u);
      expect(post.caption).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(post.hashtags ?? []).toEqual([]);
    }
    expect(voiced.blog.wordCount).toBeGreaterThanOrEqual(1200);
  });
});
