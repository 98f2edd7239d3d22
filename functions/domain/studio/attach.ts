// A studio image on a post: the content item keeps the id of the image made for it, so the
// post's page, the content list and the Schedule dialog show it and publishing sends it.
import { db } from '#data/service';
import type { ContentItemItem } from '#data/entities/content-item';
import { isConditionFailed } from '#data/conditions';
import { Invalid, NotFound } from '#lib/errors';

async function findItem(userId: string, itemId: string): Promise<ContentItemItem> {
  const { data } = await db().entities.contentItem.query.byId({ userId, itemId }).go({ limit: 1 });
  const item = data[0];
  if (!item) throw new NotFound('Content not found.');
  return item;
}

/** Puts `imageId` on the caller's post `itemId`; with null, only checks the post exists and takes images. */
export async function attachImage(userId: string, itemId: string, imageId: string | null): Promise<void> {
  const item = await findItem(userId, itemId);
  if (item.type !== 'post') throw new Invalid('Images go on posts: choose a post, not a newsletter, blog post or document.');
  if (imageId === null || item.imageId === imageId) return;
  await db().entities.contentItem.patch({ userId, createdAt: item.createdAt, itemId }).set({ imageId }).go();
}

/** Takes `imageId` off the post if it is still the post's image (the image was deleted). */
export async function detachImage(userId: string, itemId: string, imageId: string): Promise<void> {
  const { data } = await db().entities.contentItem.query.byId({ userId, itemId }).go({ limit: 1 });
  const item = data[0];
  if (!item || item.imageId !== imageId) return;
  await db()
    .entities.contentItem.patch({ userId, createdAt: item.createdAt, itemId })
    .remove(['imageId'])
    .where((attr, { eq }) => eq(attr.imageId, imageId))
    .go()
    .catch((error: unknown) => {
      // Another image was put on the post meanwhile: that one stays.
      if (!isConditionFailed(error)) throw error;
    });
}
