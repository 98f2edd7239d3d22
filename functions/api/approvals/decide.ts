// POST /public/approvals/{token}/decisions — public: the client approves, requests changes or comments on one post.
import { apiRoute } from '#lib/http';
import { approvalEndpoints } from '#contracts/approvals';
import * as Client from '#domain/approvals/client';

export const handler = apiRoute(approvalEndpoints.decide, ({ params, body, event }) => Client.decide(params.token, event.requestContext.http.sourceIp, body));
