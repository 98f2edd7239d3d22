// DELETE /community/moderation/reports/{reportId} — moderators and admins dismiss a report.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.dismissReport, async ({ caller, params }) => Community.dismissReport(caller.userId, params.reportId));
