// GET /campaigns/{campaignId}/ads/export — the ad copy as a CSV for Google Ads Editor (any plan).
import { adCopyEndpoints } from '#contracts/ad-copy';
import { exportCsv } from '#domain/ad-copy/export';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(adCopyEndpoints.exportCsv, ({ caller, params }) => exportCsv(caller.userId, params.campaignId));
