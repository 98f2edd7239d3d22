// The onboarding wizard without React: steps, where a returning user resumes, and the package preview rules (spec 4, 9).
import type { GenerationRun } from '#contracts/generation';
import { RUN_STAGES } from '#contracts/generation';

/** Spec steps 0, 1, 1.5, the generation progress, 2, 4 and 3, in the order a user meets them. */
export type WizardStep = 'welcome' | 'brand' | 'review' | 'progress' | 'strategy' | 'package' | 'ready';

/** Spec 9: 7 posts in the package, 3 captions previewed at 60 characters, the coming-soon notice for 3000 ms. */
export const PREVIEW_POSTS = 3;
export const CAPTION_PREVIEW_CHARS = 60;
export const COMING_SOON_MS = 3000;
/** How long the finished progress card (100 %) stays before the strategy replaces it. */
export const FINISHED_PAUSE_MS = 1200;
const LONG_BLOG_WORDS = 1200;

export type ResumePoint = { step: 'welcome' } | { step: 'progress'; runId: string } | { step: 'strategy'; run: GenerationRun } | { step: 'ready' };

/**
 * Where /onboarding opens, from the caller's runs (newest first): a run still generating
 * shows its progress; a finished, unapproved package opens at step 2; an approved package
 * whose user never pressed Go to Dashboard opens at step 3; a failed run shows what failed
 * until onboarding is complete. Anything else starts at Welcome.
 */
export function resumePoint(runs: readonly GenerationRun[], onboardingCompleted: boolean): ResumePoint {
  const run = runs[0];
  if (!run) return { step: 'welcome' };
  switch (run.status) {
    case 'running':
      return { step: 'progress', runId: run.runId };
    case 'failed':
      return onboardingCompleted ? { step: 'welcome' } : { step: 'progress', runId: run.runId };
    case 'succeeded':
      if (!run.approvedAt) return run.result ? { step: 'strategy', run } : { step: 'welcome' };
      return onboardingCompleted ? { step: 'welcome' } : { step: 'ready' };
  }
}

const graphemes = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : null;

/** The characters a reader sees: grapheme clusters, so "☕️" or "👩‍🍳" is one and never split. */
function visibleChars(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), (part) => part.segment) : Array.from(text);
}

/** A caption cut to `limit` characters, with "…" when cut. */
export function captionPreview(caption: string, limit = CAPTION_PREVIEW_CHARS): string {
  const chars = visibleChars(caption.trim());
  if (chars.length <= limit) return chars.join('');
  return `${chars.slice(0, limit).join('').trimEnd()}…`;
}

export function postsLabel(total: number): string {
  return total === 1 ? '1 post' : `${total} posts`;
}

/** "+N more posts" for the posts beyond the previewed ones, or null when every post is shown. */
export function morePostsLabel(total: number, shown = PREVIEW_POSTS): string | null {
  const more = total - shown;
  if (more <= 0) return null;
  return more === 1 ? '+1 more post' : `+${more} more posts`;
}

/** "1,200+ words" only when the blog really is that long; otherwise its real length. */
export function blogLengthLabel(wordCount: number): string {
  if (wordCount >= LONG_BLOG_WORDS) return '1,200+ words';
  return `${wordCount.toLocaleString('en-US')} words`;
}

export type StageView = { id: string; label: string; state: GenerationRun['stages'][number]['state']; detail: string | null };

/** The run's stages, or the five pending ones before the run exists (while the brand kit saves). */
export function stagesOf(run: GenerationRun | null): StageView[] {
  if (run && run.stages.length > 0) return run.stages;
  return RUN_STAGES.map((stage) => ({ id: stage.id, label: stage.label, state: 'pending', detail: null }));
}

export function failedStage(run: GenerationRun): StageView | null {
  return run.stages.find((stage) => stage.state === 'failed') ?? null;
}

/** 0–100, whole numbers, whatever the server sends. */
export function percentOf(run: GenerationRun | null): number {
  if (!run) return 0;
  return Math.min(100, Math.max(0, Math.round(run.percent)));
}
