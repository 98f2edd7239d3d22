// POST /studio/preview — renders a design in the brand kit as a PNG for the live preview; nothing is stored.
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Render from '#domain/studio/render';

export const handler = apiRoute(studioEndpoints.preview, async ({ caller, body }) => Render.preview(caller.userId, body));
