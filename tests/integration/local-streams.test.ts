// The local stand-in for the stream's event source (bin/local/streams.ts), on the stack's
// DynamoDB Local: it hands over only what the click tally's filter passes, in order, and
// delivers a batch its consumer failed again as the same records — what makes the tally's
// marks exactly once. A second poller reads the same stream beside the stack's (each stream
// reader gets every record), with consumers of its own that only record what they got.
import { randomUUID } from 'node:crypto';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '#data/service';
import { config } from '#lib/config';
import { LocalStreams, matches } from '../../bin/local/streams.ts';
import { clickTally } from '../../infra/routes.ts';

const pollers: LocalStreams[] = [];
afterEach(() => {
  for (const poller of pollers.splice(0)) poller.stop();
});

function poller(consumer: (event: DynamoDBStreamEvent) => Promise<void>): LocalStreams {
  const { AWS_REGION, DYNAMODB_ENDPOINT, TABLE_NAME } = config();
  const table = new DynamoDBClient({ region: AWS_REGION, endpoint: DYNAMODB_ENDPOINT });
  const streams = new LocalStreams({ root: process.cwd(), table, endpoint: DYNAMODB_ENDPOINT!, tableName: TABLE_NAME, file: null, retryMs: 50, consumer });
  streams.onError = () => undefined;
  pollers.push(streams);
  return streams;
}

/** Click events of a link no one has (the stack's own tally counts them for nobody). */
async function clicks(linkId: string, count: number): Promise<void> {
  const at = new Date();
  for (let i = 0; i < count; i++)
    await db()
      .entities.linkClick.create({
        linkId,
        hour: at.toISOString().slice(0, 13),
        visitor: `v${i}`,
        day: at.toISOString().slice(0, 10),
        userId: `nobody-${linkId}`,
        at: at.toISOString(),
        expiresAt: Math.floor(at.getTime() / 1000) + 3600,
      })
      .go();
}

const linkIdsOf = (event: DynamoDBStreamEvent) => event.Records.map((r) => `${r.dynamodb?.NewImage?.linkId?.S}/${r.dynamodb?.NewImage?.visitor?.S}`);

describe('the local stream poller', () => {
  it('passes what the event filter pattern passes', () => {
    const image = (entity: string) => ({ eventName: 'INSERT', dynamodb: { NewImage: { __edb_e__: { S: entity } } } });
    expect(matches(clickTally.filter, image('linkClick'))).toBe(true);
    expect(matches(clickTally.filter, image('project'))).toBe(false);
    expect(matches(clickTally.filter, { ...image('linkClick'), eventName: 'MODIFY' })).toBe(false);
    expect(matches(clickTally.filter, { eventName: 'INSERT', dynamodb: {} })).toBe(false);
  });

  it('hands over new click events in order, and a failed batch again as the same records', async () => {
    const linkId = `stream-${randomUUID()}`;
    const got: string[][] = [];
    const entities = new Set<string | undefined>();
    let failures = 1;
    const streams = poller(async (event) => {
      for (const record of event.Records) entities.add(`${record.eventName} ${record.dynamodb?.NewImage?.__edb_e__?.S}`);
      const ours = linkIdsOf(event).filter((id) => id.startsWith(linkId));
      if (ours.length > 0) got.push(ours);
      if (ours.length > 0 && failures-- > 0) throw new Error('the tally is down');
    });
    await streams.drain();
    got.length = 0;

    await clicks(linkId, 3);
    await db()
      .entities.linkCode.create({ code: randomUUID().slice(0, 8), userId: 'nobody', linkId, url: 'https://shop.example/' })
      .go();
    await streams.drain();

    // Other tests' clicks may share a batch with these: the failed batch comes back as it was.
    expect(got.length).toBeGreaterThanOrEqual(2);
    expect(got[1]).toEqual(got[0]);
    expect(got.slice(1).flat()).toEqual([0, 1, 2].map((i) => `${linkId}/v${i}`));
    expect([...entities]).toEqual(['INSERT linkClick']);
  });
});
