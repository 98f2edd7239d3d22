// The onboarding workflow's state between steps, validated at each task's edge.
import * as z from 'zod';
import { HEMISPHERE_SETTINGS } from '#contracts/brand-kit';
import { VoiceProfile } from '#contracts/brand-voice';
import { Blog, Newsletter, Post, Strategy } from '#contracts/generation';

export const RunRef = z.object({ userId: z.string().min(1), runId: z.string().min(1) });

export const BrandBrief = z.object({
  name: z.string(),
  industry: z.string(),
  targetAudience: z.string(),
  mainGoal: z.string(),
  platforms: z.array(z.string()),
  toneOfVoice: z.string(),
  hemisphere: z.enum(HEMISPHERE_SETTINGS).optional(),
  /** The run's day (YYYY-MM-DD): the season every step writes for. */
  today: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** The owner's brand voice profile, when they have one: each step writes with it. */
  voice: VoiceProfile.nullish(),
});

export const WithBrand = RunRef.extend({ brand: BrandBrief, postNumbers: z.array(z.number().int()) });
export const WithStrategy = WithBrand.extend({ strategy: Strategy });
export const PostInput = RunRef.extend({ brand: BrandBrief, strategy: Strategy, number: z.number().int().min(1) });

/** The Parallel state's output: [posts branch (the Map's array), newsletter branch, blog branch]. */
export const Assembled = WithStrategy.extend({
  content: z.tuple([z.array(z.object({ number: z.number().int(), post: Post })), z.object({ email: Newsletter }), z.object({ blog: Blog })]),
});

export const Failed = RunRef.extend({ error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional() });
