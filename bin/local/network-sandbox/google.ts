// Google in the sandbox: the OAuth 2.0 consent and token endpoints (PKCE, offline access),
// revoke, the Account Management and Business Information lists, and the v4 local posts of a
// location with their insights report, with Google's error object
// (`{ error: { code, message, status, details } }`).
import { metricsOf } from './metrics.ts';
import { authorize, redeem, revokeToken, useRefreshToken } from './oauth.ts';
import { authBearer, fetchImage, formOf, json, jsonOf, stableDigits, type Ctx, type ErrorShapes, type Grant, type Reply, type Route } from './state.ts';

function googleError(code: number, status: string, message: string, details?: unknown[]): Reply {
  return json(code, { error: { code, message, status, ...(details ? { details } : {}) } });
}

function validation(field: string, message: string): Reply {
  return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.', [
    { '@type': 'type.googleapis.com/google.mybusiness.v4.ValidationError', errorDetails: [{ code: 3, field, message }] },
  ]);
}

const shapes: ErrorShapes = {
  expired: () =>
    googleError(
      401,
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    ),
  revoked: () => googleError(403, 'PERMISSION_DENIED', 'The caller does not have permission'),
  rateLimited: () =>
    googleError(
      429,
      'RESOURCE_EXHAUSTED',
      "Quota exceeded for quota metric 'Requests' and limit 'Requests per minute' of service 'mybusiness.googleapis.com'.",
    ),
  server: () => googleError(500, 'INTERNAL', 'Internal error encountered.'),
};

function identity(name: string) {
  return {
    account: `accounts/${stableDigits(`google-account:${name}`, 21)}`,
    location: `locations/${stableDigits(`google-location:${name}`, 19)}`,
    title: name,
  };
}

function token(ctx: Ctx): Reply {
  const f = formOf(ctx);
  if (f.get('grant_type') === 'refresh_token') {
    if (!ctx.state.clientSecretMatches(f.get('client_id'), f.get('client_secret')))
      return json(401, { error: 'invalid_client', error_description: 'Unauthorized' });
    const used = useRefreshToken(ctx.state, f.get('refresh_token'), 'google');
    if (!used.ok)
      return json(400, { error: 'invalid_grant', error_description: used.why === 'revoked' ? 'Token has been expired or revoked.' : 'Bad Request' });
    const issued = ctx.state.issue(used.grant, { prefix: 'ya29.' });
    return json(200, { access_token: issued.accessToken, expires_in: issued.expiresIn, scope: used.grant.scope.join(' '), token_type: 'Bearer' });
  }
  const redeemed = redeem(ctx.state, {
    code: f.get('code'),
    clientId: f.get('client_id'),
    clientSecret: f.get('client_secret'),
    redirectUri: f.get('redirect_uri'),
    codeVerifier: f.get('code_verifier'),
  });
  if (!redeemed.ok) {
    if (redeemed.error === 'invalid_client') return json(401, { error: 'invalid_client', error_description: 'Unauthorized' });
    if (redeemed.error === 'redirect_mismatch') return json(400, { error: 'redirect_uri_mismatch', error_description: 'Bad Request' });
    return json(400, { error: 'invalid_grant', error_description: redeemed.error === 'pkce' ? 'Invalid code verifier.' : 'Bad Request' });
  }
  const issued = ctx.state.issue(redeemed.grant, { prefix: 'ya29.', refresh: true });
  return json(200, {
    access_token: issued.accessToken,
    expires_in: issued.expiresIn,
    refresh_token: issued.refreshToken,
    scope: redeemed.grant.scope.join(' '),
    token_type: 'Bearer',
  });
}

function accounts(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'google', shapes);
  if ('reply' in auth) return auth.reply;
  const id = identity(auth.record.grant.accountName);
  return json(200, {
    accounts: [{ name: id.account, accountName: id.title, type: 'LOCATION_GROUP', verificationState: 'VERIFIED', vettedState: 'NOT_VETTED' }],
  });
}

/** The business's locations: the one named on the consent screen and any more it listed, all under its account. */
const locationsOf = (grant: Grant) => [grant.accountName, ...grant.moreAccounts].map(identity);

function locations(ctx: Ctx, account: string): Reply {
  const auth = authBearer(ctx, 'google', shapes);
  if ('reply' in auth) return auth.reply;
  if (!ctx.query.get('readMask')) return googleError(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.');
  if (identity(auth.record.grant.accountName).account !== `accounts/${account}`) return shapes.revoked();
  return json(200, {
    locations: locationsOf(auth.record.grant).map((id) => ({
      name: id.location,
      title: id.title,
      metadata: { canHaveBusinessCalls: false, hasVoiceOfMerchant: true },
    })),
  });
}

function owns(ctx: Ctx, account: string, location: string): { reply: Reply } | { name: string; title: string; locationId: string } {
  const auth = authBearer(ctx, 'google', shapes);
  if ('reply' in auth) return auth;
  const owner = identity(auth.record.grant.accountName).account;
  const id = locationsOf(auth.record.grant).find((l) => l.location === `locations/${location}`);
  if (owner !== `accounts/${account}` || !id) return { reply: shapes.revoked() };
  return { name: `${owner}/${id.location}`, title: id.title, locationId: location };
}

async function createPost(ctx: Ctx, account: string, location: string): Promise<Reply> {
  const owner = owns(ctx, account, location);
  if ('reply' in owner) return owner.reply;
  const body = jsonOf(ctx);
  const summary = typeof body.summary === 'string' ? body.summary : '';
  if (!body.topicType) return validation('topic_type', 'Topic type is required.');
  if ([...summary].length > 1500) return validation('summary', 'Summary is too long (1,500 characters at most).');
  const media = Array.isArray(body.media) ? (body.media as Record<string, unknown>[]) : [];
  let image: { bytes: number; contentType: string } | null = null;
  const sourceUrl = media[0] ? String(media[0].sourceUrl ?? '') : undefined;
  if (sourceUrl !== undefined) {
    image = await fetchImage(ctx.state, 'google', sourceUrl);
    if (!image) return validation('media.source_url', 'Fetching image failed.');
  }
  const postId = stableDigits(ctx.state.nextId(), 19);
  const name = `${owner.name}/localPosts/${postId}`;
  const stored = ctx.state.record(
    {
      network: 'google',
      accountId: owner.locationId,
      accountName: owner.title,
      remoteId: name,
      caption: summary,
      ...(image ? { imageUrl: sourceUrl, image } : {}),
      path: `/local.google.com/p/${postId}`,
      extra: { topicType: body.topicType, languageCode: body.languageCode ?? 'en' },
    },
    ctx.base,
  );
  return json(200, localPost(stored));
}

function localPost(p: ReturnType<typeof ctxPosts>[number]) {
  return {
    name: p.remoteId,
    languageCode: p.extra?.languageCode ?? 'en',
    summary: p.caption,
    state: 'LIVE',
    updateTime: p.createdAt,
    createTime: p.createdAt,
    searchUrl: p.url,
    topicType: p.extra?.topicType ?? 'STANDARD',
    ...(p.imageUrl ? { media: [{ name: `${p.remoteId}/media/1`, mediaFormat: 'PHOTO', sourceUrl: p.imageUrl, googleUrl: p.imageUrl }] } : {}),
  };
}

const ctxPosts = (ctx: Ctx, locationId: string) => ctx.state.postsOf('google', locationId);

function listPosts(ctx: Ctx, account: string, location: string): Reply {
  const owner = owns(ctx, account, location);
  if ('reply' in owner) return owner.reply;
  const size = Math.min(Number(ctx.query.get('pageSize') ?? 20) || 20, 100);
  return json(200, { localPosts: ctxPosts(ctx, owner.locationId).slice(0, size).map(localPost) });
}

/** The local post metrics the sandbox reports, and the count behind each. */
const POST_METRICS = { LOCAL_POST_VIEWS_SEARCH: 'impressions', LOCAL_POST_ACTIONS_CALL_TO_ACTION: 'clicks' } as const;

/** localPosts.reportInsights: each named post's metrics, as AGGREGATED_TOTAL values over the range asked. */
function reportInsights(ctx: Ctx, account: string, location: string): Reply {
  const owner = owns(ctx, account, location);
  if ('reply' in owner) return owner.reply;
  const body = jsonOf(ctx);
  const names = Array.isArray(body.localPostNames) ? body.localPostNames.map(String) : [];
  const basic = (body.basicRequest ?? {}) as Record<string, unknown>;
  const requests = Array.isArray(basic.metricRequests) ? (basic.metricRequests as Record<string, unknown>[]) : [];
  const range = (basic.timeRange ?? {}) as Record<string, unknown>;
  if (names.length === 0) return validation('local_post_names', 'At least one local post name is required.');
  const metrics = requests.map((r) => String(r.metric));
  if (metrics.length === 0 || metrics.some((m) => !(m in POST_METRICS)))
    return validation('basic_request.metric_requests', 'Metric is not supported for local posts.');
  const start = Date.parse(String(range.startTime ?? ''));
  const end = Date.parse(String(range.endTime ?? ''));
  if (!(start < end) || end - start > 548 * 86_400_000) return validation('basic_request.time_range', 'Time range must be valid and at most 18 months.');
  const posts = names.map((name) => ctx.state.postOf('google', name));
  const missing = names.find((name, i) => posts[i]?.accountId !== owner.locationId);
  if (missing) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
  const timeRange = { startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString() };
  return json(200, {
    name: owner.name,
    localPostMetrics: posts.map((post) => {
      const grown = metricsOf(ctx.state, post!);
      return {
        localPostName: post!.remoteId,
        metricValues: metrics.map((metric) => ({
          metric,
          // int64 values: Google's JSON writes them as strings.
          totalValue: {
            metricOption: 'AGGREGATED_TOTAL',
            timeDimension: { timeRange },
            value: String(grown[POST_METRICS[metric as keyof typeof POST_METRICS]]),
          },
        })),
      };
    }),
    timeZone: 'Europe/London',
  });
}

const dialog = { network: () => 'google' as const, clientParam: 'client_id' as const, scopeSeparator: ' ' as const, pkce: 'optional' as const };
const posts = /^\/v4\/accounts\/(\d+)\/locations\/(\d+)\/localPosts$/;

export const googleRoutes: Route[] = [
  { hosts: ['accounts.google.com'], method: 'GET', pattern: /^\/o\/oauth2\/v2\/auth$/, handle: (ctx) => authorize(ctx, dialog) },
  { hosts: ['accounts.google.com'], method: 'POST', pattern: /^\/o\/oauth2\/v2\/auth$/, handle: (ctx) => authorize(ctx, dialog) },
  { hosts: ['oauth2.googleapis.com'], method: 'POST', pattern: /^\/token$/, handle: token },
  {
    hosts: ['oauth2.googleapis.com'],
    method: 'POST',
    pattern: /^\/revoke$/,
    handle: (ctx) =>
      revokeToken(ctx.state, formOf(ctx).get('token')) ? json(200, {}) : json(400, { error: 'invalid_token', error_description: 'Token expired or revoked' }),
  },
  { hosts: ['mybusinessaccountmanagement.googleapis.com'], method: 'GET', pattern: /^\/v1\/accounts$/, handle: accounts },
  {
    hosts: ['mybusinessbusinessinformation.googleapis.com'],
    method: 'GET',
    pattern: /^\/v1\/accounts\/(\d+)\/locations$/,
    handle: (ctx, m) => locations(ctx, m[1]!),
  },
  { hosts: ['mybusiness.googleapis.com'], method: 'POST', pattern: posts, handle: (ctx, m) => createPost(ctx, m[1]!, m[2]!) },
  { hosts: ['mybusiness.googleapis.com'], method: 'GET', pattern: posts, handle: (ctx, m) => listPosts(ctx, m[1]!, m[2]!) },
  {
    hosts: ['mybusiness.googleapis.com'],
    method: 'POST',
    pattern: /^\/v4\/accounts\/(\d+)\/locations\/(\d+)\/localPosts:reportInsights$/,
    handle: (ctx, m) => reportInsights(ctx, m[1]!, m[2]!),
  },
];
