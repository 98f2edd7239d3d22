// Account rules that need no database, and the set-up's failure path.
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { teamNameFor } from '#domain/accounts';

describe('teamNameFor', () => {
  it('uses the company name when there is one', () => {
    expect(teamNameFor({ email: 'a@b.co', fullName: 'Ada', companyName: '  Corner Café ' })).toBe('Corner Café');
  });
  it('falls back to "{full name}\'s Team"', () => {
    expect(teamNameFor({ email: 'a@b.co', fullName: 'Ada Baker', companyName: '   ' })).toBe("Ada Baker's Team");
  });
  it('falls back to "{e-mail prefix}\'s Team"', () => {
    expect(teamNameFor({ email: 'ada.b@cafe.co', fullName: undefined, companyName: undefined })).toBe("ada.b's Team");
  });
});

/** DynamoDB's answer to a cancelled sign-up transaction: one reason per action, chosen by the entity each action creates. */
const cancelledBy = (codeOf: (entity: string) => string) => (input: TransactWriteCommandInput) => {
  throw new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: input.TransactItems!.map((item) => ({ Code: codeOf(String(item.Put?.Item?.__edb_e__)) })),
  });
};

describe('createFromSignUp failure path', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    ddb.reset();
    process.env.TABLE_NAME = 'unit-table';
  });

  it('throws when the transaction is cancelled for a reason other than an existing profile', async () => {
    ddb.on(TransactWriteCommand).callsFake(cancelledBy((entity) => (entity === 'team' ? 'ThrottlingError' : 'None')));
    const { createFromSignUp } = await import('#domain/accounts');
    const failure = await createFromSignUp({ userId: 'u1', email: 'a@b.co', fullName: 'A' }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'TransactionCanceled', message: 'Transaction cancelled: team ThrottlingError' });
  });

  it('reports "already set up" when only the existing-item conditions failed', async () => {
    ddb.on(TransactWriteCommand).callsFake(cancelledBy(() => 'ConditionalCheckFailed'));
    const { createFromSignUp } = await import('#domain/accounts');
    await expect(createFromSignUp({ userId: 'u1', email: 'a@b.co', fullName: 'A' })).resolves.toEqual({ created: false });
  });

  it('a condition failure beside another failure is not "already set up"', async () => {
    ddb
      .on(TransactWriteCommand)
      .callsFake(cancelledBy((entity) => (entity === 'profile' ? 'ConditionalCheckFailed' : entity === 'teamMember' ? 'ThrottlingError' : 'None')));
    const { createFromSignUp } = await import('#domain/accounts');
    await expect(createFromSignUp({ userId: 'u1', email: 'a@b.co', fullName: 'A' })).rejects.toMatchObject({
      name: 'TransactionCanceled',
      message: 'Transaction cancelled: profile ConditionalCheckFailed, member ThrottlingError',
    });
  });
});
