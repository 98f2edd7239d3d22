// PUT /campaigns/{campaignId}/ads — save the owner's edit of the ad copy, every field within its limit (Premium).
import { adCopyEndpoints } from '#contracts/ad-copy';
import { update } from '#domain/ad-copy/edit';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(adCopyEndpoints.update, ({ caller, params, body }) => update(caller.userId, params.campaignId, body));
