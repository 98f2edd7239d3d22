// GET /studio/images — the caller's gallery (or one of their campaigns' images), newest first, 24 a page, with the library's use and limit.
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Images from '#domain/studio/images';

export const handler = apiRoute(studioEndpoints.gallery, async ({ caller, query }) => Images.gallery(caller.userId, query));
