// Accounts: the profile and own team a user gets at sign-up, and what GET /me returns.
import { db } from '#data/service';
import { TransactionCanceled, transactWrite } from '#data/transact';
import { isConditionFailed } from '#data/conditions';
import { NotFound } from '#lib/errors';
import { cleanName } from '#contracts/common';
import type { MeResponse } from '#contracts/me';

export interface SignUpDetails {
  userId: string;
  email: string;
  fullName?: string | undefined;
  companyName?: string | undefined;
}

/** Names come from the sign-up form through Cognito, not a contract: stored as clean one-line text. */
const clean = (value: string | undefined) => {
  const cleaned = value === undefined ? '' : cleanName(value);
  return cleaned ? cleaned : undefined;
};

/** The spec's team naming rule: the company, else "{full name}'s Team", else "{e-mail prefix}'s Team". */
export function teamNameFor({ email, fullName, companyName }: Omit<SignUpDetails, 'userId'>): string {
  const company = clean(companyName);
  if (company) return company;
  const name = clean(fullName);
  if (name) return `${name}'s Team`;
  return `${email.split('@')[0] ?? email}'s Team`;
}

/** A user's own team has an id derived from the user's, so a repeated trigger cannot create a second one. */
export const ownTeamId = (userId: string) => `team-${userId}`;

/**
 * Creates the profile (role owner), the user's team and the owner's membership in one
 * transaction. Idempotent: when the profile already exists nothing is written again.
 */
export async function createFromSignUp(details: SignUpDetails): Promise<{ created: boolean }> {
  const email = details.email.trim().toLowerCase();
  const fullName = clean(details.fullName) ?? email.split('@')[0] ?? email;
  const companyName = clean(details.companyName);
  const teamId = ownTeamId(details.userId);

  const { profile, team, teamMember, userStats, workspace } = db().entities;
  try {
    await transactWrite({
      profile: { Put: profile.create({ userId: details.userId, email, fullName, companyName, role: 'owner', teamId }).params() },
      team: { Put: team.create({ teamId, ownerId: details.userId, name: teamNameFor({ email, fullName: details.fullName, companyName }) }).params() },
      member: { Put: teamMember.create({ teamId, userId: details.userId, role: 'owner', fullName, email }).params() },
      // The account's default workspace: its key is the user id every brand entity is kept under.
      workspace: {
        Put: workspace
          .create({
            workspaceId: details.userId,
            accountId: details.userId,
            name: teamNameFor({ email, fullName: details.fullName, companyName }),
            isDefault: true,
          })
          .params(),
      },
      // A new account has no titles to index: its search reads the index from the start.
      stats: { Update: userStats.update({ userId: details.userId }).set({ searchIndexed: true }).params() },
    });
    return { created: true };
  } catch (error) {
    // A repeated trigger: what exists already refused to be created again, nothing else failed.
    if (error instanceof TransactionCanceled && error.failed.length > 0 && error.failed.every((name) => isConditionFailed(error, name)))
      return { created: false };
    throw error;
  }
}

export async function getMe(userId: string): Promise<MeResponse> {
  const { data } = await db().entities.profile.get({ userId }).go();
  if (!data) throw new NotFound('Your profile is not set up yet. Please sign out and sign in again.');
  return {
    userId: data.userId,
    email: data.email,
    fullName: data.fullName,
    companyName: data.companyName ?? null,
    role: data.role,
    teamId: data.teamId ?? null,
    onboardingCompletedAt: data.onboardingCompletedAt ?? null,
    joinedByTeamInvite: Boolean(data.teamInviteAcceptedAt),
  };
}

/** "Go to Dashboard": sets onboarding_completed_at the first time; later calls keep it. */
export async function completeOnboarding(userId: string): Promise<MeResponse> {
  await db()
    .entities.profile.patch({ userId })
    .set({ onboardingCompletedAt: new Date().toISOString() })
    .where(({ onboardingCompletedAt }, { notExists }) => notExists(onboardingCompletedAt))
    .go()
    .catch((error: unknown) => {
      if (!isConditionFailed(error)) throw error;
    });
  return getMe(userId);
}
