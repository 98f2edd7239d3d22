// How many social accounts each plan connects (the pricing page: Growth schedules on 1
// social platform; Premium and Enterprise on up to 5 networks; Enterprise several accounts
// per network, for agencies). Enforced on the server when an account is connected.
import type { Tier } from '#contracts/plans';

export interface ConnectionLimit {
  networks: number;
  accountsPerNetwork: number;
  accounts: number;
}

export const CONNECTION_LIMITS: Record<Tier, ConnectionLimit> = {
  free: { networks: 1, accountsPerNetwork: 1, accounts: 1 },
  premium: { networks: 5, accountsPerNetwork: 1, accounts: 5 },
  enterprise: { networks: 5, accountsPerNetwork: 10, accounts: 50 },
};

export function limitMessage(tier: Tier, which: 'accounts' | 'networks' | 'accountsPerNetwork', label = 'this network'): string {
  if (tier === 'free') return 'The Growth plan connects 1 social account. Upgrade to Premium to schedule on up to 5 networks.';
  if (which === 'accountsPerNetwork')
    return tier === 'premium'
      ? `Premium connects one account per network, and ${label} already has one. Enterprise connects up to 10 per network, for agencies.`
      : `Enterprise connects up to 10 accounts per network, and ${label} has 10. Disconnect one first.`;
  if (which === 'networks') return 'Your plan connects up to 5 networks. Disconnect one to connect another.';
  return tier === 'premium'
    ? 'Premium connects up to 5 accounts. Upgrade to Enterprise to connect up to 10 accounts per network.'
    : 'Enterprise connects up to 50 accounts. Disconnect one first.';
}

/**
 * Why a choice of accounts offers room for fewer than the sign-in reaches: the limit as
 * `limitMessage` words it when no room is left; with room left, what the plan allows.
 */
export function choiceLimitMessage(tier: Tier, which: 'accounts' | 'networks' | 'accountsPerNetwork', label: string, slots: number): string {
  if (slots === 0 || which === 'networks') return limitMessage(tier, which, label);
  if (which === 'accountsPerNetwork')
    return tier === 'premium'
      ? 'Premium connects one account per network. Enterprise connects up to 10 per network, for agencies.'
      : 'Enterprise connects up to 10 accounts per network.';
  return limitMessage(tier, 'accounts').replace(/ Disconnect one first\.$/, '');
}
