// The creative studio's gallery: the templates on offer, saved images (private storage,
// 5-minute links), their alt text, downloads and deletes. Drawing (previews and saving) is in
// render.ts, so the gallery's functions never load the renderer.
import { db } from '#data/service';
import { ownListCursor } from '#data/paging';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { studioImageKey, type StudioImageItem } from '#data/entities/studio-image';
import { config } from '#lib/config';
import { NotFound, Unavailable } from '#lib/errors';
import { deleteObject, presignGet } from '#lib/storage';
import { TEMPLATES } from '#lib/studio/catalog';
import { STUDIO_SIZES } from '#lib/studio/types';
import {
  STUDIO_SIZE_IDS,
  TEMPLATE_ID_LIST,
  type GalleryQuery,
  type GalleryResponse,
  type ParsedImageDesign,
  type StudioImageView,
  type TemplatesResponse,
} from '#contracts/studio';
import * as Entitlements from '../entitlements.ts';
import * as LibrarySlots from '../library-slots.ts';
import { detachImage } from './attach.ts';

const GALLERY_PAGE = 24;

export function bucket(): string {
  const { RESOURCES_BUCKET } = config();
  if (!RESOURCES_BUCKET) throw new Unavailable('Image storage is not set up on this installation.');
  return RESOURCES_BUCKET;
}

export async function templates(userId: string): Promise<TemplatesResponse> {
  const limits = await Entitlements.limitsOf(userId);
  return {
    templates: TEMPLATE_ID_LIST.map((id) => ({ ...TEMPLATES[id], fields: TEMPLATES[id].fields.map((f) => ({ ...f })) })),
    sizes: STUDIO_SIZE_IDS.map((id) => ({ id, label: STUDIO_SIZES[id].label, width: STUDIO_SIZES[id].width, height: STUDIO_SIZES[id].height })),
    watermark: limits.studioWatermark,
    premium: limits.studioPro,
  };
}

export const keyOf = studioImageKey;

export async function view(item: StudioImageItem): Promise<StudioImageView> {
  return {
    id: item.imageId,
    template: item.template as StudioImageView['template'],
    size: item.size as StudioImageView['size'],
    width: item.width,
    height: item.height,
    title: item.title,
    altText: item.altText,
    watermark: item.watermark,
    itemId: item.itemId ?? null,
    url: await presignGet(bucket(), item.pngKey, { fileName: `${item.imageId}.png`, disposition: 'inline', contentType: 'image/png' }),
    design: JSON.parse(item.design) as ParsedImageDesign,
    createdAt: item.createdAt,
  };
}

export async function find(userId: string, imageId: string): Promise<StudioImageItem> {
  const { data } = await db().entities.studioImage.get({ userId, imageId }).go({ consistent: true });
  if (!data) throw new NotFound('That image is not in your gallery.');
  return data;
}

export const get = async (userId: string, imageId: string): Promise<StudioImageView> => view(await find(userId, imageId));

export async function setItem(userId: string, imageId: string, itemId: string): Promise<StudioImageItem> {
  const { data } = await db().entities.studioImage.patch({ userId, imageId }).set({ itemId }).go({ response: 'all_new' });
  return data as StudioImageItem;
}

export async function gallery(userId: string, query: GalleryQuery): Promise<GalleryResponse> {
  const { studioImage } = db().entities;
  const start = query.cursor
    ? ownListCursor(query.cursor, { list: studioImage.query.byCreated({ userId }), item: (imageId) => studioImage.get({ userId, imageId }) })
    : null;
  const images = studioImage.query.byCreated({ userId });
  const page = await (query.itemId ? images.where((attr, { eq }) => eq(attr.itemId, query.itemId!)) : images).go({
    order: 'desc',
    limit: GALLERY_PAGE,
    ...(start ? { cursor: start } : {}),
  });
  const [limits, stats] = await Promise.all([Entitlements.limitsOf(userId), db().entities.userStats.get({ userId }).go()]);
  return {
    images: await Promise.all(page.data.map(view)),
    cursor: page.cursor,
    library: { used: Math.max(0, stats.data?.libraryAssets ?? 0), limit: limits.contentLibraryAssets },
  };
}

export async function updateAltText(userId: string, imageId: string, altText: string): Promise<StudioImageView> {
  await find(userId, imageId);
  const { data } = await db().entities.studioImage.patch({ userId, imageId }).set({ altText }).go({ response: 'all_new' });
  return view(data as StudioImageItem);
}

export async function download(userId: string, imageId: string, format: 'png' | 'jpeg'): Promise<{ url: string; fileName: string }> {
  const item = await find(userId, imageId);
  const ext = format === 'png' ? 'png' : 'jpg';
  const stem =
    item.title
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .toLowerCase() || 'markk-image';
  const fileName = `${stem}-${STUDIO_SIZES[item.size as keyof typeof STUDIO_SIZES].width}x${item.height}.${ext}`;
  const url = await presignGet(bucket(), format === 'png' ? item.pngKey : item.jpegKey, {
    fileName,
    disposition: 'attachment',
    contentType: format === 'png' ? 'image/png' : 'image/jpeg',
  });
  return { url, fileName };
}

/** Removes the image from the gallery and the library (its slot given back), its files, and its place on a post. */
export async function remove(userId: string, imageId: string): Promise<void> {
  const item = await find(userId, imageId);
  const { studioImage } = db().entities;
  const counter = await LibrarySlots.libraryReleaseAction(userId);
  try {
    await transactWrite({
      image: {
        Delete: studioImage
          .delete({ userId, imageId })
          .where((attr, { exists }) => exists(attr.imageId))
          .params(),
      },
      counter,
    });
  } catch (error) {
    if (error instanceof TransactionCanceled && isConditionFailed(error, 'image')) throw new NotFound('That image is not in your gallery.');
    throw error;
  }
  await Promise.all([
    deleteObject(bucket(), item.pngKey),
    deleteObject(bucket(), item.jpegKey),
    item.itemId ? detachImage(userId, item.itemId, imageId) : null,
  ]);
}
