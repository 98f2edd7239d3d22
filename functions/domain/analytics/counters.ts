// The analytics counters' updates and reads. Counters by day are ONE UpdateItem each: the
// fixed attributes through ElectroDB's `add`, and counts by a name only known at write time
// (a country, a referrer host, a network) as more top-level attributes in the same ADD
// clause — DynamoDB's ADD creates a missing top-level attribute, where a nested map path
// would first need the map to exist.
//   - linkDay: a link's clicks by day, country and referrer host;
//   - metricMonth / metricScores / postMetricDay: the owner's clicks, impressions,
//     engagements and posts published by day and source, the posts' scores, a post's days
//     (functions/data/entities/metrics.ts); campaignMonth / campaignScores: the same of one
//     campaign's links and posts, written beside the owner's.
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#data/service';
import { COUNTRY_PREFIX, REFERRER_PREFIX } from '#data/entities/link-day';
import { CLICK_SCORE, ENGAGEMENT_SCORE, dayCounter, postToken, scorePartOf, type Metric, type PostToken } from '#data/entities/metrics';
import { dynamo } from '#lib/clients';

export interface UpdateParams {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/** `params` (an ElectroDB update with an ADD clause) with `adds` (attribute name → amount) added to that clause. */
export function withAdds(params: UpdateParams, adds: Record<string, number>): UpdateParams {
  const clause = ' ADD ';
  if (!params.UpdateExpression.includes(clause) || / (REMOVE|DELETE) /.test(params.UpdateExpression.split(clause)[1]!)) {
    throw new Error('The counter update has no ADD clause to extend');
  }
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const parts = Object.entries(adds).map(([name, amount], index) => {
    names[`#count${index}`] = name;
    values[`:count${index}`] = amount;
    return `#count${index} :count${index}`;
  });
  if (parts.length === 0) return params;
  return {
    ...params,
    UpdateExpression: `${params.UpdateExpression}, ${parts.join(', ')}`,
    ExpressionAttributeNames: { ...params.ExpressionAttributeNames, ...names },
    ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ...values },
  };
}

/**
 * The day's counter update for one click: `ADD clicks :1` with the click's country and
 * referrer host (an empty name part stands for "unknown" and "direct"). One UpdateItem,
 * however many countries and hosts a day has.
 */
export function dayCounterUpdate(linkId: string, day: string, country: string | undefined, host: string | undefined): UpdateParams {
  const params = db().entities.linkDay.update({ linkId, day }).add({ clicks: 1 }).params() as UpdateParams;
  return withAdds(params, { [`${COUNTRY_PREFIX}${country ?? ''}`]: 1, [`${REFERRER_PREFIX}${host ?? ''}`]: 1 });
}

export interface Deltas {
  clicks?: number;
  impressions?: number;
  engagements?: number;
  published?: number;
}

const nonZero = (deltas: Deltas): [Metric, number][] =>
  Object.entries(deltas).filter((entry): entry is [Metric, number] => entry[1] !== 0 && entry[1] !== undefined);

/** The month's counters item: the owner's, or one of their campaigns'. */
function monthItem(userId: string, month: string, campaignId: string | undefined): UpdateParams {
  const { metricMonth, campaignMonth } = db().entities;
  return (
    campaignId
      ? campaignMonth.update({ userId, campaignId, month }).add({ writes: 1 }).params()
      : metricMonth.update({ userId, month }).add({ writes: 1 }).params()
  ) as UpdateParams;
}

/** A month's score item: the owner's, or one of their campaigns'. */
function scoreItem(userId: string, month: string, part: number, campaignId: string | undefined): UpdateParams {
  const { metricScores, campaignScores } = db().entities;
  return (
    campaignId
      ? campaignScores.update({ userId, campaignId, month, part }).add({ writes: 1 }).params()
      : metricScores.update({ userId, month, part }).add({ writes: 1 }).params()
  ) as UpdateParams;
}

/** A day's counters from each source, added to `adds`: the day's totals and the same by source. */
function addDay(adds: Record<string, number>, day: string, bySource: Readonly<Record<string, Deltas>>): void {
  for (const [source, deltas] of Object.entries(bySource))
    for (const [metric, amount] of nonZero(deltas)) {
      adds[dayCounter(day, metric)] = (adds[dayCounter(day, metric)] ?? 0) + amount;
      adds[dayCounter(day, metric, source)] = (adds[dayCounter(day, metric, source)] ?? 0) + amount;
    }
}

/**
 * The owner's counters (with `campaignId`, that campaign's) for what happened on `day` from
 * each source (a network, or "other"): the day's totals and the same by source, one
 * UpdateItem on the month's item; undefined when nothing changes.
 */
export function monthUpdate(userId: string, day: string, bySource: Readonly<Record<string, Deltas>>, campaignId?: string): UpdateParams | undefined {
  return monthUpdates(userId, new Map([[day, bySource]]), campaignId)[0];
}

/**
 * monthUpdate for several days: one UpdateItem per month item, so that two days of one month
 * (a post's networks published either side of midnight) are one action of a transaction, which
 * may not touch an item twice.
 */
export function monthUpdates(userId: string, byDay: ReadonlyMap<string, Readonly<Record<string, Deltas>>>, campaignId?: string): UpdateParams[] {
  const byMonth = new Map<string, Record<string, number>>();
  for (const [day, bySource] of byDay) {
    const month = day.slice(0, 7);
    const adds = byMonth.get(month) ?? {};
    addDay(adds, day, bySource);
    byMonth.set(month, adds);
  }
  return [...byMonth].filter(([, adds]) => Object.keys(adds).length > 0).map(([month, adds]) => withAdds(monthItem(userId, month, campaignId), adds));
}

export interface ScoreChange {
  token: PostToken;
  engagements?: number;
  clicks?: number;
}

/** Posts' score changes (the owner's, or with `campaignId` that campaign's), one UpdateItem per score item they fall in (a 0 is written: a new post is listed with nothing yet). */
export function scoreUpdates(userId: string, changes: readonly ScoreChange[], campaignId?: string): UpdateParams[] {
  const byItem = new Map<string, { month: string; part: number; adds: Record<string, number> }>();
  for (const { token, engagements, clicks } of changes) {
    const month = token.day.slice(0, 7);
    const part = scorePartOf(token.postId);
    const item = byItem.get(`${month}#${part}`) ?? { month, part, adds: {} };
    const name = postToken(token);
    if (engagements !== undefined) item.adds[`${ENGAGEMENT_SCORE}${name}`] = (item.adds[`${ENGAGEMENT_SCORE}${name}`] ?? 0) + engagements;
    if (clicks !== undefined) item.adds[`${CLICK_SCORE}${name}`] = (item.adds[`${CLICK_SCORE}${name}`] ?? 0) + clicks;
    byItem.set(`${month}#${part}`, item);
  }
  return [...byItem.values()]
    .filter(({ adds }) => Object.keys(adds).length > 0)
    .map(({ month, part, adds }) => withAdds(scoreItem(userId, month, part, campaignId), adds));
}

/** The owner's analytics version moved on: every write that changes what the overview shows has this beside it (functions/data/entities/analytics-view.ts). */
export const versionUpdate = (userId: string): UpdateParams => db().entities.analyticsVersion.update({ userId }).add({ version: 1 }).params() as UpdateParams;

/** One post's day counters, or undefined when nothing changes. */
export function postDayUpdate(userId: string, postId: string, day: string, deltas: Deltas): UpdateParams | undefined {
  const changed = Object.fromEntries(nonZero(deltas).filter(([metric]) => metric !== 'published'));
  if (Object.keys(changed).length === 0) return undefined;
  return db().entities.postMetricDay.update({ userId, postId, day }).add(changed).params() as UpdateParams;
}

/** Every item a Query gives, all pages, strongly consistent where the index allows it. */
export async function queryAll(query: QueryCommandInput, consistent = true): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await dynamo().send(
      new QueryCommand({ ...query, ...(consistent ? { ConsistentRead: true } : {}), ...(start ? { ExclusiveStartKey: start } : {}) }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

export interface DayCounts {
  day: string;
  clicks: number;
  countries: Record<string, number>;
  referrers: Record<string, number>;
}

/** The link's counters from `from` to `to` (days, inclusive): one Query of at most one item a day. */
export async function readDays(linkId: string, from: string, to: string): Promise<DayCounts[]> {
  const query = db().entities.linkDay.query.byLink({ linkId }).between({ day: from }, { day: to }).params() as QueryCommandInput;
  return (await queryAll(query)).map((item) => {
    const counts: DayCounts = { day: String(item.day), clicks: Number(item.clicks ?? 0), countries: {}, referrers: {} };
    for (const [name, value] of Object.entries(item)) {
      if (name.startsWith(COUNTRY_PREFIX)) counts.countries[name.slice(COUNTRY_PREFIX.length)] = Number(value);
      else if (name.startsWith(REFERRER_PREFIX)) counts.referrers[name.slice(REFERRER_PREFIX.length)] = Number(value);
    }
    return counts;
  });
}
