// LinkedIn's post statistics in the sandbox: a page's lifetime share statistics
// (`organizationalEntityShareStatistics`, q=organizationalEntity with shares=List(…) or
// ugcPosts=List(…)) and a member's own post analytics (`memberCreatorPostAnalytics`, the
// entity finder, one queryType a call, TOTAL aggregation), each behind the scope LinkedIn asks
// for, with its error bodies; the failure switches apply through `restCall`.
import { authorsOf, memberId, restCall } from './linkedin.ts';
import { metricsOf } from './metrics.ts';
import { json, type Ctx, type Reply, type Route, type SandboxPost } from './state.ts';

const denied = (resource: string) =>
  json(403, { status: 403, serviceErrorCode: 100, code: 'ACCESS_DENIED', message: `Not enough permissions to access: ${resource}` });
const notFound = (urn: string) => json(404, { status: 404, serviceErrorCode: 0, code: 'NOT_FOUND', message: `Entity ${urn} not found` });

/** `List(urn:li:share:1)` (decoded from the query string) → its URNs. */
const listOf = (value: string | null) =>
  /^List\((.*)\)$/
    .exec(value ?? '')?.[1]
    ?.split(',')
    .filter(Boolean) ?? [];

function shareStatistics(ctx: Ctx): Reply {
  const auth = restCall(ctx, 'organizationalEntity');
  if ('reply' in auth) return auth.reply;
  const grant = auth.record.grant;
  const organization = ctx.query.get('organizationalEntity') ?? '';
  const page = authorsOf(grant).find((a) => a.urn === organization && a.urn.startsWith('urn:li:organization:'));
  if (!page || !grant.scope.includes('rw_organization_admin')) return denied('organizationalEntityShareStatistics.FINDER-organizationalEntity');
  const urns = [...listOf(ctx.query.get('shares')), ...listOf(ctx.query.get('ugcPosts'))];
  // Without shares or ugcPosts LinkedIn sums the page's posts; Markk always names one.
  if (urns.length === 0) return json(400, { status: 400, message: 'shares or ugcPosts is required by the sandbox' });
  const posts: SandboxPost[] = [];
  for (const urn of urns) {
    const post = ctx.state.postOf('linkedin', urn);
    if (!post || post.accountId !== page.id) return notFound(urn);
    posts.push(post);
  }
  const elements = posts.map((post) => {
    const g = metricsOf(ctx.state, post);
    const engaged = g.clicks + g.reactions + g.comments + g.shares;
    return {
      organizationalEntity: organization,
      [post.remoteId.startsWith('urn:li:ugcPost:') ? 'ugcPost' : 'share']: post.remoteId,
      totalShareStatistics: {
        uniqueImpressionsCount: g.reach,
        shareCount: g.shares,
        engagement: g.impressions > 0 ? engaged / g.impressions : 0,
        clickCount: g.clicks,
        likeCount: g.reactions,
        impressionCount: g.impressions,
        commentCount: g.comments,
      },
    };
  });
  return json(200, { paging: { start: 0, count: 10, links: [] }, elements });
}

/** The member analytics' metric types and the counts behind them. */
const QUERY_TYPES = { IMPRESSION: 'impressions', MEMBERS_REACHED: 'reach', REACTION: 'reactions', COMMENT: 'comments', RESHARE: 'shares' } as const;

function memberAnalytics(ctx: Ctx): Reply {
  const auth = restCall(ctx, 'entity');
  if ('reply' in auth) return auth.reply;
  const grant = auth.record.grant;
  if (!grant.scope.includes('r_member_postAnalytics')) return denied('memberCreatorPostAnalytics.FINDER-entity');
  const entity = /^\((share|ugc):(.+)\)$/.exec(ctx.query.get('entity') ?? '');
  const queryType = ctx.query.get('queryType') as keyof typeof QUERY_TYPES | null;
  if (!entity || !queryType || !(queryType in QUERY_TYPES)) {
    return json(400, { status: 400, message: 'entity=(share:…) or (ugc:…) and a queryType of IMPRESSION, MEMBERS_REACHED, REACTION, COMMENT or RESHARE' });
  }
  if (ctx.query.get('aggregation') !== 'TOTAL') return json(400, { status: 400, message: 'The sandbox answers aggregation=TOTAL only' });
  const urn = entity[2]!;
  const post = ctx.state.postOf('linkedin', urn);
  // The finder reaches the authenticated member's own posts only.
  if (!post || post.accountId !== memberId(grant.accountName)) return notFound(urn);
  const g = metricsOf(ctx.state, post);
  return json(200, {
    paging: { start: 0, count: 10, links: [] },
    elements: [{ count: g[QUERY_TYPES[queryType]], metricType: queryType, targetEntity: { [entity[1] === 'ugc' ? 'ugcPost' : 'share']: urn } }],
  });
}

export const linkedinStatisticsRoutes: Route[] = [
  { hosts: ['api.linkedin.com'], method: 'GET', pattern: /^\/rest\/organizationalEntityShareStatistics$/, handle: shareStatistics },
  { hosts: ['api.linkedin.com'], method: 'GET', pattern: /^\/rest\/memberCreatorPostAnalytics$/, handle: memberAnalytics },
];
