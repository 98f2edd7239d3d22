// GET /campaigns — the owner's campaigns, newest first (any plan: reading stays open).
import { campaignEndpoints } from '#contracts/campaigns';
import * as Campaigns from '#domain/campaigns';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(campaignEndpoints.list, ({ caller, query }) => Campaigns.list(caller.userId, query));
