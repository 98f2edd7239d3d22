// Meta's Graph API, shared by the Instagram and Facebook adapters: Facebook Login's OAuth
// dialog and token exchange (short-lived code token → long-lived user token), the error
// object every Graph endpoint answers with, the Page list with its Page tokens, and the
// `/insights` edge's answer (Instagram media and Page posts alike).
// Docs followed:
//   https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
//   https://developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived
//   https://developers.facebook.com/docs/graph-api/guides/error-handling
//   https://developers.facebook.com/docs/pages-api/getting-started
import {
  callProvider,
  expiresAt,
  networkUrl,
  query,
  record,
  requireCredentials,
  retryAfter,
  serverError,
  text,
  type ProviderRequest,
  type ProviderResponse,
} from './http.ts';
import { NetworkError, type Network, type TokenSet } from './types.ts';

/** The Graph API version Markk is written against (each version lives about two years). */
export const GRAPH_VERSION = 'v24.0';
export const GRAPH = `https://graph.facebook.com/${GRAPH_VERSION}`;
const DIALOG = `https://www.facebook.com/${GRAPH_VERSION}/dialog/oauth`;

const labels = { instagram: 'Instagram', facebook: 'Facebook' } as const;
type MetaNetwork = 'instagram' | 'facebook';

/** Graph error codes (error-handling guide) and what publishing does about them. */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613, 80001, 80002]);
/** Subcodes of code 190 meaning the person removed the app or changed their password. */
const REVOKED_SUBCODES = new Set([458, 460]);
/** The media could not be fetched or used: 9004 / 2207052 (Instagram), 324 and 1366046 (Pages photos). */
const MEDIA_CODES = new Set([9004, 324, 1366046]);
const MEDIA_SUBCODES = new Set([2207052, 2207026, 2207003, 2207004, 2207005, 2207009]);

/** The seconds Meta asks us to wait: x-business-use-case-usage's estimated_time_to_regain_access (minutes). */
function regainSeconds(response: ProviderResponse): number {
  const usage = response.headers.get('x-business-use-case-usage');
  if (usage) {
    try {
      const parsed = JSON.parse(usage) as Record<string, { estimated_time_to_regain_access?: number }[]>;
      const minutes = Math.max(0, ...Object.values(parsed).flatMap((list) => list.map((u) => Number(u.estimated_time_to_regain_access) || 0)));
      if (minutes > 0) return minutes * 60;
    } catch {
      // An unreadable header: fall back to Retry-After or the default.
    }
  }
  return retryAfter(response.headers, 300);
}

/** A Graph error answer as a NetworkError in publishing's terms. */
export function graphError(network: MetaNetwork, response: ProviderResponse): NetworkError {
  const label = labels[network];
  const error = record(record(response.body).error);
  const code = Number(error.code);
  const subcode = Number(error.error_subcode);
  const providerCode = Number.isFinite(code) ? `${code}${Number.isFinite(subcode) ? `/${subcode}` : ''}` : undefined;
  const details = { status: response.status, ...(providerCode ? { providerCode } : {}) };
  if (response.status >= 500 || code === 1 || code === 2) return serverError(network, label, response.status, providerCode);
  if (code === 190 || code === 102) {
    if (REVOKED_SUBCODES.has(subcode)) return new NetworkError(network, 'revoked', `${label} says Markk’s access was removed; please reconnect`, details);
    return new NetworkError(network, 'expired', `${label} says your connection has expired`, details);
  }
  if (code === 10 || (code >= 200 && code <= 299)) {
    return new NetworkError(network, 'revoked', `${label} says Markk no longer has permission to publish; please reconnect`, details);
  }
  if (RATE_LIMIT_CODES.has(code) || subcode === 2207042) {
    return new NetworkError(network, 'rate_limited', `${label} says too many posts were published; Markk will try again later`, {
      ...details,
      retryAfterSeconds: subcode === 2207042 ? 3600 : regainSeconds(response),
    });
  }
  // Throttling is marked transient too: the rate-limit codes above come first.
  if (error.is_transient === true) return serverError(network, label, response.status, providerCode);
  if (MEDIA_CODES.has(code) || MEDIA_SUBCODES.has(subcode)) return new NetworkError(network, 'media', `${label} could not fetch the image`, details);
  if (code === 506) return new NetworkError(network, 'invalid', `${label} refused a duplicate of an earlier post`, details);
  const message = text(error.error_user_msg) ?? text(error.message);
  return new NetworkError(network, 'invalid', `${label} refused the post${message ? `: ${message}` : ''}`, details);
}

/** A Graph answer's body; a non-2xx answer throws the mapped NetworkError. */
function graphBody(network: MetaNetwork, response: ProviderResponse): Record<string, unknown> {
  if (response.status < 200 || response.status >= 300) throw graphError(network, response);
  if (typeof response.body !== 'object' || response.body === null) throw serverError(network, labels[network], response.status);
  return response.body as Record<string, unknown>;
}

/** One Graph call; a non-2xx answer throws the mapped NetworkError. */
export async function graph(network: MetaNetwork, path: string, request: ProviderRequest = {}): Promise<Record<string, unknown>> {
  return graphBody(network, await callProvider(network, labels[network], `${GRAPH}${path}`, request));
}

/**
 * An `/insights` edge's metrics (Instagram media, Page posts) as name → lifetime value: a
 * number, or counts by type (post_reactions_by_type_total). Code 10 "Not enough viewers for
 * the media to show insights" is no lost permission but no numbers yet: an empty reading.
 */
export async function graphInsights(network: MetaNetwork, path: string): Promise<Record<string, unknown>> {
  const response = await callProvider(network, labels[network], `${GRAPH}${path}`);
  const error = record(record(response.body).error);
  if (Number(error.code) === 10 && /not enough viewers/i.test(text(error.message) ?? '')) return {};
  const body = graphBody(network, response);
  const values: Record<string, unknown> = {};
  for (const item of Array.isArray(body.data) ? body.data : []) {
    const metric = record(item);
    const name = text(metric.name);
    // Lifetime metrics answer `values: [{ value }]`; the newer ones `total_value: { value }`.
    const value = Array.isArray(metric.values) ? record(metric.values[0]).value : record(metric.total_value).value;
    if (name && value !== undefined) values[name] = value;
  }
  return values;
}

/** Facebook Login's dialog for the permissions a network needs. */
export function metaAuthorizeUrl(network: MetaNetwork, scopes: readonly string[], input: { state: string; redirectUri: string }): string {
  const { clientId } = requireCredentials(network, labels[network]);
  return networkUrl(
    `${DIALOG}?${query({ client_id: clientId, redirect_uri: input.redirectUri, state: input.state, scope: scopes.join(','), response_type: 'code' })}`,
  );
}

function tokenSet(body: Record<string, unknown>, scope?: string): TokenSet {
  const accessToken = text(body.access_token);
  if (!accessToken) throw new NetworkError('facebook', 'transient', 'Facebook did not return a token');
  return { accessToken, expiresAt: expiresAt(body.expires_in), ...(scope ? { scope } : {}) };
}

/** A long-lived (about 60 days) user token for a current one: Meta's refresh. */
export async function longLived(network: MetaNetwork, accessToken: string): Promise<TokenSet> {
  const { clientId, clientSecret } = requireCredentials(network, labels[network]);
  const body = await graph(
    network,
    `/oauth/access_token?${query({ grant_type: 'fb_exchange_token', client_id: clientId, client_secret: clientSecret, fb_exchange_token: accessToken })}`,
  );
  return tokenSet(body);
}

/** The code for a short-lived user token, then that token for a long-lived one. */
export async function metaExchangeCode(network: MetaNetwork, input: { code: string; redirectUri: string }): Promise<TokenSet> {
  const { clientId, clientSecret } = requireCredentials(network, labels[network]);
  let short: Record<string, unknown>;
  try {
    short = await graph(
      network,
      `/oauth/access_token?${query({ client_id: clientId, client_secret: clientSecret, redirect_uri: input.redirectUri, code: input.code })}`,
    );
  } catch (error) {
    if (error instanceof NetworkError && !error.transient) {
      throw new NetworkError(network, 'invalid', `${labels[network]} refused the connection; please try connecting again`, error.details);
    }
    throw error;
  }
  return longLived(network, tokenSet(short).accessToken);
}

/** Best effort: removes every permission the person granted Markk's app. */
export async function metaRevoke(network: MetaNetwork, tokens: TokenSet): Promise<void> {
  await callProvider(network, labels[network], `${GRAPH}/me/permissions?${query({ access_token: tokens.accessToken })}`, { method: 'DELETE' }).catch(
    () => undefined,
  );
}

export interface MetaPage {
  id: string;
  name: string;
  accessToken?: string;
  pictureUrl?: string;
  instagram?: { id: string; username: string; pictureUrl?: string };
}

/** The Pages the person manages (`/me/accounts`), each with its Page token and linked Instagram account. */
export async function metaPages(network: MetaNetwork, tokens: TokenSet): Promise<MetaPage[]> {
  const fields = 'id,name,access_token,picture{url},instagram_business_account{id,username,profile_picture_url}';
  const pages: MetaPage[] = [];
  let path: string | null = `/me/accounts?${query({ fields, limit: 100, access_token: tokens.accessToken })}`;
  for (let page = 0; path && page < 10; page++) {
    const body: Record<string, unknown> = await graph(network, path);
    for (const item of Array.isArray(body.data) ? body.data : []) {
      const p = record(item);
      const id = text(p.id);
      if (!id) continue;
      const ig = record(p.instagram_business_account);
      const igId = text(ig.id);
      const picture = text(record(record(p.picture).data).url);
      const igPicture = text(ig.profile_picture_url);
      pages.push({
        id,
        name: text(p.name) ?? id,
        ...(text(p.access_token) ? { accessToken: text(p.access_token)! } : {}),
        ...(picture ? { pictureUrl: picture } : {}),
        ...(igId ? { instagram: { id: igId, username: text(ig.username) ?? igId, ...(igPicture ? { pictureUrl: igPicture } : {}) } } : {}),
      });
    }
    // The next page's full URL: keep only its path and query on the Graph host.
    const next = text(record(body.paging).next);
    path = next ? next.replace(/^.*?\/v\d+\.\d+/, '') : null;
  }
  return pages;
}

export type { MetaNetwork };
export const metaLabel = (network: Network) => labels[network as MetaNetwork];
