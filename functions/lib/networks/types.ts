// What every social network adapter offers Markk's publishing: the provider's OAuth 2.0
// authorization-code flow, the accounts a grant reaches, publishing one post, finding a
// post an earlier (crashed) call already made, and reading a published post's metrics
// through the provider's insights API. One module per network beside this file;
// each speaks that provider's documented REST API, with its base URLs from configuration
// (`networkUrl`), so the same code runs against the real provider and the local sandbox.
// The publishing pages the adapters follow (each adapter cites the rest of its own):
//   Instagram  https://developers.facebook.com/docs/instagram-platform/content-publishing/
//   Facebook   https://developers.facebook.com/docs/pages-api/posts
//   LinkedIn   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api
//   TikTok     https://developers.tiktok.com/doc/content-posting-api-reference-photo-post
//   Google     https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/create
//   X          https://docs.x.com/x-api/posts/manage-tweets/quickstart

export const NETWORKS = ['instagram', 'facebook', 'linkedin', 'tiktok', 'google', 'x'] as const;
export type Network = (typeof NETWORKS)[number];

/** Tokens a provider granted. Only ever stored encrypted (functions/lib/token-vault.ts). */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string | undefined;
  /** ISO time the access token stops working; undefined when the provider gives none. */
  expiresAt?: string | undefined;
  /** ISO time the refresh token stops working, where the provider says. */
  refreshExpiresAt?: string | undefined;
  scope?: string | undefined;
}

/** One account a grant can publish to: an Instagram professional account, a Page, a member or organization, a location. */
export interface NetworkAccount {
  /** The provider's id of the account (stable across reconnects). */
  accountId: string;
  name: string;
  pictureUrl?: string | undefined;
  /**
   * What publishing addresses, when it is not the account id: a LinkedIn author URN, a
   * Google location name (`accounts/1/locations/2`), the Instagram user id.
   */
  target: string;
  /**
   * A token of the account itself, when the provider issues one (a Facebook Page access
   * token); publishing then uses it instead of the grant's.
   */
  accountToken?: string | undefined;
}

/** What publishing needs from a connected account. */
export interface PublishAccount {
  accountId: string;
  target: string;
  /** The account's own token where there is one, else the grant's access token. */
  accessToken: string;
}

export interface PublishRequest {
  caption: string;
  /** A public HTTPS (locally HTTP) URL the provider fetches itself. */
  imageUrl?: string | undefined;
  imageType?: 'image/jpeg' | 'image/png' | 'image/webp' | undefined;
  altText?: string | undefined;
  /** Markk's id of this post on this account: stable across retries. */
  idempotencyKey: string;
}

/** A published post's numbers as its network reports them; a metric the network does not offer is absent. */
export interface PostMetricsReading {
  impressions?: number;
  reach?: number;
  reactions?: number;
  comments?: number;
  shares?: number;
  saves?: number;
  clicks?: number;
}

export interface PublishResult {
  /** The provider's id of the published post. */
  remoteId: string;
  /** Where the live post can be seen. */
  url: string;
}

/**
 * Why a provider call failed, in the terms publishing acts on:
 * - `expired`: the token no longer works; the user must reconnect (needs reconnecting).
 * - `revoked`: the user removed Markk's access at the provider; reconnect.
 * - `rate_limited`: too many calls; retry after `retryAfterSeconds` (a transient error).
 * - `media`: the provider could not fetch or accept the image (permanent for this post).
 * - `invalid`: the provider refused the post itself (too long, duplicate…) (permanent).
 * - `transient`: a 5xx or a network error; retry with backoff.
 */
export type NetworkErrorKind = 'expired' | 'revoked' | 'rate_limited' | 'media' | 'invalid' | 'transient';

export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    readonly network: Network,
    readonly kind: NetworkErrorKind,
    /** Plain words for the owner, naming the network, e.g. "LinkedIn says your connection has expired". */
    readonly reason: string,
    readonly details: { status?: number; providerCode?: string; retryAfterSeconds?: number } = {},
  ) {
    super(reason);
  }

  /** Worth trying again as it is: a 5xx, a network error or a rate limit. */
  get transient(): boolean {
    return this.kind === 'transient' || this.kind === 'rate_limited';
  }

  /** The connection itself is broken: the account needs reconnecting. */
  get needsReconnect(): boolean {
    return this.kind === 'expired' || this.kind === 'revoked';
  }
}

/** What the app knows of a network before anyone connects it. */
export interface NetworkProfile {
  network: Network;
  /** "Instagram", "Google Business Profile"… */
  label: string;
  /** Longest caption the provider accepts, in characters. */
  captionLimit: number;
  /** The provider refuses a post without an image (Instagram, TikTok). */
  needsImage: boolean;
  /** Image types the provider accepts (TikTok: JPEG and WebP only). */
  imageTypes: readonly string[];
  /** Posts the provider lets one account publish through the API, per window. */
  rateLimit: { posts: number; windowHours: number };
  /**
   * The provider's documented limit for reading a post's metrics, per account (or per app
   * user, or per app where the provider counts no finer); each adapter cites the page.
   */
  metricsRateLimit: { calls: number; windowHours: number };
  /** The page of the provider's documentation the adapter follows. */
  docs: string;
}

export interface NetworkAdapter extends NetworkProfile {
  /** The provider's authorization URL the browser is sent to. */
  authorizeUrl(input: { state: string; redirectUri: string; codeChallenge?: string | undefined }): string;
  /** The provider takes a PKCE S256 code challenge. */
  readonly pkce: boolean;
  /** Trades the authorization code for tokens (server to server, with the app's secret). */
  exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string | undefined }): Promise<TokenSet>;
  /** A fresh token set before the access token expires; throws NetworkError `expired`/`revoked` when it cannot. */
  refresh(tokens: TokenSet): Promise<TokenSet>;
  /** The accounts the grant reaches (usually one; a Page list or a location list for some). */
  accounts(tokens: TokenSet): Promise<NetworkAccount[]>;
  /** Publishes one post; throws NetworkError. */
  publish(account: PublishAccount, post: PublishRequest): Promise<PublishResult>;
  /**
   * The post an earlier call made with this caption since `since` (ISO), or null: how
   * publishing reconciles after a worker stopped between the provider's answer and its record.
   */
  findPublished(account: PublishAccount, post: PublishRequest, since: string): Promise<PublishResult | null>;
  /** The post's metrics now (cumulative totals); throws NetworkError (rate_limited, expired, revoked, transient; invalid when the post is gone). */
  metrics(account: PublishAccount, remoteId: string): Promise<PostMetricsReading>;
  /** Tells the provider to drop Markk's grant, where it offers that (best effort on Disconnect). */
  revoke(tokens: TokenSet): Promise<void>;
}
