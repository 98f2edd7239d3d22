// Photos for the studio's product and before/after templates: the browser uploads each straight
// to the private bucket with a presigned PUT (type and size checked before signing); the bytes
// are checked when a design draws them (render.ts).
import { randomBytes } from 'node:crypto';
import { studioPhotoKey } from '#data/entities/studio-image';
import { presignPut } from '#lib/storage';
import type { PhotoUploadBody, PhotoUploadResponse } from '#contracts/studio';
import { bucket } from './images.ts';

/** A presigned PUT for a new photo of the caller's (`studio/{userId}/photos/{photoId}`), type and size checked first. */
export async function createPhotoUpload(userId: string, body: PhotoUploadBody): Promise<PhotoUploadResponse> {
  const photoId = randomBytes(16).toString('hex');
  const { uploadUrl, headers } = await presignPut(bucket(), studioPhotoKey(userId, photoId), body.contentType, body.size);
  return { photoId, uploadUrl, headers };
}
