// POST /approvals — send scheduled posts to a client for approval: one request per click, the link e-mailed.
import { apiRoute } from '#lib/http';
import { appUrl } from '#lib/app-url';
import { approvalEndpoints } from '#contracts/approvals';
import * as Approvals from '#domain/approvals/requests';

export const handler = apiRoute(approvalEndpoints.create, async ({ caller, body }) => Approvals.create(caller.userId, body, await appUrl()));
