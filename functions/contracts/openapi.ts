// The public API's OpenAPI 3.1 document, generated from the contracts of the endpoints marked
// `exposure: 'public'` with zod's own JSON Schema output (draft 2020-12, which OpenAPI 3.1
// schemas are): paths at `/v1` + each endpoint's path, bearer authentication with an API token,
// the Idempotency-Key header on POSTs, and the 401/403/429 answers every call can get.
import * as z from 'zod';
import { allEndpoints } from './api.ts';
import { API_SCOPES, IDEMPOTENCY_HOURS, PUBLIC_API_PREFIX, SCOPE_LABELS, TOKEN_PREFIX } from './api-tokens.ts';
import { isPublicApi, pathParameterNames, type AnyEndpoint } from './endpoint.ts';

type JsonSchema = Record<string, unknown>;

/** A zod schema as a JSON Schema: what a caller sends (`input`) or gets back (`output`). */
function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

const errorSchema = { $ref: '#/components/schemas/Error' };
const errorAnswer = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: errorSchema } },
});

/** Path or query parameters from an object schema: one per property. */
function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', path: string): Record<string, unknown>[] {
  if (!schema) return where === 'path' ? pathParameterNames(path).map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })) : [];
  const json = schemaOf(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }));
}

function operationOf(endpoint: AnyEndpoint & { scope: string; summary: string }) {
  const isPost = endpoint.method === 'POST';
  const success =
    endpoint.status === 204
      ? { description: 'Done.' }
      : { description: 'Success.', content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } } };
  return {
    operationId: endpoint.name.charAt(0).toLowerCase() + endpoint.name.slice(1),
    summary: endpoint.summary,
    description: `${endpoint.summary}\n\nNeeds a token with the \`${endpoint.scope}\` scope.`,
    tags: [endpoint.area],
    security: [{ apiToken: [] }],
    'x-markk-scope': endpoint.scope,
    parameters: [
      ...parametersOf(endpoint.params, 'path', endpoint.path),
      ...parametersOf(endpoint.query, 'query', endpoint.path),
      ...(isPost ? [{ $ref: '#/components/parameters/IdempotencyKey' }] : []),
    ],
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } } } } : {}),
    responses: {
      [String(endpoint.status)]: success,
      '400': errorAnswer('A field is missing or invalid; the message names it.'),
      '401': { $ref: '#/components/responses/Unauthorized' },
      '403': { $ref: '#/components/responses/Forbidden' },
      ...(endpoint.params ? { '404': errorAnswer('Not found in the token’s workspace.') } : {}),
      ...(isPost
        ? {
            '409': errorAnswer('A request with this Idempotency-Key is still in progress, or the request conflicts with the item’s state.'),
            '422': errorAnswer('This Idempotency-Key was already used for a different request.'),
          }
        : {}),
      '429': { $ref: '#/components/responses/TooManyRequests' },
    },
  };
}

let built: OpenApi | undefined;

type OpenApi = JsonSchema & { openapi: string; info: JsonSchema; paths: JsonSchema };

export function openApiDocument(): OpenApi {
  if (built) return built;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints.filter(isPublicApi)) {
    const path = `${PUBLIC_API_PREFIX}${endpoint.path}`;
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Markk API',
      version: '1.0.0',
      description: [
        'The Markk public API: drafts, content generation, the calendar, analytics and campaigns of one workspace.',
        `Create a token in Markk under Settings → API (Enterprise) and send it as \`Authorization: Bearer ${TOKEN_PREFIX}…\`. A token acts in the workspace it was made in, as the person who made it, with their role there.`,
        `Scopes: ${API_SCOPES.map((scope) => `\`${scope}\` (${SCOPE_LABELS[scope]})`).join('; ')}.`,
        `Every POST honours an \`Idempotency-Key\` header: a repeat within ${IDEMPOTENCY_HOURS} hours gets the first answer back and does nothing again.`,
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'This Markk installation' }],
    security: [{ apiToken: [] }],
    paths,
    components: {
      securitySchemes: {
        apiToken: { type: 'http', scheme: 'bearer', bearerFormat: `${TOKEN_PREFIX}… (an API token from Settings → API)` },
      },
      schemas: {
        Error: { type: 'object', properties: { message: { type: 'string' }, requestId: { type: 'string' } }, required: ['message'] },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: `Any unique string (a UUID is a good choice). A repeat with the same key and request within ${IDEMPOTENCY_HOURS} hours answers the first call’s status and body.`,
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      responses: {
        Unauthorized: errorAnswer('No token, or one that is unknown, revoked or expired.'),
        Forbidden: errorAnswer('The token lacks the scope this call needs (the message names it), or its creator’s role in the workspace does not allow it.'),
        TooManyRequests: errorAnswer('The token’s rate limit was reached.', {
          'Retry-After': { description: 'Seconds to wait before the next request.', schema: { type: 'integer' } },
        }),
      },
    },
  };
  return built;
}
