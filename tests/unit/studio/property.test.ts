// Random text through parseFields and layoutReport: only Invalid is ever thrown, and whatever
// parseFields accepts fits its boxes.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { Invalid } from '#lib/errors';
import { layoutReport, parseFields, STUDIO_SIZES, TEMPLATE_IDS, TEMPLATES, type StudioSize } from '#lib/studio/index';
import { brand, inputFor } from './samples.ts';

const pieces = ['🍞', '👩‍🍳', '🇬🇧', '❤️', 'שלום', 'مرحبا', 'Свежий', 'Crème', 'x'.repeat(40), '\u0000', '\n', '\u202e', ' ', '—', '漢字'];
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((a) => a.join(' ')),
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ minLength: 500, maxLength: 3000 }),
);
const value = fc.oneof(text, fc.array(text, { maxLength: 12 }), fc.constant(undefined), fc.integer());

it('never throws anything but Invalid, and never overflows', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...TEMPLATE_IDS),
      fc.constantFrom(...(Object.keys(STUDIO_SIZES) as StudioSize[])),
      fc.nat(),
      fc.dictionary(
        fc.constantFrom('headline', 'body', 'quote', 'person', 'title', 'steps', 'slides', 'name', 'price', 'number', 'statement', 'details', 'caption'),
        value,
      ),
      fc.boolean(),
      async (template, size, seed, raw, cut) => {
        // Half the runs cut every text to its field's maximum first, so long text reaches the layout.
        const specs = TEMPLATES[template].fields;
        const fields = cut
          ? Object.fromEntries(
              specs.map((f) => {
                const v = raw[f.name] ?? f.placeholder;
                const cutText = (s: unknown) => [...String(s)].slice(0, f.max).join('');
                return [f.name, Array.isArray(v) ? v.slice(0, f.maxItems ?? 10).map(cutText) : cutText(v)];
              }),
            )
          : raw;
        let parsed: Record<string, string | string[]>;
        try {
          parsed = parseFields(template, fields);
        } catch (e) {
          expect(e).toBeInstanceOf(Invalid);
          return;
        }
        const variant = seed % TEMPLATES[template].variants;
        const report = await layoutReport(inputFor(template, { size, variant, fields: parsed, slide: 0 }), brand);
        expect(report.overflow).toEqual([]);
      },
    ),
    { numRuns: 300 },
  );
});
