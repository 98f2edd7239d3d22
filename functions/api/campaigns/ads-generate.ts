// POST /campaigns/{campaignId}/ads — write the campaign's ad copy with the AI writer, replacing its current set (Premium); a retried click answers the same set.
import { adCopyEndpoints } from '#contracts/ad-copy';
import { generate } from '#domain/ad-copy/generate';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(adCopyEndpoints.generate, ({ caller, params, body }) => generate(caller.userId, params.campaignId, body.requestId));
