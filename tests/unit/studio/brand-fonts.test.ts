// A brand's own font: checked by its bytes (TTF, OTF, WOFF; WOFF2 and others refused with what
// to upload instead; a damaged file refused), measured like the bundled faces so fitting stays
// right, drawn before the tone's faces, which still draw what it lacks (Cyrillic, emoji).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import satori from 'satori';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FONT_MESSAGES } from '#contracts/studio-fonts';
import { Invalid } from '#lib/errors';
import { checkFont } from '#lib/studio/font-check';
import { facesFor, fontsFor, measure, nodeModules, TONE_FONTS } from '#lib/studio/fonts';
import { h } from '#lib/studio/h';
import { layoutReport, renderImage } from '#lib/studio/index';
import type { StudioBrandFont } from '#lib/studio/types';
import { brand, inputFor } from './samples.ts';
import { pixels } from './png.ts';

const read = (rel: string) => readFileSync(join(nodeModules(), rel));
const woff = read('@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff');
const woff2 = read('@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2');
const otf = read('harfbuzzjs/test/fonts/noto/NotoSans-Regular.otf');
const brandFont = (data: Buffer): StudioBrandFont => ({ key: createHash('sha256').update(data).digest('hex').slice(0, 32), data });

async function refusal(data: Uint8Array): Promise<string> {
  const error = await checkFont(data).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Invalid);
  return (error as Error).message;
}

describe('checking a brand font file', () => {
  it('takes WOFF, OTF and TrueType files by their bytes', async () => {
    expect(await checkFont(woff)).toBe('woff');
    expect(await checkFont(otf)).toBe('otf');
    // TrueType: the sfnt inside a WOFF, unwrapped, is what a .ttf file is; a real .ttf from the system when there is one.
    const ttf = (() => {
      try {
        return readFileSync('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf');
      } catch {
        return null;
      }
    })();
    if (ttf) expect(await checkFont(ttf)).toBe('ttf');
  });

  it('refuses WOFF2, other files and damaged fonts with what to upload instead', async () => {
    expect(await refusal(woff2)).toBe(FONT_MESSAGES.woff2);
    expect(await refusal(Buffer.from('{"name":"not a font"}'))).toBe(FONT_MESSAGES.notFont);
    expect(await refusal(read('@fontsource/playfair-display/package.json'))).toBe(FONT_MESSAGES.notFont);
    const cut = woff.subarray(0, 3000);
    expect(await refusal(cut)).toBe(FONT_MESSAGES.damaged);
    const scrambled = Buffer.from(woff);
    scrambled.fill(7, 200, 4000);
    expect(await refusal(scrambled)).toBe(FONT_MESSAGES.damaged);
  });
});

describe('drawing with a brand font', () => {
  const fonts = { heading: brandFont(woff) };

  it('measures the headline in the brand font, with the tone’s faces behind it', () => {
    const faces = facesFor({ tone: 'friendly', fonts });
    expect(faces.heading.stems.slice(1)).toEqual(TONE_FONTS.friendly.heading.stems);
    expect(faces.body).toBe(TONE_FONTS.friendly.body);
    const text = 'Fresh sourdough, every morning';
    expect(measure(text, faces.heading, 80)).not.toBeCloseTo(measure(text, TONE_FONTS.friendly.heading, 80), 0);
    // Cyrillic is not in this Playfair subset: the tone's Cyrillic face measures it.
    expect(measure('Свежий', faces.heading, 80)).toBeCloseTo(measure('Свежий', TONE_FONTS.friendly.heading, 80), 5);
  });

  it('measures lines no narrower than satori draws them in the brand font', async () => {
    const face = facesFor({ tone: 'friendly', fonts }).heading;
    for (const text of ['Fresh sourdough, every morning', 'Crème brûlée — Свежий хлеб 🍞']) {
      const width = Math.ceil(measure(text, face, 80));
      const svg = await satori(
        h(
          'div',
          { style: { width: 2000, height: 400 } },
          h('div', { style: { width, fontFamily: face.stems.join(', '), fontSize: 80, lineHeight: 1 } }, text),
        ) as unknown as ReactNode,
        { width: 2000, height: 400, fonts: fontsFor('friendly', fonts), embedFont: false },
      );
      const ys = new Set([...svg.matchAll(/<text[^>]* y="([\d.]+)"/g)].map((m) => Math.round(Number(m[1]))));
      expect(ys.size, text).toBe(1);
    }
  });

  it('draws a different image, and the same one again for the same font', async () => {
    const input = inputFor('text-card');
    const plain = (await renderImage(input, brand, 'png')).data;
    const branded = (await renderImage(input, { ...brand, fonts }, 'png')).data;
    expect(branded.equals(plain)).toBe(false);
    expect((await renderImage(input, { ...brand, fonts }, 'png')).data.equals(branded)).toBe(true);
    expect(pixels(branded).width).toBe(1080);
    expect((await layoutReport(input, { ...brand, fonts })).overflow).toEqual([]);
  });
});
