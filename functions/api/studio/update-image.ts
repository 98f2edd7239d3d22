// PATCH /studio/images/{imageId} — edits an image's alt text.
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Images from '#domain/studio/images';

export const handler = apiRoute(studioEndpoints.update, async ({ caller, params, body }) => ({
  image: await Images.updateAltText(caller.userId, params.imageId, body.altText),
}));
