// Resources Vault: downloads (a presigned GET, the count ADDed atomically), previews and bookmarks.
import { RESOURCE_MESSAGES } from '#contracts/resources';
import { isConditionFailed } from '#data/conditions';
import { downloadsKeyOf, type ResourceItem, type ResourceScope } from '#data/entities/resource';
import { db } from '#data/service';
import { Invalid, NotFound } from '#lib/errors';
import { presignGet } from '#lib/storage';
import { bucket } from './catalogue.ts';
import { getItem, viewOf } from './list.ts';

export async function countDownload(resourceId: string, scope: ResourceScope): Promise<number | null> {
  const resource = db().entities.resource;
  let after: ResourceItem;
  try {
    const { data } = await resource
      .update({ resourceId, scope })
      .add({ downloadCount: 1 })
      .where(({ resourceId: id }, { exists }) => exists(id))
      .go({ response: 'all_new' });
    after = data as ResourceItem;
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
  const count = after.downloadCount;
  try {
    await resource
      .patch({ resourceId, scope })
      .set({ downloadsKey: downloadsKeyOf(count) })
      .composite({ featuredRank: after.featuredRank, createdAt: after.createdAt })
      .where(({ downloadCount }, { eq }) => eq(downloadCount, count))
      .go({ response: 'none' });
  } catch (error) {
    // A later download changed the count: that one sets the key.
    if (!isConditionFailed(error)) throw error;
  }
  return count;
}

/** A short-lived download link; counts the download on both copies (atomic ADD). */
export async function download(resourceId: string): Promise<{ url: string }> {
  const item = await getItem(resourceId);
  const [counted] = await Promise.all([countDownload(resourceId, 'item'), countDownload(resourceId, 'all')]);
  if (counted === null) throw new NotFound(RESOURCE_MESSAGES.notFound);
  if (item.fileKey)
    return {
      url: await presignGet(bucket(), item.fileKey, { fileName: item.fileName ?? item.title, disposition: 'attachment', contentType: item.contentType }),
    };
  if (item.fileUrl) return { url: item.fileUrl };
  throw new NotFound(RESOURCE_MESSAGES.notFound);
}

/** A short-lived inline link for text, Markdown and PDF files (not counted as a download). */
export async function preview(resourceId: string): Promise<{ url: string; contentType: string }> {
  const item = await getItem(resourceId);
  const view = viewOf(item, false);
  if (!view.canPreview || !item.fileKey) throw new Invalid(RESOURCE_MESSAGES.noPreview);
  // Markdown and text open as plain text (never rendered as HTML by the browser).
  const contentType = view.fileType === 'pdf' ? 'application/pdf' : 'text/plain; charset=utf-8';
  return { url: await presignGet(bucket(), item.fileKey, { fileName: view.fileName, disposition: 'inline', contentType }), contentType };
}

/** Adds the bookmark, or removes it when the caller has it. */
/**
 * Sets or clears the caller's bookmark. Both are idempotent (a put of the same item, a delete of
 * one that may be gone), so any number of repeats or concurrent requests end as the last asked.
 */
export async function setBookmark(userId: string, resourceId: string, bookmarked: boolean): Promise<{ bookmarked: boolean }> {
  await getItem(resourceId);
  const bookmarks = db().entities.resourceBookmark;
  if (bookmarked) await bookmarks.put({ userId, resourceId }).go({ response: 'none' });
  else await bookmarks.delete({ userId, resourceId }).go({ response: 'none' });
  return { bookmarked };
}
