// LinkedIn members and the organization pages they administer: the Posts API (`POST
// /rest/posts`, versioned with LinkedIn-Version and Rest.li 2.0), the image uploaded first
// through the Images API (initializeUpload, PUT the bytes, reference the image URN), the
// member from OpenID Connect's userinfo `sub`, the pages from the organizationAcls
// roleAssignee finder (ADMINISTRATOR, APPROVED) and their names from a BATCH_GET of
// organizations. Posting as a page needs the Community Management API's scopes. A post's
// numbers: a page's from its share statistics, a member's from the member post analytics.
// Docs followed:
//   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api
//   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/images-api
//   https://learn.microsoft.com/en-us/linkedin/shared/authentication/authorization-code-flow
//   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-access-control-by-role
//   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/organization-lookup-api
//   https://learn.microsoft.com/en-us/linkedin/consumer/integrations/self-serve/sign-in-with-linkedin-v2
//   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/share-statistics
//   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/members/post-statistics
//   https://learn.microsoft.com/en-us/linkedin/shared/api-guide/concepts/rate-limits
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
  serverError,
  text,
  type ProviderRequest,
  type ProviderResponse,
  tokenAnswer,
} from './http.ts';
import { postGone, readMetrics, reading } from './metrics.ts';
import { NetworkError, type NetworkAccount, type NetworkAdapter, type NetworkProfile, type PostMetricsReading, type TokenSet } from './types.ts';

export const linkedinProfile: NetworkProfile = {
  network: 'linkedin',
  label: 'LinkedIn',
  captionLimit: 3000,
  needsImage: false,
  imageTypes: ['image/jpeg', 'image/png'],
  // Member posting: 150 requests per member per day (the Posts API's daily member limit).
  rateLimit: { posts: 150, windowHours: 24 },
  // LinkedIn publishes no standard limits ("not published in documentation": each app reads
  // its own per endpoint in the Developer Portal); member and app counters reset at midnight
  // UTC. 500 calls per member a day is Markk's own ceiling until the portal says otherwise.
  metricsRateLimit: { calls: 500, windowHours: 24 },
  docs: 'https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api',
};

/** The versioned API's month (YYYYMM); LinkedIn supports each version for a year. */
export const LINKEDIN_VERSION = '202606';
const API = 'https://api.linkedin.com';
const OAUTH = 'https://www.linkedin.com/oauth/v2';
const SCOPES = ['openid', 'profile', 'w_member_social', 'r_member_postAnalytics', 'w_organization_social', 'rw_organization_admin'] as const;
const label = 'LinkedIn';

/** Characters the commentary's "little text" format reserves; each must be escaped with a backslash. */
const RESERVED = /[\\|{}@[\]()<>*_~]/g;
export const escapeLittleText = (caption: string) => caption.replace(RESERVED, (c) => `\\${c}`);
const unescapeLittleText = (commentary: string) => commentary.replace(/\\([\\|{}@[\]()<>*_~#])/g, '$1');

function apiError(response: ProviderResponse): NetworkError {
  const body = record(response.body);
  const code = text(body.code) ?? text(body.serviceErrorCode);
  const details = { status: response.status, ...(code ? { providerCode: code } : {}) };
  if (response.status >= 500) return serverError('linkedin', label, response.status, code);
  if (response.status === 401) {
    if (code === 'REVOKED_ACCESS_TOKEN') return new NetworkError('linkedin', 'revoked', 'LinkedIn says Markk’s access was removed; please reconnect', details);
    return new NetworkError('linkedin', 'expired', 'LinkedIn says your connection has expired', details);
  }
  if (response.status === 429) {
    // Daily limits reset at midnight UTC; LinkedIn sends no Retry-After on most throttles.
    const midnight = Math.ceil((Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1) - Date.now()) / 1000);
    return new NetworkError('linkedin', 'rate_limited', 'LinkedIn says too many posts were published today; Markk will try again later', {
      ...details,
      retryAfterSeconds: retryAfter(response.headers, midnight),
    });
  }
  if (response.status === 403) return new NetworkError('linkedin', 'revoked', 'LinkedIn says Markk may not post for this account; please reconnect', details);
  const message = text(body.message);
  if (/duplicate/i.test(message ?? '')) return new NetworkError('linkedin', 'invalid', 'LinkedIn refused a duplicate of an earlier post', details);
  return new NetworkError('linkedin', 'invalid', `LinkedIn refused the post${message ? `: ${message}` : ''}`, details);
}

async function api(path: string, accessToken: string, request: ProviderRequest = {}): Promise<ProviderResponse> {
  const response = await callProvider('linkedin', label, `${API}${path}`, {
    ...request,
    headers: { authorization: `Bearer ${accessToken}`, 'LinkedIn-Version': LINKEDIN_VERSION, 'X-Restli-Protocol-Version': '2.0.0', ...request.headers },
  });
  if (response.status < 200 || response.status >= 300) throw apiError(response);
  return response;
}

async function token(form: Record<string, string | undefined>, refreshing: boolean): Promise<TokenSet> {
  const { clientId, clientSecret } = requireCredentials('linkedin', label);
  const response = await callProvider('linkedin', label, `${OAUTH}/accessToken`, { form: { ...form, client_id: clientId, client_secret: clientSecret } });
  return tokenAnswer('linkedin', label, response, { refreshing, sentRefreshToken: form.refresh_token, refreshExpiresIn: 'refresh_token_expires_in' });
}

function postUrl(urn: string): string {
  return networkUrl(`https://www.linkedin.com/feed/update/${urn}/`);
}

/** Uploads the image through the Images API; answers its URN. */
async function uploadImage(owner: string, accessToken: string, image: { data: Uint8Array; contentType: string }): Promise<string> {
  const init = await api('/rest/images?action=initializeUpload', accessToken, { json: { initializeUploadRequest: { owner } } });
  const value = record(record(init.body).value);
  const uploadUrl = text(value.uploadUrl);
  const urn = text(value.image);
  if (!uploadUrl || !urn) throw serverError('linkedin', label, init.status);
  const put = await callProvider('linkedin', label, uploadUrl, { method: 'PUT', bytes: image, headers: { authorization: `Bearer ${accessToken}` } });
  if (put.status >= 500) throw serverError('linkedin', label, put.status);
  if (put.status === 401) throw apiError(put);
  if (put.status < 200 || put.status >= 300) throw new NetworkError('linkedin', 'media', 'LinkedIn could not accept the image', { status: put.status });
  return urn;
}

/**
 * The organization pages the member administers, named. A grant without the organization
 * scopes (an app without the Community Management API) reaches the member alone.
 */
async function organizationsOf(accessToken: string): Promise<NetworkAccount[]> {
  let acls: ProviderResponse;
  try {
    acls = await api(`/rest/organizationAcls?${query({ q: 'roleAssignee', role: 'ADMINISTRATOR', state: 'APPROVED', count: 100 })}`, accessToken);
  } catch (error) {
    if (error instanceof NetworkError && error.details.status === 403) return [];
    throw error;
  }
  const elements = record(acls.body).elements;
  const ids = [
    ...new Set(
      (Array.isArray(elements) ? elements : [])
        .map((e) => /^urn:li:organization:(\d+)$/.exec(text(record(e).organization) ?? '')?.[1])
        .filter((id): id is string => id !== undefined),
    ),
  ];
  if (ids.length === 0) return [];
  // Rest.li 2.0 lists go unencoded: ids=List(1,2).
  const lookup = await api(`/rest/organizations?ids=List(${ids.join(',')})`, accessToken);
  const results = record(record(lookup.body).results);
  return ids.map((id) => ({
    accountId: `organization-${id}`,
    name: text(record(results[id]).localizedName) ?? `LinkedIn page ${id}`,
    target: `urn:li:organization:${id}`,
  }));
}

/** A post URN's kind, as the statistics finders name it: `share` or `ugcPost`. */
const urnKind = (urn: string) => (/^urn:li:ugcPost:/.test(urn) ? 'ugcPost' : 'share');

/**
 * A page's post: organizationalEntityShareStatistics without time intervals answers the
 * lifetime totals (organic only), for posts of the last 12 months.
 */
async function organizationStatistics(organization: string, urn: string, accessToken: string): Promise<PostMetricsReading> {
  const list = urnKind(urn) === 'ugcPost' ? 'ugcPosts' : 'shares';
  // Rest.li 2.0: the URN inside List(…) is encoded, the List syntax is not.
  const response = await api(
    `/rest/organizationalEntityShareStatistics?q=organizationalEntity&organizationalEntity=${encodeURIComponent(organization)}&${list}=List(${encodeURIComponent(urn)})`,
    accessToken,
  );
  const elements = record(response.body).elements;
  const element = (Array.isArray(elements) ? elements : []).map(record).find((e) => e.share === urn || e.ugcPost === urn);
  if (!element) throw postGone('linkedin', label, { status: response.status });
  const stats = record(element.totalShareStatistics);
  return reading({
    impressions: stats.impressionCount,
    reach: stats.uniqueImpressionsCount,
    reactions: stats.likeCount,
    comments: stats.commentCount,
    shares: stats.shareCount,
    saves: undefined,
    clicks: stats.clickCount,
  });
}

/** The member post analytics' metric types, one finder call each (IMPRESSION… COMMENT). */
const MEMBER_METRICS = { impressions: 'IMPRESSION', reach: 'MEMBERS_REACHED', reactions: 'REACTION', comments: 'COMMENT', shares: 'RESHARE' } as const;

/**
 * A member's own post: memberCreatorPostAnalytics' entity finder, TOTAL aggregation. It
 * offers no clicks and no saves; a metric with no data point yet stays absent.
 */
async function memberStatistics(urn: string, accessToken: string): Promise<PostMetricsReading> {
  const entity = `(${urnKind(urn) === 'ugcPost' ? 'ugc' : 'share'}:${encodeURIComponent(urn)})`;
  const values: Record<string, unknown> = {};
  // One after another: a refused call stops the rest, which would count against the same daily limit.
  for (const [name, queryType] of Object.entries(MEMBER_METRICS)) {
    const response = await api(`/rest/memberCreatorPostAnalytics?q=entity&entity=${entity}&queryType=${queryType}&aggregation=TOTAL`, accessToken);
    const elements = record(response.body).elements;
    values[name] = record((Array.isArray(elements) ? elements : [])[0]).count;
  }
  return reading({ ...(values as Record<keyof typeof MEMBER_METRICS, unknown>), saves: undefined, clicks: undefined });
}

export const linkedin: NetworkAdapter = {
  ...linkedinProfile,
  // LinkedIn's PKCE is for native apps; a web app's code flow uses the client secret.
  pkce: false,

  authorizeUrl(input) {
    const { clientId } = requireCredentials('linkedin', label);
    return networkUrl(
      `${OAUTH}/authorization?${query({ response_type: 'code', client_id: clientId, redirect_uri: input.redirectUri, state: input.state, scope: SCOPES.join(' ') })}`,
    );
  },

  exchangeCode: (input) => token({ grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri }, false),

  async refresh(tokens) {
    // Only apps with programmatic refresh get refresh tokens; the others reconnect after 60 days.
    if (!tokens.refreshToken) throw new NetworkError('linkedin', 'expired', 'LinkedIn says your connection has expired');
    return token({ grant_type: 'refresh_token', refresh_token: tokens.refreshToken }, true);
  },

  async revoke(tokens) {
    const credentials = requireCredentials('linkedin', label);
    await callProvider('linkedin', label, `${OAUTH}/revoke`, {
      form: { client_id: credentials.clientId, client_secret: credentials.clientSecret, token: tokens.accessToken },
    }).catch(() => undefined);
  },

  async accounts(tokens) {
    const response = await callProvider('linkedin', label, `${API}/v2/userinfo`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    if (response.status !== 200) throw apiError(response);
    const body = record(response.body);
    const sub = text(body.sub);
    if (!sub) throw serverError('linkedin', label, response.status);
    const picture = text(body.picture);
    const member = { accountId: sub, name: text(body.name) ?? 'LinkedIn member', target: `urn:li:person:${sub}`, ...(picture ? { pictureUrl: picture } : {}) };
    return [member, ...(await organizationsOf(tokens.accessToken))];
  },

  async publish(account, post) {
    checkPost(linkedinProfile, post);
    let content: Record<string, unknown> | undefined;
    if (post.imageUrl) {
      const image = await readImage('linkedin', label, post);
      const urn = await uploadImage(account.target, account.accessToken, image);
      content = { media: { id: urn, ...(post.altText ? { altText: post.altText } : {}) } };
    }
    const response = await api('/rest/posts', account.accessToken, {
      json: {
        author: account.target,
        commentary: escapeLittleText(post.caption),
        visibility: 'PUBLIC',
        distribution: { feedDistribution: 'MAIN_FEED', targetEntities: [], thirdPartyDistributionChannels: [] },
        ...(content ? { content } : {}),
        lifecycleState: 'PUBLISHED',
        isReshareDisabledByAuthor: false,
      },
    });
    const urn = response.headers.get('x-restli-id');
    if (!urn) throw new NetworkError('linkedin', 'transient', 'LinkedIn did not confirm the post; Markk will check again');
    return { remoteId: urn, url: postUrl(urn) };
  },

  metrics: (account, remoteId) =>
    readMetrics('linkedin', label, () =>
      account.target.startsWith('urn:li:organization:')
        ? organizationStatistics(account.target, remoteId, account.accessToken)
        : memberStatistics(remoteId, account.accessToken),
    ),

  async findPublished(account, post, since) {
    let response: ProviderResponse;
    try {
      response = await api(`/rest/posts?${query({ author: account.target, q: 'author', count: 20, sortBy: 'CREATED' })}`, account.accessToken, {
        headers: { 'X-RestLi-Method': 'FINDER' },
      });
    } catch (error) {
      // Reading posts back needs r_member_social, which LinkedIn grants few apps: a 403 here
      // says nothing about the connection, only that Markk cannot look.
      if (error instanceof NetworkError && error.details.status === 403) {
        throw new NetworkError('linkedin', 'invalid', 'LinkedIn does not let Markk read this account’s posts', error.details);
      }
      throw error;
    }
    for (const item of Array.isArray(record(response.body).elements) ? (record(response.body).elements as unknown[]) : []) {
      const p = record(item);
      const commentary = text(p.commentary);
      const created = typeof p.createdAt === 'number' ? p.createdAt : undefined;
      if (commentary !== undefined && unescapeLittleText(commentary).trim() === post.caption.trim() && createdSince(created, since)) {
        return { remoteId: text(p.id)!, url: postUrl(text(p.id)!) };
      }
    }
    return null;
  },
};
