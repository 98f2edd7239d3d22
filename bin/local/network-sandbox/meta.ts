// Meta in the sandbox: Facebook Login's dialog and token endpoints, /me/accounts with Page
// tokens and each Page's instagram_business_account, Instagram containers and media_publish,
// Page feed and photo posts, and Graph's error object for every failure.
import type { Network } from '../../../functions/lib/networks/types.ts';
import { metricsOf } from './metrics.ts';
import { authorize, redeem } from './oauth.ts';
import { fetchImage, formOf, json, bearer, slug, stableDigits, stableHex, type Ctx, type Grant, type Reply, type Route, type TokenRecord } from './state.ts';

const V = '/v\\d+\\.\\d+';

export function graphError(status: number, code: number, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}): Reply {
  return json(status, { error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: `A${stableHex(String(Math.random()), 10)}` } }, headers);
}

function identityOf(name: string) {
  return {
    userId: stableDigits(`meta-user:${name}`),
    pageId: stableDigits(`meta-page:${name}`),
    pageName: name,
    igId: `1784${stableDigits(`ig:${name}`, 13)}`,
    igUsername: slug(name),
  };
}
type Identity = ReturnType<typeof identityOf>;

/** Every Page the consent reaches, the first named on the consent screen first. */
const identities = (grant: Grant): Identity[] => [grant.accountName, ...grant.moreAccounts].map(identityOf);
export const pageOf = (grant: Grant, pageId: string) => identities(grant).find((i) => i.pageId === pageId);
export const instagramOf = (grant: Grant, igId: string) => identities(grant).find((i) => i.igId === igId);

/** Graph's answer to a failure switch, or null. */
function switchedFailure(ctx: Ctx, network: Network): Reply | null {
  const failure = ctx.state.apiFailure(network);
  if (failure === 'server_error') return graphError(500, 2, 'An unexpected error has occurred. Please retry your request later.', { is_transient: true });
  if (failure === 'expired') return graphError(400, 190, 'Error validating access token: Session has expired.', { error_subcode: 463 });
  if (failure === 'revoked') return graphError(400, 190, 'Error validating access token: The user has not authorized application.', { error_subcode: 458 });
  if (failure === 'rate_limited') {
    const usage = JSON.stringify({ '1': [{ type: 'pages', call_count: 100, total_cputime: 100, total_time: 100, estimated_time_to_regain_access: 5 }] });
    return network === 'instagram'
      ? graphError(400, 4, 'Application request limit reached', { is_transient: true }, { 'x-business-use-case-usage': usage })
      : graphError(400, 32, 'Page request limit reached', { is_transient: true }, { 'x-business-use-case-usage': usage });
  }
  return null;
}

/** The caller's token (access_token parameter or Authorization header), checked; or Graph's error. */
export function authenticate(ctx: Ctx): { record: TokenRecord } | { reply: Reply } {
  const token = formOf(ctx).get('access_token') ?? bearer(ctx);
  const checked = ctx.state.check(token);
  if (!checked.ok) {
    if (checked.why === 'expired') return { reply: graphError(400, 190, 'Error validating access token: Session has expired.', { error_subcode: 463 }) };
    if (checked.why === 'revoked')
      return { reply: graphError(400, 190, 'Error validating access token: The user has not authorized application.', { error_subcode: 458 }) };
    return { reply: graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token') };
  }
  const network = checked.record.grant.network;
  if (network !== 'instagram' && network !== 'facebook') return { reply: graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token') };
  const failed = switchedFailure(ctx, network);
  return failed ? { reply: failed } : { record: checked.record };
}

/** Graph times: `2024-05-01T09:30:00+0000`. */
const graphTime = (iso: string) => iso.replace(/\.\d{3}Z$/, '+0000');

function tokenReply(ctx: Ctx, grant: Grant, seconds: number): Reply {
  const issued = ctx.state.issue(grant, { prefix: 'EAAB', accessSeconds: seconds });
  return json(200, { access_token: issued.accessToken, token_type: 'bearer', expires_in: issued.expiresIn });
}

async function oauthAccessToken(ctx: Ctx): Promise<Reply> {
  const q = formOf(ctx);
  if (!ctx.state.clientSecretMatches(q.get('client_id'), q.get('client_secret')))
    return graphError(400, 101, 'Error validating application. Invalid application ID or secret.');
  if (q.get('grant_type') === 'fb_exchange_token') {
    const checked = ctx.state.check(q.get('fb_exchange_token'));
    if (!checked.ok)
      return checked.why === 'revoked'
        ? graphError(400, 190, 'The user has not authorized application.', { error_subcode: 458 })
        : graphError(400, 190, 'Error validating access token: Session has expired.', { error_subcode: 463 });
    const failed = switchedFailure(ctx, checked.record.grant.network);
    if (failed) return failed;
    return tokenReply(ctx, checked.record.grant, ctx.state.lifetimes[checked.record.grant.network].accessSeconds);
  }
  const redeemed = redeem(ctx.state, {
    code: q.get('code'),
    clientId: q.get('client_id'),
    clientSecret: q.get('client_secret'),
    redirectUri: q.get('redirect_uri'),
  });
  if (!redeemed.ok) {
    if (redeemed.error === 'redirect_mismatch') {
      return graphError(
        400,
        100,
        'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
        { error_subcode: 36008 },
      );
    }
    if (redeemed.description.includes('used')) return graphError(400, 100, 'This authorization code has been used.', { error_subcode: 36009 });
    return graphError(400, 100, 'Invalid verification code format.', { error_subcode: 36007 });
  }
  // The code's short-lived user token: an hour, until exchanged for a long-lived one.
  return tokenReply(ctx, redeemed.grant, 3600);
}

function meAccounts(ctx: Ctx): Reply {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const grant = auth.record.grant;
  const picture = `${ctx.base}/_/avatar/facebook.svg`;
  return json(200, {
    data: identities(grant).map((id) => ({
      id: id.pageId,
      name: id.pageName,
      access_token: ctx.state.issue(grant, { prefix: 'EAAP', accessSeconds: 0, pageId: id.pageId }).accessToken,
      category: 'Marketing agency',
      tasks: ['ANALYZE', 'ADVERTISE', 'MODERATE', 'CREATE_CONTENT', 'MANAGE'],
      picture: { data: { url: picture } },
      instagram_business_account: { id: id.igId, username: id.igUsername, profile_picture_url: `${ctx.base}/_/avatar/instagram.svg` },
    })),
    paging: { cursors: { before: 'QVFIUmFz', after: 'QVFIUmFz' } },
  });
}

export function notFound(id: string): Reply {
  return graphError(
    400,
    100,
    `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    {
      error_subcode: 33,
    },
  );
}

async function createContainer(ctx: Ctx, igId: string): Promise<Reply> {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  if (!instagramOf(auth.record.grant, igId)) return notFound(igId);
  const f = formOf(ctx);
  const caption = f.get('caption') ?? '';
  if ([...caption].length > 2200) return graphError(400, 100, 'The caption is too long.', { error_subcode: 2207010 });
  const imageUrl = f.get('image_url');
  if (!imageUrl) return graphError(400, 100, 'The parameter image_url is required.');
  const image = await fetchImage(ctx.state, 'instagram', imageUrl);
  if (!image) {
    return graphError(400, 9004, 'Only photo or video can be accepted as media type.', {
      error_subcode: 2207052,
      is_transient: false,
      error_user_title: 'Media download has failed.',
      error_user_msg: 'The media could not be fetched from this URI.',
    });
  }
  const id = `1790${ctx.state.nextId()}`;
  ctx.state.scratch.set(`ig-container:${id}`, {
    igId,
    caption,
    imageUrl,
    image,
    altText: f.get('alt_text') ?? undefined,
    status: 'FINISHED',
    grant: auth.record.grant,
  });
  return json(200, { id });
}

function publishContainer(ctx: Ctx, igId: string): Reply {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const id = instagramOf(auth.record.grant, igId);
  if (!id) return notFound(igId);
  const creationId = formOf(ctx).get('creation_id') ?? '';
  const container = ctx.state.scratch.get(`ig-container:${creationId}`);
  if (!container || container.igId !== igId)
    return graphError(400, 100, 'Invalid parameter', { error_subcode: 2207027, error_user_title: 'Media ID is not available' });
  if (container.status === 'PUBLISHED') return graphError(400, 100, 'The media has already been published.', { error_subcode: 2207019 });
  // content_publishing_limit: 50 API-published posts in a moving 24 hours.
  const dayAgo = Date.now() - 86400_000;
  if (ctx.state.postsOf('instagram', igId).filter((p) => Date.parse(p.createdAt) > dayAgo).length >= 50) {
    return graphError(400, 9, 'Application request limit reached', { error_subcode: 2207042, error_user_title: 'Max. number of posts reached' });
  }
  container.status = 'PUBLISHED';
  const mediaId = `1780${ctx.state.nextId()}`;
  const shortcode = stableHex(mediaId, 11);
  ctx.state.record(
    {
      network: 'instagram',
      accountId: igId,
      accountName: id.igUsername,
      remoteId: mediaId,
      caption: String(container.caption),
      imageUrl: String(container.imageUrl),
      image: container.image as { bytes: number; contentType: string },
      altText: container.altText as string | undefined,
      path: `/www.instagram.com/p/${shortcode}/`,
    },
    ctx.base,
  );
  return json(200, { id: mediaId });
}

function listMedia(ctx: Ctx, igId: string): Reply {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  if (!instagramOf(auth.record.grant, igId)) return notFound(igId);
  const data = ctx.state
    .postsOf('instagram', igId)
    .map((p) => ({ id: p.remoteId, caption: p.caption, permalink: p.url, timestamp: graphTime(p.createdAt), media_type: 'IMAGE' }));
  return json(200, { data, paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
}

function pagePost(ctx: Ctx, pageId: string, kind: 'feed' | 'photos'): Promise<Reply> | Reply {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const id = pageOf(auth.record.grant, pageId);
  if (!id) return notFound(pageId);
  if (auth.record.pageId !== pageId) {
    return graphError(
      403,
      200,
      '(#200) If posting to a page, requires both pages_read_engagement and pages_manage_posts as an admin with sufficient administrative permission',
    );
  }
  const f = formOf(ctx);
  const record = (caption: string, image?: { url: string; meta: { bytes: number; contentType: string } }) => {
    const n = ctx.state.nextId();
    const postId = `${pageId}_${n}`;
    const stored = ctx.state.record(
      {
        network: 'facebook',
        accountId: pageId,
        accountName: id.pageName,
        remoteId: postId,
        caption,
        ...(image ? { imageUrl: image.url, image: image.meta } : {}),
        altText: f.get('alt_text_custom') ?? undefined,
        path: `/www.facebook.com/${pageId}/posts/${n}`,
      },
      ctx.base,
    );
    return { postId, n, url: stored.url };
  };
  if (kind === 'feed') {
    const message = f.get('message');
    if (!message) return graphError(400, 100, '(#100) Missing message or attachment');
    const { postId, url } = record(message);
    // Made, and the answer lost on the way back: the caller sees a 500 for a post that exists.
    if (ctx.state.take('facebook', 'answer_lost'))
      return graphError(500, 2, 'An unexpected error has occurred. Please retry your request later.', { is_transient: true });
    // Read-after-write: a POST that names `fields` answers them for the object it made.
    const fields = (f.get('fields') ?? ctx.query.get('fields') ?? '').split(',');
    return json(200, { id: postId, ...(fields.includes('permalink_url') ? { permalink_url: url } : {}) });
  }
  return (async () => {
    const url = f.get('url');
    if (!url) return graphError(400, 324, '(#324) Requires upload file');
    const image = await fetchImage(ctx.state, 'facebook', url);
    if (!image) return graphError(400, 324, '(#324) Missing or invalid image file');
    const { postId, n } = record(f.get('caption') ?? f.get('message') ?? '', { url, meta: image });
    return json(200, { id: `${n}9`, post_id: postId });
  })();
}

function listPosts(ctx: Ctx, pageId: string): Reply {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  if (!pageOf(auth.record.grant, pageId)) return notFound(pageId);
  const since = Number(ctx.query.get('since') ?? 0) * 1000;
  const data = ctx.state
    .postsOf('facebook', pageId)
    .filter((p) => Date.parse(p.createdAt) >= since - 1000)
    .map((p) => ({ id: p.remoteId, message: p.caption, permalink_url: p.url, created_time: graphTime(p.createdAt) }));
  return json(200, { data, paging: { cursors: { before: 'QVFI', after: 'QVFI' } } });
}

function getNode(ctx: Ctx, nodeId: string): Reply {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  const container = ctx.state.scratch.get(`ig-container:${nodeId}`);
  if (container)
    return json(200, { id: nodeId, status_code: container.status === 'PUBLISHED' ? 'PUBLISHED' : container.status, status: `${container.status}: ok` });
  const post = ctx.state.posts.find((p) => (p.network === 'instagram' || p.network === 'facebook') && p.remoteId === nodeId);
  if (!post) return notFound(nodeId);
  if (post.network === 'instagram') return json(200, { id: nodeId, permalink: post.url, caption: post.caption, timestamp: graphTime(post.createdAt) });
  // A Page post's own counts, when asked for: `shares` only once someone shared it, as Graph answers.
  const fields = (ctx.query.get('fields') ?? '').split(',');
  const grown = metricsOf(ctx.state, post);
  return json(200, {
    id: nodeId,
    permalink_url: post.url,
    message: post.caption,
    created_time: graphTime(post.createdAt),
    ...(fields.includes('shares') && grown.shares > 0 ? { shares: { count: grown.shares } } : {}),
    ...(fields.some((f) => f.startsWith('comments'))
      ? { comments: { data: [], summary: { order: 'ranked', total_count: grown.comments, can_comment: true } } }
      : {}),
  });
}

function deletePermissions(ctx: Ctx): Reply {
  const auth = authenticate(ctx);
  if ('reply' in auth) return auth.reply;
  ctx.state.revokeGrant(auth.record.grant);
  return json(200, { success: true });
}

const dialog = {
  network: (params: URLSearchParams): Network => (/instagram_/.test(params.get('scope') ?? '') ? 'instagram' : 'facebook'),
  clientParam: 'client_id' as const,
  scopeSeparator: ',' as const,
  pkce: 'none' as const,
};

const graphHost = ['graph.facebook.com'];

export const metaRoutes: Route[] = [
  { hosts: ['www.facebook.com'], method: 'GET', pattern: new RegExp(`^${V}/dialog/oauth/?$`), handle: (ctx) => authorize(ctx, dialog) },
  { hosts: ['www.facebook.com'], method: 'POST', pattern: new RegExp(`^${V}/dialog/oauth/?$`), handle: (ctx) => authorize(ctx, dialog) },
  { hosts: graphHost, method: 'GET', pattern: new RegExp(`^${V}/oauth/access_token$`), handle: oauthAccessToken },
  { hosts: graphHost, method: 'GET', pattern: new RegExp(`^${V}/me/accounts$`), handle: meAccounts },
  { hosts: graphHost, method: 'DELETE', pattern: new RegExp(`^${V}/me/permissions$`), handle: deletePermissions },
  { hosts: graphHost, method: 'POST', pattern: new RegExp(`^${V}/(\\d+)/media$`), handle: (ctx, m) => createContainer(ctx, m[1]!) },
  { hosts: graphHost, method: 'GET', pattern: new RegExp(`^${V}/(\\d+)/media$`), handle: (ctx, m) => listMedia(ctx, m[1]!) },
  { hosts: graphHost, method: 'POST', pattern: new RegExp(`^${V}/(\\d+)/media_publish$`), handle: (ctx, m) => publishContainer(ctx, m[1]!) },
  { hosts: graphHost, method: 'POST', pattern: new RegExp(`^${V}/(\\d+)/feed$`), handle: (ctx, m) => pagePost(ctx, m[1]!, 'feed') },
  { hosts: graphHost, method: 'POST', pattern: new RegExp(`^${V}/(\\d+)/photos$`), handle: (ctx, m) => pagePost(ctx, m[1]!, 'photos') },
  { hosts: graphHost, method: 'GET', pattern: new RegExp(`^${V}/(\\d+)/posts$`), handle: (ctx, m) => listPosts(ctx, m[1]!) },
  { hosts: graphHost, method: 'GET', pattern: new RegExp(`^${V}/([\\d_]+)$`), handle: (ctx, m) => getNode(ctx, m[1]!) },
];
