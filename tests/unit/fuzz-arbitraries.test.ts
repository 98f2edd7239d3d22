// The fuzzer's valid values come from the contracts: every value generated for every part
// (path parameters, query, body, and the answer too) of every endpoint parses with that part's schema. And the
// fuzzer's checks catch what they are for: 5xx, bodies without a message, leaked internals.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { allEndpoints } from '#contracts/api';
import { deepJson, hostileBody, hostileText, isPrintable, validArbitrary } from '../support/fuzz/arbitraries.ts';
import { internalLeaks, problemsWith, routedEndpoint, type FuzzRequest } from '../support/fuzz/requests.ts';
import { differences } from '../support/fuzz/world.ts';

const SEED = 20_260_523;
const parts = allEndpoints.flatMap((endpoint) =>
  (['params', 'query', 'body', 'response'] as const).flatMap((part) => (endpoint[part] ? [{ name: `${endpoint.name} ${part}`, schema: endpoint[part] }] : [])),
);

describe('valid values from the contracts', () => {
  it.each(parts.map((p) => [p.name, p.schema] as const))('%s: every generated value parses', (_name, schema) => {
    fc.assert(
      fc.property(validArbitrary(schema), (value) => {
        const parsed = schema.safeParse(value);
        if (!parsed.success) throw new Error(`${JSON.stringify(value)} does not parse: ${parsed.error.message}`);
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('covers the zod types the contracts may grow into', () => {
    const Shape = z.object({
      id: z.uuid(),
      email: z.email(),
      site: z.url(),
      at: z.iso.datetime(),
      day: z.iso.date(),
      code: z.string().regex(/^[A-Z]{3}-\d{2}$/),
      count: z.int().min(-3).max(3),
      ratio: z.number().gt(0).lt(1),
      even: z.number().multipleOf(2).max(100).min(-100),
      flag: z.boolean(),
      kind: z.enum(['a', 'b']),
      exact: z.literal('x'),
      tags: z.array(z.string().min(1)).min(2).max(4),
      maybe: z.string().optional(),
      nothing: z.number().nullable(),
      fallback: z.string().default('d'),
      either: z.union([z.string().startsWith('s'), z.number()]),
      shape: z.discriminatedUnion('t', [z.object({ t: z.literal('a'), a: z.string() }), z.object({ t: z.literal('b'), b: z.number() })]),
      map: z.record(z.string().max(5), z.number()),
      byKind: z.record(z.enum(['x', 'y']), z.boolean()),
      pair: z.tuple([z.string(), z.int()]),
      trimmed: z
        .string()
        .trim()
        .min(1)
        .transform((s) => s.toUpperCase()),
      piped: z
        .string()
        .transform((s) => s.toLowerCase())
        .pipe(z.email()),
      even2: z.int().refine((n) => n % 2 === 0),
    });
    type Tree = { name: string; children: Tree[] };
    const TreeSchema: z.ZodType<Tree> = z.lazy(() => z.object({ name: z.string(), children: z.array(TreeSchema).max(2) }));
    for (const schema of [Shape, TreeSchema] as z.ZodType[]) {
      fc.assert(
        fc.property(validArbitrary(schema), (value) => {
          expect(schema.safeParse(value).success).toBe(true);
        }),
        { seed: SEED, numRuns: 200 },
      );
    }
  });

  it('valid text carries no control characters or broken Unicode, which the API refuses', () => {
    fc.assert(
      fc.property(validArbitrary(z.object({ a: z.string(), b: z.string().max(3) })), (value) => {
        expect(Object.values(value as object).every((v) => isPrintable(v as string))).toBe(true);
      }),
      { seed: SEED },
    );
  });
});

describe('hostile values', () => {
  it('include what the API must refuse: NUL, lone surrogates, bidi overrides and a megabyte of text', () => {
    const seen = fc.sample(hostileText, { seed: SEED, numRuns: 2000 });
    expect(seen).toContain('nul\u0000inside');
    expect(seen.some((t) => /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.test(t))).toBe(true);
    expect(seen.some((t) => t.includes('\u202E'))).toBe(true);
    expect(Math.max(...seen.map((t) => t.length))).toBeGreaterThanOrEqual(1024 * 1024);
  });

  it('bodies are, nearly always, what the contract refuses, in many different ways', () => {
    const schema = z.object({ name: z.string().min(1), tags: z.array(z.string()).max(5) });
    const bodies = fc.sample(hostileBody(validArbitrary(schema)), { seed: SEED, numRuns: 300 });
    expect(new Set(bodies.map((b) => b.kind.split(' ')[0])).size).toBeGreaterThan(5);
    const accepted = bodies.filter((body) => {
      if (body.contentType !== 'application/json' || body.text === undefined) return false;
      try {
        return schema.safeParse(JSON.parse(body.text)).success;
      } catch {
        return false;
      }
    });
    // Extra keys are stripped and some wrong-type values happen to fit (an empty list): the rest must not parse.
    expect(accepted.length).toBeLessThan(bodies.length * 0.25);
  });

  it('nest a thousand levels deep', () => {
    let value = JSON.parse(deepJson(1000)) as { a?: unknown };
    let levels = 0;
    while (value && typeof value === 'object') [value, levels] = [value.a as { a?: unknown }, levels + 1];
    expect(levels).toBe(1000);
  });
});

describe('the checks on every answer', () => {
  const request: FuzzRequest = {
    kind: 'valid',
    caller: 'owner',
    method: 'GET',
    path: '/api/me',
    body: { text: undefined, contentType: undefined, kind: 'no body' },
  };
  const json = { 'content-type': 'application/json' };
  const me = {
    userId: 'u1',
    email: 'a@example.com',
    fullName: 'Ada',
    companyName: null,
    role: 'owner',
    teamId: null,
    onboardingCompletedAt: null,
    joinedByTeamInvite: false,
  };
  const check = (status: number, text: string, headers: Record<string, string> = json) =>
    problemsWith(request, { status, headers, text }, ['markk-local'], ['markk-local-logos']);

  it('pass a success that matches the contract and a 4xx with a message', () => {
    expect(check(200, JSON.stringify(me))).toEqual([]);
    expect(check(404, JSON.stringify({ message: 'Not Found' }))).toEqual([]);
  });

  it('catch a 5xx, a 4xx without a JSON message and a success the contract does not describe', () => {
    expect(check(500, JSON.stringify({ message: 'Something went wrong on our side.' }))).toEqual(['status 500']);
    expect(check(400, '<h1>Bad Request</h1>', { 'content-type': 'text/html' })).toEqual(['a 400 of content-type text/html', 'a 400 whose body is not JSON']);
    expect(check(400, JSON.stringify({ message: ' ' }))).toEqual(['a 400 without a message']);
    expect(check(200, JSON.stringify({ ...me, role: 7 }))[0]).toMatch(/does not match the GetMe response/);
  });

  it('catch stack traces and internal names, in bodies and headers', () => {
    expect(check(400, JSON.stringify({ message: 'TypeError: x is undefined\n    at handler (/work/functions/api/me/get.ts:3:9)' }))[0]).toMatch(
      /a stack frame.*a source path.*an error class/,
    );
    expect(check(400, JSON.stringify({ message: 'Requested resource not found: Table: markk-local not found' }))).toEqual([
      'the answer shows the internal name markk-local',
    ]);
    expect(check(400, JSON.stringify({ message: 'The conditional request failed (ConditionalCheckFailedException)' }))).toEqual([
      'the answer shows a DynamoDB condition failure',
    ]);
    expect(check(400, JSON.stringify({ message: 'No.' }), { ...json, 'x-error': 'ZodError' })).toEqual(['the answer shows ZodError']);
    // A public bucket URL in a success is no leak; the bucket in an error is.
    expect(internalLeaks('http://localhost/s3/markk-local-logos/a.png', ['markk-local'])).toEqual([]);
    expect(check(400, JSON.stringify({ message: 'Access to markk-local-logos denied.' }))).toEqual(['the answer shows the internal name markk-local-logos']);
  });

  it('hold a path that climbs to the endpoint it reaches', () => {
    expect(routedEndpoint('GET', '/api/content-items/../me')?.name).toBe('GetMe');
    expect(routedEndpoint('GET', '/api/content-items/%2e%2e/me')?.name).toBe('GetMe');
    expect(routedEndpoint('POST', '/stream/content-items/x/rewrite')?.name).toBe('RewriteContentItem');
    expect(routedEndpoint('GET', '/api/../../etc/passwd')).toBeUndefined();
  });
});

describe('the owner’s data before and after', () => {
  it('tells added, removed and changed items apart', () => {
    const before = new Map([
      ['a', { pk: 'a', sk: '1', n: 1 }],
      ['b', { pk: 'b', sk: '1', n: 1 }],
    ]);
    const after = new Map([
      ['a', { pk: 'a', sk: '1', n: 2 }],
      ['c', { pk: 'c', sk: '1' }],
    ]);
    expect(differences(before, after)).toEqual(['changed a: n 1 → 2', 'removed b', 'added c']);
    expect(differences(before, new Map(before))).toEqual([]);
  });
});
