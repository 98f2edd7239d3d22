// Handler failure paths of billing: check-subscription answers free when storage fails
// (spec 01 §4), and a viral accept whose transaction is cancelled reports why: "already
// accepted" (a racing accept) or "already rewarded" (the partner's own referral).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '#lib/http';
import { logger } from '#lib/logger';

const event = (sub = 'user-1') =>
  ({ rawPath: '/billing/subscription', headers: {}, requestContext: { authorizer: { jwt: { claims: { sub } } } } }) as unknown as ApiEvent;
const context = { awsRequestId: 'unit' } as Context;

describe('check-subscription', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    ddb.reset();
    process.env.TABLE_NAME = 'unit-table';
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });

  it('answers the free tier, 200, when the entitlement read fails', async () => {
    ddb.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    const { handler } = await import('../../functions/api/billing/check-subscription.ts');
    const result = await handler(event(), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(String(result.body))).toEqual({ subscribed: false, subscription_tier: 'free', subscription_end: null, cancel_at_period_end: false });
    expect(logger.warn).toHaveBeenCalled();
  });

  it('without a verified caller it is a 401, not free', async () => {
    const { handler } = await import('../../functions/api/billing/check-subscription.ts');
    const result = await handler({ ...event(), requestContext: {} } as unknown as ApiEvent, context);
    expect(result.statusCode).toBe(401);
  });
});

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const sameKey = (item: TransactItem, key: Record<string, string>) => item.Update?.Key?.pk === key.pk && item.Update?.Key?.sk === key.sk;

describe('accepting a viral invitation when its transaction is cancelled', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  const now = new Date('2026-11-22T10:00:00.000Z');
  const invitation = {
    token: 't'.repeat(32),
    invitationId: 'inv-1',
    inviterId: 'owner-1',
    inviterName: 'Owner',
    status: 'pending',
    createdAt: '2026-11-21T10:00:00.000Z',
    inviteExpiresAt: '2026-12-05T10:00:00.000Z',
  };

  beforeEach(() => {
    ddb.reset();
    process.env.TABLE_NAME = 'unit-table';
  });

  /** A pending invitation and a new partner; the transaction is refused by the action whose key `failing` picks. */
  async function arrange(failing: (keys: { invitation: Record<string, string>; partnerStats: Record<string, string> }) => Record<string, string>) {
    const { db } = await import('#data/service');
    const keys = {
      invitation: db().entities.viralInvitation.get({ token: invitation.token }).params().Key as Record<string, string>,
      partnerStats: db().entities.referralStats.get({ userId: 'partner-1' }).params().Key as Record<string, string>,
    };
    const profileKey = db().entities.profile.get({ userId: 'partner-1' }).params().Key as Record<string, string>;
    ddb
      .on(GetCommand, { Key: keys.invitation })
      .resolvesOnce({ Item: { ...keys.invitation, ...invitation, __edb_e__: 'viralInvitation', __edb_v__: '1' } })
      .resolves({
        Item: { ...keys.invitation, ...invitation, status: 'accepted', __edb_e__: 'viralInvitation', __edb_v__: '1' },
      });
    ddb.on(GetCommand, { Key: profileKey }).resolves({
      Item: {
        ...profileKey,
        userId: 'partner-1',
        email: 'p@example.com',
        fullName: 'Pat',
        role: 'owner',
        createdAt: '2026-11-22T09:00:00.000Z',
        updatedAt: '2026-11-22T09:00:00.000Z',
        __edb_e__: 'profile',
        __edb_v__: '1',
      },
    });
    // DynamoDB answers one reason per action, in request order: the failing action is found
    // by its key, wherever the transaction puts it.
    const failingKey = failing(keys);
    ddb.on(TransactWriteCommand).callsFake((input: TransactWriteCommandInput) => {
      throw new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: input.TransactItems!.map((item) => ({ Code: sameKey(item, failingKey) ? 'ConditionalCheckFailed' : 'None' })),
      });
    });
    return failingKey;
  }

  it('reports "already accepted" when the invitation condition failed (another accept won the race)', async () => {
    const failingKey = await arrange((keys) => keys.invitation);
    const ViralInvites = await import('#domain/viral-invites');
    await expect(ViralInvites.accept({ userId: 'partner-1' }, invitation.token, now)).rejects.toThrow('This invitation has already been accepted.');
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!.filter((item) => sameKey(item, failingKey))).toHaveLength(1);
  });

  it('reports "already rewarded" when the partner\'s referral condition failed', async () => {
    const failingKey = await arrange((keys) => keys.partnerStats);
    const ViralInvites = await import('#domain/viral-invites');
    await expect(ViralInvites.accept({ userId: 'partner-1' }, invitation.token, now)).rejects.toThrow(
      'Your account has already been rewarded through an invitation.',
    );
    expect(ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!.filter((item) => sameKey(item, failingKey))).toHaveLength(1);
  });
});
