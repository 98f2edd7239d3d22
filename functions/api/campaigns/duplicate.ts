// POST /campaigns/{campaignId}/duplicate — a copy named "Copy of …" (Premium); a double click makes one.
import { campaignEndpoints } from '#contracts/campaigns';
import * as Campaigns from '#domain/campaigns';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(campaignEndpoints.duplicate, ({ caller, params, body }) =>
  Campaigns.duplicate(caller.userId, params.campaignId, body.requestId),
);
