// Brand font files read back: setting one as a slot's font (checked by its bytes and by drawing
// with it first) and the fonts a render draws, kept in memory while the Lambda is warm. A Growth
// owner's images keep the tone's fonts even if an item exists. Loads the renderer (satori): only
// the set and drawing routes use it.
import { createHash } from 'node:crypto';
import { db } from '#data/service';
import { studioFontKey } from '#data/entities/studio-fonts';
import { byteLru } from '#lib/byte-lru';
import { Invalid } from '#lib/errors';
import { readObjectStart } from '#lib/storage';
import { checkFont } from '#lib/studio/font-check';
import type { StudioBrand, StudioBrandFont } from '#lib/studio/types';
import { FONT_MAX_BYTES, FONT_MESSAGES, FONT_SLOTS, type BrandFontsResponse, type ParsedSetFontBody } from '#contracts/studio-fonts';
import * as Entitlements from '../entitlements.ts';
import { dropUnused, fontsOf, itemOf, requirePremium } from './fonts.ts';
import { bucket } from './images.ts';

const NOT_UPLOADED = 'That font has not finished uploading, or was removed: upload it again.';

const keyOf = (data: Uint8Array) => createHash('sha256').update(data).digest('hex').slice(0, 32);
/** Files (by content) this process has checked: satori reads a file only once it passed. */
const checked = new Set<string>();

/**
 * Fonts this process has read and checked, so that every preview after the first draws without
 * reading the files from S3 again. Keyed by the file's key and the fonts item's `updatedAt`: a
 * replaced font is a new file (a new fontId, so a new key), and setting a slot again changes the
 * item, so neither is drawn from an earlier read. 16 MB holds the largest pair an owner can set
 * (5 MB each); most font files are far smaller, so several owners' fit. The renderer's own
 * registry of brand faces shares these bytes rather than copying them.
 */
const drawnFiles = byteLru<StudioBrandFont>(16 * 1024 * 1024);

const fileOf = (userId: string, fontId: string) => readObjectStart(bucket(), studioFontKey(userId, fontId), FONT_MAX_BYTES + 1);

/** Makes an uploaded file the slot's font once its bytes say the studio can draw it; the slot's old file goes. */
export async function setFont(userId: string, body: ParsedSetFontBody): Promise<BrandFontsResponse> {
  const { slot } = body;
  await requirePremium(userId);
  const data = await fileOf(userId, body.fontId);
  if (!data) throw new Invalid(NOT_UPLOADED);
  if (data.length > FONT_MAX_BYTES) throw new Invalid(FONT_MESSAGES.tooBig);
  const format = await checkFont(data);
  checked.add(keyOf(data));
  const before = await itemOf(userId);
  await db()
    .entities.studioFonts.upsert({ userId, [slot]: { fontId: body.fontId, fileName: body.fileName, format } })
    .go();
  await dropUnused(userId, before, slot);
  return fontsOf(userId);
}

async function drawable(data: Uint8Array | null): Promise<StudioBrandFont | undefined> {
  if (!data || data.length > FONT_MAX_BYTES) return undefined;
  const key = keyOf(data);
  if (!checked.has(key)) {
    // Set before this process started (or the file changed since): checked again; a file that fails is not drawn.
    const ok = await checkFont(data).then(
      () => true,
      () => false,
    );
    if (!ok) return undefined;
    if (checked.size > 256) checked.clear();
    checked.add(key);
  }
  return { key, data };
}

/** The slot's font as drawn: from memory when this process has drawn this version of the file, else read and checked. */
async function drawnFile(userId: string, fontId: string, version: string): Promise<StudioBrandFont | undefined> {
  const cacheKey = `${studioFontKey(userId, fontId)}@${version}`;
  const kept = drawnFiles.get(cacheKey);
  if (kept) return kept;
  const font = await drawable(await fileOf(userId, fontId));
  if (font) drawnFiles.set(cacheKey, font, font.data.byteLength);
  return font;
}

/**
 * The fonts a render draws for the owner (none on Growth), and what of them decides pixels
 * (part of a saved image's id): nothing without brand fonts, so those ids stay as they were.
 */
export async function drawnFonts(userId: string): Promise<{ fonts: StudioBrand['fonts']; fingerprint: string[] }> {
  const [item, limits] = await Promise.all([itemOf(userId), Entitlements.limitsOf(userId)]);
  if (!item || !limits.studioPro) return { fonts: undefined, fingerprint: [] };
  const [heading, body] = await Promise.all(
    FONT_SLOTS.map(async (slot) => {
      const fontId = item[slot]?.fontId;
      return fontId ? drawnFile(userId, fontId, item.updatedAt) : undefined;
    }),
  );
  if (!heading && !body) return { fonts: undefined, fingerprint: [] };
  return { fonts: { ...(heading ? { heading } : {}), ...(body ? { body } : {}) }, fingerprint: [`fonts:${heading?.key ?? '-'}:${body?.key ?? '-'}`] };
}
