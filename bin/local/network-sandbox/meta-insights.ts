// Meta's insights in the sandbox: `GET /{ig-media-id}/insights` and `GET /{page-post-id}/insights`
// with the metrics each documents now (views rather than impressions), in Graph's answer shape
// (`{ data: [{ name, period, values: [{ value }], title, description, id }] }`), and Graph's
// errors for a metric it does not know, a missing permission, a user token where a Page token
// is needed, and an unknown object. The failure switches apply through `authenticate`.
import { authenticate, graphError, instagramOf, notFound } from './meta.ts';
import { hoursSince, metricsOf, partAt, type GrownMetrics } from './metrics.ts';
import { json, type Ctx, type Reply, type Route, type SandboxPost } from './state.ts';

const V = '/v\\d+\\.\\d+';

type Metric = { title: string; description: string; value: (grown: GrownMetrics, post: SandboxPost, hours: number) => unknown };

/** Instagram media insights for an image post (Instagram API with Facebook Login). */
const INSTAGRAM: Record<string, Metric> = {
  views: { title: 'Views', description: 'The number of times your content was played or displayed.', value: (g) => g.impressions },
  reach: { title: 'Accounts reached', description: 'The number of unique accounts that have seen your content, at least once.', value: (g) => g.reach },
  likes: { title: 'Likes', description: 'The number of likes on your post.', value: (g) => g.reactions },
  comments: { title: 'Comments', description: 'The number of comments on your post.', value: (g) => g.comments },
  shares: { title: 'Shares', description: 'The number of shares of your post.', value: (g) => g.shares },
  saved: { title: 'Saves', description: 'The number of saves of your post.', value: (g) => g.saves },
  total_interactions: {
    title: 'Interactions',
    description: 'The number of likes, saves, comments and shares on your post, minus unlikes, unsaves and deleted comments.',
    value: (g) => g.reactions + g.saves + g.comments + g.shares,
  },
};

/** Page post insights, lifetime. */
const FACEBOOK: Record<string, Metric> = {
  post_media_view: { title: 'Lifetime Post Views', description: 'The number of times your post was on screen.', value: (g) => g.impressions },
  post_total_media_view_unique: {
    title: 'Lifetime Post Viewers',
    description: 'The number of people who saw your post at least once.',
    value: (g) => g.reach,
  },
  post_clicks: {
    title: 'Lifetime Post Clicks',
    description: 'The number of times people clicked anywhere in your post without generating a story.',
    value: (g) => g.clicks,
  },
  post_reactions_by_type_total: {
    title: 'Lifetime Total post Reactions by Type.',
    description: 'Total post reactions by type.',
    // Likes are most of them; a type nobody used is left out, as Graph leaves it out.
    value: (g, post, hours) =>
      Object.fromEntries(
        Object.entries({
          like: g.reactions,
          love: partAt(post.remoteId, 'love', hours, 0, 0.012),
          haha: partAt(post.remoteId, 'haha', hours, 0, 0.004),
          wow: partAt(post.remoteId, 'wow', hours, 0, 0.004),
        }).filter(([, n]) => n > 0),
      ),
  },
};

function insightsAnswer(ctx: Ctx, post: SandboxPost, offered: Record<string, Metric>): Reply {
  const asked = (ctx.query.get('metric') ?? '').split(',').filter(Boolean);
  if (asked.length === 0) {
    return graphError(400, 100, 'No metric was specified to be fetched. Please specify one or more metrics to be fetched and try again.', {
      error_subcode: 1504028,
    });
  }
  const unknown = asked.find((name) => !offered[name]);
  if (unknown) return graphError(400, 100, `(#100) The value must be a valid insights metric: ${unknown}`, { error_subcode: 2108006 });
  const grown = metricsOf(ctx.state, post);
  const hours = hoursSince(ctx.state, post);
  return json(200, {
    data: asked.map((name) => ({
      name,
      period: 'lifetime',
      values: [{ value: offered[name]!.value(grown, post, hours) }],
      title: offered[name]!.title,
      description: offered[name]!.description,
      id: `${post.remoteId}/insights/${name}/lifetime`,
    })),
    paging: { previous: '', next: '' },
  });
}

const noPermission = () => graphError(403, 10, '(#10) Application does not have permission for this action');

function insights(ctx: Ctx, id: string): Reply {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const { grant, pageId } = auth.record;
  if (grant.network === 'instagram') {
    const post = ctx.state.postOf('instagram', id);
    if (!post || !instagramOf(grant, post.accountId)) return notFound(id);
    if (!grant.scope.includes('instagram_manage_insights')) return noPermission();
    return insightsAnswer(ctx, post, INSTAGRAM);
  }
  const post = ctx.state.postOf('facebook', id);
  if (!post) return notFound(id);
  // Page insights take the Page's own token, from a person who may analyse the Page.
  if (!pageId) return graphError(400, 190, 'This method must be called with a Page Access Token');
  if (pageId !== post.accountId) return notFound(id);
  if (!grant.scope.includes('read_insights')) return noPermission();
  return insightsAnswer(ctx, post, FACEBOOK);
}

export const metaInsightRoutes: Route[] = [
  { hosts: ['graph.facebook.com'], method: 'GET', pattern: new RegExp(`^${V}/([\\d_]+)/insights$`), handle: (ctx, m) => insights(ctx, m[1]!) },
];
