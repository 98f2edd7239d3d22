// Brand voice ("Custom AI training"): saving the owner's samples derives their voice profile; the
// owner's edits to it are kept apart and survive a re-derivation; drafts are scored against it.
// Premium holds PlanLimits.brandVoiceSamples samples, Enterprise more; Growth none.
import {
  VOICE_MESSAGES,
  VoiceProfile,
  type BrandVoice,
  type EditVoiceProfileBody,
  type SaveVoiceSamplesBody,
  type VoiceScore,
  type VoiceTextBody,
} from '#contracts/brand-voice';
import type { BrandVoiceItem } from '#data/entities/brand-voice';
import { db } from '#data/service';
import { Invalid, LimitReached, NotFound } from '#lib/errors';
import { deriveProfile, MIN_VOICE_SAMPLES, scoreDraft, sentencesOf } from '#lib/voice/profile';
import type { BrandBrief } from '#lib/ai/types';
import type * as z from 'zod';
import { limitsOf } from './entitlements.ts';

type Edits = z.output<typeof EditVoiceProfileBody>;
type Output<T extends z.ZodType> = z.output<T>;

/** The caller's sample limit: a LimitReached (402) on Growth, where brand voice is not included. */
async function sampleLimit(userId: string): Promise<number> {
  const limit = (await limitsOf(userId)).brandVoiceSamples;
  if (limit === 0) throw new LimitReached(VOICE_MESSAGES.premium);
  return limit;
}

/** A pasted website page as samples: its paragraphs, or its sentences in three groups when it is one block. */
export function websiteSamples(text: string): string[] {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length >= MIN_VOICE_SAMPLES) return paragraphs;
  const sentences = sentencesOf(text);
  if (sentences.length < MIN_VOICE_SAMPLES) return [];
  const size = Math.ceil(sentences.length / MIN_VOICE_SAMPLES);
  return Array.from({ length: MIN_VOICE_SAMPLES }, (_, group) => sentences.slice(group * size, (group + 1) * size).join(' ')).filter(Boolean);
}

function derive(samples: readonly string[], websiteText: string, edits: Edits): VoiceProfile {
  const fromWebsite = websiteText ? websiteSamples(websiteText) : [];
  return deriveProfile([...samples, ...fromWebsite], edits.wordsYouNeverUse ?? []);
}

/** The profile the owner sees and the writers use: the derived one with the owner's edits laid over it. */
const shown = (item: BrandVoiceItem): VoiceProfile => ({ ...VoiceProfile.parse(item.derived), ...(item.edits as Edits) });

const toBrandVoice = (item: BrandVoiceItem, limit: number): BrandVoice => ({
  profile: shown(item),
  samples: item.samples,
  websiteText: item.websiteText || null,
  sampleLimit: limit,
  updatedAt: item.updatedAt,
});

async function itemOf(userId: string): Promise<BrandVoiceItem | null> {
  return (await db().entities.brandVoice.get({ userId }).go()).data;
}

/** The caller's voice profile and samples, or null before they have pasted any. Reading stays open after a downgrade. */
export async function get(userId: string): Promise<BrandVoice | null> {
  const item = await itemOf(userId);
  return item ? toBrandVoice(item, (await limitsOf(userId)).brandVoiceSamples) : null;
}

/** The profile the writers write with, or null (no samples yet). */
export async function profileOf(userId: string): Promise<VoiceProfile | null> {
  return profileFrom(await itemOf(userId));
}

/** The profile an item already read holds (null: no samples yet). */
export const profileFrom = (item: BrandVoiceItem | null | undefined): VoiceProfile | null => (item ? shown(item) : null);

/** A writer's brief with the owner's voice profile, when they have one. */
export async function voicedBrief<B extends BrandBrief>(userId: string, brand: B): Promise<B> {
  const voice = await profileOf(userId);
  return voice ? { ...brand, voice } : brand;
}

/** Saves the caller's samples (at least 3, or a website text; the website text counts as one) and derives the profile, keeping the owner's edits. */
export async function saveSamples(userId: string, body: Output<typeof SaveVoiceSamplesBody>): Promise<BrandVoice> {
  const samples = body.samples.map((sample) => sample.trim());
  const websiteText = body.websiteText?.trim() ?? '';
  if (!websiteText && samples.length < MIN_VOICE_SAMPLES) throw new Invalid(VOICE_MESSAGES.tooFew);
  if (websiteText && websiteSamples(websiteText).length === 0 && samples.length < MIN_VOICE_SAMPLES) throw new Invalid(VOICE_MESSAGES.websiteTooShort);
  const limit = await sampleLimit(userId);
  if (samples.length + (websiteText ? 1 : 0) > limit) throw new LimitReached(VOICE_MESSAGES.limit(limit));
  const edits = ((await itemOf(userId))?.edits ?? {}) as Edits;
  const derived = derive(samples, websiteText, edits);
  const { data } = await db().entities.brandVoice.put({ userId, samples, websiteText, derived, edits }).go();
  return toBrandVoice(data as BrandVoiceItem, limit);
}

/** The owner's edits to the profile: word lists, signature phrases, formality. */
export async function editProfile(userId: string, body: Edits): Promise<BrandVoice> {
  const limit = await sampleLimit(userId);
  const item = await itemOf(userId);
  if (!item) throw new NotFound(VOICE_MESSAGES.noProfile);
  const edits: Edits = { ...(item.edits as Edits) };
  for (const [key, value] of Object.entries(body) as [keyof Edits, Edits[keyof Edits]][]) {
    if (value === undefined) continue;
    Object.assign(edits, { [key]: Array.isArray(value) ? [...new Set(value.map((word) => word.toLowerCase()))] : value });
  }
  const { data } = await db().entities.brandVoice.patch({ userId }).set({ edits }).go({ response: 'all_new' });
  return toBrandVoice(data as BrandVoiceItem, limit);
}

/** "Add to my voice samples": appends the owner's edited draft and re-derives, keeping their edits. */
export async function addSample(userId: string, body: Output<typeof VoiceTextBody>): Promise<BrandVoice> {
  const limit = await sampleLimit(userId);
  const item = await itemOf(userId);
  if (!item) throw new NotFound(VOICE_MESSAGES.noProfile);
  const samples = [...item.samples, body.text.trim()];
  if (samples.length + (item.websiteText ? 1 : 0) > limit) throw new LimitReached(VOICE_MESSAGES.limit(limit));
  const edits = item.edits as Edits;
  const derived = derive(samples, item.websiteText, edits);
  const { data } = await db().entities.brandVoice.patch({ userId }).set({ samples, derived }).go({ response: 'all_new' });
  return toBrandVoice(data as BrandVoiceItem, limit);
}

/** A text's voice match against the caller's profile. */
export async function score(userId: string, body: Output<typeof VoiceTextBody>): Promise<VoiceScore> {
  const profile = await profileOf(userId);
  if (!profile) throw new NotFound(VOICE_MESSAGES.noProfile);
  return scoreDraft(profile, body.text);
}
