// The signed-in user's profile (GET /me) and finishing onboarding (POST /me/onboarding).
import { MeResponse } from '#contracts/me';
import { apiFetch } from './client.ts';

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiFetch('/me', { schema: MeResponse, signal });
}

/** Sets onboarding_completed_at (idempotent: a second call keeps the first time). */
export function completeOnboarding(): Promise<MeResponse> {
  return apiFetch('/me/onboarding', { method: 'POST', schema: MeResponse });
}
