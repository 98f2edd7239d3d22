// Just enough of WOFF 1 (and of plain TrueType / OpenType files, a brand's own fonts) to
// measure text: which code points a font has (cmap) and how wide each glyph is (hmtx), in em units. Satori draws with the same files, so line breaks we
// compute here are the ones it draws (kerning, which we ignore, only ever tightens Latin text).
import { inflateSync } from 'node:zlib';

export interface FontMetrics {
  /** Advance width in em for a code point, or undefined when the font has no glyph for it. */
  advance(codePoint: number): number | undefined;
}

function table(font: Buffer, offset: number, length: number): Buffer {
  if (offset + length > font.length) throw new Error('a font table runs past the end of the file');
  return font.subarray(offset, offset + length);
}

function tables(font: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const magic = font.toString('latin1', 0, 4);
  if (magic === 'wOFF') {
    const count = font.readUInt16BE(12);
    for (let i = 0; i < count; i++) {
      const at = 44 + i * 20;
      const tag = font.toString('latin1', at, at + 4);
      const [offset, compLength, origLength] = [font.readUInt32BE(at + 4), font.readUInt32BE(at + 8), font.readUInt32BE(at + 12)];
      const raw = table(font, offset, compLength);
      out.set(tag, compLength < origLength ? inflateSync(raw) : raw);
    }
    return out;
  }
  // TrueType ('\0\x01\0\0' or 'true') and OpenType ('OTTO'): the same table directory, uncompressed.
  if (magic === 'OTTO' || magic === 'true' || (font.length >= 4 && font.readUInt32BE(0) === 0x00010000)) {
    const count = font.readUInt16BE(4);
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16;
      out.set(font.toString('latin1', at, at + 4), table(font, font.readUInt32BE(at + 8), font.readUInt32BE(at + 12)));
    }
    return out;
  }
  throw new Error('not a TrueType, OpenType or WOFF 1 font');
}

/** Code point → glyph id from the best Unicode cmap subtable (format 12 when present, else 4). */
function glyphMap(cmap: Buffer): (cp: number) => number {
  const n = cmap.readUInt16BE(2);
  let fmt4 = -1;
  let fmt12 = -1;
  for (let i = 0; i < n; i++) {
    const [platform, encoding, offset] = [cmap.readUInt16BE(4 + i * 8), cmap.readUInt16BE(6 + i * 8), cmap.readUInt32BE(8 + i * 8)];
    const format = cmap.readUInt16BE(offset);
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (unicode && format === 12) fmt12 = offset;
    if (unicode && format === 4) fmt4 = offset;
  }
  if (fmt12 >= 0) {
    const groups = cmap.readUInt32BE(fmt12 + 12);
    return (cp) => {
      for (let g = 0; g < groups; g++) {
        const at = fmt12 + 16 + g * 12;
        const [start, end] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4)];
        if (cp >= start && cp <= end) return cmap.readUInt32BE(at + 8) + cp - start;
      }
      return 0;
    };
  }
  if (fmt4 < 0) throw new Error('font has no Unicode cmap');
  const segs = cmap.readUInt16BE(fmt4 + 6) / 2;
  const ends = fmt4 + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const ranges = deltas + segs * 2;
  return (cp) => {
    if (cp > 0xffff) return 0;
    for (let s = 0; s < segs; s++) {
      if (cp > cmap.readUInt16BE(ends + s * 2)) continue;
      const start = cmap.readUInt16BE(starts + s * 2);
      if (cp < start) return 0;
      const delta = cmap.readUInt16BE(deltas + s * 2);
      const rangeAt = ranges + s * 2;
      const range = cmap.readUInt16BE(rangeAt);
      if (range === 0) return (cp + delta) & 0xffff;
      const glyph = cmap.readUInt16BE(rangeAt + range + (cp - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

export function readMetrics(font: Buffer): FontMetrics {
  const t = tables(font);
  const [head, hhea, hmtx, cmap] = ['head', 'hhea', 'hmtx', 'cmap'].map((tag) => {
    const table = t.get(tag);
    if (!table) throw new Error(`font has no ${tag} table`);
    return table;
  }) as [Buffer, Buffer, Buffer, Buffer];
  const unitsPerEm = head.readUInt16BE(18);
  const metricsCount = hhea.readUInt16BE(34);
  if (unitsPerEm < 16 || metricsCount < 1) throw new Error('font has no usable metrics');
  const glyphOf = glyphMap(cmap);
  const cache = new Map<number, number | undefined>();
  return {
    advance(cp) {
      if (cache.has(cp)) return cache.get(cp);
      let width: number | undefined;
      try {
        const glyph = glyphOf(cp);
        width = glyph === 0 ? undefined : hmtx.readUInt16BE(Math.min(glyph, metricsCount - 1) * 4) / unitsPerEm;
      } catch {
        // A damaged cmap or hmtx (a brand's own file): the next face of the stack draws it.
        width = undefined;
      }
      cache.set(cp, width);
      return width;
    },
  };
}
