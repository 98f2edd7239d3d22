// The brand's own fonts (Premium): one item per owner names the file for headings and the file
// for text; the files are uploaded straight to the private bucket with a presigned PUT and
// checked by their bytes (and by drawing with them) when they are set (font-files.ts, which
// loads the renderer). Removing a font is open on every plan.
import { randomBytes } from 'node:crypto';
import { db } from '#data/service';
import { studioFontKey, type StudioFontsItem } from '#data/entities/studio-fonts';
import { Invalid, LimitReached } from '#lib/errors';
import { deleteObject, presignPut } from '#lib/storage';
import { toneOf } from '#lib/studio/catalog';
import { TONE_FONT_NAMES } from '#lib/studio/fonts';
import type { StudioTone } from '#lib/studio/types';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { FONT_MESSAGES, type BrandFontsResponse, type FontSlot, type FontUploadResponse } from '#contracts/studio-fonts';
import * as BrandKits from '../brand-kits.ts';
import * as Entitlements from '../entitlements.ts';
import { bucket } from './images.ts';

/** What an uploaded font file is sent as: the server goes by its bytes, never by this. */
const UPLOAD_TYPE = 'application/octet-stream';

export async function itemOf(userId: string): Promise<StudioFontsItem | null> {
  return (await db().entities.studioFonts.get({ userId }).go({ consistent: true })).data;
}

export async function requirePremium(userId: string): Promise<void> {
  if (!(await Entitlements.limitsOf(userId)).studioPro) throw new LimitReached(UPGRADE_MESSAGES.brandFonts);
}

function view(item: StudioFontsItem | null, tone: StudioTone | null, premium: boolean): BrandFontsResponse {
  const slot = (slot: FontSlot) => {
    const font = item?.[slot];
    return font ? { fontId: font.fontId, fileName: font.fileName, format: font.format } : null;
  };
  return { heading: slot('heading'), body: slot('body'), toneFonts: tone ? TONE_FONT_NAMES[tone] : null, premium };
}

export async function fontsOf(userId: string): Promise<BrandFontsResponse> {
  const [item, kit, limits] = await Promise.all([itemOf(userId), BrandKits.getLatest(userId), Entitlements.limitsOf(userId)]);
  return view(item, kit ? toneOf(kit.toneOfVoice) : null, limits.studioPro);
}

/** A presigned PUT for a new font file of the caller's (`studio/{userId}/fonts/{fontId}`); Premium only. */
export async function createFontUpload(userId: string, body: { fileName: string; size: number }): Promise<FontUploadResponse> {
  await requirePremium(userId);
  if (/\.woff2$/i.test(body.fileName)) throw new Invalid(FONT_MESSAGES.woff2);
  const fontId = randomBytes(16).toString('hex');
  const { uploadUrl, headers } = await presignPut(bucket(), studioFontKey(userId, fontId), UPLOAD_TYPE, body.size);
  return { fontId, uploadUrl, headers };
}

/** Takes the slot's font off (the tone's font draws again) and deletes its file. */
export async function removeFont(userId: string, slot: FontSlot): Promise<BrandFontsResponse> {
  const before = await itemOf(userId);
  if (before?.[slot]) await db().entities.studioFonts.update({ userId }).remove([slot]).go();
  await dropUnused(userId, before, slot);
  return fontsOf(userId);
}

/** Deletes the slot's previous file unless a slot still draws with it. */
export async function dropUnused(userId: string, before: StudioFontsItem | null, slot: FontSlot): Promise<void> {
  const old = before?.[slot]?.fontId;
  if (!old) return;
  const now = await itemOf(userId);
  if (now?.heading?.fontId === old || now?.body?.fontId === old) return;
  await deleteObject(bucket(), studioFontKey(userId, old));
}
