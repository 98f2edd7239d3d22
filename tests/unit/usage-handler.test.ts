// GET /billing/usage: the header's plan and AI credits, and today's expert replies. A failed
// plan read shows the free plan (a display read, like check-subscription); the month's spent
// credits come from aiUsage, today's replies from chatUsage.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import type { ApiEvent } from '#lib/http';
import { logger } from '#lib/logger';

const event = (sub = 'user-1') =>
  ({ rawPath: '/billing/usage', headers: {}, requestContext: { authorizer: { jwt: { claims: { sub } } } } }) as unknown as ApiEvent;
const context = { awsRequestId: 'unit' } as Context;

describe('GET /billing/usage', () => {
  const ddb = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    ddb.reset();
    process.env.TABLE_NAME = 'unit-table';
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  });

  it('answers the Growth plan and its 20 credits with what was spent, when the plan read fails', async () => {
    ddb.on(QueryCommand).rejects(new Error('ProvisionedThroughputExceededException'));
    // The month's credits and today's expert replies, each read by its own key.
    ddb
      .on(GetCommand)
      .callsFake((input: { Key: { sk: string } }) =>
        /day_/i.test(input.Key.sk)
          ? { Item: { pk: 'x', sk: 'y', userId: 'user-1', day: '2026-11-27', replies: 4, __edb_e__: 'chatUsage', __edb_v__: '1' } }
          : { Item: { pk: 'x', sk: 'y', userId: 'user-1', month: '2026-11', credits: 7, __edb_e__: 'aiUsage', __edb_v__: '1' } },
      );
    const { handler } = await import('../../functions/api/billing/usage.ts');
    const result = await handler(event(), context);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(String(result.body))).toEqual({ tier: 'free', aiCredits: { used: 7, limit: 20 }, chatReplies: { used: 4, limit: 30 } });
    expect(logger.warn).toHaveBeenCalled();
  });

  it('is a 401 without a verified caller', async () => {
    const { handler } = await import('../../functions/api/billing/usage.ts');
    const result = await handler({ ...event(), requestContext: {} } as unknown as ApiEvent, context);
    expect(result.statusCode).toBe(401);
  });
});
