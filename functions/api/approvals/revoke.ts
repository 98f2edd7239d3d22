// POST /approvals/{approvalId}/revoke — closes the link: the client can no longer open it or decide.
import { apiRoute } from '#lib/http';
import { approvalEndpoints } from '#contracts/approvals';
import * as Approvals from '#domain/approvals/requests';

export const handler = apiRoute(approvalEndpoints.revoke, ({ caller, params }) => Approvals.revoke(caller.userId, params.approvalId));
