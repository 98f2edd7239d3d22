// GET /campaigns/{campaignId}/progress — the campaign's posts by day and their results (any plan: reading stays open).
import { campaignProgressEndpoints } from '#contracts/campaign-progress';
import * as Progress from '#domain/campaign-progress';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(campaignProgressEndpoints.progress, ({ caller, params }) => Progress.progress(caller.userId, params.campaignId));
