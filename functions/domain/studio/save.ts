// Saving a design to the gallery. An image's id is a hash of everything that decides its pixels,
// so the same design saved twice (a double click, a retry) is one image and one library asset.
// A carousel saves every slide, each an image of its own ("… — slide 2 of 5"), in one go: the
// slides not yet in the gallery are drawn, and counted against the plan's library in the same
// transaction as their items; the files are written first under their content-derived keys, so
// a failed transaction leaves nothing a user can see. A post gets the first slide; a campaign
// (one of the owner's) gets every slide, those already in the gallery moved into it in one transaction.
import { createHash } from 'node:crypto';
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { LimitReached, Unavailable } from '#lib/errors';
import { withRetries } from '#lib/retry';
import { putObject } from '#lib/storage';
import type { StudioImageItem } from '#data/entities/studio-image';
import { TEMPLATES } from '#lib/studio/catalog';
import { renderImage, slideCount } from '#lib/studio/render';
import type { RenderInput } from '#lib/studio/types';
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { ImageDesign, type SaveImageBody, type SaveImageResponse } from '#contracts/studio';
import { ownCampaign } from '../campaign-owned.ts';
import * as Entitlements from '../entitlements.ts';
import * as LibrarySlots from '../library-slots.ts';
import { attachImage } from './attach.ts';
import { bucket, keyOf, setItem, view } from './images.ts';
import { brandOf, photosOf, renderInput, type Brand } from './render.ts';

/** The first text of a design (its headline, quote or title), for the gallery and file names; a slide says which. */
function titleOf(input: RenderInput, slides: number): string {
  let title = TEMPLATES[input.template].label;
  for (const spec of TEMPLATES[input.template].fields) {
    const value = input.fields[spec.name];
    const text = Array.isArray(value) ? value[0] : value;
    if (text?.trim()) {
      title = text.trim().slice(0, 120);
      break;
    }
  }
  return slides > 1 ? `${title} — slide ${(input.slide ?? 0) + 1} of ${slides}` : title;
}

/** Same design, brand and plan mark: same id. */
function imageIdOf(input: RenderInput, brand: Brand): string {
  const photos = input.photos.map((photo, i) => [createHash('sha256').update(photo.data).digest('hex'), photo.focalX, photo.focalY, photo.slot ?? i]);
  return createHash('sha256')
    .update(JSON.stringify([{ ...input, photos }, brand.fingerprint]))
    .digest('hex')
    .slice(0, 24);
}

/** Draws one image (PNG and its JPEG twin), stores its files, and answers its gallery item (not yet written). */
async function draw(
  userId: string,
  input: RenderInput,
  brand: Brand,
  imageId: string,
  meta: { design: string; title: string; altText: string; itemId?: string | undefined; campaignId?: string | undefined },
): Promise<StudioImageItem> {
  const [png, jpeg] = await Promise.all([renderImage(input, brand.studio, 'png'), renderImage(input, brand.studio, 'jpeg')]);
  const pngKey = keyOf(userId, imageId, 'png');
  const jpegKey = keyOf(userId, imageId, 'jpg');
  await Promise.all([putObject(bucket(), pngKey, png.data, png.contentType), putObject(bucket(), jpegKey, jpeg.data, jpeg.contentType)]);
  const now = new Date().toISOString();
  return {
    userId,
    imageId,
    template: input.template,
    size: input.size,
    width: png.width,
    height: png.height,
    design: meta.design,
    title: meta.title,
    altText: meta.altText,
    watermark: input.watermark,
    pngKey,
    jpegKey,
    bytes: png.data.length + jpeg.data.length,
    ...(meta.itemId ? { itemId: meta.itemId } : {}),
    ...(meta.campaignId ? { campaignId: meta.campaignId } : {}),
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Saves the design as images in the gallery (PNG and JPEG): one, or every slide of a carousel,
 * counted in the library; the first is attached to `itemId` when given.
 */
export async function save(userId: string, body: SaveImageBody): Promise<SaveImageResponse> {
  const design = ImageDesign.parse(body.design);
  const altText = body.altText ?? '';
  const [limits, brand, photos] = await Promise.all([
    Entitlements.limitsOf(userId),
    brandOf(userId),
    photosOf(userId, design),
    body.campaignId ? ownCampaign(userId, body.campaignId) : null,
  ]);
  const first = renderInput(design, limits, photos);
  const slides = slideCount(first.template, first.fields);
  const inputs = slides > 1 ? Array.from({ length: slides }, (_, slide) => ({ ...first, slide })) : [first];
  const ids = inputs.map((input) => imageIdOf(input, brand));
  const { data: found } = await db()
    .entities.studioImage.get(ids.map((imageId) => ({ userId, imageId })))
    .go({ consistent: true });
  const existing = new Map(found.map((item) => [item.imageId, item]));
  const missing = inputs.map((input, i) => ({ input, imageId: ids[i]! })).filter(({ imageId }) => !existing.has(imageId));
  // Check the post before drawing anything: an image for a missing post is not saved.
  if (body.itemId && missing.length > 0) await attachImage(userId, body.itemId, null);
  const itemFor = (i: number) => (i === 0 ? body.itemId : undefined);
  const drawn = await Promise.all(
    missing.map(({ input, imageId }) =>
      draw(userId, input, brand, imageId, {
        design: JSON.stringify(slides > 1 ? { ...design, slide: input.slide } : design),
        title: titleOf(input, slides),
        altText,
        itemId: itemFor(ids.indexOf(imageId)),
        campaignId: body.campaignId,
      }),
    ),
  );
  const created = drawn.length === 0 ? false : await store(userId, drawn, limits.contentLibraryAssets !== null);
  // Another request saved the same slides first: theirs are the images.
  const stored = created ? new Map(drawn.map((item) => [item.imageId, item])) : new Map<string, StudioImageItem>();
  if (!created && drawn.length > 0) {
    const { data } = await db()
      .entities.studioImage.get(drawn.map(({ imageId }) => ({ userId, imageId })))
      .go({ consistent: true });
    for (const item of data) existing.set(item.imageId, item);
  }
  let items = ids.map((id) => stored.get(id) ?? existing.get(id)!);
  if (body.itemId) {
    await attachImage(userId, body.itemId, ids[0]!);
    if (items[0]!.itemId !== body.itemId) items = [await setItem(userId, ids[0]!, body.itemId), ...items.slice(1)];
  }
  if (body.campaignId) items = await intoCampaign(items, body.campaignId);
  const views = await Promise.all(items.map(view));
  return { image: views[0]!, slides: views, created };
}

/** The images already in the gallery that are not in `campaignId` are moved into it, all in one transaction. */
async function intoCampaign(items: StudioImageItem[], campaignId: string): Promise<StudioImageItem[]> {
  const moving = items.filter((item) => item.campaignId !== campaignId);
  if (moving.length === 0) return items;
  const { studioImage } = db().entities;
  await transactWrite(
    Object.fromEntries(
      moving.map(({ userId, imageId, createdAt }, i) => [
        `image${i}`,
        { Update: studioImage.patch({ userId, imageId }).set({ campaignId }).composite({ createdAt }).params() },
      ]),
    ),
  );
  return items.map((item) => ({ ...item, campaignId }));
}

/**
 * Writes the drawn images' items and counts them in the library, all in one transaction.
 * Answers false when another request stored the same image first (nothing is counted twice).
 */
async function store(userId: string, items: StudioImageItem[], limited: boolean): Promise<boolean> {
  return withRetries(
    {
      attempts: 3,
      retryIf: (error: unknown) => error instanceof TransactionCanceled && !items.some((_, i) => isConditionFailed(error, `image${i}`)),
      exhausted: () => new Unavailable('Your library is busy with another change. Please try again.'),
    },
    async () => {
      try {
        await transactWrite({
          ...Object.fromEntries(items.map((item, i) => [`image${i}`, { Put: db().entities.studioImage.create(item).params() }])),
          counter: await LibrarySlots.libraryCounterAction(userId, {}, new Date(), items.length),
        });
        return true;
      } catch (error) {
        if (error instanceof TransactionCanceled && items.some((_, i) => isConditionFailed(error, `image${i}`))) return false;
        if (error instanceof TransactionCanceled && isConditionFailed(error, 'counter') && limited) throw new LimitReached(UPGRADE_MESSAGES.contentLibrary);
        throw error;
      }
    },
  );
}
