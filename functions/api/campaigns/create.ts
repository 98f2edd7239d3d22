// POST /campaigns — a new campaign (Premium); a double click makes one.
import { campaignEndpoints } from '#contracts/campaigns';
import * as Campaigns from '#domain/campaigns';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(campaignEndpoints.create, ({ caller, body }) => Campaigns.create(caller.userId, body));
