// Tracked links for scheduled posts: every web address in a post's caption gets a Markk short
// link per account it goes out on (UTM source = that network, content = the post), so a click
// is counted for the post and its network. The links are made when the post is scheduled or
// edited (they show in /analytics → Links at once) and looked up again when it goes out, by
// the same key, so a retried publish uses the same codes and a caption edited since gets links
// for its final addresses. The caption a network receives has each address replaced by its
// short link, unless that would take it over the network's limit.
import { LINK_TITLE_MAX, LINK_URL_MAX } from '#contracts/analytics';
import { isConditionFailed } from '#data/conditions';
import { db } from '#data/service';
import { appUrl } from '#lib/app-url';
import { logger } from '#lib/logger';
import { NETWORK_PROFILES } from '#lib/networks/index';
import type { Network } from '#lib/networks/types';
import { make, shortUrlOf } from './links.ts';

/** Addresses in one caption that get short links (the rest stay as written). */
export const MAX_TRACKED_URLS = 5;

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address. */
export const TRAILING = /[.,!?;:)\]}'"…]+$/u;

/** A scheduled post's campaign, as its links carry it: the campaign's id and its utm_campaign. */
export interface LinkCampaign {
  id: string;
  utm: string;
}

export interface LinkTarget {
  accountKey: string;
  network: Network;
}

/** A web address as it stands in a text: the address, and where its characters start and how many there are. */
export interface Address {
  url: string;
  index: number;
  length: number;
}

export const addressesIn = (caption: string): Address[] =>
  [...caption.matchAll(URL_IN_TEXT)].map((m) => {
    const url = m[0].replace(TRAILING, '');
    return { url, index: m.index, length: url.length };
  });

/** The Markk short link's code when `url` is one (`{origin}/l/{code}`), else undefined. */
export function shortCodeOf(url: URL, origin: string | undefined): string | undefined {
  if (!origin || url.origin !== new URL(origin).origin || !url.pathname.startsWith('/l/')) return undefined;
  return url.pathname.slice('/l/'.length);
}

/** Whether an address can get a short link: parseable, not too long, not already a Markk short link. */
export function isTrackable(url: string, origin?: string): boolean {
  if (url.length > LINK_URL_MAX) return false;
  try {
    return shortCodeOf(new URL(url), origin) === undefined;
  } catch {
    return false;
  }
}

/** The distinct web addresses in a caption worth tracking: http(s), parseable, not already a Markk short link. */
export function urlsIn(caption: string, origin?: string): string[] {
  const urls: string[] = [];
  for (const { url } of addressesIn(caption)) {
    if (urls.includes(url) || !isTrackable(url, origin)) continue;
    urls.push(url);
    if (urls.length === MAX_TRACKED_URLS) break;
  }
  return urls;
}

/** `text` on one line, cut to `max` characters with an ellipsis. */
export const excerpt = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** Makes (or finds) the short links of `caption` for each target: accountKey → address → short link. */
export async function trackPostLinks(
  userId: string,
  postId: string,
  caption: string,
  targets: readonly LinkTarget[],
  /** The post's campaign (its links are listed on its page, utm_campaign its slug; "markk" without one); a link made before keeps its own. */
  campaign?: LinkCampaign,
): Promise<Map<string, Map<string, string>>> {
  const byTarget = new Map<string, Map<string, string>>();
  if (addressesIn(caption).length === 0 || targets.length === 0) return byTarget;
  const origin = await appUrl();
  const urls = urlsIn(caption, origin);
  await Promise.all(
    targets.flatMap((target) =>
      urls.map(async (url) => {
        const label = NETWORK_PROFILES[target.network].label;
        const prefix = `${label} post: `;
        const link = await make(userId, `post:${postId}:${target.accountKey}:${url}`, {
          url,
          title: `${prefix}${excerpt(caption, LINK_TITLE_MAX - prefix.length)}`,
          network: target.network,
          postId,
          accountKey: target.accountKey,
          ...(campaign ? { campaign: campaign.utm, campaignId: campaign.id } : {}),
        });
        const links = byTarget.get(target.accountKey) ?? new Map<string, string>();
        links.set(url, shortUrlOf(origin, link.code));
        byTarget.set(target.accountKey, links);
      }),
    ),
  );
  return byTarget;
}

/** Makes the links when a post is scheduled or edited; a failure only means they are made when it goes out. */
export async function trackPostLinksSoon(
  userId: string,
  postId: string,
  caption: string,
  targets: readonly LinkTarget[],
  campaign?: LinkCampaign,
): Promise<void> {
  try {
    await trackPostLinks(userId, postId, caption, targets, campaign);
  } catch (error) {
    logger.warn('Tracked links for a scheduled post are made when it goes out instead', { postId, error: (error as Error).name });
  }
}

/** The caption with each tracked address replaced by its short link, or as written when that would not fit `limit`. */
export function captionWithLinks(caption: string, links: ReadonlyMap<string, string> | undefined, limit: number): string {
  if (!links || links.size === 0) return caption;
  const out = withAddressesReplaced(caption, addressesIn(caption), links);
  return [...out].length <= limit ? out : caption;
}

/** `text` with each of its `addresses` that `links` names (address → short link) replaced by its short link; the rest as written. */
export function withAddressesReplaced(text: string, addresses: readonly Address[], links: ReadonlyMap<string, string>): string {
  let out = '';
  let at = 0;
  for (const { url, index, length } of addresses) {
    const short = links.get(url);
    if (!short) continue;
    out += text.slice(at, index) + short;
    at = index + length;
  }
  return out + text.slice(at);
}

/** The caption one account receives: its short links in place of the addresses (as written if they cannot be made now). */
export async function captionFor(userId: string, postId: string, caption: string, target: LinkTarget): Promise<string> {
  try {
    const links = await trackPostLinks(userId, postId, caption, [target]);
    return captionWithLinks(caption, links.get(target.accountKey), NETWORK_PROFILES[target.network].captionLimit);
  } catch (error) {
    logger.warn('A post went out without its tracked links', { postId, error: (error as Error).name });
    return caption;
  }
}

/**
 * After a post went out on these accounts: its links learn the token that scores the post, so each click on them also counts for it among the top posts. Best effort: a link that
 * misses it still counts everywhere else.
 */
export async function markLinksPublished(userId: string, postId: string, caption: string, targets: readonly (LinkTarget & { token: string })[]): Promise<void> {
  if (addressesIn(caption).length === 0 || targets.length === 0) return;
  try {
    const links = await trackPostLinks(userId, postId, caption, targets);
    const { linkCode } = db().entities;
    await Promise.all(
      targets.flatMap((target) =>
        [...(links.get(target.accountKey)?.values() ?? [])].map((short) =>
          linkCode
            .patch({ code: short.slice(short.lastIndexOf('/') + 1) })
            .set({ postToken: target.token })
            .go()
            .catch((error: unknown) => {
              if (!isConditionFailed(error)) throw error;
            }),
        ),
      ),
    );
  } catch (error) {
    logger.warn('A published post’s links could not learn its score', { postId, error: (error as Error).name });
  }
}
