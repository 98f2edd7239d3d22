// The click tally: the counters of new click events, off the redirect's path. The table's
// stream hands each batch of new linkClick items to functions/triggers/count-clicks.ts, and
// the batch's clicks are added to each counter at once — a link's 300 clicks in a batch are one
// ADD of 300, not 300 writes on one hot item:
//   - the link's total (only while the link exists) and its day by country and referrer host;
//   - the owner's month (and its campaign's), the post's score, clicks and day;
//   - the owner's analytics version (the overview they see changed).
// Exactly once: the batch is cut into chunks of at most 99 counter items, and each chunk's
// ADDs go in one transaction with its mark (clickTally, `attribute_not_exists`), whose id is a
// hash of the chunk's stream event ids. A batch delivered again (Lambda retries a failed batch
// whole; the local poller does the same) cuts into the same chunks, finds the marks of those
// already applied and adds nothing twice.
import { createHash } from 'node:crypto';
import type { LinkClickItem } from '#data/entities/link-click';
import { parsePostToken, scorePartOf } from '#data/entities/metrics';
import { db } from '#data/service';
import { CONDITION_FAILED, MAX_TRANSACT_ACTIONS, TransactionCanceled, transactWrite, type TransactActions } from '#data/transact';
import { linkDayUpdate, monthUpdates, postDayUpdate, scoreUpdates, versionUpdate, type Deltas, type ScoreChange, type UpdateParams } from './counters.ts';

/** A new click event and its id in the stream. */
export interface ClickEvent {
  eventId: string;
  click: LinkClickItem;
}

/** Marks are kept two days: a stream keeps its records one day, so no retry comes later. */
const MARK_DAYS = 2;
/** Tries of a chunk whose items another transaction was changing, before the batch fails (and is retried whole). */
const CONFLICT_TRIES = 6;

/** The counter items a click adds to, named for the chunking (a chunk's items are distinct in its transaction). */
function itemsOf(click: LinkClickItem): string[] {
  const { userId, linkId, day, postId, accountKey, campaignId } = click;
  const token = click.postToken ? parsePostToken(click.postToken) : null;
  const score = token ? `${token.day.slice(0, 7)}#${scorePartOf(token.postId)}` : null;
  return [
    `link#${linkId}`,
    `linkDay#${linkId}#${day}`,
    `month#${userId}#${day.slice(0, 7)}`,
    `version#${userId}`,
    ...(score ? [`score#${userId}#${score}`] : []),
    ...(campaignId ? [`campaignMonth#${userId}#${campaignId}#${day.slice(0, 7)}`, ...(score ? [`campaignScore#${userId}#${campaignId}#${score}`] : [])] : []),
    ...(postId && accountKey ? [`post#${userId}#${postId}#${accountKey}`, `postDay#${userId}#${postId}#${day}`] : []),
  ];
}

/** The events in order, cut where the next one would take a chunk over 99 counter items (its mark is the 100th action). */
export function chunksOf(events: readonly ClickEvent[]): ClickEvent[][] {
  const chunks: ClickEvent[][] = [];
  let current: ClickEvent[] = [];
  let items = new Set<string>();
  for (const event of events) {
    const grown = new Set([...items, ...itemsOf(event.click)]);
    if (current.length > 0 && grown.size > MAX_TRANSACT_ACTIONS - 1) {
      chunks.push(current);
      current = [];
      items = new Set(itemsOf(event.click));
    } else items = grown;
    current.push(event);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

const bump = <K>(map: Map<K, number>, key: K, by = 1) => map.set(key, (map.get(key) ?? 0) + by);

/** A chunk's clicks summed per counter item: the transaction's actions, without the totals of links in `gone`. */
function actionsOf(chunk: readonly ClickEvent[], chunkId: string, gone: ReadonlySet<string>, now: Date): TransactActions {
  const { clickTally, trackedLink, postMetric } = db().entities;
  const links = new Map<string, { userId: string; clicks: number }>();
  const linkDays = new Map<string, { linkId: string; day: string; clicks: number; countries: Map<string, number>; hosts: Map<string, number> }>();
  // The owner's and each campaign's days by source, and their posts' score changes.
  const owners = new Map<string, { userId: string; campaignId?: string; byDay: Record<string, Record<string, Deltas>>; scores: ScoreChange[] }>();
  const posts = new Map<string, { userId: string; postId: string; accountKey: string; clicks: number }>();
  const postDays = new Map<string, { userId: string; postId: string; day: string; clicks: number }>();

  for (const { click } of chunk) {
    const { userId, linkId, day } = click;
    links.set(linkId, { userId, clicks: (links.get(linkId)?.clicks ?? 0) + 1 });
    const linkDay = linkDays.get(`${linkId}#${day}`) ?? { linkId, day, clicks: 0, countries: new Map(), hosts: new Map() };
    linkDay.clicks++;
    bump(linkDay.countries, click.country ?? '');
    bump(linkDay.hosts, click.referrerHost ?? '');
    linkDays.set(`${linkId}#${day}`, linkDay);

    const token = click.postToken ? parsePostToken(click.postToken) : null;
    const source = click.network ?? 'other';
    for (const campaignId of click.campaignId ? [undefined, click.campaignId] : [undefined]) {
      const key = campaignId ? `${userId}#${campaignId}` : userId;
      const owner = owners.get(key) ?? { userId, ...(campaignId ? { campaignId } : {}), byDay: {}, scores: [] };
      owners.set(key, owner);
      const days = (owner.byDay[day] ??= {});
      days[source] = { clicks: (days[source]?.clicks ?? 0) + 1 };
      if (token) owner.scores.push({ token, clicks: 1 });
    }
    if (click.postId && click.accountKey) {
      const post = posts.get(`${userId}#${click.postId}#${click.accountKey}`) ?? { userId, postId: click.postId, accountKey: click.accountKey, clicks: 0 };
      post.clicks++;
      posts.set(`${userId}#${click.postId}#${click.accountKey}`, post);
      const postDay = postDays.get(`${userId}#${click.postId}#${day}`) ?? { userId, postId: click.postId, day, clicks: 0 };
      postDay.clicks++;
      postDays.set(`${userId}#${click.postId}#${day}`, postDay);
    }
  }

  const counters: (UpdateParams | undefined)[] = [
    ...[...linkDays.values()].map((d) => linkDayUpdate(d.linkId, d.day, d.clicks, Object.fromEntries(d.countries), Object.fromEntries(d.hosts))),
    ...[...owners.values()].flatMap((o) => [...monthUpdates(o.userId, o.byDay, o.campaignId), ...scoreUpdates(o.userId, o.scores, o.campaignId)]),
    ...[...posts.values()].map(
      (p) => postMetric.update({ userId: p.userId, postId: p.postId, accountKey: p.accountKey }).add({ linkClicks: p.clicks }).params() as UpdateParams,
    ),
    ...[...postDays.values()].map((d) => postDayUpdate(d.userId, d.postId, d.day, { clicks: d.clicks })),
  ];
  return {
    mark: { Put: clickTally.create({ chunkId, events: chunk.length, expiresAt: Math.floor(now.getTime() / 1000) + MARK_DAYS * 86_400 }).params() },
    // A link deleted since its click: its total is gone with it (patch: only while it exists).
    ...Object.fromEntries(
      [...links]
        .filter(([linkId]) => !gone.has(linkId))
        .map(([linkId, { userId, clicks }]) => [`link:${linkId}`, { Update: trackedLink.patch({ userId, linkId }).add({ clicks }).params() }]),
    ),
    counters: counters.filter((params) => params !== undefined).map((params) => ({ Update: params })),
    // What the owners' overviews show changed.
    versions: [...new Set([...links.values()].map((l) => l.userId))].map((userId) => ({ Update: versionUpdate(userId) })),
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Applies one chunk; false when its mark was there (applied before). */
async function applyChunk(chunk: readonly ClickEvent[], now: Date): Promise<boolean> {
  const chunkId = createHash('sha256')
    .update(chunk.map((e) => e.eventId).join('\n'))
    .digest('base64url');
  const gone = new Set<string>();
  for (let attempt = 1; ; attempt++) {
    try {
      await transactWrite(actionsOf(chunk, chunkId, gone, now));
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCanceled)) throw error;
      if (error.reason('mark') === CONDITION_FAILED) return false;
      const deleted = error.failed.filter((name) => name.startsWith('link:') && error.reason(name) === CONDITION_FAILED);
      if (deleted.length > 0) {
        for (const name of deleted) gone.add(name.slice('link:'.length));
        continue;
      }
      if (!error.conflicted || attempt >= CONFLICT_TRIES) throw error;
      await pause(20 * 2 ** attempt * Math.random());
    }
  }
}

/** Adds the events' clicks to their counters, exactly once; how many events were added now and how many had been. */
export async function tally(events: readonly ClickEvent[], now = new Date()): Promise<{ added: number; before: number }> {
  let added = 0;
  let before = 0;
  for (const chunk of chunksOf(events)) {
    if (await applyChunk(chunk, now)) added += chunk.length;
    else before += chunk.length;
  }
  return { added, before };
}
