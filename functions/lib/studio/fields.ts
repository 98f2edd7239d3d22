// Field validation against a template's FieldSpecs: trimmed, control characters stripped,
// lengths counted in code points, and every failure a sentence naming the field.
import * as z from 'zod';
import { Invalid } from '#lib/errors';
import type { FieldSpec } from './types.ts';

/** Line breaks and tabs become spaces; other control characters go; runs of spaces become one. */
export function clean(s: string): string {
  return s
    .replace(/[\t\n\v\f\r\u0085\u2028\u2029]/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const chars = (s: string) => [...s].length;
const noun = (f: FieldSpec) => f.label.toLowerCase();
const one = (f: FieldSpec) => noun(f).replace(/s$/, '');

/** The zod schema for one template's fields: a text is a string; a list an array or one item per line. */
function schema(specs: FieldSpec[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of specs) {
    if (f.kind === 'text') {
      shape[f.name] = z
        .string({ error: `The ${noun(f)} must be text.` })
        .optional()
        .transform((s) => clean(s ?? ''))
        .refine((s) => !f.required || s.length > 0, `Add ${/^[aeiou]/.test(noun(f)) ? 'an' : 'a'} ${noun(f)}.`)
        .refine((s) => chars(s) <= f.max, `The ${noun(f)} can be at most ${f.max} characters.`);
    } else {
      const min = f.required ? (f.minItems ?? 1) : 0;
      shape[f.name] = z
        .union([z.string(), z.array(z.string())], { error: `The ${noun(f)} must be text, one per line.` })
        .optional()
        .transform((v) => (typeof v === 'string' ? v.split(/\r\n|\r|\n/) : (v ?? [])).map(clean).filter(Boolean))
        .refine((items) => items.length >= min, `Add at least ${min} ${min === 1 ? one(f) : noun(f)} (one per line).`)
        .refine((items) => items.length <= (f.maxItems ?? 10), `Use at most ${f.maxItems ?? 10} ${noun(f)}.`)
        .refine((items) => items.every((s) => chars(s) <= f.max), `Each ${one(f)} can be at most ${f.max} characters.`);
    }
  }
  return z.object(shape, { error: 'The fields must be an object of texts and lists.' });
}

const schemas = new WeakMap<FieldSpec[], ReturnType<typeof schema>>();

/** Validated, cleaned fields (unknown names dropped), or Invalid with the first problem as a sentence. */
export function validate(specs: FieldSpec[], fields: unknown): Record<string, string | string[]> {
  let s = schemas.get(specs);
  if (!s) schemas.set(specs, (s = schema(specs)));
  const result = s.safeParse(fields ?? {});
  if (!result.success) throw new Invalid(result.error.issues[0]?.message ?? 'The fields are not valid.');
  return result.data as Record<string, string | string[]>;
}
