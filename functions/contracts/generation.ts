// The AI generation run: start it, poll its real progress, approve its package.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { ContentItem } from './content.ts';

export const POSTS_PER_PACKAGE = 7;

export const Post = z.object({ title: z.string(), caption: z.string() });
export type Post = z.infer<typeof Post>;

export const Strategy = z.object({
  /** The raw strategy summary onboarding step 2 shows. */
  summary: z.string(),
  pillars: z.array(z.string()),
  weeklyPlan: z.array(z.string()),
});
export type Strategy = z.infer<typeof Strategy>;

export const Newsletter = z.object({ subject: z.string(), body: z.string() });
export type Newsletter = z.infer<typeof Newsletter>;

export const Blog = z.object({
  title: z.string(),
  outline: z.array(z.string()),
  body: z.string(),
  wordCount: z.number().int(),
});
export type Blog = z.infer<typeof Blog>;

export const GeneratedPackage = z.object({
  strategy: Strategy,
  posts: z.array(Post),
  email: Newsletter,
  blog: Blog,
});
export type GeneratedPackage = z.infer<typeof GeneratedPackage>;

/** The five stages of the "Analyzing your brand..." card, mapped to the workflow's steps. */
export const RUN_STAGES = [
  { id: 'brand', label: 'Analyzing your brand' },
  { id: 'strategy', label: 'Building your marketing strategy' },
  { id: 'posts', label: 'Writing 7 social posts' },
  { id: 'longform', label: 'Drafting your newsletter and blog post' },
  { id: 'package', label: 'Packaging your content' },
] as const;
export type RunStageId = (typeof RUN_STAGES)[number]['id'];

export const StageState = z.enum(['pending', 'active', 'done', 'failed']);

export const GenerationRun = z.object({
  runId: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  /** 0–100, from the steps the workflow has finished. */
  percent: z.number(),
  stages: z.array(z.object({ id: z.string(), label: z.string(), state: StageState, detail: z.string().nullable() })),
  /** What failed, in words a user can act on (status failed only). */
  error: z.string().nullable(),
  result: GeneratedPackage.nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GenerationRun = z.infer<typeof GenerationRun>;

/** POST /generation-runs — `requestId` (a UUID the browser makes per click) makes retries start one run. */
export const StartRunRequest = z.object({ requestId: z.string().uuid('The request id must be a UUID.') });
export const StartRunResponse = z.object({ runId: z.string() });

/** GET /generation-runs — the caller's newest runs, newest first (to resume a run in progress). */
export const RunListResponse = z.object({ runs: z.array(GenerationRun) });

/** Path parameters of /generation-runs/{runId}. */
export const RunParams = z.object({ runId: z.string().regex(/^[0-9a-f]{32}$/, 'is not a generation run id') });

/** POST /generation-runs/{runId}/approve: the package's drafts. */
export const ApproveResponse = z.object({ items: z.array(ContentItem) });

export const generationEndpoints = {
  start: endpoint({ name: 'StartGenerationRun', area: 'generation', method: 'POST', path: '/generation-runs', body: StartRunRequest, response: StartRunResponse, status: 202 }),
  list: endpoint({ name: 'ListGenerationRuns', area: 'generation', method: 'GET', path: '/generation-runs', response: RunListResponse }),
  get: endpoint({ name: 'GetGenerationRun', area: 'generation', method: 'GET', path: '/generation-runs/{runId}', params: RunParams, response: GenerationRun }),
  approve: endpoint({ name: 'ApproveGenerationRun', area: 'generation', method: 'POST', path: '/generation-runs/{runId}/approve', params: RunParams, response: ApproveResponse }),
};
