// GET /me — the caller's profile, role and onboarding state.
import { apiRoute } from '#lib/http';
import { meEndpoints } from '#contracts/me';
import * as Accounts from '#domain/accounts';

export const handler = apiRoute(meEndpoints.getMe, ({ caller }) => Accounts.getMe(caller.userId));
