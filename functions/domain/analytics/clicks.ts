// Following a short link: the public redirect's verb. One GetItem finds the link by its code;
// a person's click (not a HEAD, not a bot or link-preview fetcher) is counted by one conditional
// write — the click event, on condition that this visitor has no click on this link in this
// hour (the dedupe) — then the counters' ADDs at once: the link's day and total, the owner's
// day (and its campaign's), and for a link made for a scheduled post the post's clicks and
// score; then the owner's analytics version. A retried or concurrent duplicate never passes
// the dedupe, so it never counts twice, and the counters
// equal a recount of the events (a process stopped between the two leaves one click uncounted
// in the counters: `recount` is the repair).
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import type { LinkCodeItem } from '#data/entities/link-code';
import { clickKey } from '#lib/click-key';
import { NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { parsePostToken } from '#data/entities/metrics';
import { dynamo } from '#lib/clients';
import { dayCounterUpdate, monthUpdate, postDayUpdate, scoreUpdates, versionUpdate, type UpdateParams } from './counters.ts';
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
  const { linkClick, trackedLink, postMetric } = db().entities;
  // The dedupe: this visitor's one click on this link in this hour.
  try {
    await linkClick
      .create({
        linkId: link.linkId,
        hour,
        visitor,
        day,
        at: at.toISOString(),
        expiresAt: Math.floor(at.getTime() / 1000) + EVENT_DAYS * 86_400,
        ...(link.network ? { network: link.network } : {}),
        ...(link.postId ? { postId: link.postId } : {}),
        ...(country ? { country } : {}),
        ...(host ? { referrerHost: host } : {}),
      })
      .go();
  } catch (error) {
    if (isConditionFailed(error)) return 'repeat';
    throw error;
  }
  // The counters, at once. ADDs on one item never conflict with each other (a transaction
  // would, under a burst of clicks on one link), and each is applied once.
  const token = link.postToken ? parsePostToken(link.postToken) : null;
  const source = { [link.network ?? 'other']: { clicks: 1 } };
  const updates: (UpdateParams | undefined)[] = [
    dayCounterUpdate(link.linkId, day, country, host),
    monthUpdate(link.userId, day, source),
    ...(token ? scoreUpdates(link.userId, [{ token, clicks: 1 }]) : []),
    // A campaign's link (made in it by hand, or for a post scheduled in it) counts for the campaign too.
    ...(link.campaignId
      ? [monthUpdate(link.userId, day, source, link.campaignId), ...(token ? scoreUpdates(link.userId, [{ token, clicks: 1 }], link.campaignId) : [])]
      : []),
  ];
  if (link.postId && link.accountKey) {
    updates.push(postMetric.update({ userId: link.userId, postId: link.postId, accountKey: link.accountKey }).add({ linkClicks: 1 }).params() as UpdateParams);
    updates.push(postDayUpdate(link.userId, link.postId, day, { clicks: 1 }));
  }
  const [total] = await Promise.allSettled([
    // patch: only while the link exists, so a click racing its deletion adds nothing to it.
    trackedLink.patch({ userId: link.userId, linkId: link.linkId }).add({ clicks: 1 }).go(),
    ...updates.filter((params) => params !== undefined).map((params) => dynamo().send(new UpdateCommand(params as UpdateCommandInput))),
  ]).then((outcomes) => {
    const failed = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected' && !isConditionFailed(o.reason));
    if (failed) throw failed.reason;
    return outcomes;
  });
  // What the owner's overview shows changed: the version moves on AFTER the counters, so an
  // overview worked out at the new version has the click (one kept from before is worked out again).
  await dynamo().send(new UpdateCommand(versionUpdate(link.userId) as UpdateCommandInput));
  return total!.status === 'fulfilled' ? 'counted' : 'not-counted';
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
