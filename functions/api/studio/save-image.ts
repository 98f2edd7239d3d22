// POST /studio/images — saves a design as an image in the gallery (one per design: a retry finds the same image).
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Save from '#domain/studio/save';

export const handler = apiRoute(studioEndpoints.save, async ({ caller, body }) => Save.save(caller.userId, body));
