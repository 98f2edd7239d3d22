// A link's day counters (linkDay, functions/data/entities/link-day.ts): the one UpdateItem a
// counted click adds to them, and the read of a range of days with their counts by country
// and referrer host.
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from '#data/service';
import { COUNTRY_PREFIX, REFERRER_PREFIX } from '#data/entities/link-day';
import { dynamo } from '#lib/clients';

interface UpdateParams {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * The day's counter update for one click: ElectroDB's `ADD clicks :1` with the click's country
 * and referrer host added to the same ADD clause (`#c0 :one, #r0 :one`; an empty name part
 * stands for "unknown" and "direct"). One UpdateItem, however many countries and hosts a day has.
 */
export function dayCounterUpdate(linkId: string, day: string, country: string | undefined, host: string | undefined): UpdateParams {
  const params = db().entities.linkDay.update({ linkId, day }).add({ clicks: 1 }).params() as UpdateParams;
  const clause = ' ADD ';
  if (!params.UpdateExpression.includes(clause) || / (REMOVE|DELETE) /.test(params.UpdateExpression.split(clause)[1]!)) {
    throw new Error('The day counter update has no ADD clause to extend');
  }
  return {
    ...params,
    UpdateExpression: `${params.UpdateExpression}, #clickCountry :clickOne, #clickReferrer :clickOne`,
    ExpressionAttributeNames: {
      ...params.ExpressionAttributeNames,
      '#clickCountry': `${COUNTRY_PREFIX}${country ?? ''}`,
      '#clickReferrer': `${REFERRER_PREFIX}${host ?? ''}`,
    },
    ExpressionAttributeValues: { ...params.ExpressionAttributeValues, ':clickOne': 1 },
  };
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
  const days: DayCounts[] = [];
  let start: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await dynamo().send(new QueryCommand({ ...query, ConsistentRead: true, ...(start ? { ExclusiveStartKey: start } : {}) }));
    for (const item of page.Items ?? []) {
      const counts: DayCounts = { day: String(item.day), clicks: Number(item.clicks ?? 0), countries: {}, referrers: {} };
      for (const [name, value] of Object.entries(item)) {
        if (name.startsWith(COUNTRY_PREFIX)) counts.countries[name.slice(COUNTRY_PREFIX.length)] = Number(value);
        else if (name.startsWith(REFERRER_PREFIX)) counts.referrers[name.slice(REFERRER_PREFIX.length)] = Number(value);
      }
      days.push(counts);
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return days;
}
