// The owner's tracked links: create by hand (in one of the owner's campaigns or not), list newest
// first with their totals (all, or one campaign's), one link's last 30 days, delete. A link and its code item are written and deleted together, so a code
// redirects exactly while its link exists.
import { randomInt } from 'node:crypto';
import { db } from '#data/service';
import { ownListCursor } from '#data/paging';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import type { TrackedLinkItem } from '#data/entities/tracked-link';
import { appUrl } from '#lib/app-url';
import { NotFound } from '#lib/errors';
import { idempotentId } from '#lib/idempotency';
import {
  LINK_CHART_DAYS,
  type CountEntry,
  type CreateLinkBody,
  type LinkDetail,
  type LinkSource,
  type LinkView,
  type ListLinksQuery,
} from '#contracts/analytics';
import type { Network } from '#contracts/connected-accounts';
import { ownCampaign } from '../campaign-owned.ts';
import { readDays } from './counters.ts';
import { utmCampaignOf } from './utm.ts';

const PAGE = 25;
const CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const CODE_LENGTH = 8;
/** Fresh codes tried when one is taken (36⁸ ≈ 2.8 × 10¹², so a second try is already rare). */
const CODE_ATTEMPTS = 5;
const TOP = 10;
export const LINK_NOT_FOUND = 'That link is not among your tracked links.';

const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export const shortUrlOf = (origin: string, code: string) => `${origin.replace(/\/+$/, '')}/l/${code}`;

export function view(item: TrackedLinkItem, origin: string): LinkView {
  return {
    id: item.linkId,
    code: item.code,
    shortUrl: shortUrlOf(origin, item.code),
    url: item.url,
    title: item.title,
    campaign: item.campaign ?? null,
    campaignId: item.campaignId || null,
    network: (item.network as Network | undefined) ?? null,
    postId: item.postId ?? null,
    clicks: item.clicks,
    createdAt: item.createdAt,
  };
}

async function find(userId: string, linkId: string): Promise<TrackedLinkItem | null> {
  const { data } = await db().entities.trackedLink.get({ userId, linkId }).go({ consistent: true });
  return data;
}

interface NewLink {
  url: string;
  title: string;
  campaign?: string | undefined;
  /** The owner's campaign the link is in (its slug is then `campaign`). */
  campaignId?: string | undefined;
  network?: Network | undefined;
  postId?: string | undefined;
  accountKey?: string | undefined;
  source?: LinkSource | undefined;
  itemId?: string | undefined;
}

/** Makes a link (by hand, for a scheduled post's network, or for a newsletter or blog post); `key` names it, so the same key makes it once. */
export async function make(userId: string, key: string, input: NewLink): Promise<TrackedLinkItem> {
  const linkId = idempotentId(`link:${userId}:${key}`);
  const existing = await find(userId, linkId);
  if (existing) return existing;
  const { trackedLink, linkCode } = db().entities;
  const optional = {
    ...(input.campaign ? { campaign: input.campaign } : {}),
    ...(input.campaignId ? { campaignId: input.campaignId } : {}),
    ...(input.network ? { network: input.network } : {}),
    ...(input.postId ? { postId: input.postId } : {}),
    ...(input.accountKey ? { accountKey: input.accountKey } : {}),
    ...(input.source ? { source: input.source } : {}),
    ...(input.itemId ? { itemId: input.itemId } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    const code = newCode();
    const item = {
      userId,
      linkId,
      code,
      url: input.url,
      title: input.title,
      clicks: 0,
      createdAt: new Date().toISOString(),
      // Always written ('' for none): the campaign index's condition decides from it whether the link is in that index.
      campaignId: input.campaignId ?? '',
      ...optional,
    };
    try {
      await transactWrite({
        link: { Put: trackedLink.create(item).params() },
        code: { Put: linkCode.create({ code, userId, linkId, url: input.url, ...optional }).params() },
      });
      return item;
    } catch (error) {
      // The same request, made twice at once: the first one's link is the answer.
      if (isConditionFailed(error, 'link')) {
        const made = await find(userId, linkId);
        if (made) return made;
      }
      if (!(error instanceof TransactionCanceled) || !isConditionFailed(error, 'code') || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

/** A link made by hand: in one of the owner's campaigns (its utm_campaign the campaign's slug), or with the free-text campaign given. */
export async function create(userId: string, body: CreateLinkBody & { requestId: string }): Promise<LinkView> {
  const campaign = body.campaignId
    ? { campaign: utmCampaignOf((await ownCampaign(userId, body.campaignId)).name), campaignId: body.campaignId }
    : { campaign: body.campaign };
  const item = await make(userId, body.requestId, { url: body.url, title: body.title, network: body.network, ...campaign });
  return view(item, await appUrl());
}

/** The owner's links newest first: every one (gsi1), or one campaign's (gsi2, sparse: only links in a campaign are in it). */
export async function list(userId: string, query: ListLinksQuery): Promise<{ links: LinkView[]; cursor: string | null }> {
  const { trackedLink } = db().entities;
  const byCampaign = query.campaignId ? trackedLink.query.byCampaign({ userId, campaignId: query.campaignId }) : null;
  const byCreated = trackedLink.query.byCreated({ userId });
  const start = query.cursor
    ? ownListCursor(query.cursor, { list: byCampaign ?? byCreated, index: byCampaign ? 'gsi2' : 'gsi1', item: (linkId) => trackedLink.get({ userId, linkId }) })
    : null;
  const options = { order: 'desc' as const, limit: PAGE, ...(start ? { cursor: start } : {}) };
  const [page, origin] = await Promise.all([byCampaign ? byCampaign.go(options) : byCreated.go(options), appUrl()]);
  return { links: page.data.map((item) => view(item, origin)), cursor: page.cursor };
}

const dayString = (at: Date) => at.toISOString().slice(0, 10);

function top(counts: Map<string, number>, blank: string): CountEntry[] {
  return [...counts.entries()]
    .filter(([, clicks]) => clicks > 0)
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, TOP)
    .map(([name, clicks]) => ({ name: name || blank, clicks }));
}

/** One link with its last LINK_CHART_DAYS days (UTC), every day present, and its top countries and referrers over them. */
export async function get(userId: string, linkId: string, now = new Date()): Promise<LinkDetail> {
  const item = await find(userId, linkId);
  if (!item) throw new NotFound(LINK_NOT_FOUND);
  const days = Array.from({ length: LINK_CHART_DAYS }, (_, i) => dayString(new Date(now.getTime() - (LINK_CHART_DAYS - 1 - i) * 86_400_000)));
  const [counted, origin] = await Promise.all([readDays(linkId, days[0]!, days[days.length - 1]!), appUrl()]);
  const byDay = new Map(counted.map((d) => [d.day, d]));
  const countries = new Map<string, number>();
  const referrers = new Map<string, number>();
  for (const d of counted) {
    for (const [name, n] of Object.entries(d.countries)) countries.set(name, (countries.get(name) ?? 0) + n);
    for (const [name, n] of Object.entries(d.referrers)) referrers.set(name, (referrers.get(name) ?? 0) + n);
  }
  return {
    link: view(item, origin),
    days: days.map((day) => ({ day, clicks: byDay.get(day)?.clicks ?? 0 })),
    countries: top(countries, 'Unknown'),
    referrers: top(referrers, 'Direct'),
  };
}

/** Deletes the link and its code together: the short link answers 404 from then on. Its click events expire with their TTL; its day counters stay, unread. */
export async function remove(userId: string, linkId: string): Promise<void> {
  const item = await find(userId, linkId);
  if (!item) throw new NotFound(LINK_NOT_FOUND);
  const { trackedLink, linkCode } = db().entities;
  try {
    await transactWrite({
      link: {
        Delete: trackedLink
          .delete({ userId, linkId })
          .where((attr, { exists }) => exists(attr.linkId))
          .params(),
      },
      code: { Delete: linkCode.delete({ code: item.code }).params() },
    });
  } catch (error) {
    if (isConditionFailed(error, 'link')) throw new NotFound(LINK_NOT_FOUND);
    throw error;
  }
}
