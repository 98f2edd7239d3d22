// The built-in backgrounds: small repeating SVG patterns in one brand-derived colour, drawn by
// us (no external files, nothing to license). Each is a full-canvas image behind the content.
import { h, type El } from './h.ts';
import type { StudioPattern } from './types.ts';

function tile(pattern: Exclude<StudioPattern, 'none'>, u: number, colour: string): { w: number; h: number; body: string } {
  const n = (v: number) => +(v * u).toFixed(2);
  switch (pattern) {
    case 'dots':
      return { w: n(40), h: n(40), body: `<circle cx="${n(20)}" cy="${n(20)}" r="${n(4)}" fill="${colour}"/>` };
    case 'stripes':
      return {
        w: n(48),
        h: n(48),
        body: `<path d="M0 ${n(48)}L${n(48)} 0M${n(-12)} ${n(12)}L${n(12)} ${n(-12)}M${n(36)} ${n(60)}L${n(60)} ${n(36)}" stroke="${colour}" stroke-width="${n(10)}"/>`,
      };
    case 'waves':
      return {
        w: n(120),
        h: n(48),
        body: `<path d="M0 ${n(24)}C${n(30)} ${n(6)} ${n(30)} ${n(6)} ${n(60)} ${n(24)}S${n(90)} ${n(42)} ${n(120)} ${n(24)}" fill="none" stroke="${colour}" stroke-width="${n(5)}"/>`,
      };
    case 'grid':
      return { w: n(60), h: n(60), body: `<path d="M${n(60)} 0V${n(60)}M0 ${n(60)}H${n(60)}" stroke="${colour}" stroke-width="${n(3)}"/>` };
  }
}

/** A data URI of the pattern filling width × height. */
export function patternUri(pattern: Exclude<StudioPattern, 'none'>, width: number, height: number, u: number, colour: string): string {
  const t = tile(pattern, u, colour);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><pattern id="p" width="${t.w}" height="${t.h}" patternUnits="userSpaceOnUse">${t.body}</pattern></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#p)"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function patternNode(pattern: StudioPattern, x: number, y: number, width: number, height: number, u: number, colour: string): El | null {
  if (pattern === 'none') return null;
  const src = patternUri(pattern, width, height, u, colour);
  return h('img', { src, width, height, style: { position: 'absolute', left: x, top: y, width, height } });
}
