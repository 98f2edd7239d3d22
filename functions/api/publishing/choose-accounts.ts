// POST /connections/choose — the accounts the owner picked from a grant that reaches several: connected with the grant's sealed tokens.
import { apiRoute } from '#lib/http';
import { connectionChoiceEndpoints } from '#contracts/connection-choice';
import * as Connect from '#domain/publishing/connect';

export const handler = apiRoute(connectionChoiceEndpoints.chooseAccounts, ({ caller, body }) => Connect.chooseAccounts(caller.userId, body));
