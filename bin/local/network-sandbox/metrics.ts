// The sandbox's post metrics: a deterministic function of a post's remoteId and the hours
// since the sandbox published it, by the sandbox's metrics clock (moved forward by the
// `advance` control, so tests can let the numbers grow without waiting). Impressions rise as
// peak × (1 − e^(−hours/12)), the peak between 300 and 3,000 drawn from a hash of the
// remoteId; every other count is a fraction of them, also drawn per post. Each count is an
// integer that never decreases with time; each network's routes answer only the ones it offers.
import { createHash } from 'node:crypto';
import type { SandboxPost, SandboxState } from './state.ts';

/** Hours for impressions to reach 63% of their peak (about 86% after a day, 98% after two). */
const GROWTH_HOURS = 12;
const PEAK = { least: 300, most: 3000 };

/** Each count as a share of impressions: [least, most], the post's own share drawn in between. */
const SHARES = {
  reach: [0.55, 0.85],
  reactions: [0.02, 0.08],
  comments: [0.002, 0.012],
  shares: [0.001, 0.009],
  saves: [0.001, 0.011],
  clicks: [0.005, 0.035],
} as const satisfies Record<string, readonly [number, number]>;

export type GrownMetrics = { impressions: number } & Record<keyof typeof SHARES, number>;

/** A number in [0, 1) fixed by the post and the name of what it decides. */
function unit(remoteId: string, name: string): number {
  return parseInt(createHash('sha256').update(`${remoteId}\u0000${name}`).digest('hex').slice(0, 12), 16) / 2 ** 48;
}

/** The post's impressions after `hours`: 0 at publication, rising towards its peak. */
export function impressionsAt(remoteId: string, hours: number): number {
  const peak = PEAK.least + Math.floor(unit(remoteId, 'peak') * (PEAK.most - PEAK.least));
  return Math.floor(peak * (1 - Math.exp(-Math.max(0, hours) / GROWTH_HOURS)));
}

/**
 * A further count of the post as a share of its impressions, between `least` and `most`:
 * the parts a provider splits a metric into (X's quotes beside its reposts, Facebook's
 * reactions by type). Named, so each part draws its own share.
 */
export function partAt(remoteId: string, name: string, hours: number, least: number, most: number): number {
  return Math.floor(impressionsAt(remoteId, hours) * (least + (most - least) * unit(remoteId, name)));
}

/** Every count the sandbox keeps for a post after `hours`. */
export function metricsAt(remoteId: string, hours: number): GrownMetrics {
  const grown = { impressions: impressionsAt(remoteId, hours) } as GrownMetrics;
  for (const [name, [least, most]] of Object.entries(SHARES) as [keyof typeof SHARES, readonly [number, number]][]) {
    grown[name] = partAt(remoteId, name, hours, least, most);
  }
  return grown;
}

/** Hours since the sandbox published the post, by its metrics clock (a post published after an `advance` starts at 0). */
export function hoursSince(state: SandboxState, post: SandboxPost): number {
  return Math.max(0, (state.metricsNow() - post.metricsFrom) / 3_600_000);
}

/** The post's counts now, by the sandbox's metrics clock. */
export function metricsOf(state: SandboxState, post: SandboxPost): GrownMetrics {
  return metricsAt(post.remoteId, hoursSince(state, post));
}
