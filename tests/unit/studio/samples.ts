// Test inputs shared by the studio tests: a fixed brand, and short, longest and non-Latin
// fields for every template, built from the templates' own field specs.
import { TEMPLATES, type RenderInput, type StudioBrand, type TemplateId } from '#lib/studio/index';
import type { FieldSpec } from '#lib/studio/types';

export const brand: StudioBrand = { name: 'Rosie’s Bakery', primary: '#8B4513', secondary: '#F5DEB3', tone: 'friendly', logo: null };

/** Text of exactly `n` characters made of ordinary words (the worst honest case for wrapping). */
export function wordsOf(n: number, seed = 'Fresh sourdough and cinnamon knots baked every morning with local flour and plenty of care '): string {
  let s = '';
  while (s.length < n) s += seed;
  return s.slice(0, n).replace(/ $/, 'x');
}

const fill = (spec: FieldSpec, text: (f: FieldSpec) => string) =>
  spec.kind === 'list' ? Array.from({ length: spec.maxItems ?? 3 }, () => text(spec)) : text(spec);

export type Sample = 'short' | 'long' | 'accents' | 'cyrillic';

export function fieldsFor(template: TemplateId, sample: Sample): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const f of TEMPLATES[template].fields) {
    if (sample === 'short') out[f.name] = f.kind === 'list' ? f.placeholder.split('\n') : f.placeholder;
    else if (sample === 'long') out[f.name] = fill(f, (s) => wordsOf(s.max));
    else {
      const phrase = sample === 'accents' ? 'Crème brûlée à la carte ' : 'Свежий хлеб каждый день ';
      out[f.name] = fill(f, (s) => wordsOf(Math.min(s.max, phrase.length * 3), phrase).trim());
    }
  }
  return out;
}

export function inputFor(template: TemplateId, over: Partial<RenderInput> = {}): RenderInput {
  return {
    template,
    size: 'square',
    variant: 0,
    fields: fieldsFor(template, 'short'),
    background: 'primary',
    logo: { position: 'none', scale: 'medium' },
    photos: [],
    pattern: 'none',
    watermark: false,
    ...over,
  };
}
