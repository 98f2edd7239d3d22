// GET /connections — the networks, the owner's connected accounts (name, picture, state; never a token) and the plan's limits.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Accounts from '#domain/publishing/accounts';
import { postsInWindow } from '#domain/publishing/rate-limit';

export const handler = apiRoute(publishingEndpoints.connections, async ({ caller }) => {
  const used = await postsInWindow(caller.userId, new Date());
  return Accounts.connections(caller.userId, (accountKey) => used.get(accountKey) ?? 0);
});
