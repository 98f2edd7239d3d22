// DELETE /studio/images/{imageId} — removes the image from the gallery, the library count and its post.
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Images from '#domain/studio/images';

export const handler = apiRoute(studioEndpoints.remove, async ({ caller, params }) => {
  await Images.remove(caller.userId, params.imageId);
});
