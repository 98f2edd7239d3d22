// Resources Vault: admin uploads (a presigned PUT, then HeadObject before the resource is created) and deletes.
import {
  ALLOWED_FILE_TYPES,
  RESOURCE_MESSAGES,
  UPLOAD_ID_PATTERN,
  extensionOf,
  type AllowedExtension,
  type ResourceView,
  type StartUploadResponse,
} from '#contracts/resources';
import { isConditionFailed } from '#data/conditions';
import { RESOURCE_SCOPES, type ResourceCategory } from '#data/entities/resource';
import { db } from '#data/service';
import { Invalid, NotFound, Unavailable } from '#lib/errors';
import { untilProcessed } from '#lib/retry';
import { CONTENT_CHECK_BYTES, contentMatches } from '#lib/file-content';
import { copyObject, deleteObject, headObject, presignPut, readObjectStart } from '#lib/storage';
import { randomUUID } from 'node:crypto';
import { UPLOAD_TTL_SECONDS, bucket, create, requireAdmin } from './catalogue.ts';
import { getItem, viewOf } from './list.ts';

export async function startUpload(userId: string, body: { fileName: string; contentType: string; size: number }): Promise<StartUploadResponse> {
  await requireAdmin(userId);
  if (!body.fileName) throw new Invalid(RESOURCE_MESSAGES.missing);
  const ext = extensionOf(body.fileName) as AllowedExtension;
  const contentType = ALLOWED_FILE_TYPES[ext];
  if (!contentType) throw new Invalid(RESOURCE_MESSAGES.badType);
  if (contentType !== body.contentType) throw new Invalid(RESOURCE_MESSAGES.typeMismatch);
  const uploadId = `${Date.now()}-${randomUUID()}.${ext}`;
  await db()
    .entities.resourceUpload.create({
      uploadId,
      uploadedBy: userId,
      fileName: body.fileName,
      contentType,
      size: body.size,
      expiresAt: Math.floor(Date.now() / 1000) + UPLOAD_TTL_SECONDS,
    })
    .go();
  const { uploadUrl, headers } = await presignPut(bucket(), `uploads/${uploadId}`, contentType, body.size);
  return { uploadId, uploadUrl, headers };
}

export interface CreateFromUpload {
  uploadId: string;
  title: string;
  description: string | null;
  category: ResourceCategory;
  tags: string[] | null;
  isFeatured: boolean;
}

/** A made resource's file: its own key, apart from uploads/ where the presigned PUT writes. */
export const fileKeyFor = (resourceId: string, ext: string) => `files/${resourceId}.${ext}`;

/** The resource an earlier call with this upload made, if any (a retried or doubled request). */
async function madeBefore(resourceId: string): Promise<{ resource: ResourceView } | null> {
  try {
    return { resource: viewOf(await getItem(resourceId), false) };
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

/**
 * Writes the resource once the stored object exists with the signed type and size and its first
 * bytes are of that type. The file is then copied to its own key and the upload deleted, so the
 * upload's URL, still valid for a few minutes, writes to nothing anyone reads.
 */
export async function createFromUpload(userId: string, body: CreateFromUpload): Promise<{ resource: ResourceView }> {
  await requireAdmin(userId);
  if (!body.title || !body.uploadId) throw new Invalid(RESOURCE_MESSAGES.missing);
  if (!UPLOAD_ID_PATTERN.test(body.uploadId)) throw new Invalid(RESOURCE_MESSAGES.uploadMissing);
  const { data: ticket } = await db().entities.resourceUpload.get({ uploadId: body.uploadId }).go();
  if (!ticket || ticket.uploadedBy !== userId) throw new Invalid(RESOURCE_MESSAGES.uploadMissing);
  const key = `uploads/${body.uploadId}`;
  const resourceId = body.uploadId.slice(14, 50);
  const head = await headObject(bucket(), key);
  if (!head) {
    const made = await madeBefore(resourceId);
    if (made) return made;
    throw new Invalid(RESOURCE_MESSAGES.uploadMissing);
  }
  const storedType = head.contentType?.split(';')[0]?.trim().toLowerCase();
  const refuse = async (message: string) => {
    await deleteObject(bucket(), key);
    await db().entities.resourceUpload.delete({ uploadId: body.uploadId }).go();
    return new Invalid(message);
  };
  if (storedType !== ticket.contentType || head.contentLength !== ticket.size) throw await refuse(RESOURCE_MESSAGES.uploadMismatch);
  const start = await readObjectStart(bucket(), key, CONTENT_CHECK_BYTES);
  if (!start || !(await contentMatches(ticket.contentType, start, ticket.size))) throw await refuse(RESOURCE_MESSAGES.contentMismatch);
  const fileKey = fileKeyFor(resourceId, extensionOf(ticket.fileName));
  await copyObject(bucket(), key, fileKey);
  try {
    const item = await create(userId, {
      resourceId,
      title: body.title,
      description: body.description,
      fileKey,
      fileName: ticket.fileName,
      fileSize: ticket.size,
      fileType: extensionOf(ticket.fileName),
      contentType: ticket.contentType,
      category: body.category,
      tags: body.tags,
      isFeatured: body.isFeatured,
    });
    await deleteObject(bucket(), key);
    await db().entities.resourceUpload.delete({ uploadId: body.uploadId }).go();
    return { resource: viewOf(item, false) };
  } catch (error) {
    // The same upload created twice (a retried request): answer the resource it made.
    if (isConditionFailed(error)) return { resource: viewOf(await getItem(resourceId), false) };
    throw error;
  }
}

/** Deletes the resource: both copies and every bookmark of it (batched), then the stored object. */
export async function remove(userId: string, resourceId: string): Promise<void> {
  await requireAdmin(userId);
  const item = await getItem(resourceId);
  const { data: marks } = await db()
    .entities.resourceBookmark.query.byResource({ resourceId })
    .go({ pages: 'all', attributes: ['userId', 'resourceId'] });
  // Cut short, the delete can be done again: the bookmarks go first, the resource after.
  const cutShort = () => new Unavailable('The resource could not be deleted completely just now. Please try again.');
  await untilProcessed(
    marks.map((m) => ({ userId: m.userId, resourceId })),
    (left) => db().entities.resourceBookmark.delete(left).go(),
    cutShort,
  );
  await untilProcessed(
    RESOURCE_SCOPES.map((scope) => ({ resourceId, scope })),
    (left) => db().entities.resource.delete(left).go(),
    cutShort,
  );
  if (item.fileKey) await deleteObject(bucket(), item.fileKey);
}
