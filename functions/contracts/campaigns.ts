// Campaigns (Premium, "Campaign management"): a named push towards one goal over a date range,
// on chosen networks, with an optional budget and landing link. The owner creates, lists,
// reads, edits, archives (and restores) and duplicates them; reading stays open after a
// downgrade, writing needs Premium.
import * as z from 'zod';
import { CampaignId, withoutBidiControls } from './common.ts';
import { endpoint } from './endpoint.ts';
import { LinkUrl } from './analytics.ts';
import { NETWORKS } from '../lib/networks/types.ts';

export const CAMPAIGN_NAME_MAX = 80;
export const CAMPAIGN_GOAL_MAX = 200;
/** The longest campaign: a year and a day (a leap year's campaign included). */
export const CAMPAIGN_MAX_DAYS = 366;
export const CAMPAIGN_BUDGET_MAX = 1_000_000;
export const CAMPAIGN_CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type CampaignCurrency = (typeof CAMPAIGN_CURRENCIES)[number];
/** A campaign's list page holds this many, newest first. */
export const CAMPAIGN_PAGE = 50;

export const CAMPAIGN_MESSAGES = {
  premium: 'Campaigns are part of Premium. Upgrade to plan and run campaigns.',
  notFound: 'That campaign is not among your campaigns.',
  endBeforeStart: 'The end date must be on or after the start date.',
  tooLong: `A campaign can run for at most ${CAMPAIGN_MAX_DAYS} days.`,
  nothingToChange: 'Send at least one field to change.',
  changedMeanwhile: 'This campaign was changed in another window at the same time. Open it again and make your change.',
} as const;

/** Where a campaign is in time: before its start, running, after its end, or archived by the owner. */
export const CAMPAIGN_PHASES = ['planned', 'active', 'ended', 'archived'] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the campaign's ${label}.` })
    .overwrite(withoutBidiControls)
    .trim()
    .min(1, `Enter the campaign's ${label}.`)
    .max(max, `The ${label} must be at most ${max} characters.`);

/** A calendar day, YYYY-MM-DD, that exists (no 30 February). */
export const CampaignDay = z.iso.date({ error: 'Dates are written YYYY-MM-DD, and must exist (no 30 February).' });

/** Days from `start` to `end`, both counted. */
export const campaignDays = (start: string, end: string) => Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** The date problem of a start and end, if any. */
export function dateProblem(start: string, end: string): string | null {
  const days = campaignDays(start, end);
  if (days < 1) return CAMPAIGN_MESSAGES.endBeforeStart;
  if (days > CAMPAIGN_MAX_DAYS) return CAMPAIGN_MESSAGES.tooLong;
  return null;
}

const Networks = z
  .array(z.enum(NETWORKS, { error: `Networks are ${NETWORKS.join(', ')}.` }), { error: 'Choose the networks the campaign runs on.' })
  .min(1, 'Choose at least one network.')
  .max(NETWORKS.length, `Choose at most ${NETWORKS.length} networks.`)
  .transform((list) => [...new Set(list)]);

const Budget = z
  .number({ error: 'The budget must be a number.' })
  .min(0, 'The budget cannot be negative.')
  .max(CAMPAIGN_BUDGET_MAX, `The budget must be at most ${CAMPAIGN_BUDGET_MAX.toLocaleString('en-GB')}.`)
  .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, 'The budget can have at most two decimal places.');

const Currency = z.enum(CAMPAIGN_CURRENCIES, { error: `The currency must be one of ${CAMPAIGN_CURRENCIES.join(', ')}.` });

const fields = {
  name: text('name', CAMPAIGN_NAME_MAX),
  goal: text('goal', CAMPAIGN_GOAL_MAX),
  startDate: CampaignDay,
  endDate: CampaignDay,
  networks: Networks,
  /** In `currency`; null or absent: no budget. */
  budget: Budget.nullable().optional(),
  currency: Currency.optional(),
  /** Where the campaign sends people (tracked links default to it); null or absent: none. */
  landingUrl: LinkUrl.nullable().optional(),
};

/** The end on or after the start, at most CAMPAIGN_MAX_DAYS: checked where the campaign is written (dateProblem). */
export const CreateCampaignBody = z.object({
  ...fields,
  /** The click's id: a second "Create" with the same id answers the same campaign. */
  requestId: z.uuid({ error: 'requestId must be a UUID.' }),
});
export type CreateCampaignBody = z.input<typeof CreateCampaignBody>;

/** Any of the fields, and `archived` (archive or restore); at least one. */
export const UpdateCampaignBody = z
  .object({
    name: fields.name.optional(),
    goal: fields.goal.optional(),
    startDate: CampaignDay.optional(),
    endDate: CampaignDay.optional(),
    networks: Networks.optional(),
    budget: fields.budget,
    currency: fields.currency,
    landingUrl: fields.landingUrl,
    archived: z.boolean({ error: 'archived is true or false.' }).optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), CAMPAIGN_MESSAGES.nothingToChange);
export type UpdateCampaignBody = z.input<typeof UpdateCampaignBody>;

export const DuplicateCampaignBody = z.object({ requestId: z.uuid({ error: 'requestId must be a UUID.' }) });
export type DuplicateCampaignBody = z.input<typeof DuplicateCampaignBody>;

export const Campaign = z.object({
  id: z.string(),
  name: z.string(),
  goal: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  networks: z.array(z.enum(NETWORKS)),
  budget: z.number().nullable(),
  currency: Currency,
  landingUrl: z.string().nullable(),
  archived: z.boolean(),
  phase: z.enum(CAMPAIGN_PHASES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof Campaign>;

export const CampaignParams = z.object({ campaignId: CampaignId });
export const ListCampaignsQuery = z.object({ cursor: z.string().max(2000).optional() });
export type ListCampaignsQuery = z.input<typeof ListCampaignsQuery>;
export const ListCampaignsResponse = z.object({ campaigns: z.array(Campaign), cursor: z.string().nullable() });
export type ListCampaignsResponse = z.infer<typeof ListCampaignsResponse>;

export const campaignEndpoints = {
  list: endpoint({
    name: 'ListCampaigns',
    area: 'campaigns',
    method: 'GET',
    path: '/campaigns',
    access: 'owner',
    workspace: 'view',
    query: ListCampaignsQuery,
    response: ListCampaignsResponse,
    exposure: 'public',
    scope: 'campaigns:read',
    summary: 'List the workspace’s campaigns.',
  }),
  create: endpoint({
    name: 'CreateCampaign',
    area: 'campaigns',
    method: 'POST',
    path: '/campaigns',
    access: 'owner',
    workspace: 'create',
    body: CreateCampaignBody,
    response: Campaign,
    status: 201,
  }),
  get: endpoint({
    name: 'GetCampaign',
    area: 'campaigns',
    method: 'GET',
    path: '/campaigns/{campaignId}',
    access: 'owner',
    workspace: 'view',
    params: CampaignParams,
    response: Campaign,
  }),
  update: endpoint({
    name: 'UpdateCampaign',
    area: 'campaigns',
    method: 'PATCH',
    path: '/campaigns/{campaignId}',
    access: 'owner',
    workspace: 'create',
    params: CampaignParams,
    body: UpdateCampaignBody,
    response: Campaign,
  }),
  duplicate: endpoint({
    name: 'DuplicateCampaign',
    area: 'campaigns',
    method: 'POST',
    path: '/campaigns/{campaignId}/duplicate',
    access: 'owner',
    workspace: 'create',
    params: CampaignParams,
    body: DuplicateCampaignBody,
    response: Campaign,
    status: 201,
  }),
};
