// The model's words for a studio image: the prompt carries the post and the brand, a usable
// answer is taken, an unusable one (twice) or a failing provider gives null, so the offline
// suggestion stands. Against the local OpenAI-compatible fake, over a real connection.
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageWordsFromModel, imageWordsPrompt } from '#lib/ai/image-words';
import { startFakeOpenAi, type FakeOpenAi } from '../support/fake-openai.ts';

const request = {
  brandName: 'Crumb & Co',
  industry: 'Artisan bakery',
  template: 'Offer or promotion',
  post: 'This weekend only: 20% off every celebration cake with code CAKE20. #bakery',
};

let fake: FakeOpenAi;
let client: OpenAI;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  client = new OpenAI({ apiKey: 'sk-test', baseURL: fake.url, maxRetries: 0 });
});

afterAll(async () => {
  await fake.close();
});

describe('image words from the model', () => {
  it('sends the post and the brand, and takes a usable answer', async () => {
    const prompt = imageWordsPrompt(request);
    expect(prompt.user).toContain('20% off every celebration cake with code CAKE20');
    expect(prompt.user).toContain('Brand: Crumb & Co (Artisan bakery)');
    expect(prompt.system).toContain('at most 90 characters');
    fake.replyNext('imageWords', {
      headline: '20% off celebration cakes this weekend',
      altText: 'Crumb & Co offer card in brown and cream reading 20% off celebration cakes.',
    });
    expect(await imageWordsFromModel(client, 'fake-model', request)).toEqual({
      headline: '20% off celebration cakes this weekend',
      altText: 'Crumb & Co offer card in brown and cream reading 20% off celebration cakes.',
    });
  });

  it('answers null when the model twice gives words that break the rules, or fails', async () => {
    const tooLong = { headline: 'x'.repeat(200), altText: 'A card.' };
    fake.replyNext('imageWords', tooLong);
    fake.replyNext('imageWords', tooLong);
    expect(await imageWordsFromModel(client, 'fake-model', request)).toBeNull();
    fake.failNext('imageWords', 'http500');
    expect(await imageWordsFromModel(client, 'fake-model', request)).toBeNull();
  });
});
