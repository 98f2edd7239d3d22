// TikTok creators: the Content Posting API's photo post (`/v2/post/publish/content/init/`,
// DIRECT_POST, PULL_FROM_URL), its status fetched until PUBLISH_COMPLETE or FAILED; the
// privacy level chosen from the creator's own options (creator_info/query), as TikTok's UX
// guidelines require. Login Kit's OAuth v2 for tokens (access 24 h, refresh token). A post's
// numbers from the Display API's video query (video.list).
// Docs followed:
//   https://developers.tiktok.com/doc/content-posting-api-reference-photo-post
//   https://developers.tiktok.com/doc/content-posting-api-get-started/
//   https://developers.tiktok.com/doc/oauth-user-access-token-management
//   https://developers.tiktok.com/doc/tiktok-api-v2-video-query
//   https://developers.tiktok.com/doc/tiktok-api-v2-rate-limit
import {
  callProvider,
  checkPost,
  createdSince,
  networkUrl,
  pause,
  query,
  record,
  requireCredentials,
  retryAfter,
  sameCaption,
  serverError,
  text,
  type ProviderResponse,
  tokenAnswer,
} from './http.ts';
import { postGone, readMetrics, reading } from './metrics.ts';
import { NetworkError, type NetworkAdapter, type NetworkProfile, type TokenSet } from './types.ts';

export const tiktokProfile: NetworkProfile = {
  network: 'tiktok',
  label: 'TikTok',
  // A photo post's description; its title takes 90.
  captionLimit: 4000,
  needsImage: true,
  // Photo posts take JPEG and WebP, never PNG.
  imageTypes: ['image/jpeg', 'image/webp'],
  // Direct posts: TikTok caps each creator's API posts per day (about 15 across all clients).
  rateLimit: { posts: 15, windowHours: 24 },
  // /v2/video/query/: 600 requests in a one-minute sliding window, TikTok's default for the app.
  metricsRateLimit: { calls: 600, windowHours: 1 / 60 },
  docs: 'https://developers.tiktok.com/doc/content-posting-api-reference-photo-post',
};

const API = 'https://open.tiktokapis.com';
const SCOPES = ['user.info.basic', 'video.publish', 'video.list'] as const;
const label = 'TikTok';
const POLLS = 12;
const POLL_MS = 1500;

/** TikTok's `error.code` values and `fail_reason`s mapped to publishing's kinds. */
function apiError(response: ProviderResponse): NetworkError {
  const error = record(record(response.body).error);
  const code = text(error.code) ?? '';
  const details = { status: response.status, ...(code ? { providerCode: code } : {}) };
  if (response.status >= 500 || code === 'internal_error') return serverError('tiktok', label, response.status, code);
  if (code === 'access_token_invalid') return new NetworkError('tiktok', 'expired', 'TikTok says your connection has expired', details);
  if (code === 'scope_not_authorized' || code === 'scope_permission_missing') {
    return new NetworkError('tiktok', 'revoked', 'TikTok says Markk’s access was removed; please reconnect', details);
  }
  if (code === 'rate_limit_exceeded' || response.status === 429) {
    return new NetworkError('tiktok', 'rate_limited', 'TikTok says too many requests were made; Markk will try again shortly', {
      ...details,
      retryAfterSeconds: retryAfter(response.headers, 60),
    });
  }
  if (code.startsWith('spam_risk')) {
    return new NetworkError('tiktok', 'rate_limited', 'TikTok says this account posted too often today; Markk will try again later', {
      ...details,
      retryAfterSeconds: 3600,
    });
  }
  if (code === 'url_ownership_unverified' || code === 'file_format_check_failed' || code === 'picture_size_check_failed') {
    return new NetworkError('tiktok', 'media', 'TikTok could not use the image', details);
  }
  const message = text(error.message);
  return new NetworkError('tiktok', 'invalid', `TikTok refused the post${message ? `: ${message}` : ''}`, details);
}

async function api(path: string, accessToken: string, json: unknown): Promise<Record<string, unknown>> {
  const response = await callProvider('tiktok', label, `${API}${path}`, { json, headers: { authorization: `Bearer ${accessToken}` } });
  const code = text(record(record(response.body).error).code);
  if (response.status !== 200 || (code && code !== 'ok')) throw apiError(response);
  return record(record(response.body).data);
}

async function token(form: Record<string, string | undefined>, refreshing: boolean): Promise<TokenSet> {
  const { clientId, clientSecret } = requireCredentials('tiktok', label);
  const response = await callProvider('tiktok', label, `${API}/v2/oauth/token/`, { form: { ...form, client_key: clientId, client_secret: clientSecret } });
  return tokenAnswer('tiktok', label, response, {
    refreshing,
    sentRefreshToken: form.refresh_token,
    refreshExpiresIn: 'refresh_expires_in',
    revoked: /revoked|removed/i,
  });
}

/** The creator's handle, for the post's public URL. */
async function username(accessToken: string): Promise<string | undefined> {
  const response = await callProvider('tiktok', label, `${API}/v2/user/info/?${query({ fields: 'open_id,username' })}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return response.status === 200 ? text(record(record(record(response.body).data).user).username) : undefined;
}

function photoUrl(handle: string | undefined, id: string): string {
  return networkUrl(`https://www.tiktok.com/@${handle ?? 'tiktok'}/photo/${id}`);
}

export const tiktok: NetworkAdapter = {
  ...tiktokProfile,
  // PKCE is TikTok's flow for desktop and mobile apps; web apps use the client secret.
  pkce: false,

  authorizeUrl(input) {
    const { clientId } = requireCredentials('tiktok', label);
    return networkUrl(
      `https://www.tiktok.com/v2/auth/authorize/?${query({ client_key: clientId, response_type: 'code', scope: SCOPES.join(','), redirect_uri: input.redirectUri, state: input.state })}`,
    );
  },

  exchangeCode: (input) => token({ grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri }, false),

  async refresh(tokens) {
    if (!tokens.refreshToken) throw new NetworkError('tiktok', 'expired', 'TikTok says your connection has expired');
    return token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, true);
  },

  async revoke(tokens) {
    const { clientId, clientSecret } = requireCredentials('tiktok', label);
    await callProvider('tiktok', label, `${API}/v2/oauth/revoke/`, {
      form: { client_key: clientId, client_secret: clientSecret, token: tokens.accessToken },
    }).catch(() => undefined);
  },

  async accounts(tokens) {
    const response = await callProvider('tiktok', label, `${API}/v2/user/info/?${query({ fields: 'open_id,union_id,avatar_url,display_name,username' })}`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    if (response.status !== 200) throw apiError(response);
    const user = record(record(record(response.body).data).user);
    const openId = text(user.open_id);
    if (!openId) throw serverError('tiktok', label, response.status);
    const avatar = text(user.avatar_url);
    return [
      {
        accountId: openId,
        name: text(user.display_name) ?? text(user.username) ?? 'TikTok creator',
        target: openId,
        ...(avatar ? { pictureUrl: avatar } : {}),
      },
    ];
  },

  async publish(account, post) {
    checkPost(tiktokProfile, post);
    const creator = await api('/v2/post/publish/creator_info/query/', account.accessToken, {});
    const options = Array.isArray(creator.privacy_level_options) ? (creator.privacy_level_options as string[]) : [];
    const privacy = options.includes('PUBLIC_TO_EVERYONE') ? 'PUBLIC_TO_EVERYONE' : (options[0] ?? 'SELF_ONLY');
    const title = [...(post.caption.split('\n')[0] ?? '')].slice(0, 90).join('');
    const init = await api('/v2/post/publish/content/init/', account.accessToken, {
      post_info: { title, description: post.caption, privacy_level: privacy, disable_comment: false, auto_add_music: true },
      source_info: { source: 'PULL_FROM_URL', photo_cover_index: 0, photo_images: [post.imageUrl] },
      post_mode: 'DIRECT_POST',
      media_type: 'PHOTO',
    });
    const publishId = text(init.publish_id);
    if (!publishId) throw serverError('tiktok', label, 200);
    for (let attempt = 0; attempt < POLLS; attempt++) {
      const status = await api('/v2/post/publish/status/fetch/', account.accessToken, { publish_id: publishId });
      const state = text(status.status);
      if (state === 'PUBLISH_COMPLETE') {
        // The spelling is TikTok's own.
        const ids = Array.isArray(status.publicaly_available_post_id) ? status.publicaly_available_post_id : [];
        const id = text(ids[0]) ?? publishId;
        return { remoteId: id, url: photoUrl(await username(account.accessToken), id) };
      }
      if (state === 'FAILED') {
        const reason = text(status.fail_reason) ?? '';
        if (/pull|download|format|size|picture|photo/.test(reason))
          throw new NetworkError('tiktok', 'media', 'TikTok could not fetch the image', { providerCode: reason });
        if (reason === 'auth_removed')
          throw new NetworkError('tiktok', 'revoked', 'TikTok says Markk’s access was removed; please reconnect', { providerCode: reason });
        if (reason.startsWith('spam_risk')) {
          throw new NetworkError('tiktok', 'rate_limited', 'TikTok says this account posted too often today; Markk will try again later', {
            providerCode: reason,
            retryAfterSeconds: 3600,
          });
        }
        throw new NetworkError('tiktok', reason === 'internal' ? 'transient' : 'invalid', `TikTok did not publish the post${reason ? ` (${reason})` : ''}`, {
          providerCode: reason,
        });
      }
      await pause(attempt === 0 ? 500 : POLL_MS);
    }
    throw new NetworkError('tiktok', 'transient', 'TikTok is still processing the post; Markk will check again');
  },

  metrics: (account, remoteId) =>
    readMetrics('tiktok', label, async () => {
      // A photo post is queried as a video by its public post id (the one the publish status
      // named, which video.list lists too): TikTok documents no separate photo query, and the
      // same four counts are all it offers for either. A post not among the creator's own
      // (deleted, or made private) is simply missing from the answer.
      const data = await api(`/v2/video/query/?${query({ fields: 'id,view_count,like_count,comment_count,share_count' })}`, account.accessToken, {
        filters: { video_ids: [remoteId] },
      });
      const video = (Array.isArray(data.videos) ? data.videos : []).map(record).find((v) => text(v.id) === remoteId);
      if (!video) throw postGone('tiktok', label);
      return reading({
        impressions: video.view_count,
        reach: undefined,
        reactions: video.like_count,
        comments: video.comment_count,
        shares: video.share_count,
        saves: undefined,
        clicks: undefined,
      });
    }),

  async findPublished(account, post, since) {
    // The creator's public posts (video.list), newest first; photo posts list with their description.
    const response = await callProvider('tiktok', label, `${API}/v2/video/list/?${query({ fields: 'id,title,video_description,create_time,share_url' })}`, {
      json: { max_count: 20 },
      headers: { authorization: `Bearer ${account.accessToken}` },
    });
    if (response.status !== 200) throw apiError(response);
    const videos = record(record(response.body).data).videos;
    for (const item of Array.isArray(videos) ? videos : []) {
      const v = record(item);
      const created = typeof v.create_time === 'number' ? v.create_time * 1000 : undefined;
      if ((sameCaption(text(v.video_description), post.caption) || sameCaption(text(v.title), post.caption)) && createdSince(created, since)) {
        const id = text(v.id)!;
        return { remoteId: id, url: text(v.share_url) ?? photoUrl(undefined, id) };
      }
    }
    return null;
  },
};
