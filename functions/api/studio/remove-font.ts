// DELETE /studio/fonts?slot=heading|body — takes the brand font off headings or text (the tone's font draws again) and deletes its file.
import { apiRoute } from '#lib/http';
import { studioFontEndpoints } from '#contracts/studio-fonts';
import * as Fonts from '#domain/studio/fonts';

export const handler = apiRoute(studioFontEndpoints.removeFont, async ({ caller, query }) => Fonts.removeFont(caller.userId, query.slot));
