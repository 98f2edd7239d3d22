// GET /me — the signed-in user's profile, role and onboarding state.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';

export const MeResponse = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  companyName: z.string().nullable(),
  role: z.string(),
  teamId: z.string().nullable(),
  onboardingCompletedAt: z.string().nullable(),
  /** The spec's onboarding gate: a user who joined a team through an invitation skips onboarding. */
  joinedByTeamInvite: z.boolean(),
});
export type MeResponse = z.infer<typeof MeResponse>;

export const meEndpoints = {
  getMe: endpoint({ name: 'GetMe', area: 'me', method: 'GET', path: '/me', access: 'owner', response: MeResponse }),
  completeOnboarding: endpoint({ name: 'CompleteOnboarding', area: 'me', method: 'POST', path: '/me/onboarding', access: 'owner', response: MeResponse }),
};
