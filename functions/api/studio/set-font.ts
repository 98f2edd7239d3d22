// PUT /studio/fonts — makes an uploaded file the font for headings or text, once its bytes say it is a TTF, OTF or WOFF that draws (Premium).
import { apiRoute } from '#lib/http';
import { studioFontEndpoints } from '#contracts/studio-fonts';
import * as FontFiles from '#domain/studio/font-files';

export const handler = apiRoute(studioFontEndpoints.setFont, async ({ caller, body }) => FontFiles.setFont(caller.userId, body));
