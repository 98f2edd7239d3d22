// The click tally's trigger: the table stream's event source in AWS (filtered to new linkClick
// items), the local stream poller locally (bin/local/streams.ts, with the same filter). Each
// batch's clicks are added to their counters exactly once (functions/domain/analytics/
// click-tally.ts); a batch that fails throws and is delivered again whole.
import type { DynamoDBStreamEvent } from 'aws-lambda';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db } from '#data/service';
import { tally, type ClickEvent } from '#domain/analytics/click-tally';
import { logger } from '#lib/logger';

export const handler = async (event: DynamoDBStreamEvent): Promise<void> => {
  const clicks: ClickEvent[] = [];
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image || !record.eventID) continue;
    const item = unmarshall(image as Record<string, AttributeValue>);
    if (item.__edb_e__ !== 'linkClick') continue;
    const { data } = db().entities.linkClick.parse({ Item: item });
    // An event from before clicks carried their owner was counted when it was made.
    if (data?.userId) clicks.push({ eventId: record.eventID, click: data });
  }
  if (clicks.length === 0) return;
  const { added, before } = await tally(clicks);
  logger.info('Clicks tallied', { added, before });
};
