// X accounts: OAuth 2.0 authorization code with PKCE (S256), `POST /2/tweets` with the image
// uploaded first through the v2 media upload endpoint, the user's own timeline to reconcile,
// a post's public and (its owner's) non-public metrics from the post lookup.
// Docs followed:
//   https://docs.x.com/x-api/posts/manage-tweets/quickstart
//   https://docs.x.com/x-api/media/image-or-subtitle-media-upload
//   https://docs.x.com/resources/fundamentals/authentication/oauth-2-0/authorization-code
//   https://docs.x.com/x-api/fundamentals/rate-limits
//   https://docs.x.com/x-api/fundamentals/metrics
import {
  callProvider,
  checkPost,
  createdSince,
  networkUrl,
  query,
  readImage,
  record,
  requireCredentials,
  retryAfter,
  sameCaption,
  serverError,
  text,
  type ProviderRequest,
  type ProviderResponse,
  tokenAnswer,
} from './http.ts';
import { postGone, readMetrics, reading, total } from './metrics.ts';
import { NetworkError, type NetworkAdapter, type NetworkProfile, type TokenSet } from './types.ts';

export const xProfile: NetworkProfile = {
  network: 'x',
  label: 'X',
  captionLimit: 280,
  needsImage: false,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  // POST /2/tweets: 100 per user per 15 minutes; the daily cap per user is 2,400 less replies.
  rateLimit: { posts: 100, windowHours: 0.25 },
  // GET /2/tweets/:id: 900 requests per user per 15 minutes.
  metricsRateLimit: { calls: 900, windowHours: 0.25 },
  docs: 'https://docs.x.com/x-api/posts/manage-tweets/quickstart',
};

const API = 'https://api.x.com';
const SCOPES = ['tweet.read', 'tweet.write', 'users.read', 'offline.access', 'media.write'] as const;
const label = 'X';

/**
 * The length X counts (twitter-text's weighted length): most scripts' characters weigh 2,
 * Latin and common punctuation 1, and every link 23 whatever its length.
 */
export function xLength(caption: string): number {
  const links = caption.match(/https?:\/\/\S+/g) ?? [];
  const rest = caption.replace(/https?:\/\/\S+/g, '');
  let weight = links.length * 23;
  for (const ch of rest) {
    const cp = ch.codePointAt(0)!;
    const light = cp <= 4351 || (cp >= 8192 && cp <= 8205) || (cp >= 8208 && cp <= 8223) || (cp >= 8242 && cp <= 8247);
    weight += light ? 1 : 2;
  }
  return weight;
}

/** X escapes these in a post's text as it answers it. */
const unescapeHtml = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function apiError(response: ProviderResponse, stage: 'post' | 'media' = 'post'): NetworkError {
  const body = record(response.body);
  const detail = text(body.detail) ?? text(record((Array.isArray(body.errors) ? body.errors : [])[0]).message) ?? '';
  const details = { status: response.status, ...(text(body.title) ? { providerCode: text(body.title)! } : {}) };
  if (response.status >= 500) return serverError('x', label, response.status);
  if (response.status === 401) return new NetworkError('x', 'expired', 'X says your connection has expired', details);
  if (response.status === 429) {
    const reset = Number(response.headers.get('x-rate-limit-reset'));
    const seconds = Number.isFinite(reset) && reset > 0 ? Math.max(1, Math.ceil(reset - Date.now() / 1000)) : retryAfter(response.headers, 900);
    return new NetworkError('x', 'rate_limited', 'X says too many posts were published; Markk will try again later', {
      ...details,
      retryAfterSeconds: seconds,
    });
  }
  if (stage === 'media') return new NetworkError('x', 'media', 'X could not accept the image', details);
  if (/duplicate/i.test(detail)) return new NetworkError('x', 'invalid', 'X refused a duplicate of an earlier post', details);
  if (/too long/i.test(detail)) return new NetworkError('x', 'invalid', 'X allows 280 characters', details);
  return new NetworkError('x', 'invalid', `X refused the post${detail ? `: ${detail}` : ''}`, details);
}

async function api(path: string, accessToken: string, request: ProviderRequest = {}, stage: 'post' | 'media' = 'post'): Promise<Record<string, unknown>> {
  const response = await callProvider('x', label, `${API}${path}`, { ...request, headers: { authorization: `Bearer ${accessToken}`, ...request.headers } });
  if (response.status < 200 || response.status >= 300) throw apiError(response, stage);
  return record(response.body);
}

/** A confidential client authenticates to the token and revoke endpoints with Basic auth. */
function basic(): string {
  const { clientId, clientSecret } = requireCredentials('x', label);
  return `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
}

async function token(form: Record<string, string | undefined>, refreshing: boolean): Promise<TokenSet> {
  const { clientId } = requireCredentials('x', label);
  const response = await callProvider('x', label, `${API}/2/oauth2/token`, { form: { ...form, client_id: clientId }, headers: { authorization: basic() } });
  return tokenAnswer('x', label, response, { refreshing, sentRefreshToken: form.refresh_token });
}

function postUrl(id: string): string {
  return networkUrl(`https://x.com/i/web/status/${id}`);
}

/**
 * The post with its metrics. Non-public metrics (clicks) exist for the owner's posts of the
 * last 30 days only; past that X answers a field authorization error, and the public ones are
 * asked alone. X answers a missing post with 200 and a "resource-not-found" error.
 */
async function tweetWithMetrics(id: string, accessToken: string): Promise<Record<string, unknown>> {
  const lookup = (fields: string) => api(`/2/tweets/${encodeURIComponent(id)}?${query({ 'tweet.fields': fields })}`, accessToken);
  let body = await lookup('public_metrics,non_public_metrics');
  const problems = () => (Array.isArray(body.errors) ? body.errors : []).map((e) => text(record(e).type) ?? '');
  if (!body.data && problems().some((type) => type.endsWith('/not-authorized-for-field'))) body = await lookup('public_metrics');
  if (body.data) return record(body.data);
  if (problems().some((type) => type.endsWith('/resource-not-found'))) throw postGone('x', label, { status: 200, providerCode: 'resource-not-found' });
  throw serverError('x', label, 200);
}

export const x: NetworkAdapter = {
  ...xProfile,
  pkce: true,

  authorizeUrl(input) {
    const { clientId } = requireCredentials('x', label);
    if (!input.codeChallenge) throw new NetworkError('x', 'invalid', 'X needs a PKCE code challenge');
    return networkUrl(
      `https://x.com/i/oauth2/authorize?${query({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: input.redirectUri,
        scope: SCOPES.join(' '),
        state: input.state,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      })}`,
    );
  },

  exchangeCode: (input) =>
    token({ grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier }, false),

  async refresh(tokens) {
    if (!tokens.refreshToken) throw new NetworkError('x', 'expired', 'X says your connection has expired');
    return token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, true);
  },

  async revoke(tokens) {
    await callProvider('x', label, `${API}/2/oauth2/revoke`, {
      form: { token: tokens.refreshToken ?? tokens.accessToken, token_type_hint: tokens.refreshToken ? 'refresh_token' : 'access_token' },
      headers: { authorization: basic() },
    }).catch(() => undefined);
  },

  async accounts(tokens) {
    const body = await api(`/2/users/me?${query({ 'user.fields': 'profile_image_url' })}`, tokens.accessToken);
    const user = record(body.data);
    const id = text(user.id);
    if (!id) throw serverError('x', label, 200);
    const picture = text(user.profile_image_url);
    return [{ accountId: id, name: `@${text(user.username) ?? id}`, target: id, ...(picture ? { pictureUrl: picture } : {}) }];
  },

  async publish(account, post) {
    checkPost(xProfile, post, xLength);
    let mediaIds: string[] | undefined;
    if (post.imageUrl) {
      const image = await readImage('x', label, post);
      const uploaded = await api(
        '/2/media/upload',
        account.accessToken,
        { json: { media: Buffer.from(image.data).toString('base64'), media_category: 'tweet_image', media_type: image.contentType } },
        'media',
      );
      const mediaId = text(record(uploaded.data).id);
      if (!mediaId) throw new NetworkError('x', 'media', 'X could not accept the image');
      if (post.altText) {
        await api('/2/media/metadata', account.accessToken, { json: { id: mediaId, metadata: { alt_text: { text: post.altText.slice(0, 1000) } } } }, 'media');
      }
      mediaIds = [mediaId];
    }
    const body = await api('/2/tweets', account.accessToken, { json: { text: post.caption, ...(mediaIds ? { media: { media_ids: mediaIds } } : {}) } });
    const id = text(record(body.data).id);
    if (!id) throw new NetworkError('x', 'transient', 'X did not confirm the post; Markk will check again');
    return { remoteId: id, url: postUrl(id) };
  },

  metrics: (account, remoteId) =>
    readMetrics('x', label, async () => {
      const tweet = await tweetWithMetrics(remoteId, account.accessToken);
      const open = record(tweet.public_metrics);
      const owner = record(tweet.non_public_metrics);
      return reading({
        // Impressions are public now; older answers gave them to the owner alone.
        impressions: open.impression_count ?? owner.impression_count,
        reach: undefined,
        reactions: open.like_count,
        comments: open.reply_count,
        shares: total(open.retweet_count, open.quote_count),
        saves: open.bookmark_count,
        // Clicks on the post's link and on its author's name or picture.
        clicks: total(owner.url_link_clicks, owner.user_profile_clicks),
      });
    }),

  async findPublished(account, post, since) {
    const start = new Date(Math.floor(Date.parse(since) / 1000) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const body = await api(
      `/2/users/${encodeURIComponent(account.target)}/tweets?${query({ 'tweet.fields': 'created_at', max_results: 20, start_time: start, exclude: 'replies,retweets' })}`,
      account.accessToken,
    );
    for (const item of Array.isArray(body.data) ? body.data : []) {
      const t = record(item);
      if (sameCaption(unescapeHtml(text(t.text) ?? ''), post.caption) && createdSince(text(t.created_at), since))
        return { remoteId: text(t.id)!, url: postUrl(text(t.id)!) };
    }
    return null;
  },
};
