// The six network adapters by name, what each network is before anyone connects it, and
// whether this server can offer it (app credentials configured, or the local sandbox).
// Each adapter cites the provider page it follows; the publishing endpoints behind them:
//   Instagram  https://developers.facebook.com/docs/instagram-platform/content-publishing/
//   Facebook   https://developers.facebook.com/docs/pages-api/posts
//   LinkedIn   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api
//   TikTok     https://developers.tiktok.com/doc/content-posting-api-reference-photo-post
//   Google     https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/create
//   X          https://docs.x.com/x-api/posts/manage-tweets/quickstart
import { facebook, facebookProfile } from './facebook.ts';
import { google, googleProfile } from './google.ts';
import { appCredentials } from './http.ts';
import { instagram, instagramProfile } from './instagram.ts';
import { linkedin, linkedinProfile } from './linkedin.ts';
import { tiktok, tiktokProfile } from './tiktok.ts';
import { NETWORKS, type Network, type NetworkAdapter, type NetworkProfile } from './types.ts';
import { x, xProfile } from './x.ts';

export { networkUrl } from './http.ts';
export * from './types.ts';

const adapters: Record<Network, NetworkAdapter> = { instagram, facebook, linkedin, tiktok, google, x };

/** Each network's profile (label, caption limit, image needs, rate limit, docs): no credentials needed. */
export const NETWORK_PROFILES: Readonly<Record<Network, NetworkProfile>> = {
  instagram: instagramProfile,
  facebook: facebookProfile,
  linkedin: linkedinProfile,
  tiktok: tiktokProfile,
  google: googleProfile,
  x: xProfile,
};

export function networkAdapter(network: Network): NetworkAdapter {
  return adapters[network];
}

/** The network can be connected here: its app credentials are set, or the local sandbox stands in. */
export function networkAvailable(network: Network): boolean {
  return appCredentials(network) !== null;
}

/** The networks this server offers, in Markk's order. */
export function availableNetworks(): Network[] {
  return NETWORKS.filter(networkAvailable);
}
