// Table: the step guides of Markk's own workflows.
import type { GuideName } from './chat-step-guides.ts';

/** The guide for each step of Markk's own workflows, in order. */
export const WORKFLOW_GUIDES: Record<string, [GuideName, GuideName, GuideName, GuideName, GuideName, GuideName]> = {
  'thomas-launch': ['offerDefine', 'launchHook', 'waitlist', 'launchWeek', 'launchDay', 'followUp'],
  'thomas-seasonal': ['moment', 'themedOffer', 'campaignStory', 'formats', 'tracking', 'measure'],
  'thomas-story': ['rawStories', 'oneMessage', 'campaignStory', 'formats', 'schedule', 'measure'],
  'copywriter-landing': ['research', 'headline', 'benefits', 'proof', 'objections', 'cta'],
  'copywriter-welcome': ['goal', 'email1', 'email2', 'email3', 'email4', 'email5'],
  'copywriter-offer': ['dreamResult', 'valueStack', 'price', 'objections', 'urgency', 'cta'],
  'strategist-positioning': ['market', 'research', 'differences', 'difference', 'positioning', 'testWithCustomers'],
  'strategist-messaging': ['oneMessage', 'pillars', 'proof', 'voice', 'positioning', 'rollOut'],
  'strategist-audience': ['bestCustomers', 'research', 'profile', 'attention', 'wordsToMessages', 'oneTest'],
  'ppc-google': ['tracking', 'keywords', 'structure', 'rsa', 'budget', 'searchTerms'],
  'ppc-meta': ['numbers', 'audiences', 'creatives', 'adCopy', 'launchTest', 'measure'],
  'ppc-retargeting': ['tracking', 'segment', 'segmentMessages', 'frequency', 'launchTest', 'measure'],
  'social-calendar': ['pillars', 'formats', 'schedule', 'fillCalendar', 'film', 'measure'],
  'social-reels': ['reelFormats', 'hooks', 'script', 'film', 'captions', 'publish'],
  'social-community': ['community', 'starters', 'routine', 'featureCustomers', 'communityMoment', 'measure'],
  'chatgpt-90-day': ['goal', 'reviewQuarter', 'channels', 'themes', 'weeklyTasks', 'monthlyReview'],
  'chatgpt-blog': ['searchQuestion', 'whatRanks', 'outline', 'draft', 'meta', 'publishCheck'],
};

/** The workflows that have a guide per step (the rest are matched by their words). */
export const GUIDED_WORKFLOWS = new Set(Object.keys(WORKFLOW_GUIDES));
