// GET /campaigns — the owner's campaigns, newest first (any plan: reading stays open).
import { campaignEndpoints } from '#contracts/campaigns';
import * as Campaigns from '#domain/campaigns';
import { publicApiRoute } from '#lib/public-api';

export const handler = publicApiRoute(campaignEndpoints.list, ({ caller, query }) => Campaigns.list(caller.userId, query));
