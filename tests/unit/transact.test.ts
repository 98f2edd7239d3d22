// The one transaction helper and the one condition check: a cancellation is read by the
// action's name, and a refused condition is recognised the same way for single writes.
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException, ProvisionedThroughputExceededException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';

const ddb = mockClient(DynamoDBDocumentClient);

const put = (id: string) => ({ Put: { TableName: 'unit-table', Item: { pk: id, sk: id } } });
const pkOf = (item: NonNullable<TransactWriteCommandInput['TransactItems']>[number]) => String(item.Put?.Item?.pk);

/** Cancels the transaction with `codes[pk]` for the action writing that key, "None" for the rest. */
function cancelWith(codes: Record<string, string>) {
  ddb.on(TransactWriteCommand).callsFake((input: TransactWriteCommandInput) => {
    throw new TransactionCanceledException({
      message: 'Transaction cancelled',
      $metadata: {},
      CancellationReasons: input.TransactItems!.map((item) => ({ Code: codes[pkOf(item)] ?? 'None' })),
    });
  });
}

beforeEach(() => {
  ddb.reset();
  process.env.TABLE_NAME = 'unit-table';
});

describe('transactWrite', () => {
  it('sends every named action, groups flattened, absent ones left out', async () => {
    ddb.on(TransactWriteCommand).resolves({});
    const { transactWrite } = await import('#data/transact');
    await transactWrite({ run: put('run'), counter: undefined, drafts: [put('d1'), put('d2')] });
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!.map(pkOf)).toEqual(['run', 'd1', 'd2']);
  });

  it('gives each reason back under its action name; a group reports its failing action', async () => {
    cancelWith({ d2: 'ConditionalCheckFailed', counter: 'TransactionConflict' });
    const { transactWrite, TransactionCanceled } = await import('#data/transact');
    const error = await transactWrite({ run: put('run'), drafts: [put('d1'), put('d2')], counter: put('counter'), none: undefined }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceled);
    const cancelled = error as InstanceType<typeof TransactionCanceled>;
    expect(cancelled.reason('run')).toBe('None');
    expect(cancelled.reason('drafts')).toBe('ConditionalCheckFailed');
    expect(cancelled.reason('counter')).toBe('TransactionConflict');
    expect(cancelled.reason('none')).toBe('None');
    expect(cancelled.failed).toEqual(['drafts', 'counter']);
    expect(cancelled.conflicted).toBe(true);
    expect(cancelled.message).toBe('Transaction cancelled: drafts ConditionalCheckFailed, counter TransactionConflict');
  });

  it('refuses to read a reason under a name the transaction did not have', async () => {
    cancelWith({ run: 'ConditionalCheckFailed' });
    const { transactWrite } = await import('#data/transact');
    const error = (await transactWrite({ run: put('run') }).catch((e: unknown) => e)) as { reason: (name: string) => string };
    expect(() => error.reason('runs')).toThrow('The transaction had no action named runs');
  });

  it('passes other failures through unchanged', async () => {
    const throttled = new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: {} });
    ddb.on(TransactWriteCommand).rejects(throttled);
    const { transactWrite } = await import('#data/transact');
    await expect(transactWrite({ run: put('run') })).rejects.toBe(throttled);
  });
});

describe('isConditionFailed', () => {
  it('names the transaction actions whose condition failed, and only those', async () => {
    cancelWith({ counter: 'ConditionalCheckFailed', run: 'TransactionConflict' });
    const { transactWrite } = await import('#data/transact');
    const { isConditionFailed } = await import('#data/conditions');
    const error = await transactWrite({ run: put('run'), counter: put('counter') }).catch((e: unknown) => e);
    expect(isConditionFailed(error, 'counter')).toBe(true);
    expect(isConditionFailed(error, 'run')).toBe(false);
    expect(isConditionFailed(error, 'run', 'counter')).toBe(true);
    expect(isConditionFailed(error)).toBe(true);
  });

  it('recognises a single ElectroDB write refused by its condition, by the SDK error name', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {} }));
    const { db } = await import('#data/service');
    const { isConditionFailed } = await import('#data/conditions');
    const error = await db()
      .entities.profile.patch({ userId: 'u1' })
      .set({ fullName: 'A' })
      .go()
      .catch((e: unknown) => e);
    expect(isConditionFailed(error)).toBe(true);
    // A named action asks about a transaction: a single write has none.
    expect(isConditionFailed(error, 'profile')).toBe(false);
  });

  it('does not read message text: other errors are not condition failures, whatever they say', async () => {
    ddb.on(UpdateCommand).rejects(new ProvisionedThroughputExceededException({ message: 'The conditional request failed', $metadata: {} }));
    const { db } = await import('#data/service');
    const { isConditionFailed } = await import('#data/conditions');
    const error = await db()
      .entities.profile.patch({ userId: 'u1' })
      .set({ fullName: 'A' })
      .go()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(isConditionFailed(error)).toBe(false);
    expect(isConditionFailed(new Error('ConditionalCheckFailed'))).toBe(false);
    expect(isConditionFailed(undefined)).toBe(false);
  });
});
