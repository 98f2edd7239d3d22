// GET /analytics/posts/{postId} (Premium): one post's results per account and its first 30 days.
import { analyticsOverviewEndpoints } from '#contracts/analytics-overview';
import { postDetail } from '#domain/analytics/breakdowns';
import { apiRoute } from '#lib/http';

export const handler = apiRoute(analyticsOverviewEndpoints.post, ({ caller, params }) => postDetail(caller.userId, params.postId));
