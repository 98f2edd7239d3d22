// fast-check arbitraries read from the endpoint contracts (zod v4 schemas): VALID values for
// every part an endpoint declares (path parameters, query, body), walked from the schema's
// definition, and HOSTILE values: wrong types, missing and extra keys, huge and deeply nested
// input, hostile Unicode, prototype keys, path segments that climb, malformed JSON.
import fc from 'fast-check';
import type * as z from 'zod';

/** The parts of zod's internal definition the walk reads (zod v4 `schema._zod.def`). */
interface Def {
  type: string;
  checks?: Check[];
  format?: string;
  pattern?: RegExp;
  [key: string]: unknown;
}
interface Check {
  _zod: { def: Def & { check: string } };
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
/** `optional` for keys an object may leave out (optional and defaulted ones). */
const optIn = (schema: z.ZodType): string | undefined => (schema as unknown as { _zod: { optin?: string } })._zod.optin;

/** Valid strings stay this short unless the schema asks for more (the boundary case aside). */
const FREE_TEXT_EXTRA = 40;
/** Arrays of valid values stay this short unless the schema asks for more. */
const FREE_ARRAY_EXTRA = 6;
/** Recursion depth of `z.lazy` schemas. */
const MAX_LAZY_DEPTH = 3;

/** C0/C1 controls (tab and line breaks aside) and unpaired surrogates: the API refuses them in every text. */
const UNPRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isPrintable = (text: string): boolean => !UNPRINTABLE.test(text);

/** Text a person types: ASCII, accents, CJK, emoji, line breaks. */
const printableText = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
      { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('a', 'é', '☕', '🌸', '\n', ' ', '中', 'ß', '👩‍👩‍👧'), minLength, maxLength }) },
    )
    .filter(isPrintable);

/** IANA time zones, for refinements such as the dashboard's `timeZone`. */
const TIME_ZONES = Intl.supportedValuesOf('timeZone');

interface StringRules {
  min: number;
  max: number;
  formats: Def[];
  refined: boolean;
}

function stringRules(def: Def): StringRules {
  const rules: StringRules = { min: 0, max: Number.POSITIVE_INFINITY, formats: [], refined: false };
  if (def.format) rules.formats.push(def);
  for (const check of def.checks ?? []) {
    const c = check._zod.def as Def & { check: string; minimum?: number; maximum?: number; length?: number };
    if (c.check === 'min_length') rules.min = Math.max(rules.min, c.minimum!);
    else if (c.check === 'max_length') rules.max = Math.min(rules.max, c.maximum!);
    else if (c.check === 'length_equals') [rules.min, rules.max] = [c.length!, c.length!];
    else if (c.check === 'string_format') rules.formats.push(c);
    else if (c.check === 'custom') rules.refined = true;
  }
  return rules;
}

const label = fc.stringMatching(/^[a-z][a-z0-9]{0,9}$/);

/** The e-mail addresses zod's default pattern accepts: dotted local part, dotted domain. */
const emailAddress = fc
  .tuple(
    fc.array(fc.stringMatching(/^[A-Za-z0-9_+-]{1,8}$/), { minLength: 1, maxLength: 2 }),
    fc.array(label, { minLength: 1, maxLength: 2 }),
    fc.stringMatching(/^[a-z]{2,6}$/),
  )
  .map(([local, domain, tld]) => `${local.join('.')}@${domain.join('.')}.${tld}`);

function formatArbitrary(format: Def): fc.Arbitrary<string> {
  switch (format.format) {
    case 'email':
      return emailAddress;
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'url':
      return fc.webUrl({ withQueryParameters: true, withFragments: true });
    case 'datetime':
      return fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'ipv4':
      return fc.ipV4();
    case 'ipv6':
      return fc.ipV6();
    default:
      if (format.pattern instanceof RegExp) return fc.stringMatching(format.pattern);
      throw new Error(`No arbitrary for the string format "${format.format}"`);
  }
}

function stringArbitrary(schema: z.ZodType, def: Def): fc.Arbitrary<string> {
  const rules = stringRules(def);
  if (rules.min > rules.max) throw new Error(`A string schema no value satisfies (min ${rules.min} > max ${rules.max})`);
  const [first, ...rest] = rules.formats;
  let arbitrary: fc.Arbitrary<string>;
  if (first) {
    arbitrary = formatArbitrary(first);
    // A second format (rare) narrows the first: keep what passes all of them.
    if (rest.length) arbitrary = arbitrary.filter((value) => schema.safeParse(value).success);
  } else {
    const freeMax = Math.min(rules.max, rules.min + FREE_TEXT_EXTRA);
    const choices: fc.WeightedArbitrary<string>[] = [{ weight: 8, arbitrary: printableText(rules.min, freeMax) }];
    // The longest value the schema allows.
    if (Number.isFinite(rules.max) && rules.max > freeMax)
      choices.push({ weight: 1, arbitrary: fc.constantFrom('x', 'é', 'ab').map((unit) => unit.repeat(rules.max / unit.length)) });
    if (rules.refined) choices.push({ weight: 8, arbitrary: fc.constantFrom(...TIME_ZONES) });
    arbitrary = fc.oneof(...choices);
  }
  // Trims, refinements and lengths counted after an overwrite: keep what the schema accepts.
  return arbitrary.filter((value) => schema.safeParse(value).success);
}

function numberArbitrary(schema: z.ZodType, def: Def): fc.Arbitrary<number> {
  let min = -Number.MAX_VALUE;
  let max = Number.MAX_VALUE;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = false;
  let multipleOf: number | undefined;
  const formats = [def, ...(def.checks ?? []).map((c) => c._zod.def as Def)];
  for (const c of formats as (Def & { check?: string; value?: number; inclusive?: boolean })[]) {
    if (c.format === 'safeint' || c.format === 'int32' || c.format === 'uint32') {
      integer = true;
      const [lo, hi] =
        c.format === 'safeint' ? [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER] : c.format === 'int32' ? [-(2 ** 31), 2 ** 31 - 1] : [0, 2 ** 32 - 1];
      min = Math.max(min, lo);
      max = Math.min(max, hi);
    } else if (c.format === 'float32') {
      min = Math.max(min, -3.4028234663852886e38);
      max = Math.min(max, 3.4028234663852886e38);
    }
    if (c.check === 'greater_than' && c.value! >= min) [min, minExcluded] = [c.value!, !c.inclusive];
    if (c.check === 'less_than' && c.value! <= max) [max, maxExcluded] = [c.value!, !c.inclusive];
    if (c.check === 'multiple_of') multipleOf = c.value;
  }
  let arbitrary: fc.Arbitrary<number>;
  if (integer || multipleOf !== undefined) {
    const step = multipleOf ?? 1;
    const lo = Math.ceil((minExcluded ? min + step : min) / step);
    const hi = Math.floor((maxExcluded ? max - step : max) / step);
    arbitrary = fc
      .oneof(
        fc.bigInt({ min: BigInt(Math.max(lo, Number.MIN_SAFE_INTEGER)), max: BigInt(Math.min(hi, Number.MAX_SAFE_INTEGER)) }),
        fc.constantFrom(BigInt(lo), BigInt(hi)),
      )
      .map((k) => Number(k) * step);
  } else {
    arbitrary = fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  }
  return arbitrary.filter((value) => schema.safeParse(value).success);
}

function lengthRules(def: Def): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of def.checks ?? []) {
    const c = check._zod.def as Def & { check: string; minimum?: number; maximum?: number; length?: number };
    if (c.check === 'min_length' || c.check === 'min_size') min = Math.max(min, c.minimum!);
    else if (c.check === 'max_length' || c.check === 'max_size') max = Math.min(max, c.maximum!);
    else if (c.check === 'length_equals' || c.check === 'size_equals') [min, max] = [c.length!, c.length!];
  }
  return { min, max: Math.min(max, min + FREE_ARRAY_EXTRA) };
}

const hasCustomChecks = (def: Def) => (def.checks ?? []).some((c) => c._zod.def.check === 'custom');

/**
 * Values the schema accepts, walked from its definition: the input side of transforms and
 * pipes, optional and defaulted keys sometimes left out, refinements met by filtering.
 */
export function validArbitrary(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const arbitrary = walk(schema, depth);
  return hasCustomChecks(defOf(schema)) && defOf(schema).type !== 'string' ? arbitrary.filter((v) => schema.safeParse(v).success) : arbitrary;
}

function walk(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key = 'innerType') => validArbitrary(def[key] as z.ZodType, depth);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def);
    case 'number':
      return numberArbitrary(schema, def);
    case 'bigint':
      return fc.bigInt();
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue();
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const model = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, validArbitrary(value, depth)]));
      const requiredKeys = Object.keys(shape).filter((key) => optIn(shape[key]!) === undefined);
      return fc.record(model, { requiredKeys });
    }
    case 'array': {
      const { min, max } = lengthRules(def);
      return fc.array(validArbitrary(def.element as z.ZodType, depth), { minLength: min, maxLength: depth > MAX_LAZY_DEPTH ? min : max });
    }
    case 'tuple': {
      const items = (def.items as z.ZodType[]).map((item) => validArbitrary(item, depth));
      const rest = def.rest as z.ZodType | null;
      if (!rest) return fc.tuple(...items);
      return fc.tuple(fc.tuple(...items), fc.array(validArbitrary(rest, depth), { maxLength: FREE_ARRAY_EXTRA })).map(([head, tail]) => [...head, ...tail]);
    }
    case 'record': {
      const keyDef = defOf(def.keyType as z.ZodType);
      const value = validArbitrary(def.valueType as z.ZodType, depth);
      // An enum or literal key: every key is required (zod v4 records are exhaustive over them).
      if (keyDef.type === 'enum' || keyDef.type === 'literal') {
        const keys = keyDef.type === 'enum' ? Object.values(keyDef.entries as Record<string, string>) : (keyDef.values as string[]);
        return fc.record(Object.fromEntries(keys.map((key) => [String(key), value])));
      }
      return fc.dictionary(validArbitrary(def.keyType as z.ZodType, depth) as fc.Arbitrary<string>, value, { maxKeys: depth > MAX_LAZY_DEPTH ? 0 : 4 });
    }
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner(), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(), { nil: null, freq: 4 });
    case 'nonoptional':
      return inner().filter((value) => value !== undefined);
    case 'readonly':
    case 'catch':
      return inner();
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map((option) => validArbitrary(option, depth)));
    case 'intersection':
      return validArbitrary(def.left as z.ZodType, depth).filter((value) => schema.safeParse(value).success);
    case 'pipe': {
      // `a.transform(f)`: what `a` accepts. `a.pipe(b)`: what `b` accepts, kept when `a` leads to it.
      const out = def.out as z.ZodType;
      if (defOf(out).type === 'transform') return validArbitrary(def.in as z.ZodType, depth);
      return validArbitrary(out, depth).filter((value) => schema.safeParse(value).success);
    }
    case 'transform':
      return fc.jsonValue();
    case 'lazy':
      return fc.constant(null).chain(() => validArbitrary((def.getter as () => z.ZodType)(), depth + 1));
    default:
      throw new Error(`No arbitrary for the zod type "${def.type}"`);
  }
}

// ---------------------------------------------------------------------------------------
// Hostile values

/** One megabyte of text, built at once (fast-check would take seconds to grow it). */
export const ONE_MEGABYTE = 1024 * 1024;

/** Text that breaks naive code: NUL, lone surrogates, bidi overrides, zero-width, emoji, markup. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '\u0000',
  'nul\u0000inside',
  '\ud800',
  'lone \udfff low',
  '\u202Etxt.exe',
  '\u2066isolate\u2069',
  'zero\u200Bwidth\u200D\uFEFF',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301\u0301',
  '\u001b[31mred',
  '\r\n\r\nHTTP/1.1 200 OK',
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '${process.env}',
  '{{constructor.constructor("x")()}}',
  '%00',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  'null',
  'undefined',
  '-1',
  '1e400',
  '\uFFFF\uFFFE',
] as const;

const HUGE_TEXT_SIZES = [10_000, 100_001, 300_000, ONE_MEGABYTE] as const;

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...HUGE_TEXT_SIZES), fc.constantFrom('x', '\u202E', '😀', 'a '))
      .map(([size, unit]) => unit.repeat(Math.ceil(size / unit.length))),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** Values of every JSON type, for a field that expects another. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53 + 2, -1e308, 1e308, '', '0', 'true', [], {}, [null], { length: 1 }),
  hostileText,
  fc.jsonValue({ maxDepth: 2 }),
);

/** Keys that reach an object's prototype when code merges objects carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** JSON text of a value (JSON.stringify, which writes `__proto__` keys as plain own keys too). */
const json = (value: unknown): string => JSON.stringify(value) ?? 'null';

/** Deeply nested JSON text: `{"a":{"a":…}}` or `[[[…]]]`, 1,000 levels by default. */
export const deepJson = (levels = 1000, kind: 'object' | 'array' = 'object'): string =>
  kind === 'object' ? `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}` : `${'['.repeat(levels)}1${']'.repeat(levels)}`;

export const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  '{"a" 1}',
  "{'a': 1}",
  '{"a":1,}',
  '[1,]',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '{"a":"\\x41"}',
  '{"a":"\\ud800"}',
  '\u0000',
  '\uFEFF{}',
  '{"a":01}',
  '/* comment */ {}',
] as const;

export interface RawBody {
  /** What is sent, byte for byte (undefined: no body). */
  text: string | undefined;
  /** The content-type header sent with it (undefined: none). */
  contentType: string | undefined;
  /** What the body is, for the failure report. */
  kind: string;
  /** `latin1`: each character of `text` is sent as one byte, for bytes that are not UTF-8. */
  encoding?: 'latin1';
}

const asJson =
  (kind: string) =>
  (text: string): RawBody => ({ text, contentType: 'application/json', kind });

/** Ways an object body goes wrong, starting from a valid one. */
function mutatedObject(valid: Record<string, unknown>): fc.Arbitrary<RawBody> {
  const keys = Object.keys(valid);
  const someKey = keys.length ? fc.constantFrom(...keys) : fc.constant('field');
  return fc.oneof(
    // A field left out.
    someKey.map((key) => {
      const { [key]: _dropped, ...rest } = valid;
      return asJson(`without ${key}`)(json(rest));
    }),
    // A field of the wrong type.
    fc.tuple(someKey, wrongTypeValue).map(([key, value]) => asJson(`${key} of the wrong type`)(json({ ...valid, [key]: value }))),
    // Hostile text in a field.
    fc.tuple(someKey, hostileText).map(([key, value]) => asJson(`hostile ${key}`)(json({ ...valid, [key]: value }))),
    // 10,000 items where one value was expected.
    fc
      .tuple(someKey, fc.constantFrom<unknown>('x', 1, {}, null))
      .map(([key, item]) => asJson(`${key} as 10,000 items`)(json({ ...valid, [key]: Array.from({ length: 10_000 }, () => item) }))),
    // Extra keys, prototype keys among them (written into the JSON text as own keys).
    fc
      .tuple(
        fc.constantFrom(...PROTOTYPE_KEYS, 'isAdmin', 'userId', 'role', 'status'),
        fc.constantFrom<unknown>({ isAdmin: true }, { polluted: 'yes' }, 'admin', 1, null),
      )
      .map(([key, value]) => {
        const text = json(valid);
        const extra = `${JSON.stringify(key)}:${json(value)}`;
        return asJson(`extra key ${key}`)(text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`);
      }),
    // A prototype key given twice, nested.
    fc.constant(asJson('nested __proto__')(`{"__proto__":{"__proto__":{"polluted":true}},${json(valid).slice(1)}`.replace(',}', '}'))),
  );
}

/**
 * Bodies no contract allows: malformed JSON, the wrong JSON type, huge or deeply nested
 * text, the wrong content-type, and valid bodies with one thing broken.
 */
export function hostileBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: valid.chain((value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? mutatedObject(value as Record<string, unknown>)
          : wrongTypeValue.map((v) => asJson('wrong type')(json(v))),
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_JSON).map(asJson('malformed JSON')) },
    { weight: 1, arbitrary: wrongTypeValue.map((v) => asJson('not an object')(json(v))) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<[number, 'object' | 'array']>([1000, 'object'], [1000, 'array'], [40, 'object'], [20_000, 'array'])
        .map(([levels, kind]) => asJson(`${levels} levels of ${kind}s`)(deepJson(levels, kind))),
    },
    { weight: 1, arbitrary: fc.constantFrom(300 * 1024, ONE_MEGABYTE).map((size) => asJson(`${size} bytes`)(json({ text: 'x'.repeat(size) }))) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=x',
            'application/xml',
            'application/json; charset=utf-16',
            undefined,
          ),
        )
        .map(([value, contentType]): RawBody => ({
          text: contentType === 'application/x-www-form-urlencoded' ? 'a=1&b=2' : json(value),
          contentType,
          kind: `content-type ${contentType ?? 'none'}`,
        })),
    },
    { weight: 1, arbitrary: fc.constant<RawBody>({ text: undefined, contentType: 'application/json', kind: 'no body' }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('\xff\xfe{"a":1}', '{"name":"\xc3\x28"}', '{"name":"\xed\xa0\x80"}', '\xc0\xaf', '{"a":"\x80\x81"}')
        .map((text): RawBody => ({ text, contentType: 'application/json', kind: 'bytes that are not UTF-8', encoding: 'latin1' })),
    },
  );
}

/**
 * Path segments as they go on the wire (already percent-encoded where they are): climbing
 * segments, encoded NUL and slashes, broken percent-encoding, 2,000-character ids, Unicode.
 */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '..',
    '.',
    '../',
    '..%2f',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%2e%2e%2f',
    '..%5c',
    '..;',
    '%00',
    'id%00.json',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AE%C0%AE',
    '%ED%A0%80',
    '%252e%252e%252f',
    '%20',
    '%0d%0aSet-Cookie:%20a=b',
    '%u202E',
    '%E2%80%AE',
    '*',
    '$',
    '~',
    "'",
    '%22',
    '%3Cscript%3E',
    'null',
    'undefined',
    '__proto__',
    'constructor',
    'prototype',
    '0',
    '-1',
  ),
  fc.constantFrom(2000, 5000, 8000, 20_000).map((size) => 'a'.repeat(size)),
  hostileText.filter((text) => text.length < 3000).map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))),
  fc.tuple(fc.constantFrom('../', '..%2f', '%2e%2e/', './'), fc.stringMatching(/^[a-z0-9]{1,40}$/)).map(([prefix, rest]) => `${prefix}${rest}`),
);

/** Query strings as they go on the wire: repeated keys, keys without values, broken encoding, prototype keys. */
export function hostileQuery(keys: readonly string[]): fc.Arbitrary<string> {
  const key = fc.constantFrom(...keys, 'x', '__proto__', 'constructor', 'q[]', 'a[b]');
  const value = fc.oneof(
    fc.constantFrom('', '%00', '%zz', '%', '%E2%80%AE', '..%2f', 'a+b', '%2B', '&', 'Europe/London', 'UTC', 'coffee'),
    hostileText.filter((t) => t.length < 5000).map((t) => encodeURIComponent(t.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))),
  );
  return fc.oneof(
    fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    fc.tuple(key, value, value).map(([k, a, b]) => `${k}=${a}&${k}=${b}`),
    key.map((k) => k),
    fc.constantFrom('&&&', '=', '==', '?', `q=${'a'.repeat(2000)}`, 'timeZone=..%2F..%2Fetc', 'timeZone=Europe/London&timeZone=UTC'),
  );
}
