// Who followed a short link, as far as counting needs: whether it was a person at all (bots and
// link-preview fetchers are not), the visitor's keyed hash for the hour, the country CloudFront
// saw and the referrer's host. Pure functions: the redirect's handler gives them the request.
import { createHmac } from 'node:crypto';

/**
 * User agents that are not a person following a link: link-preview fetchers of the networks
 * and chat apps (a post or message shows a preview card before anyone clicks), search and SEO
 * crawlers, and HTTP libraries and command-line tools. A user agent matching any is redirected
 * and not counted; so is a request without one. Curated, not complete: a bot that claims to be a
 * browser is counted like one.
 */
export const BOT_PATTERNS: readonly RegExp[] = [
  // Link previews of networks and chat apps.
  /facebookexternalhit|facebookcatalog|meta-externalagent|meta-externalfetcher/i,
  /LinkedInBot/i,
  /Twitterbot/i,
  /Slackbot|Slack-ImgProxy/i,
  /Discordbot/i,
  /WhatsApp/i,
  /TelegramBot/i,
  /SkypeUriPreview|Teams\/|MicrosoftPreview/i,
  /Pinterest(bot)?\//i,
  /redditbot|Snap URL Preview|vkShare|Viber|Iframely|Embedly|Mastodon\//i,
  // Search engines and crawlers.
  /Googlebot|Google-InspectionTool|AdsBot-Google|APIs-Google|Mediapartners-Google|Storebot-Google/i,
  /bingbot|BingPreview|msnbot|DuckDuckBot|YandexBot|Baiduspider|Applebot|Amazonbot|PetalBot|SemrushBot|AhrefsBot|MJ12bot|DotBot|GPTBot|ClaudeBot|CCBot/i,
  // Anything that calls itself a bot, crawler or spider.
  /bot\b|crawler|spider|slurp/i,
  // Tools and libraries, not browsers.
  /^(curl|Wget|python-requests|python-urllib|aiohttp|Go-http-client|okhttp|Java\/|libwww-perl|axios|node-fetch|undici|node)\b/i,
];

export const isBot = (userAgent: string | undefined): boolean => {
  const agent = userAgent?.trim() ?? '';
  return agent === '' || BOT_PATTERNS.some((pattern) => pattern.test(agent));
};

/** A host is kept to this many characters. */
const HOST_MAX = 100;

/** The referrer's host name (lower case, without port), or undefined when there is none or it is not a URL. */
export function referrerHost(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    const { protocol, hostname } = new URL(referer);
    if ((protocol !== 'http:' && protocol !== 'https:') || !hostname) return undefined;
    return hostname.toLowerCase().slice(0, HOST_MAX);
  } catch {
    return undefined;
  }
}

/** CloudFront's two-letter viewer country (`CloudFront-Viewer-Country`), or undefined. */
export const countryOf = (header: string | undefined): string | undefined => {
  const code = header?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : undefined;
};

/**
 * The viewer's IP address: CloudFront's `CloudFront-Viewer-Address` (`ip:port`) when the request
 * came through it, else the connection's source. Only ever hashed.
 */
export function viewerIp(viewerAddress: string | undefined, sourceIp: string): string {
  const address = viewerAddress?.trim();
  if (!address) return sourceIp;
  const colon = address.lastIndexOf(':');
  return (colon > 0 ? address.slice(0, colon) : address).replace(/^\[|\]$/g, '');
}

/** The UTC hour a click falls in, `YYYY-MM-DDTHH`: a visitor counts once in it. */
export const hourOf = (at: Date): string => at.toISOString().slice(0, 13);

/**
 * A visitor of one link in one hour: an HMAC-SHA256 with the server's key of the link, the
 * hour, the IP and the user agent. Keyed, so nobody without the key can test guesses of an IP
 * against it (IPv4 has only 2³² addresses); the link and the hour are inside it, so the same
 * person cannot be followed from one link or hour to the next.
 */
export function visitorHash(key: string, input: { linkId: string; hour: string; ip: string; userAgent: string }): string {
  return createHmac('sha256', key).update([input.linkId, input.hour, input.ip, input.userAgent].join('\n')).digest('base64url').slice(0, 32);
}
