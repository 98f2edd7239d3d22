// Plan limits are enforced from a strict read of the caller's plan: a failed entitlement
// read (a throttled table) is a retryable 503, never the free plan's 402 "upgrade".
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '#lib/http';
import { logger } from '#lib/logger';
import { activeSubscriptionItem } from '../support/subscriptions.ts';

const throttled = () =>
  new ProvisionedThroughputExceededException({ message: 'The level of configured provisioned throughput for the table was exceeded.', $metadata: {} });
const context = { awsRequestId: 'unit' } as Context;
const userId = 'premium-1';
const runId = 'a'.repeat(32);
const contentPackage = {
  strategy: { summary: 'Mornings first', pillars: ['Coffee'], weeklyPlan: ['Monday: the new roast'] },
  posts: Array.from({ length: 7 }, (_, i) => ({ title: `Post ${i + 1}`, caption: `Caption ${i + 1}` })),
  email: { subject: 'This week', body: 'Body' },
  blog: { title: 'Blog', outline: ['Intro'], body: 'Body', wordCount: 1 },
};

async function store() {
  const { db } = await import('#data/service');
  return db();
}

/** DynamoDB answers for a Premium user with a finished run and a library already at 20 assets. */
async function premiumUserWithFullLibrary(ddb: ReturnType<typeof mockClient>, entitlementRead: 'ok' | 'throttled') {
  const db = await store();
  const run = db.entities.generationRun
    .put({
      userId,
      runId,
      brandKitId: 'kit-1',
      status: 'succeeded',
      result: JSON.stringify(contentPackage),
      brandLoaded: true,
      strategyDone: true,
      newsletterDone: true,
      blogDone: true,
      assembled: true,
    })
    .params().Item as Record<string, unknown>;
  const stats = db.entities.userStats.put({ userId, libraryAssets: 20, draftsCounted: true }).params().Item as Record<string, unknown>;
  const subscription = activeSubscriptionItem(userId);
  const runKey = db.entities.generationRun.get({ userId, runId }).params().Key as Record<string, string>;
  const statsKey = db.entities.userStats.get({ userId }).params().Key as Record<string, string>;
  const entitlementPk = db.entities.entitlement.query.byUser({ userId }).params() as QueryCommandInput;
  const isEntitlementQuery = (input: QueryCommandInput) =>
    JSON.stringify(input.ExpressionAttributeValues) === JSON.stringify(entitlementPk.ExpressionAttributeValues);

  ddb.on(GetCommand, { Key: runKey }).resolves({ Item: run });
  ddb.on(GetCommand, { Key: statsKey }).resolves({ Item: stats });
  ddb.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    if (isEntitlementQuery(input)) {
      if (entitlementRead === 'throttled') throw throttled();
      return { Items: [subscription] };
    }
    return { Items: [] };
  });
  ddb.on(TransactWriteCommand).resolves({});
  // The drafts' search entries, put before the drafts.
  ddb.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
}

describe('enforcing plan limits when the plan cannot be read', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    ddb.reset();
    process.env.TABLE_NAME = 'unit-table';
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });

  it("a Premium user's Approve & Publish with a full Growth library goes through when the plan is read", async () => {
    await premiumUserWithFullLibrary(ddb, 'ok');
    const Generation = await import('#domain/generation');
    await Generation.approve(userId, runId);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it("Approve & Publish reads the run's drafts back by their key prefix (approvedAt), not the whole library", async () => {
    await premiumUserWithFullLibrary(ddb, 'ok');
    const Generation = await import('#domain/generation');
    await Generation.approve(userId, runId);
    const [transaction] = ddb.commandCalls(TransactWriteCommand);
    const drafts = transaction!.args[0].input.TransactItems!.filter((item) => item.Put?.Item?.__edb_e__ === 'contentItem').map((item) => item.Put!.Item!);
    expect(drafts).toHaveLength(9);
    const approvedAt = String(drafts[0]!.createdAt);
    expect(drafts.every((d) => d.createdAt === approvedAt)).toBe(true);
    const draftQueries = ddb
      .commandCalls(QueryCommand)
      .map((call) => call.args[0].input)
      .filter((input) => JSON.stringify(input.ExpressionAttributeValues).includes('$contentitem'));
    expect(draftQueries).toHaveLength(1);
    expect(draftQueries[0]!.KeyConditionExpression).toContain('begins_with');
    expect(Object.values(draftQueries[0]!.ExpressionAttributeValues!)).toContain(`$contentitem_1#createdat_${approvedAt.toLowerCase()}#itemid_`);
  });

  it('a throttled entitlement read makes Approve & Publish a retryable 503, not a 402 upgrade, and writes nothing', async () => {
    await premiumUserWithFullLibrary(ddb, 'throttled');
    const { handler } = await import('../../functions/api/generation/approve.ts');
    const event = {
      rawPath: `/generation-runs/${runId}/approve`,
      headers: {},
      pathParameters: { runId },
      requestContext: { authorizer: { jwt: { claims: { sub: userId } } } },
    } as unknown as ApiEvent;

    const result = await handler(event, context);

    expect(result.statusCode).toBe(503);
    const { PLAN_CHECK_FAILED } = await import('#domain/entitlements');
    expect(JSON.parse(String(result.body))).toEqual({ message: PLAN_CHECK_FAILED });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('a throttled entitlement read refuses an AI credit spend with 503 and spends nothing', async () => {
    ddb.on(QueryCommand).rejects(throttled());
    const Entitlements = await import('#domain/entitlements');
    await expect(Entitlements.consumeAiCredits(userId, 1)).rejects.toMatchObject({ status: 503 });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('a throttled entitlement read refuses a community write with 503, not the read-only 402', async () => {
    ddb.on(QueryCommand).rejects(throttled());
    const Entitlements = await import('#domain/entitlements');
    await expect(Entitlements.assertCanWriteCommunity(userId)).rejects.toMatchObject({ status: 503 });
  });

  it('the plan display still falls back to free when the read fails', async () => {
    ddb.on(QueryCommand).rejects(throttled());
    const Entitlements = await import('#domain/entitlements');
    await expect(Entitlements.statusOrFree(userId)).resolves.toMatchObject({ subscription_tier: 'free' });
  });
});
