// The community's routes (spec 02 §2.2): the feed (/community is the General channel), one
// channel, one post, and the moderators' review queue. Each survives a reload.
import { defineRoute } from '../../app/routing/app-route.ts';
import { COMMUNITY_PATHS, ROUTE_PATHS } from '../../app/routing/route-paths.ts';

export const communityRoute = defineRoute({
  path: ROUTE_PATHS.community,
  title: 'Community',
  nav: { text: 'Community', icon: 'group' },
});

export const communityChannelRoute = defineRoute({
  path: COMMUNITY_PATHS.channel,
  title: 'Community',
});

export const communityPostRoute = defineRoute({
  path: COMMUNITY_PATHS.post,
  title: 'Post',
});

export const communityModerationRoute = defineRoute({
  path: COMMUNITY_PATHS.moderation,
  title: 'Moderation',
});
