// The public API's declarations and limits without a stack: which endpoints /v1 serves and with
// which scope, the route table's /v1 paths, the token bucket's arithmetic, and the OpenAPI
// document built from the contracts.
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { allEndpoints } from '#contracts/api';
import { isPublicApi } from '#contracts/endpoint';
import { openApiDocument } from '#contracts/openapi';
import { contentEndpoints } from '#contracts/content';
import { available, secondsUntilOne } from '#domain/api-tokens';
import { apiRoute } from '#lib/http';
import { isPublicApiCall } from '#lib/public-api';
import { routes } from '../../infra/routes.ts';

describe('the public API', () => {
  it('serves at /v1 the endpoints integrators need, each with the scope it needs', () => {
    const exposed = allEndpoints.filter(isPublicApi).map((e) => `${e.method} ${e.path} ${e.scope}`);
    expect(exposed.sort()).toEqual(
      [
        'GET /content-items content:read',
        'GET /content-items/{itemId} content:read',
        'POST /content-items content:write',
        'PUT /content-items/{itemId} content:write',
        'POST /generation-runs content:write',
        'GET /generation-runs/{runId} content:read',
        'GET /scheduled-posts calendar:read',
        'POST /scheduled-posts calendar:write',
        'DELETE /scheduled-posts/{postId} calendar:write',
        'GET /analytics/overview analytics:read',
        'GET /campaigns campaigns:read',
        'POST /bulk-runs content:write',
        'GET /bulk-runs/{runId} content:read',
        'POST /bulk-runs/{runId}/cancel content:write',
        'POST /bulk-runs/{runId}/retry content:write',
      ].sort(),
    );
  });

  it('routes each public endpoint at /v1 + its path to the same handler, with the bookkeeping writes a /v1 call makes', () => {
    for (const route of routes) {
      if (route.endpoint.exposure === 'public') {
        expect(route.publicPath).toBe(`/v1${route.path}`);
        expect(route.needs.publicApi, route.name).toBe(true);
      } else {
        expect(route.publicPath, route.name).toBeUndefined();
        expect(route.needs.publicApi, route.name).toBe(false);
      }
    }
  });

  it('builds a public endpoint’s handler only with the API token’s gate, which takes the /v1 route key alone', () => {
    expect(() => apiRoute(contentEndpoints.list, async () => ({ items: [] }))).toThrow(/publicApiRoute/);
    expect(isPublicApiCall(contentEndpoints.list, { routeKey: 'GET /v1/content-items' })).toBe(true);
    expect(isPublicApiCall(contentEndpoints.list, { routeKey: 'GET /content-items' })).toBe(false);
    expect(isPublicApiCall(contentEndpoints.delete, { routeKey: 'DELETE /v1/content-items/{itemId}' })).toBe(false);
  });

  it('fills a token bucket at its rate up to the burst, and says how long until the next request', () => {
    const bucket = { perMinute: 60, burst: 60 };
    expect(available(bucket, undefined, undefined, 1_000)).toBe(60);
    expect(available(bucket, 0, 0, 1_500)).toBeCloseTo(1.5);
    expect(available(bucket, 10, 0, 3_600_000)).toBe(60);
    // A clock behind the stored time refills nothing.
    expect(available(bucket, 2, 5_000, 1_000)).toBe(2);
    expect(secondsUntilOne(bucket, 0)).toBe(1);
    expect(secondsUntilOne({ perMinute: 6, burst: 6 }, 0.5)).toBe(5);
  });

  it('describes every /v1 route in a valid OpenAPI 3.1 document, with bearer tokens and Idempotency-Key on POSTs', async () => {
    const document = openApiDocument();
    const result = await new Validator().validate(structuredClone(document) as never);
    expect(result.errors ?? []).toEqual([]);
    const paths = document.paths as Record<string, Record<string, { parameters: { $ref?: string }[] }>>;
    for (const e of allEndpoints.filter(isPublicApi)) {
      const operation = paths[`/v1${e.path}`]?.[e.method.toLowerCase()];
      expect(operation, `${e.method} ${e.path}`).toBeDefined();
      expect(operation!.parameters.some((p) => p.$ref === '#/components/parameters/IdempotencyKey')).toBe(e.method === 'POST');
    }
    expect(document.components).toMatchObject({ securitySchemes: { apiToken: { type: 'http', scheme: 'bearer' } } });
  });
});
