// Ad copy for a campaign (Premium): one current ad set per campaign, written from the brand kit
// and the campaign — a Google Ads responsive search ad, a Meta ad and keyword ideas — which the
// owner edits field by field (each within its platform's limit) and exports as a CSV for Google
// Ads Editor. Generating and editing need Premium; reading and exporting stay open after a
// downgrade, as the campaigns do.
import * as z from 'zod';
import { withoutBidiControls } from './common.ts';
import { endpoint } from './endpoint.ts';
import { LinkUrl } from './analytics.ts';
import { CampaignParams } from './campaigns.ts';

// Google's limits for a responsive search ad: 3 to 15 headlines of at most 30 characters, 2 to 4
// descriptions of at most 90, two optional display paths of at most 15
// (https://support.google.com/google-ads/answer/7684791; the API's ResponsiveSearchAdInfo,
// https://developers.google.com/google-ads/api/reference/rpc/latest/ResponsiveSearchAdInfo).
export const GOOGLE_HEADLINE_MAX = 30;
export const GOOGLE_HEADLINES_MIN = 3;
export const GOOGLE_HEADLINES_MAX = 15;
export const GOOGLE_DESCRIPTION_MAX = 90;
export const GOOGLE_DESCRIPTIONS_MIN = 2;
export const GOOGLE_DESCRIPTIONS_MAX = 4;
export const GOOGLE_PATH_MAX = 15;
/** Google Ads takes keywords of at most 80 characters and 10 words. */
export const KEYWORD_MAX = 80;
export const KEYWORD_WORDS_MAX = 10;
/** Keyword ideas an ad set keeps. */
export const KEYWORDS_MAX = 20;

// Meta's feed ad: about 125 characters of primary text show before "See more"; Ads Manager takes
// up to 2,200 (https://ridgemarketing.com/blog/how-to-write-meta-ad-copy-a-guide-to-primary-headline-and-description-text;
// other guides give 5,000 — 2,200 is the lower, so a stored text fits either way). The headline
// and the link description show about 40 and 30 characters, the limits the product sets.
export const META_PRIMARY_TEXT_VISIBLE = 125;
export const META_PRIMARY_TEXT_MAX = 2200;
export const META_HEADLINE_MAX = 40;
export const META_DESCRIPTION_MAX = 30;

/**
 * The Meta call-to-action buttons a small business uses, as the Marketing API names them
 * (`call_to_action.type`: facebook-nodejs-business-sdk `AdCreativeLinkDataCallToAction.Type`)
 * with the label Ads Manager shows.
 */
export const META_CTAS = [
  { value: 'LEARN_MORE', label: 'Learn more' },
  { value: 'SHOP_NOW', label: 'Shop now' },
  { value: 'ORDER_NOW', label: 'Order now' },
  { value: 'BOOK_NOW', label: 'Book now' },
  { value: 'SIGN_UP', label: 'Sign up' },
  { value: 'SUBSCRIBE', label: 'Subscribe' },
  { value: 'CONTACT_US', label: 'Contact us' },
  { value: 'GET_QUOTE', label: 'Get quote' },
  { value: 'GET_OFFER', label: 'Get offer' },
  { value: 'APPLY_NOW', label: 'Apply now' },
  { value: 'CALL_NOW', label: 'Call now' },
  { value: 'GET_DIRECTIONS', label: 'Get directions' },
  { value: 'MESSAGE_PAGE', label: 'Send message' },
  { value: 'DOWNLOAD', label: 'Download' },
] as const;
export type MetaCta = (typeof META_CTAS)[number]['value'];
export const META_CTA_VALUES = META_CTAS.map((cta) => cta.value) as [MetaCta, ...MetaCta[]];

export const AD_COPY_MESSAGES = {
  noAdCopy: 'No ad copy yet for this campaign: choose Generate ad copy.',
  noBrandKit: 'Set up your brand kit before generating ad copy: the ads are written from it.',
  pathOrder: 'Fill in display path 1 before path 2: Google shows path 2 only after path 1.',
  noFinalUrl: 'Add the final URL (the page the ad opens) before exporting: Google Ads needs one.',
} as const;

/** A text as a message quotes it: whole when short, else its start. */
const quoted = (text: string) => `“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”`;

/** Leading characters a spreadsheet runs as a formula (the CSV opens in one as often as in Google Ads Editor). */
const FORMULA_START = /^[=+\-@]/;

/**
 * One field of an ad: trimmed, within `max` (the message quotes the text and counts it), one
 * line unless `multiline`, and not starting like a spreadsheet formula. `required`: at least
 * one character.
 */
function adText(names: { one: string; limit: string }, max: number, options: { multiline?: boolean; required?: boolean } = {}) {
  const base = z
    .string({ error: `Each ${names.one} must be text.` })
    .overwrite(withoutBidiControls)
    .trim();
  return (options.required ? base.min(1, `Write the ${names.one}, or remove it.`) : base)
    .max(max, {
      error: (issue) => `${names.limit} at most ${max.toLocaleString('en')} characters: ${quoted(String(issue.input))} has ${String(issue.input).length}.`,
    })
    .refine((text) => options.multiline || !/[\r\n\t]/.test(text), `Each ${names.one} is one line.`)
    .refine((text) => !FORMULA_START.test(text), `A ${names.one} cannot start with =, +, - or @.`);
}

const GoogleHeadline = adText({ one: 'Google headline', limit: 'Google headlines are' }, GOOGLE_HEADLINE_MAX, { required: true });
const GoogleDescription = adText({ one: 'Google description', limit: 'Google descriptions are' }, GOOGLE_DESCRIPTION_MAX, { required: true });
/** Empty: no path. Google puts each after a slash in the displayed address, so it holds none itself. */
const GooglePath = adText({ one: 'display path', limit: 'Display paths are' }, GOOGLE_PATH_MAX).refine(
  (text) => !text.includes('/'),
  'A display path cannot contain a slash: Google adds the slashes.',
);
const MetaPrimaryText = adText({ one: 'Meta primary text', limit: 'The Meta primary text is' }, META_PRIMARY_TEXT_MAX, { multiline: true, required: true });
const MetaHeadline = adText({ one: 'Meta headline', limit: 'The Meta headline is' }, META_HEADLINE_MAX, { required: true });
/** Empty: no description (Meta's is optional). */
const MetaDescription = adText({ one: 'Meta description', limit: 'The Meta description is' }, META_DESCRIPTION_MAX);
const Keyword = adText({ one: 'keyword', limit: 'Keywords are' }, KEYWORD_MAX, { required: true }).refine(
  (text) => text.split(/\s+/).length <= KEYWORD_WORDS_MAX,
  `A keyword has at most ${KEYWORD_WORDS_MAX} words.`,
);

/** The fields one at a time, for a writer choosing among phrasings and for the page's counters. */
export const AdField = {
  googleHeadline: GoogleHeadline,
  googleDescription: GoogleDescription,
  googlePath: GooglePath,
  metaPrimaryText: MetaPrimaryText,
  metaHeadline: MetaHeadline,
  metaDescription: MetaDescription,
  keyword: Keyword,
} as const;

export const GoogleSearchAd = z.object({
  headlines: z
    .array(GoogleHeadline, { error: 'Google headlines are a list.' })
    .min(GOOGLE_HEADLINES_MIN, `Write at least ${GOOGLE_HEADLINES_MIN} Google headlines: Google needs ${GOOGLE_HEADLINES_MIN} to show the ad.`)
    .max(GOOGLE_HEADLINES_MAX, `Google takes at most ${GOOGLE_HEADLINES_MAX} headlines.`),
  descriptions: z
    .array(GoogleDescription, { error: 'Google descriptions are a list.' })
    .min(GOOGLE_DESCRIPTIONS_MIN, `Write at least ${GOOGLE_DESCRIPTIONS_MIN} Google descriptions: Google needs ${GOOGLE_DESCRIPTIONS_MIN} to show the ad.`)
    .max(GOOGLE_DESCRIPTIONS_MAX, `Google takes at most ${GOOGLE_DESCRIPTIONS_MAX} descriptions.`),
  path1: GooglePath.default(''),
  path2: GooglePath.default(''),
});

export const MetaAd = z.object({
  primaryText: MetaPrimaryText,
  headline: MetaHeadline,
  description: MetaDescription.default(''),
  callToAction: z.enum(META_CTA_VALUES, { error: "Choose a call to action from Meta's list." }),
});

/**
 * An ad set as the owner edits it (PUT replaces the whole set). Headlines and descriptions that
 * repeat, and a second path without a first, are checked where the set is written (adSetProblem).
 */
export const AdSet = z.object({
  google: GoogleSearchAd,
  meta: MetaAd,
  keywords: z.array(Keyword, { error: 'Keywords are a list.' }).max(KEYWORDS_MAX, `Keep at most ${KEYWORDS_MAX} keywords.`).default([]),
  /** The page the ads open: the campaign's landing link when it has one. Null: none yet. */
  finalUrl: LinkUrl.nullable().default(null),
});
export type AdSet = z.input<typeof AdSet>;
/** An ad set after parsing: every field trimmed, defaults filled in. */
export type ParsedAdSet = z.output<typeof AdSet>;

/** Two texts are the same ad text whatever their case and spacing (Google refuses repeated headlines). */
const sameText = (text: string) => text.toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();

/** The first text said twice, if any. */
function repeated(texts: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const text of texts) {
    const key = sameText(text);
    if (seen.has(key)) return text;
    seen.add(key);
  }
  return null;
}

/** What is wrong with a set across its fields, if anything: a repeated headline or description, path 2 without path 1. */
export function adSetProblem(set: Pick<ParsedAdSet, 'google'>): string | null {
  const headline = repeated(set.google.headlines);
  if (headline !== null) return `Each Google headline must be different: ${quoted(headline)} is there twice.`;
  const description = repeated(set.google.descriptions);
  if (description !== null) return `Each Google description must be different: ${quoted(description)} is there twice.`;
  if (set.google.path2 && !set.google.path1) return AD_COPY_MESSAGES.pathOrder;
  return null;
}

/** The keywords without repeats (whatever their case), in their order. */
export function distinctKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  return keywords.filter((keyword) => {
    const key = sameText(keyword);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const GenerateAdCopyBody = z.object({
  /** The click's id: a retry with the same id answers the same set instead of writing another. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
});
export type GenerateAdCopyBody = z.input<typeof GenerateAdCopyBody>;

export const UpdateAdCopyBody = AdSet;
export type UpdateAdCopyBody = AdSet;

export const AdCopy = z.object({
  campaignId: z.string(),
  google: z.object({ headlines: z.array(z.string()), descriptions: z.array(z.string()), path1: z.string(), path2: z.string() }),
  meta: z.object({ primaryText: z.string(), headline: z.string(), description: z.string(), callToAction: z.enum(META_CTA_VALUES) }),
  keywords: z.array(z.string()),
  finalUrl: z.string().nullable(),
  /** When the set was written by the AI writer (a regenerate moves it on). */
  generatedAt: z.string(),
  /** When the owner last saved an edit of it; null while it is as written. */
  editedAt: z.string().nullable(),
});
export type AdCopy = z.infer<typeof AdCopy>;

/** The CSV for Google Ads Editor, as a file to save. */
export const AdCopyExport = z.object({ filename: z.string(), contentType: z.string(), body: z.string() });
export type AdCopyExport = z.infer<typeof AdCopyExport>;

export const adCopyEndpoints = {
  generate: endpoint({
    name: 'GenerateAdCopy',
    area: 'campaigns',
    method: 'POST',
    path: '/campaigns/{campaignId}/ads',
    access: 'owner',
    workspace: 'create',
    params: CampaignParams,
    body: GenerateAdCopyBody,
    response: AdCopy,
    status: 201,
  }),
  get: endpoint({
    name: 'GetAdCopy',
    area: 'campaigns',
    method: 'GET',
    path: '/campaigns/{campaignId}/ads',
    access: 'owner',
    workspace: 'view',
    params: CampaignParams,
    response: AdCopy,
  }),
  update: endpoint({
    name: 'UpdateAdCopy',
    area: 'campaigns',
    method: 'PUT',
    path: '/campaigns/{campaignId}/ads',
    access: 'owner',
    workspace: 'create',
    params: CampaignParams,
    body: UpdateAdCopyBody,
    response: AdCopy,
  }),
  exportCsv: endpoint({
    name: 'ExportAdCopyCsv',
    area: 'campaigns',
    method: 'GET',
    path: '/campaigns/{campaignId}/ads/export',
    access: 'owner',
    workspace: 'view',
    params: CampaignParams,
    response: AdCopyExport,
  }),
};
