// The "Plan my next 30 days" workflow's state between steps, validated at each task's edge.
import * as z from 'zod';
import { PlanFormat } from '#contracts/content-plan';
import { Network } from '#contracts/connected-accounts';
import { BriefProgress } from '#domain/content-plan/runs';
import { BrandBrief } from '../state.ts';

export const ContentPlanRef = z.object({ userId: z.string().min(1), planId: z.string().min(1) });

const Slot = z.object({ itemId: z.string(), localTime: z.string(), timeZone: z.string(), network: Network, pillar: z.string(), format: PlanFormat });

export const PlanBriefState = z.object({
  brand: BrandBrief,
  campaign: z.object({ name: z.string(), goal: z.string(), landingUrl: z.string().nullable() }).nullable(),
});

/** One Map iteration: a batch of slots and what they are written from. */
export const PlanBatch = ContentPlanRef.extend({
  batch: z.number().int().min(0),
  brief: PlanBriefState,
  slots: z.array(Slot).min(1),
  /** On the first batch: the brief step's progress, recorded beside its AI call. */
  progress: BriefProgress.optional(),
});

const Post = z.object({ itemId: z.string(), title: z.string(), caption: z.string() });

export const WithWritten = ContentPlanRef.extend({
  batches: z.array(PlanBatch),
  written: z.array(z.object({ posts: z.array(Post) })),
});

export const ContentPlanFailed = ContentPlanRef.extend({
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});
