// The Resources Vault's starter library: what each of the eight resources is (one per
// category, written for Markk's users). Plain data, no AWS: the build (bin/starter-library.ts)
// and the seeding (functions/domain/resource-seed.ts) both read it.
import type { ResourceCategory } from '#contracts/resources';

export type StarterFormat = 'pdf' | 'md' | 'txt';

export interface StarterResource {
  /** Fixed: seeding twice writes nothing new. */
  resourceId: string;
  /** The Markdown source, resources/starter/{slug}.md. */
  slug: string;
  format: StarterFormat;
  title: string;
  description: string;
  category: ResourceCategory;
  tags: string[];
  isFeatured: boolean;
}

export const STARTER_LIBRARY: readonly StarterResource[] = [
  {
    resourceId: 'starter-paid-ads-launch-checklist',
    slug: 'paid-ads-launch-checklist',
    format: 'pdf',
    title: 'Paid Ads Launch Checklist',
    description:
      'Launch a Meta, Google or TikTok campaign without wasting the first week of budget: goal, tracking, landing page, audience, creative, settings and what to do on days 1 to 7.',
    category: 'paid-ads',
    tags: ['checklist', 'meta ads', 'google ads', 'launch'],
    isFeatured: true,
  },
  {
    resourceId: 'starter-organic-content-pillars-guide',
    slug: 'organic-content-pillars-guide',
    format: 'md',
    title: 'Organic Content Pillars Guide',
    description: 'Choose three to five content pillars, set the mix, give each pillar formats and a weekly rhythm, and measure which ones bring enquiries.',
    category: 'organic-content',
    tags: ['social media', 'content strategy', 'pillars'],
    isFeatured: false,
  },
  {
    resourceId: 'starter-welcome-email-sequence-sop',
    slug: 'welcome-email-sequence-sop',
    format: 'pdf',
    title: 'Welcome Email Sequence SOP',
    description: 'Plan, write, build and improve a five-email welcome sequence that turns new subscribers into customers within 14 days.',
    category: 'email-marketing',
    tags: ['email', 'automation', 'sop', 'welcome sequence'],
    isFeatured: true,
  },
  {
    resourceId: 'starter-landing-page-teardown-guide',
    slug: 'landing-page-teardown-guide',
    format: 'pdf',
    title: 'Landing Page Teardown Guide',
    description: 'Score any landing page with 32 questions, from the first screen to the follow-up, and turn the score into a plan of quick wins.',
    category: 'funnels-landing',
    tags: ['landing page', 'conversion', 'audit'],
    isFeatured: false,
  },
  {
    resourceId: 'starter-brand-positioning-worksheet',
    slug: 'brand-positioning-worksheet',
    format: 'md',
    title: 'Brand Positioning Worksheet',
    description:
      'A 90-minute worksheet: your best customers, the real alternatives, what makes you different, a positioning statement and the messages that follow from it.',
    category: 'strategy-planning',
    tags: ['positioning', 'worksheet', 'messaging'],
    isFeatured: false,
  },
  {
    resourceId: 'starter-weekly-marketing-operations-sop',
    slug: 'weekly-marketing-operations-sop',
    format: 'txt',
    title: 'Weekly Marketing Operations SOP',
    description: 'The three-hour weekly routine that keeps a small business’s marketing running: plan, create, engage, e-mail and website, review.',
    category: 'sops-operations',
    tags: ['sop', 'operations', 'weekly routine'],
    isFeatured: false,
  },
  {
    resourceId: 'starter-30-day-content-calendar-template',
    slug: '30-day-content-calendar-template',
    format: 'pdf',
    title: '30-Day Content Calendar Template',
    description: 'A month of social media posts with a pillar, a format and a prompt for every day, a caption formula and the monthly review questions.',
    category: 'templates',
    tags: ['template', 'content calendar', 'social media'],
    isFeatured: true,
  },
  {
    resourceId: 'starter-campaign-ideas-swipe-file',
    slug: 'campaign-ideas-swipe-file',
    format: 'md',
    title: 'Swipe File: 40 Campaign Ideas',
    description:
      'Forty proven campaign ideas for small businesses — seasonal, community, education, offers and storytelling — and how to turn one into a campaign.',
    category: 'inspiration',
    tags: ['ideas', 'campaigns', 'swipe file'],
    isFeatured: false,
  },
];

export const STARTER_CONTENT_TYPES: Record<StarterFormat, string> = { pdf: 'application/pdf', md: 'text/markdown', txt: 'text/plain' };

/** The file's name in resources/starter/dist/ and in the bucket (under starter/). */
export const starterFileName = (r: StarterResource): string => `${r.slug}.${r.format}`;
export const starterKey = (r: StarterResource): string => `starter/${starterFileName(r)}`;
