// GET /campaigns/{campaignId} — one of the owner's campaigns.
import { campaignEndpoints } from '#contracts/campaigns';
import * as Campaigns from '#domain/campaigns';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(campaignEndpoints.get, ({ caller, params }) => Campaigns.get(caller.userId, params.campaignId));
