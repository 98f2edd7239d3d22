// What the API reference shows of an OpenAPI document: the introduction's paragraphs, and each
// operation's method, path, summary, scope, parameters, body schema and answers.
type Json = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  summary: string;
  scope: string;
  parameters: { name: string; in: string; required: boolean; type: string }[];
  /** The request body's JSON Schema, pretty-printed; null without a body. */
  body: string | null;
  answers: { status: string; description: string }[];
}

const asJson = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

/** Follows a local `$ref` (`#/components/…`) within the document. */
function resolve(document: Json, value: unknown): Json {
  const ref = asJson(value).$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return asJson(value);
  return ref
    .slice(2)
    .split('/')
    .reduce<Json>((node, key) => asJson(node[key]), document);
}

function typeOf(schema: Json): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(' | ');
  if (typeof schema.type === 'string') return typeof schema.format === 'string' ? `${schema.type} (${schema.format})` : schema.type;
  if (Array.isArray(schema.anyOf)) return schema.anyOf.map((s) => typeOf(asJson(s))).join(' | ');
  return 'any';
}

export function operationsOf(document: Json): { intro: string[]; operations: Operation[] } {
  const info = asJson(document.info);
  const intro = String(info.description ?? '')
    .split('\n\n')
    .filter(Boolean);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(asJson(document.paths))) {
    for (const [method, value] of Object.entries(asJson(item))) {
      const operation = asJson(value);
      const body = asJson(asJson(asJson(asJson(operation.requestBody).content)['application/json']).schema);
      operations.push({
        method: method.toUpperCase(),
        path,
        summary: String(operation.summary ?? ''),
        scope: String(operation['x-markk-scope'] ?? ''),
        parameters: (Array.isArray(operation.parameters) ? operation.parameters : []).map((raw) => {
          const parameter = resolve(document, raw);
          return { name: String(parameter.name), in: String(parameter.in), required: parameter.required === true, type: typeOf(asJson(parameter.schema)) };
        }),
        body: Object.keys(body).length ? JSON.stringify(body, null, 2) : null,
        answers: Object.entries(asJson(operation.responses)).map(([status, raw]) => ({
          status,
          description: String(resolve(document, raw).description ?? ''),
        })),
      });
    }
  }
  return { intro, operations };
}
