// GET /public/approvals/{token} — public: the posts the link grants, as they will go out (rate-limited per IP).
import { apiRoute } from '#lib/http';
import { approvalEndpoints } from '#contracts/approvals';
import * as Client from '#domain/approvals/client';

export const handler = apiRoute(approvalEndpoints.getPublic, ({ params, event }) => Client.view(params.token, event.requestContext.http.sourceIp));
