// POST /me/onboarding — "Go to Dashboard": marks onboarding complete (first time wins).
import { apiRoute } from '#lib/http';
import { meEndpoints } from '#contracts/me';
import * as Accounts from '#domain/accounts';

export const handler = apiRoute(meEndpoints.completeOnboarding, ({ caller }) => Accounts.completeOnboarding(caller.userId));
