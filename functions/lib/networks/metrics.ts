// What the six adapters share when they read a published post's numbers: a provider's
// counts (numbers, or int64 strings as Google sends them) as non-negative integers, a reading
// without the metrics a network did not give, and one set of reasons for a failed read, so
// the owner never reads "too many posts were published" about a metrics call.
// The insights pages each adapter follows (each adapter cites the rest of its own):
//   Instagram  https://developers.facebook.com/docs/instagram-platform/reference/instagram-media/insights
//   Facebook   https://developers.facebook.com/docs/graph-api/reference/insights
//   LinkedIn   https://learn.microsoft.com/en-us/linkedin/marketing/community-management/organizations/share-statistics
//   TikTok     https://developers.tiktok.com/doc/tiktok-api-v2-video-query
//   Google     https://developers.google.com/my-business/reference/rest/v4/accounts.locations.localPosts/reportInsights
//   X          https://docs.x.com/x-api/fundamentals/metrics
import type { Network, PostMetricsReading } from './types.ts';
import { NetworkError } from './types.ts';

/** A provider's count as a non-negative integer; undefined when it gave none (or not a number). */
export function count(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
}

/** The sum of the counts given; undefined when none was (a metric the network did not report). */
export function total(...values: unknown[]): number | undefined {
  const counts = values.map(count).filter((n): n is number => n !== undefined);
  return counts.length > 0 ? counts.reduce((a, b) => a + b, 0) : undefined;
}

/** A reading of the counts given, each kept only when the network reported it. */
export function reading(values: { [K in keyof PostMetricsReading]-?: unknown }): PostMetricsReading {
  const out: PostMetricsReading = {};
  for (const [name, value] of Object.entries(values) as [keyof PostMetricsReading, unknown][]) {
    const n = count(value);
    if (n !== undefined) out[name] = n;
  }
  return out;
}

/** What the owner reads when a metrics call fails, by kind; the other kinds keep their mapping's words. */
const reasons = (who: string): Partial<Record<NetworkError['kind'], string>> => ({
  rate_limited: `${who} says too many requests were made; Markk will read the numbers later`,
  revoked: `${who} no longer lets Markk read this account’s numbers; please reconnect`,
  invalid: `${who} has no such post any more; it may have been deleted`,
});

/** The post is not (or no longer) there: deleted, or not this account's. */
export function postGone(network: Network, who: string, details: NetworkError['details'] = {}): NetworkError {
  return new NetworkError(network, 'invalid', reasons(who).invalid!, details);
}

/**
 * Reads a post's metrics through `read`. A failure keeps the kind and details the adapter's
 * error mapping gave it; its reason is reworded for a metrics call (the mappings speak of
 * publishing). `who` names the speaker, as the adapters' reasons do ("Google", "X").
 */
export async function readMetrics(network: Network, who: string, read: () => Promise<PostMetricsReading>): Promise<PostMetricsReading> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    const reworded = reasons(who)[error.kind];
    if (!reworded || error.reason === reworded) throw error;
    throw new NetworkError(network, error.kind, reworded, error.details);
  }
}
