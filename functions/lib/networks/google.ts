// Google Business Profile locations: a standard local post (`localPosts.create` on the v4
// API, summary and an optional photo by sourceUrl); the accounts from the Account
// Management API and their locations from the Business Information API; Google's OAuth 2.0
// for web servers with offline access and PKCE. A post's numbers from the v4 local post
// insights report.
// Docs followed:
//   https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/create
//   https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/reportInsights
//   https://developers.google.com/my-business/reference/rest/v4/BasicMetricsRequest
//   https://developers.google.com/my-business/content/limits
//   https://developers.google.com/my-business/reference/accountmanagement/rest/v1/accounts/list
//   https://developers.google.com/my-business/reference/businessinformation/rest/v1/accounts.locations/list
//   https://developers.google.com/identity/protocols/oauth2/web-server
import {
  callProvider,
  checkPost,
  createdSince,
  networkUrl,
  query,
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
import { postGone, readMetrics, reading } from './metrics.ts';
import { NetworkError, type NetworkAccount, type NetworkAdapter, type NetworkProfile, type TokenSet } from './types.ts';

export const googleProfile: NetworkProfile = {
  network: 'google',
  label: 'Google Business Profile',
  captionLimit: 1500,
  needsImage: false,
  imageTypes: ['image/jpeg', 'image/png'],
  // No documented per-location post quota; the API's own is 10 edits per minute per location.
  rateLimit: { posts: 100, windowHours: 24 },
  // The Business Profile APIs' default quota: 300 requests a minute for the whole Google
  // Cloud project (Google counts no finer); the v4 insights report falls under it.
  metricsRateLimit: { calls: 300, windowHours: 1 / 60 },
  docs: 'https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/create',
};

const label = 'Google Business Profile';
/** The local post metrics Markk reads: views on Google Search, and clicks on the post's button. */
const METRICS = ['LOCAL_POST_VIEWS_SEARCH', 'LOCAL_POST_ACTIONS_CALL_TO_ACTION'] as const;
/** The report's longest range: 18 months back from the request (a few days short, to be safe). */
const REPORT_DAYS = 540;
const SCOPES = ['https://www.googleapis.com/auth/business.manage'] as const;
const TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** Google's error object (`{ error: { code, message, status, details } }`) in publishing's terms. */
function apiError(response: ProviderResponse): NetworkError {
  const error = record(record(response.body).error);
  const status = text(error.status) ?? '';
  const details = { status: response.status, ...(status ? { providerCode: status } : {}) };
  if (response.status >= 500) return serverError('google', label, response.status, status);
  if (response.status === 401 || status === 'UNAUTHENTICATED') return new NetworkError('google', 'expired', 'Google says your connection has expired', details);
  if (response.status === 403 || status === 'PERMISSION_DENIED') {
    return new NetworkError('google', 'revoked', 'Google says Markk no longer has access to this business; please reconnect', details);
  }
  if (response.status === 429 || status === 'RESOURCE_EXHAUSTED') {
    return new NetworkError('google', 'rate_limited', 'Google says too many requests were made; Markk will try again shortly', {
      ...details,
      retryAfterSeconds: retryAfter(response.headers, 60),
    });
  }
  const fieldErrors = (Array.isArray(error.details) ? error.details : []).flatMap((d) => {
    const list = record(d).errorDetails;
    return Array.isArray(list) ? list.map((e) => record(e)) : [];
  });
  if (fieldErrors.some((e) => /media|source_url|sourceUrl/i.test(text(e.field) ?? '')))
    return new NetworkError('google', 'media', 'Google could not fetch the image', details);
  const message = text(fieldErrors[0]?.message) ?? text(error.message);
  return new NetworkError('google', 'invalid', `Google refused the post${message ? `: ${message}` : ''}`, details);
}

async function api(url: string, accessToken: string, request: ProviderRequest = {}): Promise<Record<string, unknown>> {
  const response = await callProvider('google', label, url, { ...request, headers: { authorization: `Bearer ${accessToken}`, ...request.headers } });
  if (response.status < 200 || response.status >= 300) throw apiError(response);
  return record(response.body);
}

async function token(form: Record<string, string | undefined>, refreshing: boolean): Promise<TokenSet> {
  const { clientId, clientSecret } = requireCredentials('google', label);
  const response = await callProvider('google', label, TOKEN_URL, { form: { ...form, client_id: clientId, client_secret: clientSecret } });
  return tokenAnswer('google', label, response, { refreshing, sentRefreshToken: form.refresh_token, speaker: 'Google' });
}

export const google: NetworkAdapter = {
  ...googleProfile,
  pkce: true,

  authorizeUrl(input) {
    const { clientId } = requireCredentials('google', label);
    return networkUrl(
      `https://accounts.google.com/o/oauth2/v2/auth?${query({
        client_id: clientId,
        redirect_uri: input.redirectUri,
        response_type: 'code',
        scope: SCOPES.join(' '),
        state: input.state,
        // A refresh token for the scheduled refresh; `consent` so a reconnect gets one again.
        access_type: 'offline',
        prompt: 'consent',
        include_granted_scopes: 'true',
        code_challenge: input.codeChallenge,
        code_challenge_method: input.codeChallenge ? 'S256' : undefined,
      })}`,
    );
  },

  exchangeCode: (input) =>
    token({ grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri, code_verifier: input.codeVerifier }, false),

  async refresh(tokens) {
    if (!tokens.refreshToken) throw new NetworkError('google', 'expired', 'Google says your connection has expired');
    return token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, true);
  },

  async revoke(tokens) {
    await callProvider('google', label, `https://oauth2.googleapis.com/revoke`, { form: { token: tokens.refreshToken ?? tokens.accessToken } }).catch(
      () => undefined,
    );
  },

  async accounts(tokens): Promise<NetworkAccount[]> {
    const body = await api('https://mybusinessaccountmanagement.googleapis.com/v1/accounts?pageSize=20', tokens.accessToken);
    const out: NetworkAccount[] = [];
    for (const item of Array.isArray(body.accounts) ? body.accounts : []) {
      const accountName = text(record(item).name);
      if (!accountName) continue;
      const list = await api(
        `https://mybusinessbusinessinformation.googleapis.com/v1/${accountName}/locations?${query({ readMask: 'name,title,metadata', pageSize: 100 })}`,
        tokens.accessToken,
      );
      for (const loc of Array.isArray(list.locations) ? list.locations : []) {
        const location = record(loc);
        const name = text(location.name); // "locations/{id}"
        if (!name) continue;
        const id = name.split('/').pop()!;
        out.push({ accountId: id, name: text(location.title) ?? name, target: `${accountName}/${name}` });
      }
    }
    return out;
  },

  async publish(account, post) {
    checkPost(googleProfile, post);
    const body = await api(`https://mybusiness.googleapis.com/v4/${account.target}/localPosts`, account.accessToken, {
      json: {
        languageCode: 'en',
        summary: post.caption,
        topicType: 'STANDARD',
        ...(post.imageUrl ? { media: [{ mediaFormat: 'PHOTO', sourceUrl: post.imageUrl }] } : {}),
      },
    });
    const name = text(body.name);
    if (!name) throw new NetworkError('google', 'transient', 'Google did not confirm the post; Markk will check again');
    return { remoteId: name, url: text(body.searchUrl) ?? 'https://business.google.com/' };
  },

  metrics: (account, remoteId) =>
    readMetrics('google', 'Google', async () => {
      const end = new Date();
      const start = new Date(end.getTime() - REPORT_DAYS * 86_400_000);
      const body = await api(`https://mybusiness.googleapis.com/v4/${account.target}/localPosts:reportInsights`, account.accessToken, {
        json: {
          localPostNames: [remoteId],
          basicRequest: {
            metricRequests: METRICS.map((metric) => ({ metric, options: ['AGGREGATED_TOTAL'] })),
            timeRange: { startTime: start.toISOString(), endTime: end.toISOString() },
          },
        },
      });
      const post = (Array.isArray(body.localPostMetrics) ? body.localPostMetrics : []).map(record).find((p) => p.localPostName === remoteId);
      if (!post) throw postGone('google', 'Google');
      // Each total is an int64, which Google's JSON writes as a string.
      const values = Object.fromEntries(
        (Array.isArray(post.metricValues) ? post.metricValues : []).map(record).map((v) => [text(v.metric), record(v.totalValue).value]),
      );
      return reading({
        impressions: values.LOCAL_POST_VIEWS_SEARCH,
        reach: undefined,
        reactions: undefined,
        comments: undefined,
        shares: undefined,
        saves: undefined,
        clicks: values.LOCAL_POST_ACTIONS_CALL_TO_ACTION,
      });
    }),

  async findPublished(account, post, since) {
    const body = await api(`https://mybusiness.googleapis.com/v4/${account.target}/localPosts?pageSize=20`, account.accessToken);
    for (const item of Array.isArray(body.localPosts) ? body.localPosts : []) {
      const p = record(item);
      if (sameCaption(text(p.summary), post.caption) && createdSince(text(p.createTime), since)) {
        return { remoteId: text(p.name)!, url: text(p.searchUrl) ?? 'https://business.google.com/' };
      }
    }
    return null;
  },
};
