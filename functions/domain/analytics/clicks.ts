// Following a short link: the public redirect's verb. One GetItem finds the link by its code;
// a person's click (not a HEAD, not a bot or link-preview fetcher) is counted by ONE
// TransactWriteItems — the click event put on condition that this visitor has no click on this
// link in this hour (the dedupe), the day's counters, the link's total — so a retried or
// concurrent duplicate never counts twice and the counters always equal the events.
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import type { LinkCodeItem } from '#data/entities/link-code';
import { clickKey } from '#lib/click-key';
import { NotFound } from '#lib/errors';
import { logger } from '#lib/logger';
import { jitteredPause, withRetries } from '#lib/retry';
import { dayCounterUpdate } from './counters.ts';
import { withUtm } from './utm.ts';
import { countryOf, hourOf, isBot, referrerHost, viewerIp, visitorHash } from './visitor.ts';

/** Short codes are eight lower-case letters and digits (keys are stored in lower case). */
export const CODE_PATTERN = /^[a-z0-9]{8}$/;
export const LINK_GONE = 'This link does not exist or was removed by its owner.';

/** Click events are kept this long, then the table's TTL removes them (the counters stay). */
const EVENT_DAYS = 90;
/** Concurrent clicks on one link update the same counters: a transaction that met another is tried again. */
const CONFLICT_ATTEMPTS = 10;

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
  const { linkClick, trackedLink } = db().entities;
  const actions = {
    click: {
      Put: linkClick
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
        .params(),
    },
    day: { Update: dayCounterUpdate(link.linkId, day, country, host) },
    // patch: only while the link exists, so a click racing its deletion leaves nothing behind.
    link: { Update: trackedLink.patch({ userId: link.userId, linkId: link.linkId }).add({ clicks: 1 }).params() },
  };
  return withRetries(
    { attempts: CONFLICT_ATTEMPTS, retryIf: (error) => error instanceof TransactionCanceled && error.conflicted, pause: jitteredPause(15) },
    async () => {
      try {
        await transactWrite(actions);
        return 'counted' as const;
      } catch (error) {
        if (isConditionFailed(error, 'click')) return 'repeat' as const;
        if (isConditionFailed(error, 'link')) return 'not-counted' as const;
        throw error;
      }
    },
  );
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
