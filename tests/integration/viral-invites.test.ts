// The partner referral programme against the real local stack: create / list / revoke,
// permissions, the allowance, accept exactly once (also under a race), the expiry job and
// the rewards both sides then hold.
import { describe, expect, it } from 'vitest';
import { db } from '#data/service';
import * as ViralInvites from '#domain/viral-invites';
import * as Entitlements from '#domain/entitlements';
import { REFERRAL } from '#contracts/plans';
import { billingEndpoints } from '#contracts/billing';
import { viralInviteEndpoints as invites } from '#contracts/viral-invites';
import { callApi, callOk, newUser, stackUrl, type TestUser } from '../support/users.ts';
import { userIdOf } from '../support/seed.ts';

const DAY = 86_400_000;

const createInvite = async (owner: TestUser, inviteeEmail?: string) => {
  const res = await callApi(invites.create, { token: owner.accessToken, body: inviteeEmail === undefined ? {} : { inviteeEmail } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (!res.ok) throw new Error(res.body.message);
  return res.body;
};
/** GET /viral-invites, parsed by its contract (callOk fails the test on any error answer). */
const listInvites = async (owner: TestUser) => (await callOk(invites.list, { token: owner.accessToken })).data;
const subscriptionOf = (user: TestUser) => callOk(billingEndpoints.checkSubscription, { token: user.accessToken });
const revoke = (user: TestUser, token: string) => callApi(invites.revoke, { token: user.accessToken, params: { token } });
const accept = (user: TestUser, token: string) => callApi(invites.accept, { token: user.accessToken, params: { token } });
const publicView = (token: string) => callApi(invites.getPublic, { params: { token } });

describe('create and list invitations', () => {
  it('an owner creates an invitation with an invite URL and sees it listed with the counters', async () => {
    const owner = await newUser({ fullName: 'Olive Owner' });
    const created = await createInvite(owner, 'Partner@Example.com');
    expect(created.remainingInvites).toBe(REFERRAL.inviteAllowance - 1);
    expect(created.invitation).toMatchObject({ status: 'pending', invitee_email: 'partner@example.com' });
    expect(created.invitation.inviteUrl).toBe(`${stackUrl()}/invite/${created.invitation.token}`);
    expect(Date.parse(created.invitation.expires_at) - Date.parse(created.invitation.created_at)).toBe(REFERRAL.invitationExpiryDays * DAY);

    const second = await createInvite(owner);
    expect(second.invitation.invitee_email).toBeNull();
    const data = await listInvites(owner);
    expect(data).toMatchObject({ remainingInvites: REFERRAL.inviteAllowance - 2, referralCount: 0, totalRewardDays: 0 });
    expect(data.invitations.map((i) => i.token)).toEqual([second.invitation.token, created.invitation.token]);
  });

  it("invite links lead to the stack's own URL, whatever Origin, Referer or forwarded host the request claims", async () => {
    const owner = await newUser();
    const evil = { origin: 'https://evil.example', referer: 'https://evil.example/share', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const created = await callApi(invites.create, { token: owner.accessToken, body: {}, headers: evil });
    expect(created.status).toBe(201);
    if (!created.ok) throw new Error(created.body.message);
    const { invitation } = created.body;
    expect(invitation.inviteUrl).toBe(`${stackUrl()}/invite/${invitation.token}`);
    const listed = await callOk(invites.list, { token: owner.accessToken, headers: evil });
    expect(listed.data.invitations.map((i) => i.inviteUrl)).toEqual([`${stackUrl()}/invite/${invitation.token}`]);
  });

  it('a malformed e-mail is a 400 and uses no invite', async () => {
    const owner = await newUser();
    const res = await callApi(invites.create, { token: owner.accessToken, body: { inviteeEmail: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect((await listInvites(owner)).remainingInvites).toBe(REFERRAL.inviteAllowance);
  });

  it('over the allowance → 409 "No invites left"; revoking gives one back', async () => {
    const owner = await newUser();
    const made = [];
    for (let i = 0; i < REFERRAL.inviteAllowance; i++) made.push(await createInvite(owner));
    expect(made.at(-1)!.remainingInvites).toBe(0);
    const over = await callApi(invites.create, { token: owner.accessToken, body: {} });
    expect(over).toEqual({ ok: false, status: 409, body: { message: 'No invites left' } });

    expect((await revoke(owner, made[0]!.invitation.token)).status).toBe(204);
    expect((await createInvite(owner)).remainingInvites).toBe(0);
  });

  it('a non-owner cannot create invitations (403)', async () => {
    const member = await newUser();
    await db()
      .entities.profile.patch({ userId: await userIdOf(member) })
      .set({ role: 'member' })
      .go({ response: 'none' });
    const res = await callApi(invites.create, { token: member.accessToken, body: {} });
    expect(res).toEqual({ ok: false, status: 403, body: { message: 'Only account owners can invite partners.' } });
  });

  it('signed out, every invite call but the public lookup is 401', async () => {
    expect((await callApi(invites.list)).status).toBe(401);
    expect((await callApi(invites.create, { body: {} })).status).toBe(401);
  });
});

describe('permissions between users', () => {
  it('another user neither sees nor revokes my invitations', async () => {
    const [alice, mallory] = await Promise.all([newUser({ fullName: 'Alice' }), newUser({ fullName: 'Mallory' })]);
    const { invitation } = await createInvite(alice);
    expect((await listInvites(mallory)).invitations).toEqual([]);
    const res = await revoke(mallory, invitation.token);
    expect(res).toEqual({ ok: false, status: 404, body: { message: 'Invitation not found.' } });
    expect((await listInvites(alice)).invitations[0]!.status).toBe('pending');
  });
});

describe('accepting an invitation', () => {
  it('both sides get 30 days of Premium, the inviter a referral and a notification; the link then says accepted', async () => {
    const owner = await newUser({ fullName: 'Ivy Inviter' });
    const { invitation } = await createInvite(owner);
    const pub = await publicView(invitation.token);
    expect(pub.body).toMatchObject({ status: 'pending', inviterName: 'Ivy Inviter' });

    const partner = await newUser({ fullName: 'Pat Partner' });
    const res = await accept(partner, invitation.token);
    expect(res).toEqual({ ok: true, status: 200, body: { success: true, message: 'Welcome to Markk!', rewardDays: 30 } });

    for (const user of [owner, partner]) {
      const sub = await subscriptionOf(user);
      expect(sub).toMatchObject({ subscribed: true, subscription_tier: 'premium' });
      expect(Date.parse(sub.subscription_end!) - Date.now()).toBeGreaterThan(29 * DAY);
    }
    const data = await listInvites(owner);
    expect(data).toMatchObject({ referralCount: 1, totalRewardDays: 30, remainingInvites: REFERRAL.inviteAllowance - 1 });
    expect(data.invitations[0]!.status).toBe('accepted');
    const stored = await db().entities.viralInvitation.get({ token: invitation.token }).go();
    expect(stored.data).toMatchObject({ status: 'accepted', acceptedBy: await userIdOf(partner) });
    const { data: notes } = await db()
      .entities.notification.query.byUser({ userId: await userIdOf(owner) })
      .go();
    expect(notes.map((n) => n.title)).toContain('Referral accepted');

    expect((await publicView(invitation.token)).body).toMatchObject({ status: 'accepted' });
    const again = await accept(await newUser(), invitation.token);
    expect(again).toEqual({ ok: false, status: 409, body: { message: 'This invitation has already been accepted.' } });
  });

  it('two sign-ups racing on one token: exactly one wins, one reward pair is granted', async () => {
    const owner = await newUser();
    const { invitation } = await createInvite(owner);
    const racers = await Promise.all(Array.from({ length: 4 }, () => newUser()));
    const results = await Promise.all(racers.map((r) => accept(r, invitation.token)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(3).fill({ message: 'This invitation has already been accepted.' }));

    const data = await listInvites(owner);
    expect(data).toMatchObject({ referralCount: 1, totalRewardDays: 30 });
    const tiers = await Promise.all(racers.map(async (r) => (await subscriptionOf(r)).subscription_tier));
    expect(tiers.filter((t) => t === 'premium')).toHaveLength(1);
    const { data: grants } = await db()
      .entities.entitlement.query.byUser({ userId: await userIdOf(owner) })
      .go();
    expect(grants.filter((g) => g.source === 'reward')).toHaveLength(1);
  });

  it('revoked, expired, unknown and own tokens are refused with a clear message', async () => {
    const owner = await newUser();
    const partner = await newUser();
    const revoked = (await createInvite(owner)).invitation;
    await revoke(owner, revoked.token);
    expect(await accept(partner, revoked.token)).toEqual({ ok: false, status: 409, body: { message: 'This invitation has been revoked.' } });
    expect((await publicView(revoked.token)).body).toMatchObject({ status: 'revoked' });

    const ownerId = await userIdOf(owner);
    const old = await ViralInvites.create(ownerId, undefined, stackUrl(), new Date(Date.now() - 15 * DAY));
    expect(await accept(partner, old.invitation.token)).toEqual({ ok: false, status: 409, body: { message: 'This invitation has expired.' } });

    const unknown = 'x'.repeat(32);
    expect(await accept(partner, unknown)).toEqual({ ok: false, status: 404, body: { message: 'This invitation link is not valid.' } });
    expect((await publicView(unknown)).status).toBe(404);
    expect((await publicView('bad!token')).status).toBe(400);

    const own = (await createInvite(owner)).invitation;
    expect(await accept(owner, own.token)).toEqual({ ok: false, status: 403, body: { message: 'You cannot accept your own invitation.' } });
    expect((await subscriptionOf(partner)).subscription_tier).toBe('free');
  });

  it('an account is rewarded as an invitee once, and only when it is new', async () => {
    const [ownerA, ownerB] = await Promise.all([newUser(), newUser()]);
    const partner = await newUser();
    const first = (await createInvite(ownerA)).invitation;
    const second = (await createInvite(ownerB)).invitation;
    expect((await accept(partner, first.token)).status).toBe(200);
    expect(await accept(partner, second.token)).toEqual({
      ok: false,
      status: 409,
      body: { message: 'Your account has already been rewarded through an invitation.' },
    });
    expect((await listInvites(ownerB)).invitations[0]!.status).toBe('pending');

    const veteran = await newUser();
    const veteranId = await userIdOf(veteran);
    const later = new Date(Date.now() + 2 * DAY);
    await expect(ViralInvites.accept({ userId: veteranId }, second.token, later)).rejects.toThrow('Invitations are for new Markk accounts');
  });

  it('an inviter whose invitations are accepted twice holds 60 consecutive days (grants chain)', async () => {
    const owner = await newUser();
    const ownerId = await userIdOf(owner);
    for (let i = 0; i < 2; i++) {
      const { invitation } = await createInvite(owner);
      expect((await accept(await newUser(), invitation.token)).status).toBe(200);
    }
    const sub = await subscriptionOf(owner);
    expect(Date.parse(sub.subscription_end!) - Date.now()).toBeGreaterThan(59 * DAY);
    expect((await Entitlements.statusOf(ownerId, new Date(Date.now() + 45 * DAY))).subscription_tier).toBe('premium');
    expect((await Entitlements.statusOf(ownerId, new Date(Date.now() + 61 * DAY))).subscription_tier).toBe('free');
    expect(await listInvites(owner)).toMatchObject({ referralCount: 2, totalRewardDays: 60 });
  });
});

describe('the hourly expiry job', () => {
  it('marks pending invitations past expiry expired, gives the invite back, and leaves others alone', async () => {
    const owner = await newUser();
    const ownerId = await userIdOf(owner);
    const stale = await ViralInvites.create(ownerId, undefined, stackUrl(), new Date(Date.now() - 15 * DAY));
    const fresh = await createInvite(owner);
    expect((await listInvites(owner)).remainingInvites).toBe(REFERRAL.inviteAllowance - 2);

    const expired = await ViralInvites.expireDue(new Date());
    expect(expired).toBeGreaterThanOrEqual(1);
    const byToken = Object.fromEntries((await listInvites(owner)).invitations.map((i) => [i.token, i.status]));
    expect(byToken[stale.invitation.token]).toBe('expired');
    expect(byToken[fresh.invitation.token]).toBe('pending');
    expect((await listInvites(owner)).remainingInvites).toBe(REFERRAL.inviteAllowance - 1);
    const stored = await db().entities.viralInvitation.get({ token: stale.invitation.token }).go();
    expect(stored.data?.status).toBe('expired');
    // A second run finds nothing of this owner's to expire.
    await ViralInvites.expireDue(new Date());
    expect((await listInvites(owner)).remainingInvites).toBe(REFERRAL.inviteAllowance - 1);
  });
});
