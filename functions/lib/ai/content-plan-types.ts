// What "Plan my next 30 days" asks Markk's writer for, whichever provider writes it.
import type { PlanFormat } from '#contracts/content-plan';
import type { Network } from '#contracts/connected-accounts';
import type { BrandBrief } from './types.ts';

/** One place in the calendar: when, where, about what and in which form. */
export interface PlanSlot {
  /** "00"–"29", in the order the posts go out. */
  itemId: string;
  /** "2027-03-29T09:00" in `timeZone`. */
  localTime: string;
  timeZone: string;
  network: Network;
  pillar: string;
  format: PlanFormat;
}

export interface PlanCampaign {
  name: string;
  goal: string;
  landingUrl: string | null;
}

export interface PlanPostsRequest {
  brand: BrandBrief;
  campaign: PlanCampaign | null;
  slots: PlanSlot[];
  /** 0 for the plan's first writing; a regenerated post is written again with a higher one. */
  variant?: number | undefined;
}

export interface PlannedPost {
  itemId: string;
  title: string;
  caption: string;
}

/** The first sentence of a caption: what no two posts of a plan may share. */
export function openingOf(caption: string): string {
  const text = caption.trim();
  const end = /[.!?…](?=\s|$)|\n/.exec(text);
  return (end ? text.slice(0, end.index + 1) : text).trim().toLowerCase();
}
