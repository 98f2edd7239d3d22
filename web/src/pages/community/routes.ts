// The community's routes (spec 02 §2.2): the feed (/community is the General channel), one
// channel, one post, and the moderators' review queue. Each survives a reload.
import { lazy } from 'react';
import { defineRoute } from '../../app/routing/app-route.ts';
import { COMMUNITY_PATHS, ROUTE_PATHS } from '../../app/routing/route-paths.ts';

const feed = lazy(() => import('./CommunityPage.tsx'));

export const communityRoute = defineRoute({
  path: ROUTE_PATHS.community,
  title: 'Community',
  nav: { text: 'Community', icon: 'group' },
  page: feed,
});

export const communityChannelRoute = defineRoute({
  path: COMMUNITY_PATHS.channel,
  title: 'Community',
  page: feed,
});

export const communityPostRoute = defineRoute({
  path: COMMUNITY_PATHS.post,
  title: 'Post',
  page: lazy(() => import('./post/PostPage.tsx')),
});

export const communityModerationRoute = defineRoute({
  path: COMMUNITY_PATHS.moderation,
  title: 'Moderation',
  page: lazy(() => import('./ModerationPage.tsx')),
});
