// Visual regression: one square image per template, compared pixel by pixel with the committed
// reference. UPDATE_STUDIO_REFERENCES=1 rewrites the references (look at them before committing).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderImage, TEMPLATE_IDS, TEMPLATES } from '#lib/studio/index';
import { brand, inputFor } from './samples.ts';
import { pixels } from './png.ts';

const dir = join(import.meta.dirname, 'reference');
const update = process.env.UPDATE_STUDIO_REFERENCES === '1';
/** A pixel differs when a channel is off by more than this (anti-aliasing noise stays under it). */
const TOLERANCE = 24;

// Each reference shows a different layout, background and pattern, so together they cover all.
const backgrounds = ['primary', 'light', 'secondary', 'dark'] as const;
const patterns = ['none', 'dots', 'stripes', 'waves', 'grid'] as const;

describe.each(TEMPLATE_IDS.map((t, i) => [t, i] as const))('the %s template', (template, i) => {
  it('looks like its reference image', async () => {
    const input = inputFor(template, {
      variant: i % TEMPLATES[template].variants,
      background: backgrounds[i % 4],
      pattern: patterns[i % 5],
      watermark: i % 3 === 0,
      slide: template === 'carousel' ? 1 : undefined,
    });
    const image = await renderImage(input, brand, 'png');
    const file = join(dir, `${template}.png`);
    if (update || !existsSync(file)) {
      writeFileSync(file, image.data);
      if (!update) throw new Error(`${file} was missing: written now; look at it and commit it.`);
      return;
    }
    const [got, want] = [pixels(image.data), pixels(readFileSync(file))];
    expect([got.width, got.height]).toEqual([want.width, want.height]);
    let differ = 0;
    for (let p = 0; p < got.data.length; p += 4)
      if (
        Math.max(Math.abs(got.data[p]! - want.data[p]!), Math.abs(got.data[p + 1]! - want.data[p + 1]!), Math.abs(got.data[p + 2]! - want.data[p + 2]!)) >
        TOLERANCE
      )
        differ++;
    expect(differ / (got.width * got.height), `share of pixels that differ from ${file}`).toBeLessThanOrEqual(0.01);
  });
});
