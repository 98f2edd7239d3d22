// PATCH /campaigns/{campaignId} — edit, archive or restore a campaign (Premium).
import { campaignEndpoints } from '#contracts/campaigns';
import * as Campaigns from '#domain/campaigns';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(campaignEndpoints.update, ({ caller, params, body }) => Campaigns.update(caller.userId, params.campaignId, body));
