// Logos, photos, emoji and scripts: what each kind of input does to an image.
import satori from 'satori';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { layoutReport, renderImage, STUDIO_EMOJI_DIR, STUDIO_FONT_FILES } from '#lib/studio/index';
import { fontsFor, measure, nodeModules, TONE_FONTS } from '#lib/studio/fonts';
import { h } from '#lib/studio/h';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brand, inputFor } from './samples.ts';
import type { RenderInput } from '#lib/studio/types';
import { isWebp, WEBP_WASM, webpToJpeg } from '#lib/studio/webp';
import { webpOf } from '../../support/webp.ts';
import { GIF_1x1, pixels, pngSize, testImage, WEBP_1x1 } from './png.ts';

describe('logos', () => {
  it('draws PNG, JPEG and GIF logos at their corner, and leaves a WebP logo out without failing', async () => {
    const plain = pixels((await renderImage(inputFor('text-card'), brand, 'png')).data);
    for (const [kind, logo, drawn] of [
      ['png', testImage(300, 100, 'png'), true],
      ['jpeg', testImage(120, 120, 'jpeg'), true],
      ['gif', GIF_1x1, true],
      ['webp', WEBP_1x1, false],
    ] as const) {
      const image = pixels((await renderImage(inputFor('text-card', { logo: { position: 'top-right', scale: 'large' } }), { ...brand, logo }, 'png')).data);
      // The logo's corner: inside the top-right margin.
      const at = (x: number, y: number) => Array.from(image.data.subarray((y * 1080 + x) * 4, (y * 1080 + x) * 4 + 3)).join();
      const was = (x: number, y: number) => Array.from(plain.data.subarray((y * 1080 + x) * 4, (y * 1080 + x) * 4 + 3)).join();
      expect(at(1080 - 76 - 20, 76 + 20) !== was(1080 - 76 - 20, 76 + 20), kind).toBe(drawn);
    }
  });

  it('keeps a wide logo’s aspect ratio and its text clear of it', async () => {
    const report = await layoutReport(inputFor('quote', { size: 'landscape', logo: { position: 'bottom-left', scale: 'large' } }), {
      ...brand,
      logo: testImage(900, 100, 'png'),
    });
    expect(report.overflow).toEqual([]);
  });
});

describe('photos', () => {
  it('fills the photo box around the focal point and uses the built-in background without a photo or for WebP', async () => {
    const photo = { data: testImage(400, 300, 'jpeg', [200, 30, 30]), focalX: 0.2, focalY: 0.8 };
    for (const photos of [[photo], [], [{ ...photo, data: WEBP_1x1 }]]) {
      const image = await renderImage(inputFor('product', { photos }), brand, 'png');
      expect(pngSize(image.data)).toEqual({ width: 1080, height: 1080 });
    }
    const withPhoto = pixels((await renderImage(inputFor('product', { photos: [photo] }), brand, 'png')).data);
    // Centre of the photo box (top part of the square) is the photo's red.
    const i = (300 * 1080 + 540) * 4;
    expect(Array.from(withPhoto.data.subarray(i, i + 3))).toEqual([expect.closeTo(200, -1), expect.closeTo(30, -1), expect.closeTo(30, -1)]);
  });
});

describe('WebP photos', () => {
  it('are drawn from a JPEG decoded out of the WebP, and a broken WebP is refused', async () => {
    const webp = await webpOf(64, 48, [30, 160, 60]);
    expect(isWebp(webp)).toBe(true);
    const drawable = (await webpToJpeg(webp))!;
    expect(Array.from(drawable.subarray(0, 3))).toEqual([0xff, 0xd8, 0xff]);
    const photo = pixels((await renderImage(inputFor('product', { photos: [{ data: drawable, focalX: 0.5, focalY: 0.5 }] }), brand, 'png')).data);
    const i = (300 * 1080 + 540) * 4;
    expect(Array.from(photo.data.subarray(i, i + 3))).toEqual([expect.closeTo(30, -1), expect.closeTo(160, -1), expect.closeTo(60, -1)]);
    expect(await webpToJpeg(Buffer.concat([webp.subarray(0, 20), Buffer.alloc(40)]))).toBeNull();
  });
});

describe('photo boxes', () => {
  it('draws a before/after’s only photo in the box it was chosen for', async () => {
    const photo = { data: testImage(400, 300, 'jpeg', [30, 160, 60]), focalX: 0.5, focalY: 0.5 };
    const draw = async (photos: RenderInput['photos']) => pixels((await renderImage(inputFor('before-after', { photos }), brand, 'png')).data).data;
    const [none, before, after] = await Promise.all([draw([]), draw([{ ...photo, slot: 0 }]), draw([{ ...photo, slot: 1 }])]);
    // Where each photo changed the picture: the "before" box, then the "after" box; barely overlapping.
    let changedBefore = 0;
    let changedAfter = 0;
    let both = 0;
    for (let i = 0; i < none.length; i += 4) {
      const b = before[i] !== none[i] || before[i + 1] !== none[i + 1];
      const a = after[i] !== none[i] || after[i + 1] !== none[i + 1];
      if (b) changedBefore++;
      if (a) changedAfter++;
      if (a && b) both++;
    }
    expect(changedAfter).toBeGreaterThan(50_000);
    expect(changedBefore).toBeGreaterThan(50_000);
    expect(both).toBeLessThan(Math.min(changedBefore, changedAfter) * 0.05);
  });
});

describe('scripts and emoji', () => {
  it('renders emoji, accents, Cyrillic, Hebrew and Arabic without failing', async () => {
    for (const headline of ['Fresh bread 🍞👩‍🍳🇬🇧 today', 'Crème brûlée à la carte', 'Свежий хлеб каждый день', 'לחם טרי כל יום', 'خبز طازج كل يوم']) {
      for (const tone of ['friendly', 'playful', 'luxurious'] as const) {
        const image = await renderImage(inputFor('text-card', { fields: { headline } }), { ...brand, tone }, 'jpeg');
        expect(image.contentType).toBe('image/jpeg');
        expect(image.data.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
      }
    }
  });

  it('measures lines no narrower than satori draws them', async () => {
    // A line exactly as wide as we measured must stay on one line when satori wraps it itself.
    for (const tone of ['friendly', 'professional', 'playful', 'luxurious'] as const) {
      for (const text of ['Fresh sourdough, every morning', 'Свежий хлеб каждый день', 'Crème brûlée à la carte 🍞']) {
        const face = TONE_FONTS[tone].heading;
        const width = Math.ceil(measure(text, face, 80));
        const svg = await satori(
          h(
            'div',
            { style: { width: 2000, height: 400 } },
            h('div', { style: { width, fontFamily: face.stems.join(', '), fontSize: 80, lineHeight: 1 } }, text),
          ) as unknown as ReactNode,
          { width: 2000, height: 400, fonts: fontsFor(tone), embedFont: false },
        );
        // With embedFont off satori writes <text> elements, one per line it laid out.
        const ys = new Set([...svg.matchAll(/<text[^>]* y="([\d.]+)"/g)].map((m) => Math.round(Number(m[1]))));
        expect(ys.size, `${tone}: ${text}`).toBe(1);
      }
    }
  });

  it('lists font files, the emoji directory and the WebP decoder that exist', () => {
    expect(STUDIO_FONT_FILES.length).toBeGreaterThan(10);
    for (const f of [...STUDIO_FONT_FILES, STUDIO_EMOJI_DIR, WEBP_WASM]) expect(existsSync(join(nodeModules(), f)), f).toBe(true);
  });
});
