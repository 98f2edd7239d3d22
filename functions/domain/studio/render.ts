// Drawing studio images: what a design draws with (the brand kit, the photos, the plan) and the
// live preview (nothing stored). Saving to the gallery is in save.ts.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { config } from '#lib/config';
import { Invalid, LimitReached } from '#lib/errors';
import { putObject, readObjectStart } from '#lib/storage';
import { webpToJpeg } from '#lib/studio/webp';
import { studioPhotoKey } from '#data/entities/studio-image';
import { TEMPLATES, toneOf } from '#lib/studio/catalog';
import { parseFields, renderImage, slideCount } from '#lib/studio/render';
import { usable } from '#lib/studio/images';
import { STUDIO_SIZES, type RenderInput, type StudioBrand, type StudioPhoto } from '#lib/studio/types';
import { LOGO_MAX_BYTES } from '#contracts/brand-kit';
import { UPGRADE_MESSAGES, type PlanLimits } from '#contracts/plans';
import { PHOTO_MAX_BYTES, type ParsedImageDesign, type PreviewResponse } from '#contracts/studio';
import * as BrandKits from '../brand-kits.ts';
import * as Entitlements from '../entitlements.ts';
import { drawnFonts } from './font-files.ts';
import { bucket } from './images.ts';

/** The logo's bytes from the public logos bucket (`{userId}/logo.{ext}`), or null without one. */
async function logoBytes(userId: string, logoUrl: string | null): Promise<Uint8Array | null> {
  const { LOGOS_BUCKET } = config();
  if (!logoUrl || !LOGOS_BUCKET) return null;
  const name = new URL(logoUrl).pathname.split('/').pop() ?? '';
  if (!/^logo\.(png|jpg|webp|gif)$/.test(name)) return null;
  return readObjectStart(LOGOS_BUCKET, `${userId}/${name}`, LOGO_MAX_BYTES);
}

export interface Brand {
  studio: StudioBrand;
  /** What of the brand kit decides pixels: part of the image's id. */
  fingerprint: string;
}

export async function brandOf(userId: string): Promise<Brand> {
  const [kit, fonts] = await Promise.all([BrandKits.getLatest(userId), drawnFonts(userId)]);
  if (!kit) throw new Invalid('Set up your brand kit first: the studio draws every image in its colours, logo and tone.');
  const logo = await logoBytes(userId, kit.logoUrl);
  const studio: StudioBrand = {
    name: kit.name,
    primary: kit.palette.primary,
    secondary: kit.palette.secondary,
    tone: toneOf(kit.toneOfVoice),
    logo,
    fonts: fonts.fonts,
  };
  const logoHash = logo ? createHash('sha256').update(logo).digest('hex') : 'none';
  // The brand's own fonts (Premium) add to the fingerprint only when there are some: other ids stay as they were.
  return { studio, fingerprint: [kit.name, kit.palette.primary, kit.palette.secondary, studio.tone, logoHash, ...fonts.fingerprint].join('|') };
}

const NOT_A_PHOTO = 'That photo is not a JPEG, PNG or WebP image: upload a JPEG, PNG or WebP photo.';

/**
 * A WebP photo as the JPEG the renderer draws: converted once, the first time it is drawn, and
 * kept beside it (`…/photos/{photoId}.jpg`) for every later preview and save.
 */
async function webpPhoto(userId: string, photoId: string, data: Uint8Array): Promise<Uint8Array> {
  const key = `${studioPhotoKey(userId, photoId)}.jpg`;
  const converted = await readObjectStart(bucket(), key, 4 * PHOTO_MAX_BYTES);
  if (converted) return converted;
  const jpeg = await webpToJpeg(data);
  if (!jpeg) throw new Invalid(NOT_A_PHOTO);
  await putObject(bucket(), key, Buffer.from(jpeg), 'image/jpeg');
  return jpeg;
}

/** The design's photos, read back and checked by their bytes: a JPEG, PNG or WebP of the caller's (a WebP drawn from its JPEG). */
export async function photosOf(userId: string, design: ParsedImageDesign): Promise<StudioPhoto[]> {
  const wanted = design.photos.slice(0, TEMPLATES[design.template].photos);
  return Promise.all(
    wanted.map(async ({ photoId, focalX, focalY, slot }) => {
      const data = await readObjectStart(bucket(), studioPhotoKey(userId, photoId), PHOTO_MAX_BYTES);
      if (!data) throw new Invalid('One of the photos has not finished uploading, or was removed: upload it again.');
      const type = await fileTypeFromBuffer(data);
      if (type?.ext === 'webp') return { data: await webpPhoto(userId, photoId, data), focalX, focalY, ...(slot !== undefined ? { slot } : {}) };
      if (type?.ext !== 'jpg' && type?.ext !== 'png') throw new Invalid(NOT_A_PHOTO);
      return { data, focalX, focalY, ...(slot !== undefined ? { slot } : {}) };
    }),
  );
}

export const LOGO_NOT_DRAWN = 'Your logo is not drawn: the studio takes PNG, JPEG or GIF logos, not WebP. Upload your logo as a PNG in Settings → Brand.';

/** The design checked against its template and the caller's plan, as the renderer takes it. */
export function renderInput(design: ParsedImageDesign, limits: PlanLimits, photos: StudioPhoto[]): RenderInput {
  const template = TEMPLATES[design.template];
  if (template.premium && !limits.studioPro) throw new LimitReached(UPGRADE_MESSAGES.studioPro);
  if (design.variant >= template.variants) throw new Invalid(`The ${template.label} template has ${template.variants} layouts: choose one of them.`);
  const fields = parseFields(design.template, design.fields);
  const slides = slideCount(design.template, fields);
  return {
    template: design.template,
    size: design.size,
    variant: design.variant,
    fields,
    background: design.background,
    logo: design.logo,
    photos,
    pattern: design.pattern,
    watermark: limits.studioWatermark,
    slide: Math.min(design.slide, slides - 1),
  };
}

/** The live preview draws the layout at this share of its size: a screen shows it smaller anyway. */
export const PREVIEW_SCALE = 0.5;

/** The live preview: the PNG as a data: URL, drawn at half size, nothing stored; width and height are the design's. */
export async function preview(userId: string, design: ParsedImageDesign): Promise<PreviewResponse> {
  const [limits, brand, photos] = await Promise.all([Entitlements.limitsOf(userId), brandOf(userId), photosOf(userId, design)]);
  const input = renderInput(design, limits, photos);
  const image = await renderImage(input, brand.studio, 'png', PREVIEW_SCALE);
  const { width, height } = STUDIO_SIZES[input.size];
  return {
    dataUrl: `data:image/png;base64,${image.data.toString('base64')}`,
    width,
    height,
    slides: slideCount(input.template, input.fields),
    notes: brand.studio.logo && !usable(brand.studio.logo) && input.logo.position !== 'none' ? [LOGO_NOT_DRAWN] : [],
  };
}
