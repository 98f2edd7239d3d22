// GET /me — the caller's profile, role and onboarding state.
import { apiRoute } from '#lib/http';
import * as Accounts from '#domain/accounts';

export const handler = apiRoute({}, ({ caller }) => Accounts.getMe(caller.userId));
