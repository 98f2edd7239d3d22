// The team area against the real local stack: invitations by e-mail (the mail in the
// outbox), the Growth refusal, accepting exactly once (also under a race), the expiry job,
// masking by role, the role rules, leave/remove with a fresh own team, ownership transfer
// and the team auto-setup.
import { describe, expect, it } from 'vitest';
import { db } from '#data/service';
import * as Notifications from '#domain/notifications';
import { expireTeamInvitations } from '../../functions/triggers/expire-team-invites.ts';
import { billingEndpoints } from '#contracts/billing';
import { meEndpoints } from '#contracts/me';
import { INVITE_EMAIL_MESSAGES, teamEndpoints as team, type InviteRole } from '#contracts/team';
import { TEAM_INVITE_EXPIRY_DAYS, UPGRADE_MESSAGES } from '#contracts/plans';
import { callApi, callOk, confirm, newUser, outbox, signIn, signUp, stackUrl, uniqueEmail, type TestUser } from '../support/users.ts';
import { userIdOf } from '../support/seed.ts';

const DAY = 86_400_000;

const premium = async (user: TestUser) => callOk(billingEndpoints.localPay, { token: user.accessToken, body: { tier: 'premium' } });
const screen = (user: TestUser) => callOk(team.get, { token: user.accessToken });
const sendInvite = (user: TestUser, email: string, role: InviteRole = 'member') => callApi(team.invite, { token: user.accessToken, body: { email, role } });
const accept = (user: TestUser, token: string) => callApi(team.accept, { token: user.accessToken, params: { token } });

async function invited(owner: TestUser, email: string, role: InviteRole = 'member') {
  const res = await sendInvite(owner, email, role);
  if (!res.ok) throw new Error(`invite answered ${res.status}: ${res.body.message}`);
  expect(res.status).toBe(201);
  return res.body;
}

/** A confirmed, signed-in user with exactly this e-mail. */
async function userWithEmail(email: string, fullName: string): Promise<TestUser> {
  await signUp(email, 'secret1', { fullName });
  await confirm(email);
  return signIn(email, 'secret1');
}

/** A Premium owner with one member who joined through an invitation. */
async function teamWithMember(role: InviteRole = 'member') {
  const owner = await newUser({ fullName: 'Olive Owner', companyName: `Olive Co ${Math.random().toString(36).slice(2, 7)}` });
  await premium(owner);
  const email = uniqueEmail('member');
  const { inviteToken } = await invited(owner, email, role);
  const member = await userWithEmail(email, 'Milo Member');
  const joined = await accept(member, inviteToken);
  if (!joined.ok) throw new Error(`accept answered ${joined.status}: ${joined.body.message}`);
  return {
    owner,
    member,
    inviteToken,
    ownerId: await userIdOf(owner),
    memberId: await userIdOf(member),
    teamId: joined.body.team.teamId,
    teamName: joined.body.team.name,
  };
}

describe('sending invitations', () => {
  it('a Growth team cannot invite: 402 with the upgrade message, and the screen says so', async () => {
    const owner = await newUser({ fullName: 'Gina Growth' });
    const res = await sendInvite(owner, uniqueEmail('friend'));
    expect(res).toEqual({ ok: false, status: 402, body: { message: UPGRADE_MESSAGES.teamCollaboration } });
    const view = await screen(owner);
    expect(view.canAddMembers).toBe(false);
    expect(view.invitations).toEqual([]);
  });

  it('a Premium owner invites: 201 with the backup link, the e-mail lands in the outbox with the link, and the invitation is listed', async () => {
    const owner = await newUser({ fullName: 'Olive Owner', companyName: 'Corner Café' });
    await premium(owner);
    const email = uniqueEmail('Invitee');
    const sent = await invited(owner, `  ${email.toUpperCase()} `, 'admin');
    expect(sent.inviteToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.inviteUrl).toBe(`${stackUrl()}/team-invite/${sent.inviteToken}`);
    expect(sent.emailSent).toBe(true);
    expect(sent.invitation).toMatchObject({ email: email.toLowerCase(), role: 'admin', status: 'pending', invitedByName: 'Olive Owner' });
    expect(Date.parse(sent.invitation.expiresAt) - Date.parse(sent.invitation.createdAt)).toBe(TEAM_INVITE_EXPIRY_DAYS * DAY);

    const mail = (await outbox()).find((m) => m.to === email.toLowerCase());
    expect(mail?.subject).toBe('Olive Owner invited you to join Corner Café on Markk');
    expect(mail?.html).toContain(`href="${sent.inviteUrl}"`);
    expect(mail?.html).toContain('Accept invitation');
    expect(mail?.text).toContain(sent.inviteUrl);

    const view = await screen(owner);
    expect(view.canAddMembers).toBe(true);
    expect(view.invitations.map((i) => i.token)).toEqual([sent.inviteToken]);
  });

  it("the spec's messages for an empty and a malformed e-mail; a current member and a pending address are 409", async () => {
    const { owner, member } = await teamWithMember();
    expect(await sendInvite(owner, '   ')).toEqual({ ok: false, status: 400, body: { message: INVITE_EMAIL_MESSAGES.required } });
    expect(await callApi(team.invite, { token: owner.accessToken, body: {} as { email: string } })).toEqual({
      ok: false,
      status: 400,
      body: { message: INVITE_EMAIL_MESSAGES.required },
    });
    expect(await sendInvite(owner, 'not-an-email')).toEqual({ ok: false, status: 400, body: { message: INVITE_EMAIL_MESSAGES.invalid } });
    expect(await sendInvite(owner, member.email)).toEqual({ ok: false, status: 409, body: { message: `${member.email} is already a member of your team.` } });
    const email = uniqueEmail('twice');
    await invited(owner, email);
    const again = await sendInvite(owner, email);
    expect(again.status).toBe(409);
  });

  it('resend mails the invitation again; revoke closes it, and the link then says so', async () => {
    const owner = await newUser({ fullName: 'Rhea Resend' });
    await premium(owner);
    const email = uniqueEmail('resend');
    const { inviteToken } = await invited(owner, email);
    expect((await callApi(team.resend, { token: owner.accessToken, params: { token: inviteToken } })).status).toBe(200);
    expect((await outbox()).filter((m) => m.to === email).length).toBe(2);

    expect((await callApi(team.revoke, { token: owner.accessToken, params: { token: inviteToken } })).status).toBe(204);
    expect(await callOk(team.lookup, { params: { token: inviteToken } })).toMatchObject({ status: 'revoked' });
    expect((await screen(owner)).invitations).toEqual([]);
    const invitee = await userWithEmail(email, 'Too Late');
    expect(await accept(invitee, inviteToken)).toEqual({
      ok: false,
      status: 409,
      body: { message: 'Invite error: this invitation was revoked. Ask the team owner for a new one.' },
    });
  });
});

describe('accepting', () => {
  it('the invitee joins: both see each other, e-mails masked for the member only; notifications; GET /me lets them skip onboarding', async () => {
    const owner = await newUser({ fullName: 'Olive Owner', companyName: 'Joiners Ltd' });
    await premium(owner);
    const email = uniqueEmail('jo');
    const { inviteToken } = await invited(owner, email);
    expect(await callOk(team.lookup, { params: { token: inviteToken } })).toMatchObject({
      teamName: 'Joiners Ltd',
      invitedByName: 'Olive Owner',
      email,
      role: 'member',
      status: 'pending',
    });

    const member = await userWithEmail(email, 'Jo Joiner');
    const soloTeamId = (await screen(member)).team!.teamId;
    // The invitee's solo team had an invitation of its own out (the invitee is on Premium too).
    await premium(member);
    const { inviteToken: soloInvite } = await invited(member, uniqueEmail('solo'));
    const joined = await accept(member, inviteToken);
    expect(joined).toMatchObject({
      ok: true,
      status: 200,
      body: { message: 'Welcome! You joined the team successfully.', team: { name: 'Joiners Ltd' }, role: 'member' },
    });
    expect(await callOk(meEndpoints.getMe, { token: member.accessToken })).toMatchObject({
      joinedByTeamInvite: true,
      role: 'member',
      teamId: joined.ok ? joined.body.team.teamId : '',
    });
    expect(await callOk(meEndpoints.getMe, { token: owner.accessToken })).toMatchObject({ joinedByTeamInvite: false, role: 'owner' });
    // The invitee's solo team is gone with its owner membership.
    expect((await db().entities.team.get({ teamId: soloTeamId }).go()).data).toBeNull();
    expect(await callOk(team.lookup, { params: { token: soloInvite } })).toMatchObject({ status: 'revoked' });

    const memberView = await screen(member);
    expect(memberView.myRole).toBe('member');
    expect(memberView.invitations).toEqual([]);
    expect(memberView.members.map((m) => [m.fullName, m.role, m.email, m.emailMasked, m.isYou])).toEqual([
      ['Olive Owner', 'owner', `${owner.email[0]}•••@${owner.email.split('@')[1]}`, true, false],
      ['Jo Joiner', 'member', email, false, true],
    ]);
    const ownerView = await screen(owner);
    expect(ownerView.members.map((m) => [m.fullName, m.email, m.emailMasked])).toEqual([
      ['Olive Owner', owner.email, false],
      ['Jo Joiner', email, false],
    ]);
    expect(ownerView.invitations).toEqual([]);

    const ownerNotes = await Notifications.listNewest(await userIdOf(owner));
    expect(ownerNotes.map((n) => n.title)).toContain('Jo Joiner joined your team');
    const memberNotes = await Notifications.listNewest(await userIdOf(member));
    expect(memberNotes.map((n) => n.title)).toContain('You joined Joiners Ltd');
  });

  it('concurrent accepts of one invitation: exactly one joins, the others get 409', async () => {
    const owner = await newUser({ fullName: 'Race Owner' });
    await premium(owner);
    const email = uniqueEmail('race');
    const { inviteToken } = await invited(owner, email);
    const member = await userWithEmail(email, 'Rae Racer');
    const results = await Promise.all(Array.from({ length: 5 }, () => accept(member, inviteToken)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    const members = (await screen(owner)).members;
    expect(members.map((m) => m.fullName).sort()).toEqual(['Race Owner', 'Rae Racer']);
  });

  it('a used invitation: 409 "already a member" for the one who joined; another account is refused naming the e-mail', async () => {
    const owner = await newUser({ fullName: 'Uma Used' });
    await premium(owner);
    const email = uniqueEmail('used');
    const { inviteToken } = await invited(owner, email);
    const stranger = await newUser({ fullName: 'Sam Stranger' });
    expect(await accept(stranger, inviteToken)).toEqual({
      ok: false,
      status: 403,
      body: { message: `Invite error: this invitation was sent to ${email}. Sign in with that e-mail address to accept it.` },
    });
    const member = await userWithEmail(email, 'Una Used');
    expect((await accept(member, inviteToken)).status).toBe(200);
    const again = await accept(member, inviteToken);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: expect.stringMatching(/already a member/) });
  });

  it('the hourly job expires invitations after 7 days; the link then says it expired', async () => {
    const owner = await newUser({ fullName: 'Eve Expiry' });
    await premium(owner);
    const email = uniqueEmail('late');
    const { inviteToken, invitation } = await invited(owner, email);
    await expireTeamInvitations.run(new Date(Date.parse(invitation.expiresAt) - 60_000));
    expect((await db().entities.teamInvitation.get({ token: inviteToken }).go()).data?.status).toBe('pending');
    expect(await expireTeamInvitations.run(new Date(Date.parse(invitation.createdAt) + TEAM_INVITE_EXPIRY_DAYS * DAY + 1000))).toBeGreaterThanOrEqual(1);
    expect((await db().entities.teamInvitation.get({ token: inviteToken }).go()).data?.status).toBe('expired');
    const member = await userWithEmail(email, 'Lee Late');
    expect(await accept(member, inviteToken)).toEqual({
      ok: false,
      status: 409,
      body: { message: 'Invite error: this invitation has expired. Ask the team owner for a new one.' },
    });
  });

  it('an unknown token is a 404; a malformed one a 400', async () => {
    expect((await callApi(team.lookup, { params: { token: 'A'.repeat(43) } })).status).toBe(404);
    expect((await callApi(team.lookup, { params: { token: 'short' } })).status).toBe(400);
  });

  it('an owner whose team has other members cannot join another team before transferring it', async () => {
    const { owner } = await teamWithMember();
    const other = await newUser({ fullName: 'Other Owner' });
    await premium(other);
    const { inviteToken } = await invited(other, owner.email);
    const res = await accept(owner, inviteToken);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: expect.stringContaining('Transfer its ownership') });
  });
});

describe('roles, leaving and removing', () => {
  it('a member cannot invite, remove or change roles (403)', async () => {
    const { member, ownerId } = await teamWithMember();
    expect(await sendInvite(member, uniqueEmail('x'))).toEqual({
      ok: false,
      status: 403,
      body: { message: 'Only team owners and admins can invite members.' },
    });
    expect((await callApi(team.removeMember, { token: member.accessToken, params: { userId: ownerId } })).status).toBe(403);
    expect((await callApi(team.changeRole, { token: member.accessToken, params: { userId: ownerId }, body: { role: 'member' } })).status).toBe(403);
    expect((await callApi(team.transfer, { token: member.accessToken, body: { userId: ownerId } })).status).toBe(403);
  });

  it('the only owner cannot leave or be removed: "Transfer ownership first"', async () => {
    const { owner, member, ownerId } = await teamWithMember('admin');
    const leave = await callApi(team.leave, { token: owner.accessToken });
    expect(leave).toEqual({ ok: false, status: 403, body: { message: 'You are the team owner and cannot leave. Transfer ownership first.' } });
    const remove = await callApi(team.removeMember, { token: member.accessToken, params: { userId: ownerId } });
    expect(remove).toEqual({ ok: false, status: 403, body: { message: 'The team owner cannot be removed. Transfer ownership first.' } });
  });

  it('the owner makes a member admin and back; an admin cannot change roles', async () => {
    const { owner, member, memberId } = await teamWithMember();
    const made = await callOk(team.changeRole, { token: owner.accessToken, params: { userId: memberId }, body: { role: 'admin' } });
    expect(made).toMatchObject({ userId: memberId, role: 'admin' });
    expect((await screen(member)).myRole).toBe('admin');
    // Admins see e-mails in full and the pending invitations.
    expect((await screen(member)).members.every((m) => !m.emailMasked)).toBe(true);
    expect((await callApi(team.changeRole, { token: member.accessToken, params: { userId: memberId }, body: { role: 'member' } })).status).toBe(403);
    await callOk(team.changeRole, { token: owner.accessToken, params: { userId: memberId }, body: { role: 'member' } });
    expect((await screen(member)).myRole).toBe('member');
  });

  it('a member leaves and gets a fresh team of their own; the old team no longer lists them', async () => {
    const { owner, member, teamId, inviteToken } = await teamWithMember();
    const left = await callOk(team.leave, { token: member.accessToken });
    expect(left).toMatchObject({ success: true, message: 'Left team', team: { name: "Milo Member's Team" } });
    expect(left.team.teamId).not.toBe(teamId);
    const mine = await screen(member);
    expect(mine).toMatchObject({ team: { teamId: left.team.teamId }, myRole: 'owner' });
    expect(mine.members.map((m) => m.fullName)).toEqual(['Milo Member']);
    expect((await screen(owner)).members.map((m) => m.fullName)).toEqual(['Olive Owner']);
    // The link they joined with is used up: it does not bring them back.
    expect(await accept(member, inviteToken)).toEqual({ ok: false, status: 409, body: { message: 'Invite error: this invitation has already been used.' } });
  });

  it('an owner removes a member, who gets their own team and a notification; someone of another team is 404', async () => {
    const { owner, member, memberId, teamName } = await teamWithMember();
    const outsider = await newUser({ fullName: 'Out Sider' });
    expect(await callApi(team.removeMember, { token: owner.accessToken, params: { userId: await userIdOf(outsider) } })).toEqual({
      ok: false,
      status: 404,
      body: { message: 'This person is not a member of your team.' },
    });
    expect((await callApi(team.removeMember, { token: owner.accessToken, params: { userId: memberId } })).status).toBe(204);
    expect((await screen(owner)).members.map((m) => m.fullName)).toEqual(['Olive Owner']);
    expect(await screen(member)).toMatchObject({ myRole: 'owner', members: [{ fullName: 'Milo Member' }] });
    expect((await Notifications.listNewest(memberId)).map((n) => n.title)).toContain(`You were removed from ${teamName}`);
  });

  it('the owner transfers ownership: the member owns the team, the former owner is an admin and may now leave', async () => {
    const { owner, member, memberId, teamId } = await teamWithMember();
    expect((await callApi(team.transfer, { token: owner.accessToken, body: { userId: memberId } })).status).toBe(204);
    expect(await screen(member)).toMatchObject({ myRole: 'owner', team: { teamId, ownerId: memberId } });
    expect((await screen(owner)).myRole).toBe('admin');
    expect(await callOk(meEndpoints.getMe, { token: member.accessToken })).toMatchObject({ role: 'owner' });
    expect(await callOk(meEndpoints.getMe, { token: owner.accessToken })).toMatchObject({ role: 'member' });
    expect((await callApi(team.leave, { token: owner.accessToken })).status).toBe(200);
    expect(await callOk(meEndpoints.getMe, { token: owner.accessToken })).toMatchObject({ role: 'owner' });
    expect((await screen(member)).members.map((m) => m.fullName)).toEqual(['Milo Member']);
  });
});

describe('the team auto-setup', () => {
  it('without a team the screen says none, and ensure creates one once', async () => {
    const user = await newUser({ fullName: 'Nora Noteam' });
    const userId = await userIdOf(user);
    const { team: before } = await screen(user);
    // Data repaired by hand: the membership is gone.
    await db().entities.teamMember.delete({ teamId: before!.teamId, userId }).go();
    expect(await screen(user)).toMatchObject({ team: null, myRole: null, members: [] });
    const results = await Promise.all([callOk(team.ensure, { token: user.accessToken }), callOk(team.ensure, { token: user.accessToken })]);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results.map((r) => r.team.name)).toEqual(["Nora Noteam's Team", "Nora Noteam's Team"]);
    expect(await screen(user)).toMatchObject({ myRole: 'owner', team: { name: "Nora Noteam's Team" } });
    expect(await callOk(team.ensure, { token: user.accessToken })).toMatchObject({ created: false });
  });
});
