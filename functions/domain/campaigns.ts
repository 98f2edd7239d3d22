// The owner's campaigns: create (a double click makes one), list newest first, read, edit,
// archive or restore, duplicate. Writing needs Premium ("Campaign management"); reading stays
// open, so a downgraded owner still sees what they ran.
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_PAGE,
  dateProblem,
  type Campaign,
  type CampaignCurrency,
  type CampaignPhase,
  type CreateCampaignBody,
  type ListCampaignsQuery,
  type UpdateCampaignBody,
} from '#contracts/campaigns';
import type { Network } from '#contracts/connected-accounts';
import { isConditionFailed } from '#data/conditions';
import type { CampaignItem } from '#data/entities/campaign';
import { ownListCursor } from '#data/paging';
import { db } from '#data/service';
import { Conflict, Invalid, LimitReached, NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import { limitsOf } from './entitlements.ts';

/** Where the campaign is on `today` (YYYY-MM-DD, UTC). */
export function phaseOf(item: Pick<CampaignItem, 'archived' | 'startDate' | 'endDate'>, today: string): CampaignPhase {
  if (item.archived) return 'archived';
  if (today < item.startDate) return 'planned';
  if (today > item.endDate) return 'ended';
  return 'active';
}

export function view(item: CampaignItem, now = new Date()): Campaign {
  return {
    id: item.campaignId,
    name: item.name,
    goal: item.goal,
    startDate: item.startDate,
    endDate: item.endDate,
    networks: item.networks as Network[],
    budget: item.budget ?? null,
    currency: item.currency as CampaignCurrency,
    landingUrl: item.landingUrl ?? null,
    archived: item.archived,
    phase: phaseOf(item, now.toISOString().slice(0, 10)),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** Writing a campaign, or anything of one (its ad copy), needs Premium: a LimitReached (402) saying so otherwise. */
export async function requirePremium(userId: string): Promise<void> {
  if (!(await limitsOf(userId)).campaigns) throw new LimitReached(CAMPAIGN_MESSAGES.premium);
}

async function find(userId: string, campaignId: string): Promise<CampaignItem> {
  const { data } = await db().entities.campaign.get({ userId, campaignId }).go({ consistent: true });
  if (!data) throw new NotFound(CAMPAIGN_MESSAGES.notFound);
  return data;
}

type Fields = Omit<CreateCampaignBody, 'requestId'>;

/** Writes the campaign named by `key` unless it exists; the existing one otherwise (a retried or doubled request). */
async function createOnce(userId: string, key: string, fields: Fields): Promise<CampaignItem> {
  const campaignId = idempotentId(`campaign:${userId}:${key}`);
  const item = {
    userId,
    campaignId,
    name: fields.name,
    goal: fields.goal,
    startDate: fields.startDate,
    endDate: fields.endDate,
    networks: [...fields.networks],
    currency: fields.currency ?? 'GBP',
    ...(fields.budget != null ? { budget: fields.budget } : {}),
    ...(fields.landingUrl ? { landingUrl: fields.landingUrl } : {}),
  };
  try {
    const { data } = await db().entities.campaign.create(item).go();
    return data;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return find(userId, campaignId);
  }
}

export async function create(userId: string, body: CreateCampaignBody): Promise<Campaign> {
  await requirePremium(userId);
  const { requestId, ...fields } = body;
  const problem = dateProblem(fields.startDate, fields.endDate);
  if (problem) throw new Invalid(problem);
  return view(await createOnce(userId, requestId, fields));
}

export async function get(userId: string, campaignId: string): Promise<Campaign> {
  return view(await find(userId, campaignId));
}

export async function list(userId: string, query: ListCampaignsQuery): Promise<{ campaigns: Campaign[]; cursor: string | null }> {
  const { campaign } = db().entities;
  const start = query.cursor
    ? ownListCursor(query.cursor, { list: campaign.query.byCreated({ userId }), item: (campaignId) => campaign.get({ userId, campaignId }) })
    : null;
  const page = await campaign.query.byCreated({ userId }).go({ order: 'desc', limit: CAMPAIGN_PAGE, ...(start ? { cursor: start } : {}) });
  const now = new Date();
  return { campaigns: page.data.map((item) => view(item, now)), cursor: page.cursor };
}

/** Edits that met another edit of the same campaign's dates are read again and retried this many times. */
const UPDATE_ATTEMPTS = 3;

export async function update(userId: string, campaignId: string, body: UpdateCampaignBody): Promise<Campaign> {
  await requirePremium(userId);
  for (let attempt = 1; ; attempt++) {
    const current = await find(userId, campaignId);
    const problem = dateProblem(body.startDate ?? current.startDate, body.endDate ?? current.endDate);
    if (problem) throw new Invalid(problem);
    const set = {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.goal !== undefined ? { goal: body.goal } : {}),
      ...(body.startDate !== undefined ? { startDate: body.startDate } : {}),
      ...(body.endDate !== undefined ? { endDate: body.endDate } : {}),
      ...(body.networks !== undefined ? { networks: [...body.networks] } : {}),
      ...(body.budget != null ? { budget: body.budget } : {}),
      ...(body.currency !== undefined ? { currency: body.currency } : {}),
      ...(body.landingUrl ? { landingUrl: body.landingUrl } : {}),
      ...(body.archived !== undefined ? { archived: body.archived } : {}),
    };
    const cleared: ('budget' | 'landingUrl')[] = [
      ...(body.budget === null ? (['budget'] as const) : []),
      ...(body.landingUrl === null ? (['landingUrl'] as const) : []),
    ];
    const patch = db().entities.campaign.patch({ userId, campaignId }).set(set);
    try {
      // The dates checked above are the dates kept: the item must still hold the ones read.
      const { data } = await (cleared.length ? patch.remove(cleared) : patch)
        .where((attr, { eq }) => `${eq(attr.startDate, current.startDate)} AND ${eq(attr.endDate, current.endDate)}`)
        .go({ response: 'all_new' });
      return view(data as CampaignItem);
    } catch (error) {
      // Deleted meanwhile (the next read says not found), or its dates changed by another edit.
      if (!isConditionFailed(error)) throw error;
      if (attempt >= UPDATE_ATTEMPTS) throw new Conflict(CAMPAIGN_MESSAGES.changedMeanwhile);
    }
  }
}

/** "Copy of {name}", within the name's limit (never half of an emoji). */
export function copyName(name: string): string {
  let copy = '';
  for (const char of `Copy of ${name}`) {
    if (copy.length + char.length > CAMPAIGN_NAME_MAX) break;
    copy += char;
  }
  return copy.trimEnd();
}

export async function duplicate(userId: string, campaignId: string, requestId: string): Promise<Campaign> {
  await requirePremium(userId);
  // Every field as the source shows it, under the copy's name.
  const { name, goal, startDate, endDate, networks, budget, currency, landingUrl } = view(await find(userId, campaignId));
  const fields = { name: copyName(name), goal, startDate, endDate, networks, budget, currency, landingUrl };
  return view(await createOnce(userId, `duplicate:${campaignId}:${requestId}`, fields));
}
