// POST /studio/fonts/uploads — signs the browser's upload of a brand font file (up to 5 MB; Premium), checked by its bytes when set.
import { apiRoute } from '#lib/http';
import { studioFontEndpoints } from '#contracts/studio-fonts';
import * as Fonts from '#domain/studio/fonts';

export const handler = apiRoute(studioFontEndpoints.uploadFont, async ({ caller, body }) => Fonts.createFontUpload(caller.userId, body));
