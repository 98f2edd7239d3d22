// X-Ray tracing: on only where Powertools would trace (a Lambda execution environment), and
// then what reaches the X-Ray daemon: the handler subsegment annotated with the route, with
// the DynamoDB call inside it. Outside Lambda nothing of the X-Ray SDK is loaded.
import { createSocket, type Socket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Context } from 'aws-lambda';
import { isTracingActive } from '#lib/tracer';

describe('isTracingActive', () => {
  it('is on in a Lambda execution environment', () => {
    expect(isTracingActive({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x' })).toBe(true);
  });

  it('is off outside Lambda, in the SAM CLI, in Amplify mock and when switched off', () => {
    expect(isTracingActive({})).toBe(false);
    expect(isTracingActive({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', AWS_SAM_LOCAL: 'true' })).toBe(false);
    expect(isTracingActive({ AWS_EXECUTION_ENV: 'AWS_Lambda_amplify-mock' })).toBe(false);
    expect(isTracingActive({ AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', POWERTOOLS_TRACE_ENABLED: 'FALSE' })).toBe(false);
  });
});

describe('tracer outside Lambda', () => {
  it('is absent and leaves clients untouched', async () => {
    const { tracer, traced } = await import('#lib/tracer');
    expect(tracer).toBeUndefined();
    const client = { middlewareStack: { add: vi.fn(), remove: vi.fn() } };
    expect(traced(client)).toBe(client);
    expect(client.middlewareStack.add).not.toHaveBeenCalled();
  });
});

interface SubsegmentDocument {
  id: string;
  parent_id?: string;
  type?: string;
  name: string;
  trace_id?: string;
  annotations?: Record<string, unknown>;
  namespace?: string;
  aws?: { operation?: string };
}

describe('tracer in Lambda', () => {
  let daemon: Socket | undefined;

  afterEach(() => {
    daemon?.close();
    daemon = undefined;
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('sends the handler subsegment with the route annotation and the DynamoDB call to the X-Ray daemon', async () => {
    const received: SubsegmentDocument[] = [];
    daemon = createSocket('udp4');
    daemon.on('message', (message) => {
      // Each datagram: a JSON header line, then the document.
      const [, body] = message.toString('utf8').split('\n');
      received.push(JSON.parse(body!) as SubsegmentDocument);
    });
    await new Promise<void>((resolve) => daemon!.bind(0, '127.0.0.1', resolve));
    const { port } = daemon.address() as AddressInfo;

    const traceId = '1-5759e988-bd862e3fe1be46a994272793';
    vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
    vi.stubEnv('LAMBDA_TASK_ROOT', '/var/task');
    vi.stubEnv('AWS_LAMBDA_INITIALIZATION_TYPE', 'on-demand');
    vi.stubEnv('_HANDLER', 'index.handler');
    vi.stubEnv('_X_AMZN_TRACE_ID', `Root=${traceId};Parent=53995c3f42cd8ad8;Sampled=1`);
    vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', `127.0.0.1:${port}`);
    vi.stubEnv('AWS_XRAY_CONTEXT_MISSING', 'IGNORE_ERROR');
    vi.stubEnv('POWERTOOLS_TRACE_ENABLED', undefined);
    vi.resetModules();

    const { tracer, traced } = await import('#lib/tracer');
    expect(tracer?.isTracingEnabled()).toBe(true);
    const { apiRoute } = await import('#lib/http');
    const { endpoint } = await import('#contracts/endpoint');
    const { DynamoDBClient, ListTablesCommand } = await import('@aws-sdk/client-dynamodb');

    // A DynamoDB that answers at once, so the call is real SDK work without a network.
    const dynamo = traced(
      new DynamoDBClient({
        region: 'us-east-1',
        credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
        requestHandler: {
          handle: async () => ({
            response: { statusCode: 200, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: Buffer.from('{"TableNames":[]}') },
          }),
        } as never,
      }),
    );
    const getThing = endpoint({
      name: 'GetThing',
      area: 'things',
      method: 'GET',
      path: '/things',
      access: 'owner',
      response: z.object({ tables: z.number() }),
    });
    const handler = apiRoute(getThing, async () => ({ tables: (await dynamo.send(new ListTablesCommand({}))).TableNames!.length }));
    const context = { awsRequestId: 'req-1', functionName: 'markk-GetThing', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;
    const answer = await handler({ rawPath: '/things', headers: {}, requestContext: { authorizer: { jwt: { claims: { sub: 'user-1' } } } } } as never, context);
    expect(answer.statusCode).toBe(200);

    await vi.waitFor(() => expect(received.find((d) => d.name === '## index.handler')).toBeDefined(), { timeout: 2_000 });
    const handlerSegment = received.find((d) => d.name === '## index.handler')!;
    expect(handlerSegment.trace_id).toBe(traceId);
    expect(handlerSegment.annotations).toMatchObject({ route: 'GET /things', ColdStart: true, Service: 'markk' });
    // Closed subsegments are streamed to the daemon on their own, each naming its parent.
    const dynamoCall = received.find((d) => d.name === 'DynamoDB');
    expect(dynamoCall).toMatchObject({
      type: 'subsegment',
      parent_id: handlerSegment.id,
      trace_id: traceId,
      namespace: 'aws',
      aws: { operation: 'ListTables' },
    });
  });
});
