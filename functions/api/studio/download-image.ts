// GET /studio/images/{imageId}/download?format=png|jpeg — a 5-minute link that saves the image under a readable name.
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Images from '#domain/studio/images';

export const handler = apiRoute(studioEndpoints.download, async ({ caller, params, query }) => Images.download(caller.userId, params.imageId, query.format));
