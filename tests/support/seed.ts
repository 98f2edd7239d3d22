// Test-only arrangement through the domain layer (never a route of the deployed app): the
// caller's user id, finishing onboarding so / shows the dashboard, and dashboard items.
import { db } from '#data/service';
import { api, type TestUser } from './users.ts';

export async function userIdOf(user: TestUser): Promise<string> {
  const me = await api('/me', { token: user.accessToken });
  if (me.status !== 200) throw new Error(`GET /me answered ${me.status}`);
  return String(me.body!.userId);
}

/** Marks the user's onboarding complete, as the onboarding wizard's last step does. */
export async function completeOnboarding(userId: string, at = new Date()): Promise<void> {
  await db().entities.profile.patch({ userId }).set({ onboardingCompletedAt: at.toISOString() }).go({ response: 'none' });
}
