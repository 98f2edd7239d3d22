// Which font files each tone uses, where they are read from, and text measurement with them.
// Every face is one subset file, registered with satori under its own name (e.g.
// 'nunito-latin-800'); a CSS font-family list of those names gives satori and our measuring the
// same per-character fallback: the tone's face, its latin-ext, Cyrillic, then Fredoka's Hebrew.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { studioConfig } from './config.ts';
import type { StudioBrand, StudioBrandFont, StudioTone } from './types.ts';
import { readMetrics, type FontMetrics } from './woff.ts';

const file = (stem: string) => `@fontsource/${stem.replace(/-(latin|cyrillic|hebrew).*$/, '')}/files/${stem}-normal.woff`;

/** A fallback chain of subset files, one weight: the first that has a character draws it. */
export interface FaceStack {
  stems: string[];
  /** For letterSpacing and line height choices: serif display faces want a little more air. */
  serif: boolean;
}

const stack = (family: string, weight: number, cyrillic: string, hebrewWeight: number, serif = false): FaceStack => ({
  stems: [`${family}-latin-${weight}`, `${family}-latin-ext-${weight}`, cyrillic, `fredoka-hebrew-${hebrewWeight}`],
  serif,
});

/** Headline and body faces per tone. Fredoka has no Cyrillic, so playful falls back to Nunito for it. */
export const TONE_FONTS: Record<StudioTone, { heading: FaceStack; body: FaceStack }> = {
  friendly: { heading: stack('nunito', 800, 'nunito-cyrillic-800', 600), body: stack('nunito', 600, 'nunito-cyrillic-600', 400) },
  professional: { heading: stack('inter', 700, 'inter-cyrillic-700', 600), body: stack('inter', 400, 'inter-cyrillic-400', 400) },
  playful: { heading: stack('fredoka', 600, 'nunito-cyrillic-800', 600), body: stack('fredoka', 400, 'nunito-cyrillic-600', 400) },
  luxurious: { heading: stack('playfair-display', 700, 'playfair-display-cyrillic-700', 600, true), body: stack('inter', 400, 'inter-cyrillic-400', 400) },
};

/** The tone's faces by the names people know them (the brand fonts panel names what a slot falls back to). */
export const TONE_FONT_NAMES: Record<StudioTone, { heading: string; body: string }> = {
  friendly: { heading: 'Nunito', body: 'Nunito' },
  professional: { heading: 'Inter', body: 'Inter' },
  playful: { heading: 'Fredoka', body: 'Fredoka' },
  luxurious: { heading: 'Playfair Display', body: 'Inter' },
};

/** The small "Made with Markk" mark is Markk's own face whatever the tone. */
export const MARK_FACE: FaceStack = stack('inter', 700, 'inter-cyrillic-700', 600);

const allStems = [...new Set([...Object.values(TONE_FONTS).flatMap((t) => [...t.heading.stems, ...t.body.stems]), ...MARK_FACE.stems])].sort();

/** Every font file the studio reads, relative to node_modules: the Lambda bundle copies these (flat) into STUDIO_FONT_DIR. */
export const STUDIO_FONT_FILES: string[] = allStems.map(file);

/** The nearest node_modules above this file (or the working directory's). */
export function nodeModules(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'node_modules'))) return join(dir, 'node_modules');
    const up = dirname(dir);
    if (up === dir) return join(process.cwd(), 'node_modules');
    dir = up;
  }
}

const bytes = new Map<string, Buffer>();
const metrics = new Map<string, FontMetrics>();

function fontBytes(stem: string): Buffer {
  let data = bytes.get(stem);
  if (!data) {
    const rel = file(stem);
    const dir = studioConfig().STUDIO_FONT_DIR;
    data = readFileSync(dir ? join(dir, rel.split('/').pop()!) : join(nodeModules(), rel));
    bytes.set(stem, data);
  }
  return data;
}

function metricsOf(stem: string): FontMetrics {
  let m = metrics.get(stem);
  if (!m) metrics.set(stem, (m = readMetrics(fontBytes(stem))));
  return m;
}

export interface SatoriFont {
  name: string;
  data: Buffer;
  weight: 400;
  style: 'normal';
}

const satoriFonts = new Map<string, SatoriFont[]>();

/** Brand fonts kept in memory at once (bytes, metrics and satori lists): the oldest goes first. */
const BRAND_FONTS_KEPT = 16;
const brandStemsKept: string[] = [];

/** A brand font's face name ('brand-<key>'), its bytes registered for measuring and drawing. */
function brandStem(font: StudioBrandFont): string {
  if (!/^[a-f0-9]{8,64}$/.test(font.key)) throw new Error('a brand font key is hex');
  const stem = `brand-${font.key}`;
  if (!bytes.has(stem)) {
    bytes.set(stem, Buffer.from(font.data.buffer, font.data.byteOffset, font.data.byteLength));
    brandStemsKept.push(stem);
    while (brandStemsKept.length > BRAND_FONTS_KEPT) {
      const old = brandStemsKept.shift()!;
      bytes.delete(old);
      metrics.delete(old);
      for (const key of satoriFonts.keys()) if (key.split('|').includes(old)) satoriFonts.delete(key);
    }
  }
  return stem;
}

/** The brand's own font first, then the tone's faces for every character it lacks (emoji, Cyrillic…). */
const withBrand = (face: FaceStack, font: StudioBrandFont | undefined): FaceStack =>
  font ? { stems: [brandStem(font), ...face.stems], serif: face.serif } : face;

/** Headline and body faces for a brand: its own fonts (when it has them) in front of its tone's. */
export function facesFor(brand: Pick<StudioBrand, 'tone' | 'fonts'>): { heading: FaceStack; body: FaceStack } {
  const tone = TONE_FONTS[brand.tone];
  return { heading: withBrand(tone.heading, brand.fonts?.heading), body: withBrand(tone.body, brand.fonts?.body) };
}

/** The faces satori is given for a brand: the tone's, the mark's and the brand's own; the same array each time (satori caches per array). */
export function fontsFor(tone: StudioTone, fonts?: StudioBrand['fonts']): SatoriFont[] {
  const { heading, body } = facesFor({ tone, fonts });
  const stems = [...new Set([...heading.stems, ...body.stems, ...MARK_FACE.stems])];
  const key = [tone, ...stems].join('|');
  let list = satoriFonts.get(key);
  if (!list) {
    list = stems.map((name) => ({ name, data: fontBytes(name), weight: 400, style: 'normal' }));
    satoriFonts.set(key, list);
  }
  return list;
}

export const familyCss = (face: FaceStack) => face.stems.join(', ');

/** Emoji draw as twemoji images about one em wide; we count a little more so a line never runs over. */
const EMOJI_EM = 1.2;
/** A character no face has (Arabic, Thai, …) draws as a .notdef box; a full em is more than any of ours. */
const MISSING_EM = 1.0;
/** Joiners, variation selectors, tag characters and combining marks take no width of their own. */
const zeroWidth = (cp: number, ch: string) =>
  (cp >= 0x200b && cp <= 0x200f) || cp === 0x2060 || (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0020 && cp <= 0xe007f) || /\p{Mn}/u.test(ch);
export const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
export const splitGraphemes = (text: string) => Array.from(graphemes.segment(text), (s) => s.segment);

function advanceOf(face: FaceStack, cp: number): number {
  for (const stem of face.stems) {
    const w = metricsOf(stem).advance(cp);
    if (w !== undefined) return w;
  }
  return MISSING_EM;
}

/** Satori shapes a space with the face of the words around it (Nunito's in a Cyrillic phrase set in Fredoka): count the widest. */
const spaceOf = (face: FaceStack) => Math.max(...face.stems.map((stem) => metricsOf(stem).advance(0x20) ?? 0));

/** Width of `text` in px at `size` in this face stack. */
export function measure(text: string, face: FaceStack, size: number, letterSpacing = 0): number {
  let em = 0;
  let count = 0;
  for (const g of splitGraphemes(text)) {
    count++;
    if (EMOJI.test(g)) {
      em += EMOJI_EM;
      continue;
    }
    for (const ch of g) {
      const cp = ch.codePointAt(0)!;
      if (zeroWidth(cp, ch)) continue;
      em += cp === 0x20 ? spaceOf(face) : advanceOf(face, cp);
    }
  }
  return em * size + letterSpacing * count;
}
