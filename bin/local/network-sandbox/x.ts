// X in the sandbox: OAuth 2.0 with PKCE (S256) on x.com and api.x.com (Basic client auth,
// rotating refresh tokens), users/me, the v2 media upload and its alt text, POST /2/tweets
// (280 weighted characters, no duplicates), the user's posts and the post lookup with its
// public and non-public metrics, with X's problem bodies.
import { xLength } from '../../../functions/lib/networks/x.ts';
import { hoursSince, metricsOf, partAt } from './metrics.ts';
import { authorize, redeem, revokeToken, useRefreshToken } from './oauth.ts';
import { authBearer, basicAuth, formOf, json, jsonOf, slug, stableDigits, type Ctx, type ErrorShapes, type Reply, type Route } from './state.ts';

const problem = (status: number, title: string, detail: string, headers: Record<string, string> = {}): Reply =>
  json(status, { title, detail, type: 'about:blank', status }, headers);

const shapes: ErrorShapes = {
  expired: () => problem(401, 'Unauthorized', 'Unauthorized'),
  // X answers a revoked token as any other invalid one.
  revoked: () => problem(401, 'Unauthorized', 'Unauthorized'),
  rateLimited: () =>
    problem(429, 'Too Many Requests', 'Too Many Requests', {
      'x-rate-limit-limit': '100',
      'x-rate-limit-remaining': '0',
      'x-rate-limit-reset': String(Math.floor(Date.now() / 1000) + 60),
    }),
  server: () => problem(500, 'Internal Server Error', 'Something went wrong. Please try again later.'),
};

function identity(name: string) {
  return { id: stableDigits(`x:${name}`, 19), name, username: slug(name, 15).replace(/\./g, '_') };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function token(ctx: Ctx): Reply {
  const f = formOf(ctx);
  const client = basicAuth(ctx);
  const invalid = (description: string) => json(400, { error: 'invalid_request', error_description: description });
  if (!client || !ctx.state.clientSecretMatches(client.id, client.secret) || (f.get('client_id') && f.get('client_id') !== client.id)) {
    return json(401, { error: 'unauthorized_client', error_description: 'Missing valid authorization header' });
  }
  if (f.get('grant_type') === 'refresh_token') {
    const used = useRefreshToken(ctx.state, f.get('refresh_token'), 'x');
    if (!used.ok) return invalid(used.why === 'revoked' ? 'The refresh token was revoked.' : 'Value passed for the token was invalid.');
    ctx.state.tokens.get(f.get('refresh_token')!)!.replaced = true;
    const issued = ctx.state.issue(used.grant, { prefix: '', refresh: true });
    return json(200, {
      token_type: 'bearer',
      expires_in: issued.expiresIn,
      access_token: issued.accessToken,
      scope: used.grant.scope.join(' '),
      refresh_token: issued.refreshToken,
    });
  }
  const redeemed = redeem(ctx.state, {
    code: f.get('code'),
    clientId: client.id,
    clientSecret: client.secret,
    redirectUri: f.get('redirect_uri'),
    codeVerifier: f.get('code_verifier'),
  });
  if (!redeemed.ok)
    return invalid(redeemed.error === 'pkce' ? 'Value passed for the code verifier was invalid.' : 'Value passed for the authorization code was invalid.');
  const offline = redeemed.grant.scope.includes('offline.access');
  const issued = ctx.state.issue(redeemed.grant, { prefix: '', refresh: offline });
  return json(200, {
    token_type: 'bearer',
    expires_in: issued.expiresIn,
    access_token: issued.accessToken,
    scope: redeemed.grant.scope.join(' '),
    ...(issued.refreshToken ? { refresh_token: issued.refreshToken } : {}),
  });
}

function me(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'x', shapes);
  if ('reply' in auth) return auth.reply;
  const id = identity(auth.record.grant.accountName);
  return json(200, { data: { id: id.id, name: id.name, username: id.username, profile_image_url: `${ctx.base}/_/avatar/x.svg` } });
}

function forbidden(scope: string): Reply {
  return problem(403, 'Forbidden', `The access token lacks the ${scope} scope.`);
}

function uploadMedia(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'x', shapes);
  if ('reply' in auth) return auth.reply;
  if (!auth.record.grant.scope.includes('media.write')) return forbidden('media.write');
  const body = jsonOf(ctx);
  const data = typeof body.media === 'string' ? Buffer.from(body.media, 'base64') : Buffer.alloc(0);
  const type = String(body.media_type ?? '');
  if (ctx.state.take('x', 'media') || data.length === 0 || !type.startsWith('image/')) {
    return json(400, {
      errors: [{ message: 'media type unrecognized.' }],
      title: 'Invalid Request',
      detail: 'One or more parameters to your request was invalid.',
      type: 'https://api.twitter.com/2/problems/invalid-request',
    });
  }
  const id = stableDigits(ctx.state.nextId(), 19);
  ctx.state.scratch.set(`x-media:${id}`, { owner: auth.record.grant.accountName, bytes: data.length, contentType: type });
  return json(200, { data: { id, media_key: `3_${id}`, size: data.length, expires_after_secs: 86400, image: { image_type: type } } });
}

function mediaMetadata(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'x', shapes);
  if ('reply' in auth) return auth.reply;
  const body = jsonOf(ctx);
  const media = ctx.state.scratch.get(`x-media:${String(body.id ?? '')}`);
  if (!media) return problem(400, 'Invalid Request', 'The media id is not valid.');
  const alt = ((body.metadata as Record<string, unknown> | undefined)?.alt_text as Record<string, unknown> | undefined)?.text;
  media.altText = typeof alt === 'string' ? alt : undefined;
  return json(200, { data: { id: body.id, associated_metadata: body.metadata } });
}

function createTweet(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'x', shapes);
  if ('reply' in auth) return auth.reply;
  if (!auth.record.grant.scope.includes('tweet.write')) return forbidden('tweet.write');
  const body = jsonOf(ctx);
  const text = typeof body.text === 'string' ? body.text : '';
  const id = identity(auth.record.grant.accountName);
  const mediaIds = Array.isArray((body.media as Record<string, unknown> | undefined)?.media_ids)
    ? ((body.media as Record<string, unknown>).media_ids as unknown[]).map(String)
    : [];
  if (!text && mediaIds.length === 0) return problem(400, 'Invalid Request', 'One or more parameters to your request was invalid.');
  if (xLength(text) > 280) return problem(403, 'Forbidden', 'Tweet text is too long.');
  if (ctx.state.postsOf('x', id.id).some((p) => p.caption === text))
    return problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
  const media = mediaIds.map((m) => ctx.state.scratch.get(`x-media:${m}`));
  if (media.some((m) => !m || m.owner !== auth.record.grant.accountName)) return problem(400, 'Invalid Request', 'Your media IDs are invalid.');
  const tweetId = stableDigits(ctx.state.nextId(), 19);
  const first = media[0];
  ctx.state.record(
    {
      network: 'x',
      accountId: id.id,
      accountName: `@${id.username}`,
      remoteId: tweetId,
      caption: text,
      ...(first
        ? {
            imageUrl: `media:${mediaIds[0]}`,
            image: { bytes: Number(first.bytes), contentType: String(first.contentType) },
            altText: first.altText as string | undefined,
          }
        : {}),
      path: `/x.com/i/web/status/${tweetId}`,
    },
    ctx.base,
  );
  return json(201, { data: { id: tweetId, text, edit_history_tweet_ids: [tweetId] } });
}

function userTweets(ctx: Ctx, userId: string): Reply {
  const auth = authBearer(ctx, 'x', shapes);
  if ('reply' in auth) return auth.reply;
  const start = ctx.query.get('start_time');
  const max = Math.min(Number(ctx.query.get('max_results') ?? 10) || 10, 100);
  const tweets = ctx.state
    .postsOf('x', userId)
    .filter((p) => !start || Date.parse(p.createdAt) >= Date.parse(start))
    .slice(0, max)
    .map((p) => ({ id: p.remoteId, text: escapeText(p.caption), created_at: p.createdAt, edit_history_tweet_ids: [p.remoteId] }));
  if (tweets.length === 0) return json(200, { meta: { result_count: 0 } });
  return json(200, { data: tweets, meta: { result_count: tweets.length, newest_id: tweets[0]!.id, oldest_id: tweets[tweets.length - 1]!.id } });
}

/** Non-public metrics are the owner's, for posts of the last 30 days. */
const PRIVATE_METRICS_DAYS = 30;

/**
 * Post lookup with `tweet.fields`. A missing post is X's 200 with a resource-not-found error;
 * non_public_metrics for someone else's post, or one older than 30 days by the sandbox's
 * clock, is a field authorization error and no data.
 */
function lookupTweet(ctx: Ctx, tweetId: string): Reply {
  const auth = authBearer(ctx, 'x', shapes);
  if ('reply' in auth) return auth.reply;
  if (!auth.record.grant.scope.includes('tweet.read')) return forbidden('tweet.read');
  const post = ctx.state.postOf('x', tweetId);
  const problem = (title: string, detail: string, type: string, extra: Record<string, unknown> = {}) => ({
    value: tweetId,
    detail,
    title,
    resource_type: 'tweet',
    parameter: 'id',
    resource_id: tweetId,
    type: `https://api.twitter.com/2/problems/${type}`,
    ...extra,
  });
  if (!post) return json(200, { errors: [problem('Not Found Error', `Could not find tweet with id: [${tweetId}].`, 'resource-not-found')] });
  const fields = (ctx.query.get('tweet.fields') ?? '').split(',').filter(Boolean);
  const hours = hoursSince(ctx.state, post);
  if (fields.includes('non_public_metrics')) {
    const owner = post.accountId === identity(auth.record.grant.accountName).id;
    if (!owner || hours > PRIVATE_METRICS_DAYS * 24) {
      return json(200, {
        errors: [
          problem(
            'Field Authorization Error',
            `Sorry, you are not authorized to access 'non_public_metrics' on the Tweet with id: [${tweetId}].`,
            'not-authorized-for-field',
            {
              field: 'non_public_metrics',
              section: 'data',
            },
          ),
        ],
      });
    }
  }
  const grown = metricsOf(ctx.state, post);
  const metrics: Record<string, unknown> = {
    created_at: post.createdAt,
    public_metrics: {
      retweet_count: grown.shares,
      reply_count: grown.comments,
      like_count: grown.reactions,
      quote_count: partAt(post.remoteId, 'quotes', hours, 0.0005, 0.004),
      bookmark_count: grown.saves,
      impression_count: grown.impressions,
    },
    non_public_metrics: { url_link_clicks: grown.clicks, user_profile_clicks: partAt(post.remoteId, 'profile clicks', hours, 0.001, 0.01) },
  };
  const data = { id: post.remoteId, text: escapeText(post.caption), edit_history_tweet_ids: [post.remoteId] };
  return json(200, { data: { ...data, ...Object.fromEntries(Object.entries(metrics).filter(([k]) => fields.includes(k))) } });
}

const dialog = { network: () => 'x' as const, clientParam: 'client_id' as const, scopeSeparator: ' ' as const, pkce: 'required' as const };
const api = ['api.x.com', 'api.twitter.com'];

export const xRoutes: Route[] = [
  { hosts: ['x.com', 'twitter.com'], method: 'GET', pattern: /^\/i\/oauth2\/authorize$/, handle: (ctx) => authorize(ctx, dialog) },
  { hosts: ['x.com', 'twitter.com'], method: 'POST', pattern: /^\/i\/oauth2\/authorize$/, handle: (ctx) => authorize(ctx, dialog) },
  { hosts: api, method: 'POST', pattern: /^\/2\/oauth2\/token$/, handle: token },
  {
    hosts: api,
    method: 'POST',
    pattern: /^\/2\/oauth2\/revoke$/,
    handle: (ctx) => {
      const client = basicAuth(ctx);
      if (!client || !ctx.state.clientSecretMatches(client.id, client.secret)) return json(401, { error: 'unauthorized_client' });
      revokeToken(ctx.state, formOf(ctx).get('token'));
      return json(200, { revoked: true });
    },
  },
  { hosts: api, method: 'GET', pattern: /^\/2\/users\/me$/, handle: me },
  { hosts: api, method: 'POST', pattern: /^\/2\/media\/upload$/, handle: uploadMedia },
  { hosts: api, method: 'POST', pattern: /^\/2\/media\/metadata$/, handle: mediaMetadata },
  { hosts: api, method: 'POST', pattern: /^\/2\/tweets$/, handle: createTweet },
  { hosts: api, method: 'GET', pattern: /^\/2\/users\/(\d+)\/tweets$/, handle: (ctx, m) => userTweets(ctx, m[1]!) },
  { hosts: api, method: 'GET', pattern: /^\/2\/tweets\/(\d+)$/, handle: (ctx, m) => lookupTweet(ctx, m[1]!) },
];
