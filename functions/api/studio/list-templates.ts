// GET /studio/templates — the studio's templates and sizes, and what the caller's plan draws (the watermark, the Premium templates).
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import * as Images from '#domain/studio/images';

export const handler = apiRoute(studioEndpoints.templates, async ({ caller }) => Images.templates(caller.userId));
