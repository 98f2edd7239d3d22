// Hourly: refreshes the network tokens that expire within a day, so a post never meets an
// expired token; an account whose refresh is refused turns "needs reconnecting" now (its
// upcoming posts fail early with the reason, and the owner is told).
import { refreshExpiring } from '#domain/publishing/accounts';

export const refreshNetworkTokens = {
  name: 'refreshNetworkTokens',
  run: async (now: Date) => (await refreshExpiring(now)).refreshed,
};
