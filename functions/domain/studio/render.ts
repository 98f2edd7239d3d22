// Drawing studio images: the live preview (nothing stored) and saving a design to the gallery.
// An image's id is a hash of everything that decides its pixels, so the same design saved twice
// (a double click, a retry) is one image and one library asset. Saving counts against the
// plan's library in the same transaction as the image's item; the files are written first under
// their content-derived keys, so a failed transaction leaves nothing a user can see.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { config } from '#lib/config';
import { Invalid, LimitReached, Unavailable } from '#lib/errors';
import { withRetries } from '#lib/retry';
import { putObject, readObjectStart } from '#lib/storage';
import { studioPhotoKey, type StudioImageItem } from '#data/entities/studio-image';
import { TEMPLATES, toneOf } from '#lib/studio/catalog';
import { parseFields, renderImage, slideCount } from '#lib/studio/render';
import { usable } from '#lib/studio/images';
import { STUDIO_SIZES, type RenderInput, type StudioBrand, type StudioPhoto } from '#lib/studio/types';
import { LOGO_MAX_BYTES } from '#contracts/brand-kit';
import { UPGRADE_MESSAGES, type PlanLimits } from '#contracts/plans';
import { ImageDesign, PHOTO_MAX_BYTES, type ParsedImageDesign, type PreviewResponse, type SaveImageBody, type SaveImageResponse } from '#contracts/studio';
import * as BrandKits from '../brand-kits.ts';
import * as Entitlements from '../entitlements.ts';
import { attachImage } from './attach.ts';
import { drawnFonts } from './font-files.ts';
import { bucket, find, keyOf, setItem, view } from './images.ts';

/** The logo's bytes from the public logos bucket (`{userId}/logo.{ext}`), or null without one. */
async function logoBytes(userId: string, logoUrl: string | null): Promise<Uint8Array | null> {
  const { LOGOS_BUCKET } = config();
  if (!logoUrl || !LOGOS_BUCKET) return null;
  const name = new URL(logoUrl).pathname.split('/').pop() ?? '';
  if (!/^logo\.(png|jpg|webp|gif)$/.test(name)) return null;
  return readObjectStart(LOGOS_BUCKET, `${userId}/${name}`, LOGO_MAX_BYTES);
}

interface Brand {
  studio: StudioBrand;
  /** What of the brand kit decides pixels: part of the image's id. */
  fingerprint: string;
}

async function brandOf(userId: string): Promise<Brand> {
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

/** The design's photos, read back and checked by their bytes: a JPEG or PNG of the caller's. */
async function photosOf(userId: string, design: ParsedImageDesign): Promise<StudioPhoto[]> {
  const wanted = design.photos.slice(0, TEMPLATES[design.template].photos);
  return Promise.all(
    wanted.map(async ({ photoId, focalX, focalY }) => {
      const data = await readObjectStart(bucket(), studioPhotoKey(userId, photoId), PHOTO_MAX_BYTES);
      if (!data) throw new Invalid('One of the photos has not finished uploading, or was removed: upload it again.');
      const type = await fileTypeFromBuffer(data);
      if (type?.ext !== 'jpg' && type?.ext !== 'png') throw new Invalid('That photo is not a JPEG or PNG image: upload a JPEG or PNG photo.');
      return { data, focalX, focalY };
    }),
  );
}

export const LOGO_NOT_DRAWN = 'Your logo is not drawn: the studio takes PNG, JPEG or GIF logos, not WebP. Upload your logo as a PNG in Settings → Brand.';

/** The design checked against its template and the caller's plan, as the renderer takes it. */
function renderInput(design: ParsedImageDesign, limits: PlanLimits, photos: StudioPhoto[]): RenderInput {
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

/** The first text of a design (its headline, quote or title), for the gallery and file names. */
function titleOf(input: RenderInput): string {
  for (const spec of TEMPLATES[input.template].fields) {
    const value = input.fields[spec.name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text?.trim()) return text.trim().slice(0, 120);
  }
  return TEMPLATES[input.template].label;
}

/** Same design, brand and plan mark: same id. */
function imageIdOf(input: RenderInput, brand: Brand): string {
  const photos = input.photos.map((photo) => [createHash('sha256').update(photo.data).digest('hex'), photo.focalX, photo.focalY]);
  return createHash('sha256')
    .update(JSON.stringify([{ ...input, photos }, brand.fingerprint]))
    .digest('hex')
    .slice(0, 24);
}

/** Saves the design as an image in the gallery (PNG and JPEG), counted in the library; attached to `itemId` when given. */
export async function save(userId: string, body: SaveImageBody): Promise<SaveImageResponse> {
  const design = ImageDesign.parse(body.design);
  const altText = body.altText ?? '';
  const [limits, brand, photos] = await Promise.all([Entitlements.limitsOf(userId), brandOf(userId), photosOf(userId, design)]);
  const input = renderInput(design, limits, photos);
  const imageId = imageIdOf(input, brand);
  const existing = await db().entities.studioImage.get({ userId, imageId }).go({ consistent: true });
  if (existing.data) {
    if (body.itemId) await attachImage(userId, body.itemId, imageId);
    const item = body.itemId && existing.data.itemId !== body.itemId ? await setItem(userId, imageId, body.itemId) : existing.data;
    return { image: await view(item), created: false };
  }
  // Check the post before drawing anything: an image for a missing post is not saved.
  if (body.itemId) await attachImage(userId, body.itemId, null);
  const [png, jpeg] = await Promise.all([renderImage(input, brand.studio, 'png'), renderImage(input, brand.studio, 'jpeg')]);
  const pngKey = keyOf(userId, imageId, 'png');
  const jpegKey = keyOf(userId, imageId, 'jpg');
  await Promise.all([putObject(bucket(), pngKey, png.data, png.contentType), putObject(bucket(), jpegKey, jpeg.data, jpeg.contentType)]);
  const now = new Date().toISOString();
  const item: StudioImageItem = {
    userId,
    imageId,
    template: input.template,
    size: input.size,
    width: png.width,
    height: png.height,
    design: JSON.stringify(design),
    title: titleOf(input),
    altText,
    watermark: input.watermark,
    pngKey,
    jpegKey,
    bytes: png.data.length + jpeg.data.length,
    ...(body.itemId ? { itemId: body.itemId } : {}),
    createdAt: now,
    updatedAt: now,
  };
  const created = await withRetries(
    {
      attempts: 3,
      retryIf: (error: unknown) => error instanceof TransactionCanceled && !isConditionFailed(error, 'image'),
      exhausted: () => new Unavailable('Your library is busy with another change. Please try again.'),
    },
    async () => {
      try {
        await transactWrite({
          image: { Put: db().entities.studioImage.create(item).params() },
          counter: await Entitlements.libraryCounterAction(userId, {}, new Date(), 1),
        });
        return true;
      } catch (error) {
        // The same design saved at the same moment by another request: that one is the image.
        if (error instanceof TransactionCanceled && isConditionFailed(error, 'image')) return false;
        if (error instanceof TransactionCanceled && isConditionFailed(error, 'counter') && limits.contentLibraryAssets !== null)
          throw new LimitReached(UPGRADE_MESSAGES.contentLibrary);
        throw error;
      }
    },
  );
  if (body.itemId) await attachImage(userId, body.itemId, imageId);
  // Answered from the item written; only when another request saved the image first is it read.
  return { image: await view(created ? item : await find(userId, imageId)), created };
}
