// Analytics, first part: tracked short links. The public redirect `GET /l/{code}` (served on the
// app's own origin) and the owner's links: create by hand, list, one link's clicks by day,
// countries and referrers, delete, and "Track links" on a newsletter or blog draft.
import * as z from 'zod';
import { CampaignId, withoutBidiControls } from './common.ts';
import { ContentItem } from './content.ts';
import { endpoint } from './endpoint.ts';
import { NETWORKS } from '../lib/networks/types.ts';

export const LINK_URL_MAX = 2000;
export const LINK_TITLE_MAX = 120;
export const LINK_CAMPAIGN_MAX = 80;
/** Days a link's page charts, today included. */
export const LINK_CHART_DAYS = 30;

/** A destination people may be sent to: http or https only (never javascript:, data: or a file). */
export const LinkUrl = z
  .string({ error: 'Enter the address the link should lead to.' })
  .trim()
  .min(1, 'Enter the address the link should lead to.')
  .max(LINK_URL_MAX, `The address must be at most ${LINK_URL_MAX} characters.`)
  // A URL format (not a refinement), so the contract fuzzer draws web addresses for it.
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full web address starting with https:// or http://.' }));

export const CreateLinkBody = z.object({
  url: LinkUrl,
  title: z
    .string({ error: 'Give the link a title.' })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, 'Give the link a title.')
    .max(LINK_TITLE_MAX, `The title must be at most ${LINK_TITLE_MAX} characters.`),
  campaign: z
    .string()
    .overwrite(withoutBidiControls)
    .trim()
    .max(LINK_CAMPAIGN_MAX, `The campaign must be at most ${LINK_CAMPAIGN_MAX} characters.`)
    .optional()
    .transform((value) => value || undefined),
  /** One of the owner's campaigns: the link is listed on its page and its utm_campaign is the campaign's (the free-text `campaign` is then not used). */
  campaignId: CampaignId.optional(),
  network: z.enum(NETWORKS, { error: `The network must be one of ${NETWORKS.join(', ')}.` }).optional(),
  /** The click's id: a second "Create" with the same id answers the same link. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
});
export type CreateLinkBody = z.input<typeof CreateLinkBody>;

export const LinkView = z.object({
  id: z.string(),
  code: z.string(),
  /** The short link, `{app}/l/{code}`. */
  shortUrl: z.string(),
  url: z.string(),
  title: z.string(),
  /** utm_campaign as the link sends it (the campaign's when it is in one); null: "markk". */
  campaign: z.string().nullable(),
  /** The owner's campaign the link is in (made by hand into it, or for a post scheduled in it). */
  campaignId: z.string().nullable(),
  network: z.enum(NETWORKS).nullable(),
  postId: z.string().nullable(),
  clicks: z.number().int(),
  createdAt: z.string(),
});
export type LinkView = z.infer<typeof LinkView>;

export const LinkParams = z.object({ linkId: z.string().regex(/^[a-f0-9]{32}$/, 'This link id is not valid.') });

export const ListLinksQuery = z.object({
  cursor: z.string().max(2000).optional(),
  /** Only the links in this campaign of the owner's (none for an id that is not one of theirs). */
  campaignId: CampaignId.optional(),
});
export type ListLinksQuery = z.input<typeof ListLinksQuery>;

export const ListLinksResponse = z.object({ links: z.array(LinkView), cursor: z.string().nullable() });
export type ListLinksResponse = z.infer<typeof ListLinksResponse>;

export const CountEntry = z.object({ name: z.string(), clicks: z.number().int() });
export type CountEntry = z.infer<typeof CountEntry>;

export const LinkDetail = z.object({
  link: LinkView,
  /** The last LINK_CHART_DAYS UTC days, oldest first, every day present (0 when none). */
  days: z.array(z.object({ day: z.string(), clicks: z.number().int() })),
  /** Over those days, most clicks first (at most 10). Country is a two-letter code; "Unknown" when none was known. */
  countries: z.array(CountEntry),
  /** Referrer hosts; "Direct" when the click had no referrer. */
  referrers: z.array(CountEntry),
});
export type LinkDetail = z.infer<typeof LinkDetail>;

/** Where a newsletter's or blog post's link is clicked: its utm_source. */
export const LINK_SOURCES = ['newsletter', 'blog'] as const;
export type LinkSource = (typeof LINK_SOURCES)[number];

/** "Track links" on a newsletter or blog draft: every web address in its body becomes a short link. */
export const TrackContentLinksBody = z.object({
  itemId: z.string({ error: 'itemId is required.' }).min(1, 'itemId is required.').max(100, 'This draft id is not valid.'),
  /**
   * The click's id. The links themselves are named by the draft and the address, so a second
   * run (or a double click) makes none: it answers the same links.
   */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
});
export type TrackContentLinksBody = z.input<typeof TrackContentLinksBody>;

export const TrackContentLinksResponse = z.object({
  /** The draft as saved, its addresses now short links. */
  item: ContentItem,
  /** Every one of the owner's short links the draft's body now holds, in the order they first appear. */
  links: z.array(LinkView),
});
export type TrackContentLinksResponse = z.infer<typeof TrackContentLinksResponse>;

/** A short code: eight lower-case letters and digits. Anything else (up to 64 characters) is simply not found. */
export const RedirectParams = z.object({ code: z.string().max(64, 'This short link is not valid.') });

/** The redirect's small body beside its Location header (a client that does not follow redirects can read it). */
export const RedirectResponse = z.object({ location: z.string() });

export const analyticsEndpoints = {
  /** Public, on the app's origin: 302 to the destination with UTM parameters; counts a person's click once an hour. */
  redirect: endpoint({
    name: 'FollowLink',
    area: 'analytics',
    method: 'GET',
    path: '/l/{code}',
    access: 'public',
    params: RedirectParams,
    response: RedirectResponse,
    status: 302,
  }),
  createLink: endpoint({
    name: 'CreateLink',
    area: 'analytics',
    method: 'POST',
    path: '/analytics/links',
    access: 'owner',
    workspace: 'create',
    body: CreateLinkBody,
    response: LinkView,
    status: 201,
  }),
  listLinks: endpoint({
    name: 'ListLinks',
    area: 'analytics',
    method: 'GET',
    path: '/analytics/links',
    access: 'owner',
    workspace: 'view',
    query: ListLinksQuery,
    response: ListLinksResponse,
  }),
  getLink: endpoint({
    name: 'GetLink',
    area: 'analytics',
    method: 'GET',
    path: '/analytics/links/{linkId}',
    access: 'owner',
    workspace: 'view',
    params: LinkParams,
    response: LinkDetail,
  }),
  trackContentLinks: endpoint({
    name: 'TrackContentLinks',
    area: 'analytics',
    method: 'POST',
    path: '/analytics/content-links',
    access: 'owner',
    workspace: 'create',
    body: TrackContentLinksBody,
    response: TrackContentLinksResponse,
  }),
  deleteLink: endpoint({
    name: 'DeleteLink',
    area: 'analytics',
    method: 'DELETE',
    path: '/analytics/links/{linkId}',
    access: 'owner',
    workspace: 'create',
    params: LinkParams,
    response: z.undefined(),
    status: 204,
  }),
};
