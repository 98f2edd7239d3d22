// The brand's own fonts in the creative studio (Premium): one for headings and one for text,
// each a TTF, OTF or WOFF file of up to 5 MB. The browser uploads the file straight to private
// storage with a presigned PUT; setting it as a slot's font checks it by its bytes (and that it
// draws) before anything uses it.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';

export const FONT_MAX_BYTES = 5 * 1024 * 1024;
/** What the file picker offers; the server goes by the file's bytes. */
export const FONT_EXTENSIONS = ['.ttf', '.otf', '.woff'] as const;
export const FONT_SLOTS = ['heading', 'body'] as const;
export type FontSlot = (typeof FONT_SLOTS)[number];

/** Why a file is not set as a brand font (checked by its bytes on the server). */
export const FONT_MESSAGES = {
  woff2: 'This is a WOFF2 font, which cannot be drawn yet: upload the TTF, OTF or WOFF version.',
  notFont: 'That file is not a font: upload a TTF, OTF or WOFF font file.',
  damaged: 'That font file is damaged and cannot be drawn: upload another copy of it (TTF, OTF or WOFF).',
  noLetters: 'That font has no letters to draw (it may be an icon font): upload your brand’s text font.',
  tooBig: 'A font file can be up to 5 MB.',
} as const;

export const FontId = z.string().regex(/^[a-f0-9]{32}$/, 'That is not one of your uploaded fonts.');

export const FONT_FILE_NAME_MAX = 255;
/** The file's name as the person chose it, shown beside the slot (control characters taken out, spaces collapsed). */
export const FontFileName = z
  .string({ error: 'fileName is required.' })
  .transform((name) =>
    name
      .replace(/\s+/g, ' ')
      .replace(/\p{Cc}/gu, '')
      .trim(),
  )
  .pipe(z.string().min(1, 'The font file needs a name.').max(FONT_FILE_NAME_MAX, `A font file name can be up to ${FONT_FILE_NAME_MAX} characters.`));

export const FontUploadBody = z.object({
  fileName: FontFileName,
  size: z.number({ error: 'size is required.' }).int().positive('The font file is empty.').max(FONT_MAX_BYTES, FONT_MESSAGES.tooBig),
});
export type FontUploadBody = z.input<typeof FontUploadBody>;

export const FontUploadResponse = z.object({ fontId: FontId, uploadUrl: z.string(), headers: z.record(z.string(), z.string()) });
export type FontUploadResponse = z.infer<typeof FontUploadResponse>;

const FontSlot = z.enum(FONT_SLOTS, { error: 'The font is for heading or body.' });
/** Which font to take off: the slot is named in the query (the owner has one of each, no ids). */
export const FontSlotQuery = z.object({ slot: FontSlot });

export const SetFontBody = z.object({ slot: FontSlot, fontId: FontId, fileName: FontFileName });
export type SetFontBody = z.input<typeof SetFontBody>;
export type ParsedSetFontBody = z.infer<typeof SetFontBody>;

export const BrandFontView = z.object({ fontId: FontId, fileName: z.string(), format: z.enum(['ttf', 'otf', 'woff']) });
export type BrandFontView = z.infer<typeof BrandFontView>;

export const BrandFontsResponse = z.object({
  heading: BrandFontView.nullable(),
  body: BrandFontView.nullable(),
  /** The tone's bundled faces, drawn when a slot has no font of its own (null without a brand kit). */
  toneFonts: z.object({ heading: z.string(), body: z.string() }).nullable(),
  /** Brand fonts are drawn on the caller's plan (Premium). */
  premium: z.boolean(),
});
export type BrandFontsResponse = z.infer<typeof BrandFontsResponse>;

export const studioFontEndpoints = {
  fonts: endpoint({
    name: 'GetStudioFonts',
    area: 'studio',
    method: 'GET',
    path: '/studio/fonts',
    access: 'owner',
    workspace: 'view',
    response: BrandFontsResponse,
  }),
  uploadFont: endpoint({
    name: 'CreateStudioFontUpload',
    area: 'studio',
    method: 'POST',
    path: '/studio/fonts/uploads',
    access: 'owner',
    workspace: 'manage',
    body: FontUploadBody,
    response: FontUploadResponse,
  }),
  setFont: endpoint({
    name: 'SetStudioFont',
    area: 'studio',
    method: 'PUT',
    path: '/studio/fonts',
    access: 'owner',
    workspace: 'manage',
    body: SetFontBody,
    response: BrandFontsResponse,
  }),
  removeFont: endpoint({
    name: 'RemoveStudioFont',
    area: 'studio',
    method: 'DELETE',
    path: '/studio/fonts',
    access: 'owner',
    workspace: 'manage',
    query: FontSlotQuery,
    response: BrandFontsResponse,
  }),
};
