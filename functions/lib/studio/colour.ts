// Colour maths: WCAG 2.x contrast, and the palette a brand gets on each background choice.
// Text colours start from the brand and move towards black or white only as far as AA needs.
import { Invalid } from '#lib/errors';
import type { StudioBackground, StudioBrand } from './types.ts';

type Rgb = [number, number, number];

export const AA = 4.5;

export function parseHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Invalid(`The colour ${JSON.stringify(hex)} is not a #rrggbb hex colour.`);
  const n = parseInt(m[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((c) =>
        Math.round(Math.min(255, Math.max(0, c)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, 1..21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** a moved towards b by t (0: a, 1: b). */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as Rgb);
}

const worst = (fg: string, bgs: string[]) => Math.min(...bgs.map((bg) => contrastRatio(fg, bg)));

/** The colour nearest `preferred` that reads at AA on every one of `bgs`: moved towards black or white, whichever gets there first. */
export function readable(preferred: string, bgs: string[]): string {
  if (worst(preferred, bgs) >= AA) return preferred;
  for (let t = 0.05; t <= 1.0001; t += 0.05) {
    for (const end of ['#000000', '#ffffff']) {
      const c = mix(preferred, end, t);
      if (worst(c, bgs) >= AA) return c;
    }
  }
  return worst('#000000', bgs) >= worst('#ffffff', bgs) ? '#000000' : '#ffffff';
}

export const isDark = (hex: string) => contrastRatio(hex, '#ffffff') > contrastRatio(hex, '#000000');

export interface Palette {
  bg: string;
  /** The subtle pattern colour drawn over bg (text must read on it too). */
  pattern: string;
  /** Headlines: the accent brand colour when it reads, else a brand-tinted dark or light. */
  heading: string;
  /** Body text. */
  ink: string;
  /** Secondary text (sources, details). */
  muted: string;
  /** A solid panel/badge in the other brand colour, and the text on it. */
  panel: string;
  panelInk: string;
}

/** The palette for one background choice: light/dark are a tint and a shade of the primary. */
export function paletteFor(brand: Pick<StudioBrand, 'primary' | 'secondary'>, background: StudioBackground): Palette {
  const { primary, secondary } = brand;
  parseHex(primary);
  parseHex(secondary);
  const bg = {
    primary,
    secondary,
    light: mix(primary, '#ffffff', 0.9),
    dark: mix(primary, '#000000', 0.72),
  }[background];
  let accent = background === 'primary' || background === 'dark' ? secondary : primary;
  // Two near-identical brand colours would make panels invisible: push the accent away.
  if (contrastRatio(accent, bg) < 1.6) accent = mix(accent, isDark(bg) ? '#ffffff' : '#000000', 0.55);
  const tinted = isDark(bg) ? mix(secondary, '#ffffff', 0.85) : mix(primary, '#000000', 0.6);
  const bodyInk = readable(tinted, [bg]);
  // The pattern is a faint wash of the accent; on a mid-tone background that could cost the
  // text its last bit of contrast, so then it is a shade/tint of bg away from the text instead.
  let pattern = mix(bg, accent, 0.14);
  if (worst(bodyInk, [bg, pattern]) < AA) pattern = mix(bg, isDark(bodyInk) ? '#ffffff' : '#000000', 0.14);
  const behind = [bg, pattern];
  const ink = readable(bodyInk, behind);
  const heading = worst(accent, behind) >= AA ? accent : ink;
  const panelInk = readable(isDark(accent) ? '#ffffff' : mix(primary, '#000000', 0.7), [accent]);
  return { bg, pattern, heading, ink, muted: readable(mix(ink, bg, 0.3), behind), panel: accent, panelInk };
}
