// The creative studio's gallery: the templates on offer, saved images (private storage,
// 5-minute links), their alt text and campaign, downloads and deletes. Drawing (previews and saving) is in
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
  type UpdateImageBody,
} from '#contracts/studio';
import type * as z from 'zod';
import { ownCampaign } from '../campaign-owned.ts';
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
    campaignId: item.campaignId || null,
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

/** The owner's images newest first: every one (gsi1), or one campaign's (gsi2, sparse: only images in a campaign are in it). */
function listOf(userId: string, campaignId: string | undefined) {
  const { studioImage } = db().entities;
  return campaignId
    ? { list: studioImage.query.byCampaign({ userId, campaignId }), index: 'gsi2' as const }
    : { list: studioImage.query.byCreated({ userId }), index: 'gsi1' as const };
}

export async function gallery(userId: string, query: z.output<typeof GalleryQuery>): Promise<GalleryResponse> {
  const { studioImage } = db().entities;
  const { list, index } = listOf(userId, query.campaignId);
  const start = query.cursor ? ownListCursor(query.cursor, { list, index, item: (imageId) => studioImage.get({ userId, imageId }) }) : null;
  const page = await (query.itemId ? list.where((attr, { eq }) => eq(attr.itemId, query.itemId!)) : list).go({
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

/** Edits an image's alt text and puts it in one of the owner's campaigns (or, with null, takes it out of its campaign). */
export async function update(userId: string, imageId: string, changes: z.output<typeof UpdateImageBody>): Promise<StudioImageView> {
  const [item] = await Promise.all([find(userId, imageId), changes.campaignId ? ownCampaign(userId, changes.campaignId) : null]);
  const set = {
    ...(changes.altText === undefined ? {} : { altText: changes.altText }),
    // '' takes the image out of its campaign and out of the campaign's index.
    ...(changes.campaignId === undefined ? {} : { campaignId: changes.campaignId ?? '' }),
  };
  if (Object.keys(set).length === 0) return view(item);
  const { data } = await db().entities.studioImage.patch({ userId, imageId }).set(set).composite({ createdAt: item.createdAt }).go({ response: 'all_new' });
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
