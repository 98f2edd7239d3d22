// The team page's rules as a user meets them: who may send an invitation, what each row of the
// members table offers, the spec's "Title: description" messages as toasts, the onboarding gate
// for invited members, and signing in on a team invitation link.
import { describe, expect, it } from 'vitest';
import { INVITE_EMAIL_MESSAGES, InviteEmail } from '#contracts/team';
import { postSignInRoute } from '../../../web/src/app/auth/post-sign-in.ts';
import { onboardingRedirect } from '../../../web/src/app/routing/route-paths.ts';
import { canSendInvite, inviteErrorText, rowActions, specToast, teamCreatedToast, TEAM_READY_TOAST } from '../../../web/src/pages/team/team-messages.ts';

describe('Send invitation', () => {
  const ready = { hasTeam: true, role: 'owner' as const, email: 'sam@example.com', sending: false };

  it('is enabled for an owner or an admin with a team and an e-mail', () => {
    expect(canSendInvite(ready)).toBe(true);
    expect(canSendInvite({ ...ready, role: 'admin' })).toBe(true);
  });

  it('is disabled for a member, without a team, without an e-mail, and while sending', () => {
    expect(canSendInvite({ ...ready, role: 'member' })).toBe(false);
    expect(canSendInvite({ ...ready, role: null })).toBe(false);
    expect(canSendInvite({ ...ready, hasTeam: false })).toBe(false);
    expect(canSendInvite({ ...ready, email: '   ' })).toBe(false);
    expect(canSendInvite({ ...ready, sending: true })).toBe(false);
  });

  it('shows the spec’s messages for a blank or malformed e-mail as toasts', () => {
    const blank = InviteEmail.safeParse('  ');
    const malformed = InviteEmail.safeParse('sam@');
    expect(blank.success || specToast(blank.error.issues[0]!.message)).toEqual({ title: 'Email required', description: 'Please enter an email address.' });
    expect(malformed.success || specToast(malformed.error.issues[0]!.message)).toEqual({
      title: 'Invalid email',
      description: 'Please enter a valid email address.',
    });
    expect(specToast(INVITE_EMAIL_MESSAGES.required).title).toBe('Email required');
  });
});

describe('a row of the members table', () => {
  const you = { isYou: true, role: 'member' as const };
  const member = { isYou: false, role: 'member' as const };
  const admin = { isYou: false, role: 'admin' as const };
  const owner = { isYou: false, role: 'owner' as const };

  it('offers Leave on one’s own row and nothing else', () => {
    expect(rowActions(you, 'member')).toEqual({
      leave: { shown: true, enabled: true },
      remove: { shown: false, enabled: false },
      switchRoleTo: null,
      transfer: false,
    });
  });

  it('shows the owner’s own Leave switched off (the owner hands the team on first)', () => {
    expect(rowActions({ isYou: true, role: 'owner' }, 'owner').leave).toEqual({ shown: true, enabled: false });
    expect(rowActions({ isYou: true, role: 'admin' }, 'admin').leave).toEqual({ shown: true, enabled: true });
    expect(rowActions(member, 'owner').leave).toEqual({ shown: false, enabled: false });
  });

  it('shows Remove on others’ rows, enabled only for owners and admins', () => {
    expect(rowActions(member, 'owner').remove).toEqual({ shown: true, enabled: true });
    expect(rowActions(member, 'admin').remove).toEqual({ shown: true, enabled: true });
    expect(rowActions(member, 'member').remove).toEqual({ shown: true, enabled: false });
  });

  it('never enables Remove on the owner’s row: ownership is transferred first', () => {
    expect(rowActions(owner, 'admin').remove).toEqual({ shown: true, enabled: false });
  });

  it('lets only the owner switch admin ⇄ member and transfer ownership', () => {
    expect(rowActions(member, 'owner')).toMatchObject({ switchRoleTo: 'admin', transfer: true });
    expect(rowActions(admin, 'owner')).toMatchObject({ switchRoleTo: 'member', transfer: true });
    expect(rowActions(member, 'admin')).toMatchObject({ switchRoleTo: null, transfer: false });
  });
});

describe('an "Invite error" toast', () => {
  it('says why without repeating its title', () => {
    expect(inviteErrorText('Invite error: this invitation has expired. Ask the team owner for a new one.')).toBe(
      'This invitation has expired. Ask the team owner for a new one.',
    );
    expect(inviteErrorText('This invitation link is not valid.')).toBe('This invitation link is not valid.');
  });
});

describe('the team auto-setup toasts', () => {
  it('says which team was created, for 2500 ms; "Team ready." for 2000 ms', () => {
    expect(teamCreatedToast('Acme')).toEqual({ title: 'Welcome!', description: 'Created team: Acme', variant: 'success', durationMs: 2500 });
    expect(TEAM_READY_TOAST).toEqual({ title: 'Team setup', description: 'Team ready.', variant: 'success', durationMs: 2000 });
  });
});

describe('the onboarding gate for invited members', () => {
  it('lets a user who joined a team by invitation skip onboarding', () => {
    expect(onboardingRedirect('/', { onboardingCompletedAt: null, joinedByTeamInvite: true })).toBeNull();
    expect(postSignInRoute({ onboardingCompletedAt: null, joinedByTeamInvite: true }).path).toBe('/');
  });

  it('still sends everyone else to onboarding', () => {
    expect(onboardingRedirect('/', { onboardingCompletedAt: null, joinedByTeamInvite: false })).toBe('/onboarding');
  });
});

describe('signing in on a team invitation link', () => {
  it('stays on the link, which then accepts the invitation', () => {
    expect(postSignInRoute({ onboardingCompletedAt: null }, { firstSignIn: true, from: '/team-invite/abc' })).toEqual({
      path: '/team-invite/abc',
      toast: { title: 'Welcome to Markk!', description: 'Opening your team invitation...', variant: 'success' },
    });
  });

  it('goes to the usual place from any other page', () => {
    expect(postSignInRoute({ onboardingCompletedAt: '2026-11-21T10:00:00.000Z' }, { from: '/team' }).path).toBe('/');
  });
});
