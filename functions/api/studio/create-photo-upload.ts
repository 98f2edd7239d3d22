// POST /studio/photos — signs the browser's upload of a photo (JPEG or PNG, up to 10 MB) for the product and before/after templates.
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Photos from '#domain/studio/photos';

export const handler = apiRoute(studioEndpoints.uploadPhoto, async ({ caller, body }) => Photos.createPhotoUpload(caller.userId, body));
