// The API handler pipeline: identity from claims, zod parsing, error mapping.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import type { Context } from 'aws-lambda';
import { apiRoute, MAX_BODY_BYTES, type ApiEvent } from '#lib/http';
import { endpoint } from '#contracts/endpoint';
import { BUSY_MESSAGE, Conflict, NotFound } from '#lib/errors';
import { logger } from '#lib/logger';

const context = { awsRequestId: 'req-1', getRemainingTimeInMillis: () => 10_000 } as unknown as Context;

function event(overrides: Partial<ApiEvent> & { sub?: string | null } = {}): ApiEvent {
  const { sub = 'user-1', ...rest } = overrides;
  return {
    version: '2.0',
    routeKey: 'POST /things',
    rawPath: '/things',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { authorizer: { jwt: { claims: sub ? { sub } : {}, scopes: [] } }, http: { method: 'POST' } },
    ...rest,
  } as unknown as ApiEvent;
}

const Thing = z.object({ owner: z.string(), title: z.string() });
const createThing = endpoint({
  name: 'CreateThing',
  area: 'things',
  method: 'POST',
  path: '/things',
  access: 'owner',
  body: z.object({ title: z.string().min(1).max(10) }),
  response: Thing,
  status: 201,
});
const echo = apiRoute(createThing, async ({ caller, body }) => ({ owner: caller.userId, title: body.title }));
const nothing = endpoint({ name: 'Nothing', area: 'things', method: 'POST', path: '/things', access: 'owner', response: z.undefined() });

describe('apiRoute', () => {
  it('passes the verified caller and the parsed body to the handler', async () => {
    const res = await echo(event({ body: JSON.stringify({ title: 'Hello' }) }), context);
    expect(res).toEqual({ statusCode: 201, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ owner: 'user-1', title: 'Hello' }) });
  });

  it('refuses a request without a subject claim with 401', async () => {
    const res = await echo(event({ sub: null, body: '{"title":"x"}' }), context);
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body!)).toEqual({ message: 'Please sign in to continue.' });
  });

  it('names a missing field in a 400', async () => {
    const res = await echo(event({ body: '{}' }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toEqual({ message: 'title is required.' });
  });

  it('names a field that is too long', async () => {
    const res = await echo(event({ body: JSON.stringify({ title: 'x'.repeat(11) }) }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).message).toMatch(/^title: /);
  });

  it('answers malformed JSON with 400 and a readable message', async () => {
    const res = await echo(event({ body: '{"title": ' }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('answers an oversized body with 400 before parsing it', async () => {
    const res = await echo(event({ body: JSON.stringify({ title: 'x'.repeat(MAX_BODY_BYTES) }) }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).message).toBe('The request body is too large (the limit is 256 KB).');
  });

  it('maps named domain errors to their status', async () => {
    const missing = apiRoute(nothing, async () => {
      throw new NotFound('Project not found');
    });
    const busy = apiRoute(nothing, async () => {
      throw new Conflict('The run has not finished yet.');
    });
    expect(await missing(event(), context)).toMatchObject({ statusCode: 404, body: JSON.stringify({ message: 'Project not found' }) });
    expect(await busy(event(), context)).toMatchObject({ statusCode: 409 });
  });

  it('hides unexpected errors behind a 500 with the request id, and logs them', async () => {
    const spy = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const crash = apiRoute(nothing, async () => {
      throw new Error('secret internals at line 42');
    });
    const res = await crash(event(), context);
    expect(res.statusCode).toBe(500);
    expect(JSON.parse(res.body!)).toEqual({ message: 'Something went wrong on our side. Please try again.', requestId: 'req-1' });
    expect(res.body).not.toContain('secret internals');
    expect(spy).toHaveBeenCalledOnce();
  });

  it('answers an AWS service that is busy or slow (throttled, timed out, a 5xx; wrapped by ElectroDB too) with a 503 asking to try again', async () => {
    const warned = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const throttled = Object.assign(new Error('The level of configured provisioned throughput for the table was exceeded.'), {
      name: 'ProvisionedThroughputExceededException',
      $fault: 'client',
      $metadata: { httpStatusCode: 400 },
    });
    const failures = [
      throttled,
      Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' }),
      Object.assign(new Error('We encountered an internal error.'), { name: 'SomethingNew', $fault: 'server', $metadata: { httpStatusCode: 500 } }),
      new Error('Error thrown by DynamoDB client', { cause: throttled }),
    ];
    for (const failure of failures) {
      const res = await apiRoute(nothing, async () => {
        throw failure;
      })(event(), context);
      expect(res.statusCode).toBe(503);
      expect(JSON.parse(res.body!)).toEqual({ message: BUSY_MESSAGE, requestId: 'req-1' });
    }
    expect(warned).toHaveBeenCalledTimes(failures.length);
    // A refusal by the service (a client fault that no retry cures) stays a 500.
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('Requested resource not found'), { name: 'ResourceNotFoundException', $fault: 'client', $metadata: {} });
    expect(
      (
        await apiRoute(nothing, async () => {
          throw refused;
        })(event(), context)
      ).statusCode,
    ).toBe(500);
  });

  it('replies 204 when the handler returns nothing', async () => {
    const quiet = apiRoute(nothing, async () => undefined);
    expect(await quiet(event(), context)).toEqual({ statusCode: 204 });
  });

  it('says a field has the wrong type instead of calling it missing', async () => {
    const res = await echo(event({ body: JSON.stringify({ title: 123 }) }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toEqual({ message: 'title must be text.' });
  });

  it.each(['[]', '"text"', '42', 'null'])('refuses a body that is not a JSON object (%s) saying so', async (body) => {
    const res = await echo(event({ body }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toEqual({ message: 'The request body must be a JSON object.' });
  });

  it.each([
    ['a NUL', 'a\u0000b'],
    ['an escape character', 'a\u001bb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
  ])('refuses %s in a text field with a 400 naming the field', async (_name, title) => {
    const handled = vi.fn(async () => ({}));
    const route = apiRoute(
      endpoint({
        name: 'Tagged',
        area: 'things',
        method: 'POST',
        path: '/things',
        access: 'owner',
        body: z.object({ title: z.string(), tags: z.array(z.string()).optional() }),
        response: z.object({}),
      }),
      handled,
    );
    const res = await route(event({ body: JSON.stringify({ title }) }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!)).toEqual({ message: 'title contains a control character or broken Unicode. Remove it and try again.' });
    const nested = await route(event({ body: JSON.stringify({ title: 'ok', tags: ['fine', title] }) }), context);
    expect(JSON.parse(nested.body!)).toEqual({ message: 'tags.1 contains a control character or broken Unicode. Remove it and try again.' });
    expect(handled).not.toHaveBeenCalled();
  });

  it('keeps tabs, line breaks and emoji in text', async () => {
    const res = await echo(event({ body: JSON.stringify({ title: 'a\tb\n☕🌸' }) }), context);
    expect(res.statusCode).toBe(201);
  });
});
