// GET /studio/images/{imageId} — one image of the caller's gallery, with its design to open it again.
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Images from '#domain/studio/images';

export const handler = apiRoute(studioEndpoints.get, async ({ caller, params }) => ({ image: await Images.get(caller.userId, params.imageId) }));
