// POST /me/onboarding — "Go to Dashboard": marks onboarding complete (first time wins).
import { apiRoute } from '#lib/http';
import * as Accounts from '#domain/accounts';

export const handler = apiRoute({}, ({ caller }) => Accounts.completeOnboarding(caller.userId));
