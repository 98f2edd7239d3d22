// The retry helpers: optimistic writes that lose a race, and batches DynamoDB sends back in part.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { BATCH_ATTEMPTS, untilProcessed, withRetries } from '#lib/retry';
import { Unavailable } from '#lib/errors';

class Lost extends Error {}

describe('withRetries', () => {
  it('tries again after a lost race and answers the first success', async () => {
    const tries: number[] = [];
    const answer = await withRetries({ attempts: 3, retryIf: (e) => e instanceof Lost }, async (attempt) => {
      tries.push(attempt);
      if (attempt < 3) throw new Lost();
      return 'written';
    });
    expect(answer).toBe('written');
    expect(tries).toEqual([1, 2, 3]);
  });

  it('throws any other failure at once', async () => {
    let tries = 0;
    const run = withRetries({ attempts: 3, retryIf: (e) => e instanceof Lost }, async () => {
      tries++;
      throw new Error('broken');
    });
    await expect(run).rejects.toThrow('broken');
    expect(tries).toBe(1);
  });

  it('throws what the policy says once the last try lost too', async () => {
    const run = withRetries({ attempts: 2, retryIf: (e) => e instanceof Lost, pause: () => 1, exhausted: () => new Error('busy') }, async () => {
      throw new Lost();
    });
    await expect(run).rejects.toThrow('busy');
  });
});

describe('untilProcessed', () => {
  it('sends what was left unprocessed again until nothing is left, and answers everything read', async () => {
    const sent: number[][] = [];
    const read = await untilProcessed(
      [1, 2, 3, 4, 5],
      async (keys) => {
        sent.push(keys);
        // Each try processes the first two keys only.
        return { data: keys.slice(0, 2).map((k) => `item ${k}`), unprocessed: keys.slice(2) };
      },
      () => new Error('gave up'),
    );
    expect(sent).toEqual([[1, 2, 3, 4, 5], [3, 4, 5], [5]]);
    expect(read).toEqual(['item 1', 'item 2', 'item 3', 'item 4', 'item 5']);
  });

  it('sends nothing for no keys', async () => {
    let calls = 0;
    await untilProcessed(
      [],
      async () => ({ unprocessed: [], data: [calls++] }),
      () => new Error('gave up'),
    );
    expect(calls).toBe(0);
  });

  it(`gives up with the given error after ${BATCH_ATTEMPTS} tries`, async () => {
    let calls = 0;
    const run = untilProcessed(
      ['a'],
      async (keys) => {
        calls++;
        return { unprocessed: keys };
      },
      (left) => new Unavailable(`${left} left`),
    );
    await expect(run).rejects.toThrow('1 left');
    expect(calls).toBe(BATCH_ATTEMPTS);
  });

  describe('through ElectroDB, when DynamoDB hands keys back (a throttled BatchGetItem)', () => {
    const ddb = mockClient(DynamoDBDocumentClient);
    beforeEach(() => {
      ddb.reset();
      process.env.TABLE_NAME = 'unit-table';
    });
    afterAll(() => ddb.restore());
    // The domain module and the SDK load once, before the clock of the first test starts.
    beforeAll(async () => {
      await import('#domain/resources/list');
    }, 60_000);

    it("reads the caller's bookmarks in two requests instead of failing", async () => {
      const { bookmarkedAmong } = await import('#domain/resources/list');
      const { db } = await import('#data/service');
      const bookmark = (resourceId: string) => db().entities.resourceBookmark.put({ userId: 'u1', resourceId }).params().Item as Record<string, unknown>;
      const keyOf = (resourceId: string) => db().entities.resourceBookmark.get({ userId: 'u1', resourceId }).params().Key as Record<string, unknown>;
      ddb
        .on(BatchGetCommand)
        .resolvesOnce({ Responses: { 'unit-table': [bookmark('r1')] }, UnprocessedKeys: { 'unit-table': { Keys: [keyOf('r2')] } } })
        .resolvesOnce({ Responses: { 'unit-table': [bookmark('r2')] }, UnprocessedKeys: {} });
      expect([...(await bookmarkedAmong('u1', ['r1', 'r2', 'r3']))].sort()).toEqual(['r1', 'r2']);
      const calls = ddb.commandCalls(BatchGetCommand);
      expect(calls).toHaveLength(2);
      expect(calls[1]!.args[0].input.RequestItems!['unit-table']!.Keys).toEqual([keyOf('r2')]);
    });

    it('answers a 503 asking to try again when DynamoDB keeps handing them back', async () => {
      const { bookmarkedAmong } = await import('#domain/resources/list');
      const { db } = await import('#data/service');
      const keyOf = (resourceId: string) => db().entities.resourceBookmark.get({ userId: 'u1', resourceId }).params().Key as Record<string, unknown>;
      ddb.on(BatchGetCommand).resolves({ Responses: { 'unit-table': [] }, UnprocessedKeys: { 'unit-table': { Keys: [keyOf('r1')] } } });
      const read = bookmarkedAmong('u1', ['r1']);
      await expect(read).rejects.toBeInstanceOf(Unavailable);
      await expect(read).rejects.toThrow('Your bookmarks could not be read just now. Please try again.');
      expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(BATCH_ATTEMPTS);
    });
  });
});
