// GET /studio/fonts — the brand's own fonts (headings, text), what each slot falls back to, and whether the plan draws them.
import { apiRoute } from '#lib/http';
import { studioFontEndpoints } from '#contracts/studio-fonts';
import * as Fonts from '#domain/studio/fonts';

export const handler = apiRoute(studioFontEndpoints.fonts, async ({ caller }) => Fonts.fontsOf(caller.userId));
