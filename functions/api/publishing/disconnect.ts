// DELETE /connections/{accountId} — forgets the account's tokens (asking the provider to drop the grant); its upcoming posts fail with the reason.
import { apiRoute } from '#lib/http';
import { publishingEndpoints } from '#contracts/publishing';
import * as Accounts from '#domain/publishing/accounts';

export const handler = apiRoute(publishingEndpoints.disconnect, async ({ caller, params }) => {
  await Accounts.disconnect(caller.userId, params.accountId);
  return undefined;
});
