// GET /community/viewer — the caller's community role and whether their plan lets them write.
import { apiRoute } from '#lib/http';
import { communityEndpoints } from '#contracts/community';
import * as Community from '#domain/community';

export const handler = apiRoute(communityEndpoints.viewer, async ({ caller }) => Community.viewer(caller.userId));
