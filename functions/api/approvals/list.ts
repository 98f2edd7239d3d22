// GET /approvals — the owner's approval requests, newest first, with each decision (withdrawn when the post changed since).
import { apiRoute } from '#lib/http';
import { approvalEndpoints } from '#contracts/approvals';
import * as Approvals from '#domain/approvals/requests';

export const handler = apiRoute(approvalEndpoints.list, async ({ caller }) => ({ approvals: await Approvals.list(caller.userId) }));
