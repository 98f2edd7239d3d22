// A connected social account as the browser sees it, with the networks and account ids that
// every publishing contract names. Apart from publishing.ts so that it and the account choice
// (connection-choice.ts) can both build on them without importing each other.
import * as z from 'zod';
import { NETWORKS } from '../lib/networks/types.ts';

export const Network = z.enum(NETWORKS);
export type Network = z.infer<typeof Network>;

/**
 * - `connected`: publishing works.
 * - `expiring`: works, but the provider's grant ends within 7 days and cannot be refreshed: reconnect soon.
 * - `needs_reconnect`: the token expired or a refresh failed; posts to it fail until it is reconnected.
 * - `revoked`: Markk's access was removed at the provider.
 */
export const AccountState = z.enum(['connected', 'expiring', 'needs_reconnect', 'revoked']);
export type AccountState = z.infer<typeof AccountState>;

/** Markk's id of a connected account: stable across reconnects (a hash of network and provider id). */
export const AccountId = z.string().regex(/^[a-z]+-[a-f0-9]{16}$/, 'That is not a connected account id.');

export const ConnectedAccountView = z.object({
  id: AccountId,
  network: Network,
  name: z.string(),
  pictureUrl: z.string().nullable(),
  state: AccountState,
  /** When the provider's grant ends, if it does. */
  expiresAt: z.string().nullable(),
  /** Whole days until `expiresAt`; null when the grant does not expire. */
  expiresInDays: z.number().int().nullable(),
  /** Why it needs reconnecting, in plain words. */
  reason: z.string().nullable(),
  connectedAt: z.string(),
  /** Posts published through the API in the provider's current rate-limit window. */
  postsInWindow: z.number().int().nonnegative(),
});
export type ConnectedAccountView = z.infer<typeof ConnectedAccountView>;
