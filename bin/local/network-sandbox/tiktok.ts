// TikTok in the sandbox: Login Kit's authorize page and OAuth v2 token endpoints (rotating
// refresh tokens), user info, creator_info, the Content Posting API's photo post pulled from
// its URL (JPEG and WebP only) with its publish status, the creator's post list, and the
// Display API's video query with each post's counts.
import { metricsOf } from './metrics.ts';
import { authorize, redeem, revokeToken, useRefreshToken } from './oauth.ts';
import {
  authBearer,
  fetchImage,
  formOf,
  json,
  jsonOf,
  slug,
  stableDigits,
  stableHex,
  type Ctx,
  type ErrorShapes,
  type Reply,
  type Route,
  type SandboxPost,
} from './state.ts';

const logId = () => `2024${stableHex(String(Math.random()), 20).toUpperCase()}`;
const ok = (data: unknown): Reply => json(200, { data, error: { code: 'ok', message: '', log_id: logId() } });
const fail = (status: number, code: string, message: string): Reply => json(status, { data: {}, error: { code, message, log_id: logId() } });

const shapes: ErrorShapes = {
  expired: () => fail(401, 'access_token_invalid', 'The access token is invalid or not found in the request.'),
  revoked: () => fail(401, 'scope_not_authorized', 'The user did not authorize the scope required for completing this request.'),
  rateLimited: () => fail(429, 'rate_limit_exceeded', 'API rate limit was exceeded, please try later.'),
  server: () => fail(500, 'internal_error', 'Something went wrong. Please try again later.'),
};

function identity(name: string) {
  return { openId: `-000${stableHex(`tiktok:${name}`, 28)}`, username: slug(name, 24).replace(/\./g, '_'), displayName: name };
}

const PRIVACY = ['PUBLIC_TO_EVERYONE', 'MUTUAL_FOLLOW_FRIENDS', 'SELF_ONLY'];

function token(ctx: Ctx): Reply {
  const f = formOf(ctx);
  const oauthError = (error: string, description: string) => json(400, { error, error_description: description, log_id: logId() });
  if (f.get('grant_type') === 'refresh_token') {
    if (!ctx.state.clientSecretMatches(f.get('client_key'), f.get('client_secret'))) return oauthError('invalid_client', 'Client key or secret is incorrect.');
    const used = useRefreshToken(ctx.state, f.get('refresh_token'), 'tiktok');
    if (!used.ok) return oauthError('invalid_grant', used.why === 'revoked' ? 'The user revoked the authorization.' : 'Refresh token is invalid or expired.');
    // Refresh tokens rotate: the one sent stops working.
    ctx.state.tokens.get(f.get('refresh_token')!)!.replaced = true;
    const issued = ctx.state.issue(used.grant, { prefix: 'act.', refresh: true });
    return json(200, {
      access_token: issued.accessToken,
      expires_in: issued.expiresIn,
      open_id: identity(used.grant.accountName).openId,
      refresh_expires_in: issued.refreshExpiresIn,
      refresh_token: issued.refreshToken,
      scope: used.grant.scope.join(','),
      token_type: 'Bearer',
    });
  }
  const redeemed = redeem(ctx.state, {
    code: f.get('code'),
    clientId: f.get('client_key'),
    clientSecret: f.get('client_secret'),
    redirectUri: f.get('redirect_uri'),
    codeVerifier: f.get('code_verifier'),
  });
  if (!redeemed.ok) {
    if (redeemed.error === 'invalid_client') return oauthError('invalid_client', 'Client key or secret is incorrect.');
    if (redeemed.error === 'redirect_mismatch') return oauthError('invalid_request', 'Redirect URI does not match.');
    return oauthError('invalid_grant', redeemed.error === 'pkce' ? 'Code verifier is invalid.' : 'Authorization code is expired or has been used.');
  }
  const issued = ctx.state.issue(redeemed.grant, { prefix: 'act.', refresh: true });
  return json(200, {
    access_token: issued.accessToken,
    expires_in: issued.expiresIn,
    open_id: identity(redeemed.grant.accountName).openId,
    refresh_expires_in: issued.refreshExpiresIn,
    refresh_token: issued.refreshToken,
    scope: redeemed.grant.scope.join(','),
    token_type: 'Bearer',
  });
}

function userInfo(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'tiktok', shapes);
  if ('reply' in auth) return auth.reply;
  const id = identity(auth.record.grant.accountName);
  const all: Record<string, string> = {
    open_id: id.openId,
    union_id: stableHex(`union:${id.openId}`, 32),
    avatar_url: `${ctx.base}/_/avatar/tiktok.svg`,
    display_name: id.displayName,
    username: id.username,
  };
  const fields = (ctx.query.get('fields') ?? 'open_id').split(',');
  return ok({ user: Object.fromEntries(Object.entries(all).filter(([k]) => fields.includes(k))) });
}

function creatorInfo(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'tiktok', shapes);
  if ('reply' in auth) return auth.reply;
  const id = identity(auth.record.grant.accountName);
  return ok({
    creator_avatar_url: `${ctx.base}/_/avatar/tiktok.svg`,
    creator_username: id.username,
    creator_nickname: id.displayName,
    privacy_level_options: PRIVACY,
    comment_disabled: false,
    duet_disabled: false,
    stitch_disabled: true,
    max_video_post_duration_sec: 600,
  });
}

async function contentInit(ctx: Ctx): Promise<Reply> {
  const auth = authBearer(ctx, 'tiktok', shapes);
  if ('reply' in auth) return auth.reply;
  const body = jsonOf(ctx);
  const postInfo = (body.post_info ?? {}) as Record<string, unknown>;
  const source = (body.source_info ?? {}) as Record<string, unknown>;
  const images = Array.isArray(source.photo_images) ? (source.photo_images as unknown[]).map(String) : [];
  const cover = Number(source.photo_cover_index ?? 0);
  if (body.media_type !== 'PHOTO') return fail(400, 'invalid_params', 'media_type must be PHOTO.');
  if (body.post_mode !== 'DIRECT_POST' && body.post_mode !== 'MEDIA_UPLOAD') return fail(400, 'invalid_params', 'post_mode is invalid.');
  if (source.source !== 'PULL_FROM_URL' || images.length === 0 || images.length > 35) return fail(400, 'invalid_params', 'source_info is invalid.');
  if (!(cover >= 0 && cover < images.length)) return fail(400, 'invalid_params', 'photo_cover_index is out of range.');
  if (!PRIVACY.includes(String(postInfo.privacy_level))) return fail(400, 'invalid_params', 'privacy_level is not one of the creator’s options.');
  const description = typeof postInfo.description === 'string' ? postInfo.description : '';
  if ([...description].length > 4000 || [...String(postInfo.title ?? '')].length > 90)
    return fail(400, 'invalid_params', 'The title or description is too long.');
  const publishId = `p_pub_url~v2.${ctx.state.nextId()}`;
  const image = await fetchImage(ctx.state, 'tiktok', images[cover]);
  let status: Record<string, unknown>;
  if (!image) status = { status: 'FAILED', fail_reason: 'photo_pull_failed' };
  else if (image.contentType !== 'image/jpeg' && image.contentType !== 'image/webp') status = { status: 'FAILED', fail_reason: 'file_format_check_failed' };
  else {
    const id = identity(auth.record.grant.accountName);
    const postId = stableDigits(publishId, 19);
    ctx.state.record(
      {
        network: 'tiktok',
        accountId: id.openId,
        accountName: id.displayName,
        remoteId: postId,
        caption: description,
        imageUrl: images[cover],
        image,
        path: `/www.tiktok.com/@${id.username}/photo/${postId}`,
        extra: { title: postInfo.title },
      },
      ctx.base,
    );
    status = { status: 'PUBLISH_COMPLETE', publicaly_available_post_id: [postId], uploaded_bytes: image.bytes };
  }
  ctx.state.scratch.set(`tiktok-publish:${publishId}`, { ...status, grant: auth.record.grant.id });
  return ok({ publish_id: publishId });
}

function statusFetch(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'tiktok', shapes);
  if ('reply' in auth) return auth.reply;
  const record = ctx.state.scratch.get(`tiktok-publish:${String(jsonOf(ctx).publish_id ?? '')}`);
  if (!record || record.grant !== auth.record.grant.id) return fail(400, 'invalid_publish_id', 'The publish_id does not exist.');
  const { grant: _grant, ...data } = record;
  return ok(data);
}

/** The counts the Display API's video object carries, by field name. */
const COUNTS = { view_count: 'impressions', like_count: 'reactions', comment_count: 'comments', share_count: 'shares' } as const;

/** A post as the Display API's video object, with the fields asked for only. */
function videoOf(ctx: Ctx, p: SandboxPost, fields: readonly string[]): Record<string, unknown> {
  const grown = metricsOf(ctx.state, p);
  const all: Record<string, unknown> = {
    id: p.remoteId,
    title: p.extra?.title ?? '',
    video_description: p.caption,
    create_time: Math.floor(Date.parse(p.createdAt) / 1000),
    share_url: p.url,
    ...Object.fromEntries(Object.entries(COUNTS).map(([field, name]) => [field, grown[name]])),
  };
  return Object.fromEntries(Object.entries(all).filter(([k]) => fields.includes(k)));
}

const fieldsOf = (ctx: Ctx) => (ctx.query.get('fields') ?? '').split(',').filter(Boolean);

function videoList(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'tiktok', shapes);
  if ('reply' in auth) return auth.reply;
  const id = identity(auth.record.grant.accountName);
  const max = Math.min(Number(jsonOf(ctx).max_count ?? 10) || 10, 20);
  const fields = fieldsOf(ctx);
  const videos = ctx.state
    .postsOf('tiktok', id.openId)
    .slice(0, max)
    .map((p) => videoOf(ctx, p, fields.length > 0 ? fields : ['id', 'title', 'video_description', 'create_time', 'share_url']));
  return ok({ videos, cursor: Date.now(), has_more: false });
}

/**
 * Query Videos (video.list): the creator's own posts among `filters.video_ids` (at most 20),
 * with the fields asked; an id that is not theirs is simply left out, as TikTok leaves it out.
 */
function videoQuery(ctx: Ctx): Reply {
  const auth = authBearer(ctx, 'tiktok', shapes);
  if ('reply' in auth) return auth.reply;
  if (!auth.record.grant.scope.includes('video.list'))
    return fail(401, 'scope_not_authorized', 'The user did not authorize the scope required for completing this request.');
  const fields = fieldsOf(ctx);
  const ids = (jsonOf(ctx).filters as Record<string, unknown> | undefined)?.video_ids;
  if (fields.length === 0 || !Array.isArray(ids) || ids.length === 0 || ids.length > 20) {
    return fail(400, 'invalid_params', 'fields and filters.video_ids (1 to 20 ids) are required.');
  }
  const openId = identity(auth.record.grant.accountName).openId;
  const videos = ids
    .map((id) => ctx.state.postOf('tiktok', String(id)))
    .filter((p): p is SandboxPost => p !== undefined && p.accountId === openId)
    .map((p) => videoOf(ctx, p, fields));
  return ok({ videos, cursor: 0, has_more: false });
}

const dialog = { network: () => 'tiktok' as const, clientParam: 'client_key' as const, scopeSeparator: ',' as const, pkce: 'optional' as const };
const api = ['open.tiktokapis.com'];

export const tiktokRoutes: Route[] = [
  { hosts: ['www.tiktok.com'], method: 'GET', pattern: /^\/v2\/auth\/authorize\/?$/, handle: (ctx) => authorize(ctx, dialog) },
  { hosts: ['www.tiktok.com'], method: 'POST', pattern: /^\/v2\/auth\/authorize\/?$/, handle: (ctx) => authorize(ctx, dialog) },
  { hosts: api, method: 'POST', pattern: /^\/v2\/oauth\/token\/$/, handle: token },
  {
    hosts: api,
    method: 'POST',
    pattern: /^\/v2\/oauth\/revoke\/$/,
    handle: (ctx) => {
      const f = formOf(ctx);
      if (!ctx.state.clientSecretMatches(f.get('client_key'), f.get('client_secret')))
        return json(400, { error: 'invalid_client', error_description: 'Client key or secret is incorrect.' });
      revokeToken(ctx.state, f.get('token'));
      return json(200, {});
    },
  },
  { hosts: api, method: 'GET', pattern: /^\/v2\/user\/info\/$/, handle: userInfo },
  { hosts: api, method: 'POST', pattern: /^\/v2\/post\/publish\/creator_info\/query\/$/, handle: creatorInfo },
  { hosts: api, method: 'POST', pattern: /^\/v2\/post\/publish\/content\/init\/$/, handle: contentInit },
  { hosts: api, method: 'POST', pattern: /^\/v2\/post\/publish\/status\/fetch\/$/, handle: statusFetch },
  { hosts: api, method: 'POST', pattern: /^\/v2\/video\/list\/$/, handle: videoList },
  { hosts: api, method: 'POST', pattern: /^\/v2\/video\/query\/$/, handle: videoQuery },
];
