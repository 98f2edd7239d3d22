// Checking a brand's own font file before the studio draws with it: by its bytes (file-type:
// TrueType, OpenType or WOFF 1; WOFF2 and anything else refused with what to upload instead),
// then by reading it the two ways it is used: our measuring (cmap, hmtx) and a tiny satori
// drawing (opentype parsing and glyph outlines). A damaged file is refused, never drawn.
import { fileTypeFromBuffer } from 'file-type';
import satori from 'satori';
import type { ReactNode } from 'react';
import { Invalid } from '#lib/errors';
import { FONT_MESSAGES } from '#contracts/studio-fonts';
import { h } from './h.ts';
import { readMetrics } from './woff.ts';

export type FontFormat = 'ttf' | 'otf' | 'woff';

/** Letters of the scripts people write posts in: a brand font must have some of them. */
const SAMPLE = 'AaBbEeOoSs0123АаБбΑαאבابあア一中';

/** The font's format when the studio can draw it; otherwise Invalid, saying what to upload. */
export async function checkFont(data: Uint8Array): Promise<FontFormat> {
  const type = await fileTypeFromBuffer(data);
  if (type?.ext === 'woff2') throw new Invalid(FONT_MESSAGES.woff2);
  if (type?.ext !== 'ttf' && type?.ext !== 'otf' && type?.ext !== 'woff') throw new Invalid(FONT_MESSAGES.notFont);
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  let letters: string[];
  try {
    const metrics = readMetrics(bytes);
    letters = [...SAMPLE].filter((ch) => metrics.advance(ch.codePointAt(0)!) !== undefined);
  } catch {
    throw new Invalid(FONT_MESSAGES.damaged);
  }
  if (letters.length === 0) throw new Invalid(FONT_MESSAGES.noLetters);
  try {
    const svg = await satori(h('div', { style: { fontFamily: 'check', fontSize: 32 } }, letters.slice(0, 12).join('')) as unknown as ReactNode, {
      width: 480,
      height: 64,
      fonts: [{ name: 'check', data: bytes, weight: 400, style: 'normal' }],
    });
    if (!svg.includes('<path')) throw new Error('nothing drawn');
  } catch {
    throw new Invalid(FONT_MESSAGES.damaged);
  }
  return type.ext;
}
