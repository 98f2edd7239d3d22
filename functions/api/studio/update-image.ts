// PATCH /studio/images/{imageId} — edits an image's alt text, or puts it in (or takes it out of) one of the owner's campaigns.
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Images from '#domain/studio/images';

export const handler = apiRoute(studioEndpoints.update, async ({ caller, params, body }) => ({
  image: await Images.update(caller.userId, params.imageId, body),
}));
