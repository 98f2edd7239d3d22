// POST /studio/images — saves a design as an image in the gallery (one per design: a retry finds the same image).
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Render from '#domain/studio/render';

export const handler = apiRoute(studioEndpoints.save, async ({ caller, body }) => Render.save(caller.userId, body));
