// Brand voice ("Custom AI training", Enterprise, and Premium with a limit): the owner pastes
// their own posts or a page of their website's text, Markk derives a voice profile the owner can
// edit, and scores drafts against it with the drifting sentences named.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';

export const VOICE_SAMPLE_MAX = 5_000;
export const VOICE_WEBSITE_TEXT_MAX = 20_000;
/** The most samples any plan holds (Enterprise); Premium holds fewer (PlanLimits.brandVoiceSamples). */
export const VOICE_SAMPLES_MAX = 20;
export const VOICE_SAMPLES_MIN = 3;
/** Words and phrases in one of the profile's lists. */
export const VOICE_LIST_MAX = 40;
export const VOICE_WORD_MAX = 60;

export const VOICE_MESSAGES = {
  premium: 'Brand voice is part of Premium (5 samples) and Enterprise (20 samples). Upgrade to teach Markk your voice.',
  tooFew: `Paste at least ${VOICE_SAMPLES_MIN} of your own posts or newsletters, or a page of your website's text.`,
  websiteTooShort: 'Your website text is too short to learn a voice from: paste at least three sentences, or paste your posts instead.',
  noProfile: 'Markk has not learned your voice yet. Paste a few of your posts in Settings, Brand voice.',
  limit: (limit: number) =>
    `Your brand voice holds ${limit} samples on your plan.${limit < VOICE_SAMPLES_MAX ? ` Upgrade to Enterprise for up to ${VOICE_SAMPLES_MAX}.` : ' Remove one to add another.'}`,
} as const;

export const FORMALITIES = ['casual', 'neutral', 'formal'] as const;
export const Formality = z.enum(FORMALITIES, { error: `Formality is ${FORMALITIES.join(', ')}.` });
export type Formality = z.infer<typeof Formality>;

const word = z
  .string({ error: 'Each word or phrase is text.' })
  .trim()
  .min(1, 'A word or phrase cannot be empty.')
  .max(VOICE_WORD_MAX, `A word or phrase must be at most ${VOICE_WORD_MAX} characters.`);
const WordList = z.array(word).max(VOICE_LIST_MAX, `A list holds at most ${VOICE_LIST_MAX} words or phrases.`);

export const VoiceProfile = z.object({
  averageSentenceWords: z.number(),
  sentenceWordsRange: z.object({ min: z.number(), max: z.number() }),
  formality: Formality,
  emojiPerPost: z.number(),
  hashtagsPerPost: z.number(),
  wordsYouUse: z.array(z.string()),
  wordsYouNeverUse: z.array(z.string()),
  signaturePhrases: z.array(z.string()),
});
export type VoiceProfile = z.infer<typeof VoiceProfile>;

export const VoiceDrift = z.object({ sentence: z.string(), reasons: z.array(z.string()) });
export type VoiceDrift = z.infer<typeof VoiceDrift>;

/** A draft's voice match: 0–100, the sentences that drift and why, and whole-draft habits far off (emoji, hashtags). */
export const VoiceScore = z.object({ score: z.number(), drift: z.array(VoiceDrift), notes: z.array(z.string()) });
export type VoiceScore = z.infer<typeof VoiceScore>;

const sample = z
  .string({ error: 'Each sample is text.' })
  .trim()
  .min(1, 'A sample cannot be empty: remove it or paste a post.')
  .max(VOICE_SAMPLE_MAX, `Each sample must be at most ${VOICE_SAMPLE_MAX.toLocaleString('en-GB')} characters.`);

/** At least 3 samples, or a website text: checked where the samples are saved (one message for both). */
export const SaveVoiceSamplesBody = z.object({
  samples: z.array(sample, { error: 'Paste your posts as a list of samples.' }).max(VOICE_SAMPLES_MAX, `Paste at most ${VOICE_SAMPLES_MAX} samples.`),
  /** A page of the owner's website, pasted (Markk does not fetch the web). */
  websiteText: z
    .string({ error: 'The website text is text.' })
    .trim()
    .max(VOICE_WEBSITE_TEXT_MAX, `The website text must be at most ${VOICE_WEBSITE_TEXT_MAX.toLocaleString('en-GB')} characters.`)
    .optional(),
});
export type SaveVoiceSamplesBody = z.input<typeof SaveVoiceSamplesBody>;

/** The owner's edits to the derived profile; absent fields stay as they are. */
export const EditVoiceProfileBody = z.object({
  wordsYouUse: WordList.optional(),
  wordsYouNeverUse: WordList.optional(),
  signaturePhrases: WordList.optional(),
  formality: Formality.optional(),
});
export type EditVoiceProfileBody = z.input<typeof EditVoiceProfileBody>;

export const VoiceTextBody = z.object({
  text: z
    .string({ error: 'Send the text.' })
    .trim()
    .min(1, 'Send the text.')
    .max(VOICE_SAMPLE_MAX, `The text must be at most ${VOICE_SAMPLE_MAX.toLocaleString('en-GB')} characters.`),
});
export type VoiceTextBody = z.input<typeof VoiceTextBody>;

export const BrandVoice = z.object({
  profile: VoiceProfile,
  samples: z.array(z.string()),
  websiteText: z.string().nullable(),
  /** The plan's sample limit, for the page's "n of limit". */
  sampleLimit: z.number(),
  updatedAt: z.string(),
});
export type BrandVoice = z.infer<typeof BrandVoice>;

export const BrandVoiceResponse = z.object({ voice: BrandVoice.nullable() });
export type BrandVoiceResponse = z.infer<typeof BrandVoiceResponse>;

export const brandVoiceEndpoints = {
  get: endpoint({
    name: 'GetBrandVoice',
    area: 'brand-voice',
    method: 'GET',
    path: '/brand-voice',
    access: 'owner',
    workspace: 'view',
    response: BrandVoiceResponse,
  }),
  saveSamples: endpoint({
    name: 'SaveBrandVoiceSamples',
    area: 'brand-voice',
    method: 'PUT',
    path: '/brand-voice/samples',
    access: 'owner',
    workspace: 'manage',
    body: SaveVoiceSamplesBody,
    response: BrandVoice,
  }),
  editProfile: endpoint({
    name: 'EditBrandVoiceProfile',
    area: 'brand-voice',
    method: 'PATCH',
    path: '/brand-voice/profile',
    access: 'owner',
    workspace: 'manage',
    body: EditVoiceProfileBody,
    response: BrandVoice,
  }),
  addSample: endpoint({
    name: 'AddBrandVoiceSample',
    area: 'brand-voice',
    method: 'POST',
    path: '/brand-voice/samples/add',
    access: 'owner',
    workspace: 'manage',
    body: VoiceTextBody,
    response: BrandVoice,
  }),
  score: endpoint({
    name: 'ScoreBrandVoice',
    area: 'brand-voice',
    method: 'POST',
    path: '/brand-voice/score',
    access: 'owner',
    workspace: 'create',
    body: VoiceTextBody,
    response: VoiceScore,
  }),
} as const;
