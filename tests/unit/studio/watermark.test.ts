// The "Made with Markk" mark changes its own bottom corner and nothing else.
import { expect, it } from 'vitest';
import { renderImage } from '#lib/studio/index';
import { brand, inputFor } from './samples.ts';
import { pixels } from './png.ts';

it('draws the watermark in the bottom corner only', async () => {
  for (const [template, size] of [
    ['quote', 'square'],
    ['offer', 'story'],
  ] as const) {
    const without = pixels((await renderImage(inputFor(template, { size, pattern: 'dots' }), brand, 'png')).data);
    const withMark = pixels((await renderImage(inputFor(template, { size, pattern: 'dots', watermark: true }), brand, 'png')).data);
    const { width, height } = without;
    let inCorner = 0;
    let elsewhere = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        if (without.data[i] === withMark.data[i] && without.data[i + 1] === withMark.data[i + 1] && without.data[i + 2] === withMark.data[i + 2]) continue;
        // The corner: the right half, below the last quarter of the height.
        if (x > width / 2 && y > height * 0.75) inCorner++;
        else elsewhere++;
      }
    expect(inCorner, template).toBeGreaterThan(500);
    expect(elsewhere, template).toBe(0);
  }
});
