// Test-only arrangement through the domain layer (never a route of the deployed app): the
// caller's user id, finishing onboarding so / shows the dashboard, and dashboard items.
import { randomUUID } from 'node:crypto';
import { db } from '#data/service';
import * as Community from '#domain/community';
import * as Entitlements from '#domain/entitlements';
import type { PostDetail } from '#contracts/community';
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

/**
 * A community post of the user's, written as the API writes it (Community.createPost:
 * sanitised, pending for a regular user, counted on the dashboard). Growth may not post, so
 * the user holds Premium for that moment only — a subscription that has ended by the time
 * this returns — and is on the same plan afterwards as before: a member who posted while
 * they paid.
 */
export async function communityPost(userId: string, input: { title: string; content?: string }): Promise<PostDetail> {
  const at = Date.now();
  const paid = { userId, source: 'local' as const, subscriptionId: `test-post-${randomUUID()}`, tier: 'premium' as const, cancelAtPeriodEnd: false };
  await Entitlements.applySubscription({ ...paid, status: 'active', currentPeriodEnd: new Date(at + 3_600_000).toISOString(), eventCreated: at / 1000 });
  try {
    return await Community.createPost(userId, {
      title: input.title,
      content: input.content ?? '<p>A post written for a test.</p>',
      channel: 'general',
      postType: 'text',
      tags: [],
      requestId: randomUUID(),
    });
  } finally {
    await Entitlements.applySubscription({ ...paid, status: 'canceled', currentPeriodEnd: new Date(at).toISOString(), eventCreated: at / 1000 + 1 });
  }
}
