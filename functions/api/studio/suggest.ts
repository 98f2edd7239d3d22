// POST /studio/suggest — "Create image" on a post: the template that fits it, its hook as the headline, and alt text.
import { apiRoute } from '#lib/http';
import { studioEndpoints } from '#contracts/studio';
import { suggest } from '#domain/studio/suggest';

export const handler = apiRoute(studioEndpoints.suggest, async ({ caller, body }) => suggest(caller.userId, body.itemId));
