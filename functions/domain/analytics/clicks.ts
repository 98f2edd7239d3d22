// Following a short link: the public redirect's verb. One GetItem finds the link by its code;
// a person's click (not a HEAD, not a bot or link-preview fetcher) is recorded by ONE
// conditional write — the click event, on condition that this visitor has no click on this
// link in this hour (the dedupe) — and the visitor is sent on. The counters follow from the
// event, off the request: the table's stream hands new click events to the tally
// (click-tally.ts), which adds a batch's clicks to each counter at once, exactly once. A
// retried or concurrent duplicate never passes the dedupe, so it never counts twice, and the
// counters equal a recount of the events.
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import type { LinkCodeItem } from '#data/entities/link-code';
import { clickKey } from '#lib/click-key';
import { NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { withUtm } from './utm.ts';
import { countryOf, hourOf, isBot, referrerHost, viewerIp, visitorHash } from './visitor.ts';

/** Short codes are eight lower-case letters and digits (keys are stored in lower case). */
export const CODE_PATTERN = /^[a-z0-9]{8}$/;
export const LINK_GONE = 'This link does not exist or was removed by its owner.';

/** Click events are kept this long, then the table's TTL removes them (the counters stay). */
const EVENT_DAYS = 90;

export interface Visit {
  method: string;
  sourceIp: string;
  userAgent?: string | undefined;
  referer?: string | undefined;
  /** CloudFront-Viewer-Address / CloudFront-Viewer-Country, present behind CloudFront. */
  viewerAddress?: string | undefined;
  viewerCountry?: string | undefined;
  at?: Date;
}

export type Counted = 'counted' | 'repeat' | 'not-a-person' | 'not-counted';

/** Where the code leads (with UTM parameters) and whether this visit was counted. */
export async function follow(code: string, visit: Visit): Promise<{ location: string; counted: Counted }> {
  const lower = code.toLowerCase();
  if (!CODE_PATTERN.test(lower)) throw new NotFound(LINK_GONE);
  const { data: link } = await db().entities.linkCode.get({ code: lower }).go({ consistent: true });
  if (!link) throw new NotFound(LINK_GONE);
  const location = withUtm(link);
  if (visit.method === 'HEAD' || isBot(visit.userAgent)) return { location, counted: 'not-a-person' };
  try {
    return { location, counted: await count(link, visit) };
  } catch (error) {
    // The visitor is sent on whatever happened to the count: a lost click beats a lost visit.
    logger.warn('A click could not be counted', { linkId: link.linkId, error: error as Error });
    return { location, counted: 'not-counted' };
  }
}

async function count(link: LinkCodeItem, visit: Visit): Promise<Counted> {
  const at = visit.at ?? new Date();
  const hour = hourOf(at);
  const day = hour.slice(0, 10);
  const visitor = visitorHash(await clickKey(), {
    linkId: link.linkId,
    hour,
    ip: viewerIp(visit.viewerAddress, visit.sourceIp),
    userAgent: visit.userAgent ?? '',
  });
  const country = countryOf(visit.viewerCountry);
  const host = referrerHost(visit.referer);
  // The dedupe: this visitor's one click on this link in this hour. The event carries what
  // the tally needs of the link, as the link is now (a post's token once it went out).
  try {
    await db()
      .entities.linkClick.create({
        linkId: link.linkId,
        hour,
        visitor,
        day,
        userId: link.userId,
        at: at.toISOString(),
        expiresAt: Math.floor(at.getTime() / 1000) + EVENT_DAYS * 86_400,
        ...(link.network ? { network: link.network } : {}),
        ...(link.postId ? { postId: link.postId } : {}),
        ...(link.accountKey ? { accountKey: link.accountKey } : {}),
        ...(link.postToken ? { postToken: link.postToken } : {}),
        ...(link.campaignId ? { campaignId: link.campaignId } : {}),
        ...(country ? { country } : {}),
        ...(host ? { referrerHost: host } : {}),
      })
      .go();
  } catch (error) {
    if (isConditionFailed(error)) return 'repeat';
    throw error;
  }
  return 'counted';
}

/**
 * The link's clicks counted again from its events, by day: what the counters must equal (the
 * tests check it; a repair job would write it back). Events older than 90 days are gone by then.
 */
export async function recount(linkId: string): Promise<Record<string, number>> {
  const byDay: Record<string, number> = {};
  let cursor: string | null = null;
  do {
    const page: { data: { day: string }[]; cursor: string | null } = await db()
      .entities.linkClick.query.byLink({ linkId })
      .go({ consistent: true, ...(cursor ? { cursor } : {}), attributes: ['day'] });
    for (const { day } of page.data) byDay[day] = (byDay[day] ?? 0) + 1;
    cursor = page.cursor;
  } while (cursor);
  return byDay;
}
