// The signed-in user's profile (GET /me, held by the AuthProvider) and finishing onboarding.
import { meEndpoints, type MeResponse } from '#contracts/me';
import { call } from '../lib/api-client.ts';

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return call(meEndpoints.getMe, {}, { signal });
}

/** Sets onboarding_completed_at (idempotent: a second call keeps the first time). */
export function completeOnboarding(): Promise<MeResponse> {
  return call(meEndpoints.completeOnboarding);
}
