// Brand font files read back: setting one as a slot's font (checked by its bytes and by drawing
// with it first) and the fonts a render draws. A Growth owner's images keep the tone's fonts
// even if an item exists. Loads the renderer (satori): only the set and drawing routes use it.
import { createHash } from 'node:crypto';
import { db } from '#data/service';
import { studioFontKey } from '#data/entities/studio-fonts';
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
      return fontId ? drawable(await fileOf(userId, fontId)) : undefined;
    }),
  );
  if (!heading && !body) return { fonts: undefined, fingerprint: [] };
  return { fonts: { ...(heading ? { heading } : {}), ...(body ? { body } : {}) }, fingerprint: [`fonts:${heading?.key ?? '-'}:${body?.key ?? '-'}`] };
}
