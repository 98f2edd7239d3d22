// Every template, every layout, every size: short, longest and non-Latin text fits its boxes
// and reads at WCAG AA; one PNG per template comes out at exactly the size asked for.
import { describe, expect, it } from 'vitest';
import { layoutReport, renderImage, STUDIO_SIZES, TEMPLATE_IDS, TEMPLATES, type StudioSize } from '#lib/studio/index';
import { brand, fieldsFor, inputFor, type Sample } from './samples.ts';
import { pngSize } from './png.ts';

const sizes = Object.keys(STUDIO_SIZES) as StudioSize[];
const samples: Sample[] = ['short', 'long', 'accents', 'cyrillic'];

describe.each(TEMPLATE_IDS)('the %s template', (template) => {
  it('fits short, longest, accented and Cyrillic text at every size and layout, all at AA contrast', async () => {
    for (const sample of samples)
      for (const size of sizes)
        for (let variant = 0; variant < TEMPLATES[template].variants; variant++) {
          const report = await layoutReport(inputFor(template, { size, variant, fields: fieldsFor(template, sample) }), brand);
          const where = `${sample} text, ${size}, layout ${variant + 1}`;
          expect(report.overflow, where).toEqual([]);
          for (const c of report.contrast) expect(c.ratio, `${c.text} (${where})`).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('reads at AA on every background and pattern, in every tone', async () => {
    for (const background of ['primary', 'secondary', 'light', 'dark'] as const)
      for (const tone of ['friendly', 'professional', 'playful', 'luxurious'] as const) {
        const report = await layoutReport(inputFor(template, { background, pattern: 'waves', watermark: true, fields: fieldsFor(template, 'long') }), {
          ...brand,
          tone,
        });
        expect(report.overflow, `${background}, ${tone}`).toEqual([]);
        for (const c of report.contrast) expect(c.ratio, `${c.text} on ${background} (${tone})`).toBeGreaterThanOrEqual(4.5);
      }
  });

  it('renders a PNG of exactly the asked size', async () => {
    // One size per template (rotating through all four) keeps the suite quick; layouts are checked above.
    const size = sizes[TEMPLATE_IDS.indexOf(template) % sizes.length]!;
    const image = await renderImage(inputFor(template, { size, fields: fieldsFor(template, 'long') }), brand, 'png');
    expect(image.contentType).toBe('image/png');
    expect(pngSize(image.data)).toEqual({ width: STUDIO_SIZES[size].width, height: STUDIO_SIZES[size].height });
  });
});

it('keeps mid-tone and look-alike brand colours readable', async () => {
  for (const [primary, secondary] of [
    ['#808080', '#7f7f7f'],
    ['#3b82f6', '#22c55e'],
    ['#ffffff', '#ffff00'],
    ['#000000', '#111111'],
  ]) {
    for (const background of ['primary', 'secondary', 'light', 'dark'] as const) {
      const report = await layoutReport(inputFor('offer', { background, pattern: 'dots', fields: fieldsFor('offer', 'long') }), {
        ...brand,
        primary: primary!,
        secondary: secondary!,
      });
      for (const c of report.contrast) expect(c.ratio, `${c.text}: ${primary}/${secondary} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
  }
});
