// GET /campaigns/{campaignId}/ads — the campaign's current ad copy (any plan: reading stays open).
import { adCopyEndpoints } from '#contracts/ad-copy';
import { get } from '#domain/ad-copy/read';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(adCopyEndpoints.get, ({ caller, params }) => get(caller.userId, params.campaignId));
