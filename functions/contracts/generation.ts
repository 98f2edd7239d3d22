// The AI generation run: start it, poll its real progress, approve its package.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { ContentItem, RewriteContentItem, RewrittenText, TITLE_MAX, BODY_MAX } from './content.ts';
import { TimeZone, withoutBidiControls } from './common.ts';

export const POSTS_PER_PACKAGE = 7;

export const Post = z.object({
  title: z.string(),
  caption: z.string(),
  /** The social platform the post is written for (its caption fits that platform's limit). */
  platform: z.string().optional(),
  /** The hashtags at the end of the caption, e.g. ["#BeanAndBloom", "#Didsbury"]. */
  hashtags: z.array(z.string()).optional(),
});
export type Post = z.infer<typeof Post>;

/** Channels that are not social feeds: a post is never "for" them. */
const NOT_SOCIAL_PLATFORMS = new Set(['Email', 'Blog']);

/**
 * The platform post `index` (0-based) of a package is for: the writer's own choice when it
 * names one, else the brand's social platforms in turn. Step 4 shows it and the approved
 * draft keeps it, so both say the same.
 */
export function postPlatform(post: Post & { platform?: string | undefined }, index: number, brandPlatforms: readonly string[]): string {
  if (post.platform?.trim()) return post.platform.trim();
  const social = brandPlatforms.filter((p) => !NOT_SOCIAL_PLATFORMS.has(p));
  const from = social.length > 0 ? social : brandPlatforms;
  return from.length > 0 ? from[index % from.length]! : 'Instagram';
}

/**
 * The content pillar post `index` (0-based) serves: the pillar the strategy's plan names for
 * that day ("Monday: Tip on Instagram — Know-how on bread"), or undefined when its line names
 * none. Analytics groups results by it.
 */
export function postPillar(strategy: { pillars: readonly string[]; weeklyPlan: readonly string[] }, index: number): string | undefined {
  const line = strategy.weeklyPlan[index]?.toLowerCase() ?? '';
  return strategy.pillars.find((pillar) => pillar.trim() && line.includes(pillar.trim().toLowerCase()));
}

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
  /** Free regenerations used per package item ("post-1" … "post-7", "email", "blog") before approval; absent: none. */
  regenerations: z.record(z.string(), z.number().int().nonnegative()).optional(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GenerationRun = z.infer<typeof GenerationRun>;

/** POST /generation-runs — `requestId` (a UUID the browser makes per click) makes retries start one run. */
export const StartRunRequest = z.object({
  requestId: z.string().uuid('The request id must be a UUID.'),
  /** The browser's time zone: the run writes for the season of the day it is there (absent: UTC). */
  timeZone: TimeZone.optional(),
});
export const StartRunResponse = z.object({ runId: z.string() });

/** GET /generation-runs — the caller's newest runs, newest first (to resume a run in progress). */
export const RunListResponse = z.object({ runs: z.array(GenerationRun) });

/** Path parameters of /generation-runs/{runId}. */
export const RunParams = z.object({ runId: z.string().regex(/^[0-9a-f]{32}$/, 'is not a generation run id') });

/** POST /generation-runs/{runId}/approve: the package's drafts. */
export const ApproveResponse = z.object({ items: z.array(ContentItem) });

/** One item of an unapproved package: a post by its number, the newsletter or the blog post. */
export const PACKAGE_ITEMS = ['post-1', 'post-2', 'post-3', 'post-4', 'post-5', 'post-6', 'post-7', 'email', 'blog'] as const;
export const PackageItemKey = z.enum(PACKAGE_ITEMS, { error: 'must be post-1 to post-7, email or blog' });
export type PackageItemKey = z.infer<typeof PackageItemKey>;

/** Path parameters of /generation-runs/{runId}/items/{item}/…. */
export const PackageItemParams = RunParams.extend({ item: PackageItemKey });

/** Regenerating one item is free, up to this many times per item and run. */
export const REGENERATIONS_PER_ITEM = 5;

/**
 * PUT /generation-runs/{runId}/package: one item of the package as the user edited it before
 * approving (a post's title and caption, the newsletter's subject and body, the blog's title
 * and body), so Approve & Publish saves the edited text.
 */
export const SavePackageItem = z.object({
  item: PackageItemKey,
  title: z
    .string({ error: 'Title is required.' })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, 'Title is required.')
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters.`),
  body: z.string({ error: 'Body is required.' }).trim().min(1, 'Write something in the body.').max(BODY_MAX, `Body must be at most ${BODY_MAX} characters.`),
});
export type SavePackageItem = z.infer<typeof SavePackageItem>;

export const generationEndpoints = {
  start: endpoint({
    name: 'StartGenerationRun',
    area: 'generation',
    method: 'POST',
    path: '/generation-runs',
    access: 'owner',
    workspace: 'create',
    body: StartRunRequest,
    response: StartRunResponse,
    status: 202,
    exposure: 'public',
    scope: 'content:write',
    summary:
      'Start writing a 7-day content package (7 posts, a newsletter and a blog post) in the background; poll the run for its progress. Uses one AI credit.',
  }),
  list: endpoint({
    name: 'ListGenerationRuns',
    area: 'generation',
    method: 'GET',
    path: '/generation-runs',
    access: 'owner',
    workspace: 'view',
    response: RunListResponse,
  }),
  get: endpoint({
    name: 'GetGenerationRun',
    area: 'generation',
    method: 'GET',
    path: '/generation-runs/{runId}',
    access: 'owner',
    workspace: 'view',
    params: RunParams,
    response: GenerationRun,
    exposure: 'public',
    scope: 'content:read',
    summary: 'Poll a generation run: its stage, progress and, when done, the package.',
  }),
  approve: endpoint({
    name: 'ApproveGenerationRun',
    area: 'generation',
    method: 'POST',
    path: '/generation-runs/{runId}/approve',
    access: 'owner',
    workspace: 'create',
    params: RunParams,
    response: ApproveResponse,
  }),
  savePackageItem: endpoint({
    name: 'SavePackageItem',
    area: 'generation',
    method: 'PUT',
    path: '/generation-runs/{runId}/package',
    access: 'owner',
    workspace: 'create',
    params: RunParams,
    body: SavePackageItem,
    response: GenerationRun,
  }),
  regenerateItem: endpoint({
    name: 'RegeneratePackageItem',
    area: 'generation',
    method: 'POST',
    path: '/generation-runs/{runId}/items/{item}/regenerate',
    access: 'owner',
    workspace: 'create',
    params: PackageItemParams,
    response: GenerationRun,
  }),
  /** "Rewrite with AI" on an item of the unapproved package: streamed, nothing saved (Save keeps it). */
  rewriteItem: endpoint({
    name: 'RewritePackageItem',
    area: 'generation',
    method: 'POST',
    path: '/generation-runs/{runId}/items/{item}/rewrite',
    access: 'owner',
    workspace: 'create',
    transport: 'stream',
    params: PackageItemParams,
    body: RewriteContentItem,
    response: RewrittenText,
  }),
};
