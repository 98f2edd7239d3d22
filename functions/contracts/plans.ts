// The one place plans, prices, features and limits live (spec 01 §9 "Plans" and "Reward").
// The server enforces the limits from here; the pricing page renders the same lists.
import * as z from 'zod';

export const Tier = z.enum(['free', 'premium', 'enterprise']);
export type Tier = z.infer<typeof Tier>;

/** Tiers a user can buy (create-checkout's `tier`). */
export const PaidTier = z.enum(['premium', 'enterprise']);
export type PaidTier = z.infer<typeof PaidTier>;

export interface Plan {
  id: Tier;
  name: string;
  /** Monthly price in pence (GBP); 0 for the free plan. */
  pricePence: number;
  priceLabel: string;
  mostPopular: boolean;
  /** Shown above the feature list of a plan that builds on another ("Everything in Premium, plus:"). */
  includes?: string;
  features: readonly string[];
  limitations: readonly string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Growth',
    pricePence: 0,
    priceLabel: 'Free',
    mostPopular: false,
    features: [
      'Brand kit setup',
      'AI strategy builder (3 content pillars, 7 days)',
      'Creative studio lite (with watermark)',
      'Scheduling on 1 social platform',
      '20 AI credits per month',
      '30 AI expert replies a day',
      'Basic analytics',
      'Content library (20 assets)',
      'Read-only community',
    ],
    limitations: ['Watermark', 'Limited credits', 'Single platform', 'Basic analytics'],
  },
  {
    id: 'premium',
    name: 'Premium',
    pricePence: 2900,
    priceLabel: '£29',
    mostPopular: true,
    features: [
      'Unlimited AI credits',
      'Multi-platform scheduling (Instagram, Facebook, LinkedIn, TikTok, Google Business)',
      'Creative studio pro',
      'Advanced strategy (30-day calendar, ad campaigns, SEO outlines)',
      'Campaign management',
      'Advanced analytics',
      'Team collaboration',
      'Done-for-you',
      'Priority AI',
      'Unlimited storage',
      'Full community',
    ],
    limitations: [],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    pricePence: 24900,
    priceLabel: '£249',
    mostPopular: false,
    includes: 'Everything in Premium, plus:',
    features: [
      'White-label',
      'Client portal',
      'Bulk generation (100+ posts)',
      'Role permissions',
      'API access',
      'Account manager',
      'Custom AI training',
      'Priority support',
      'Custom integrations',
    ],
    limitations: [],
  },
];

export const planFor = (tier: Tier): Plan => PLANS.find((p) => p.id === tier)!;

/** Tier order: a higher rank includes everything below it. */
export const TIER_RANK: Record<Tier, number> = { free: 0, premium: 1, enterprise: 2 };

/** What each tier may do. `null` = unlimited. Enforced on the server where the feature lives. */
export interface PlanLimits {
  /** Spent by what AI_CREDIT_BUYS lists. */
  aiCreditsPerMonth: number | null;
  /** Replies from the AI experts (chat), counted per UTC day instead of in credits. */
  chatRepliesPerDay: number | null;
  contentLibraryAssets: number | null;
  communityWrite: boolean;
  /** Members a team may have, the owner included ("Team collaboration" is a Premium feature). */
  teamMembers: number | null;
  /** Creative studio lite: every image carries the "Made with Markk" mark, drawn on the server. */
  studioWatermark: boolean;
  /** Creative studio pro: the Premium templates (the carousel). */
  studioPro: boolean;
  /** Advanced analytics: breakdowns, best times, post detail, 90-day and custom ranges. */
  advancedAnalytics: boolean;
  /** Campaign management: create, edit, archive and duplicate campaigns (reading them stays open). */
  campaigns: boolean;
  /** Brand voice ("Custom AI training"): samples of the owner's own writing Markk learns their voice from; 0: not included. */
  brandVoiceSamples: number;
  /** SEO outlines: write blog outlines and turn them into drafts (reading and deleting them stays open). */
  seoOutlines: boolean;
  /** "Plan my next 30 days": a month of draft posts from one workflow. */
  contentPlan: boolean;
  /** "Bulk generation (100+ posts)": 10–500 draft posts from one workflow (/content/bulk). */
  bulkGeneration: boolean;
}

export const PLAN_LIMITS: Record<Tier, PlanLimits> = {
  free: {
    brandVoiceSamples: 0,
    aiCreditsPerMonth: 20,
    chatRepliesPerDay: 30,
    contentLibraryAssets: 20,
    communityWrite: false,
    teamMembers: 1,
    studioWatermark: true,
    studioPro: false,
    advancedAnalytics: false,
    campaigns: false,
    seoOutlines: false,
    contentPlan: false,
    bulkGeneration: false,
  },
  premium: {
    brandVoiceSamples: 5,
    aiCreditsPerMonth: null,
    chatRepliesPerDay: null,
    contentLibraryAssets: null,
    communityWrite: true,
    teamMembers: null,
    studioWatermark: false,
    studioPro: true,
    advancedAnalytics: true,
    campaigns: true,
    seoOutlines: true,
    contentPlan: true,
    bulkGeneration: false,
  },
  enterprise: {
    brandVoiceSamples: 20,
    aiCreditsPerMonth: null,
    chatRepliesPerDay: null,
    contentLibraryAssets: null,
    communityWrite: true,
    teamMembers: null,
    studioWatermark: false,
    studioPro: true,
    advancedAnalytics: true,
    campaigns: true,
    seoOutlines: true,
    contentPlan: true,
    bulkGeneration: true,
  },
};

/**
 * The rule, in one place: what one AI credit buys, and what is counted otherwise. A chat with
 * an expert is many short replies, so it has a daily allowance of its own rather than eating
 * the month's credits in one conversation. The pricing page says this under the plans.
 */
export const AI_CREDIT_BUYS =
  'One AI credit writes a 7-day content package, an AI project plan, a Rewrite with AI or an AI Writing Assistant draft. Replies from the AI experts are counted per day instead, and never use credits.';

/** The messages a feature shows when the free plan's limit stops it. */
export const UPGRADE_MESSAGES = {
  aiCredits: "You have used this month's 20 AI credits on the Growth plan. Upgrade to Premium for unlimited AI credits.",
  chatReplies: "You have had today's 30 AI expert replies on the Growth plan. They start again tomorrow, or upgrade to Premium for unlimited replies.",
  contentLibrary: 'Your content library holds 20 assets on the Growth plan. Upgrade to Premium for unlimited storage.',
  communityWrite: 'The community is read-only on the Growth plan. Upgrade to Premium to post, comment and react.',
  studioPro: 'The carousel is part of Creative studio pro on Premium. Upgrade to Premium to make carousels, without the watermark.',
  brandFonts: 'Your brand’s own fonts are part of Creative studio pro on Premium. Upgrade to Premium to draw your images in them.',
  teamCollaboration: 'Team collaboration is a Premium feature: a Growth team has one member. Upgrade to Premium to invite your team.',
} as const;

/** Team invitations (spec 02 Team): an invitation not accepted within this many days expires (hourly job). */
export const TEAM_INVITE_EXPIRY_DAYS = 7;

/** The partner referral programme (spec 01 §1 and §9). */
export const REFERRAL = {
  /** Invitations an owner may have pending or accepted at once; revoked and expired ones are given back. */
  inviteAllowance: 10,
  /** An invitation not accepted within this many days expires (hourly job). */
  invitationExpiryDays: 14,
  /** Days of Premium each side receives when an invited partner signs up. */
  rewardDays: 30,
  /** An invitation can be accepted only by an account created at most this many hours before. */
  newAccountHours: 24,
} as const;
