// The signed-in user's profile (GET /me).
import { MeResponse } from '#contracts/me';
import { apiFetch } from './client.ts';

export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiFetch('/me', { schema: MeResponse, signal });
}
