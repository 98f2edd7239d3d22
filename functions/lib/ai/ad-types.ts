// What the ad copy writers (OpenAI or the built-in offline writer) work from and give back.
import type { ParsedAdSet } from '#contracts/ad-copy';
import type { BrandBrief } from './types.ts';

export interface AdRequest {
  /** The owner's brand kit: the business the ads speak for. */
  brand: BrandBrief;
  /** The campaign the ads run in: its goal (the owner's words, never quoted in an ad), name and dates. */
  campaign: { name: string; goal: string; startDate: string; endDate: string };
  /** The click that asked (its request id): a regenerate reads differently, a retry the same. */
  variant: string;
}

/** An ad set as a writer gives it; the final URL is the campaign's, not the writer's. */
export type AdDraft = Omit<ParsedAdSet, 'finalUrl'>;
