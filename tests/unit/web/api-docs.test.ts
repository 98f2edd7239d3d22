// The API reference page's reading of the OpenAPI document: every /v1 operation with its scope,
// its parameters (the shared Idempotency-Key header resolved), its body schema and its answers.
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '#contracts/api';
import { isPublicApi } from '#contracts/endpoint';
import { openApiDocument } from '#contracts/openapi';
import { operationsOf } from '../../../web/src/pages/docs/openapi-view.ts';

describe('the API reference', () => {
  const { intro, operations } = operationsOf(openApiDocument());

  it('shows every /v1 operation with the scope it needs', () => {
    expect(intro[0]).toMatch(/^The Markk public API/);
    expect(operations.map((o) => `${o.method} ${o.path} ${o.scope}`).sort()).toEqual(
      allEndpoints
        .filter(isPublicApi)
        .map((e) => `${e.method} /v1${e.path} ${e.scope}`)
        .sort(),
    );
  });

  it('lists parameters, the body schema and the answers of an operation', () => {
    const create = operations.find((o) => o.method === 'POST' && o.path === '/v1/content-items')!;
    expect(create.parameters).toEqual([{ name: 'Idempotency-Key', in: 'header', required: false, type: 'string' }]);
    expect(JSON.parse(create.body!)).toMatchObject({ type: 'object', required: expect.arrayContaining(['title', 'body', 'type']) });
    expect(create.answers.map((a) => a.status)).toEqual(['201', '400', '401', '403', '409', '422', '429']);
    expect(create.answers.find((a) => a.status === '429')!.description).toBe('The token’s rate limit was reached.');
    const get = operations.find((o) => o.method === 'GET' && o.path === '/v1/content-items/{itemId}')!;
    expect(get.parameters).toEqual([{ name: 'itemId', in: 'path', required: true, type: 'string' }]);
    expect(get.body).toBeNull();
  });
});
