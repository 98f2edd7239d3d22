// What the SEO outline writers (OpenAI or the built-in offline writer) work from and give back.
import type { SeoOutlineDraft } from '#contracts/seo-outlines';
import type { BrandBrief } from './types.ts';

/** One of the owner's blog drafts, as an internal link may point to it. */
export interface LinkableDraft {
  itemId: string;
  title: string;
}

export interface SeoOutlineRequest {
  /** The owner's brand kit: the business the post speaks for. */
  brand: BrandBrief;
  /** The topic as the owner typed it. */
  topic: string;
  /** The campaign the post is for: its goal sets the call to action. Null: the brand kit's goal. */
  campaign: { name: string; goal: string } | null;
  /** The owner's blog drafts, newest first: internal links point only to these. */
  drafts: readonly LinkableDraft[];
  /** The click that asked (its request id): a new click reads differently, a retry the same. */
  variant: string;
}

/** "Write it": the outline (as stored) and what it was written for. */
export interface SeoDraftRequest {
  brand: BrandBrief;
  topic: string;
  campaign: { name: string; goal: string } | null;
  outline: SeoOutlineDraft;
}

/** A blog draft: its title (the outline's) and its body in Markdown. */
export interface SeoBlogDraft {
  title: string;
  body: string;
}

export type { SeoOutlineDraft };
