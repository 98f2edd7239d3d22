// The partner referral programme against the real local stack: create / list / revoke,
// permissions, the allowance, accept exactly once (also under a race), the expiry job and
// the rewards both sides then hold.
import { describe, expect, it } from 'vitest';
import { db } from '#data/service';
import * as ViralInvites from '#domain/viral-invites';
import * as Entitlements from '#domain/entitlements';
import { REFERRAL } from '#contracts/plans';
import { api, newUser, stackUrl, type TestUser } from '../support/users.ts';
import { userIdOf } from '../support/seed.ts';

const DAY = 86_400_000;
const call = (user: TestUser | null, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
  api(path, {
    ...(user ? { token: user.accessToken } : {}),
    method: init.method ?? 'GET',
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    ...(init.headers ? { headers: init.headers } : {}),
  });

interface Invitation { id: string; token: string; status: string; inviteUrl: string; invitee_email: string | null; expires_at: string; created_at: string }
const createInvite = async (owner: TestUser, inviteeEmail?: string) => {
  const res = await call(owner, '/viral-invites', { method: 'POST', body: inviteeEmail === undefined ? {} : { inviteeEmail } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as unknown as { success: true; remainingInvites: number; invitation: Invitation };
};
const listInvites = async (owner: TestUser) => {
  const res = await call(owner, '/viral-invites');
  expect(res.status).toBe(200);
  return (res.body as { data: { remainingInvites: number; referralCount: number; totalRewardDays: number; invitations: Invitation[] } }).data;
};
const subscriptionOf = async (user: TestUser) => (await call(user, '/billing/subscription')).body as { subscribed: boolean; subscription_tier: string; subscription_end: string | null };

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
    const created = await call(owner, '/viral-invites', { method: 'POST', body: {}, headers: evil });
    expect(created.status).toBe(201);
    const { invitation } = created.body as unknown as { invitation: Invitation };
    expect(invitation.inviteUrl).toBe(`${stackUrl()}/invite/${invitation.token}`);
    const listed = await call(owner, '/viral-invites', { headers: evil });
    const { invitations } = (listed.body as { data: { invitations: Invitation[] } }).data;
    expect(invitations.map((i) => i.inviteUrl)).toEqual([`${stackUrl()}/invite/${invitation.token}`]);
  });

  it('a malformed e-mail is a 400 and uses no invite', async () => {
    const owner = await newUser();
    const res = await call(owner, '/viral-invites', { method: 'POST', body: { inviteeEmail: 'not-an-email' } });
    expect(res.status).toBe(400);
    expect((await listInvites(owner)).remainingInvites).toBe(REFERRAL.inviteAllowance);
  });

  it('over the allowance → 409 "No invites left"; revoking gives one back', async () => {
    const owner = await newUser();
    const made = [];
    for (let i = 0; i < REFERRAL.inviteAllowance; i++) made.push(await createInvite(owner));
    expect(made.at(-1)!.remainingInvites).toBe(0);
    const over = await call(owner, '/viral-invites', { method: 'POST', body: {} });
    expect(over).toEqual({ status: 409, body: { message: 'No invites left' } });

    expect((await call(owner, `/viral-invites/${made[0]!.invitation.token}/revoke`, { method: 'POST' })).status).toBe(204);
    expect((await createInvite(owner)).remainingInvites).toBe(0);
  });

  it('a non-owner cannot create invitations (403)', async () => {
    const member = await newUser();
    await db().entities.profile.patch({ userId: await userIdOf(member) }).set({ role: 'member' }).go({ response: 'none' });
    const res = await call(member, '/viral-invites', { method: 'POST', body: {} });
    expect(res).toEqual({ status: 403, body: { message: 'Only account owners can invite partners.' } });
  });

  it('signed out, every invite call but the public lookup is 401', async () => {
    expect((await call(null, '/viral-invites')).status).toBe(401);
    expect((await call(null, '/viral-invites', { method: 'POST', body: {} })).status).toBe(401);
  });
});

describe('permissions between users', () => {
  it("another user neither sees nor revokes my invitations", async () => {
    const [alice, mallory] = await Promise.all([newUser({ fullName: 'Alice' }), newUser({ fullName: 'Mallory' })]);
    const { invitation } = await createInvite(alice);
    expect((await listInvites(mallory)).invitations).toEqual([]);
    const res = await call(mallory, `/viral-invites/${invitation.token}/revoke`, { method: 'POST' });
    expect(res).toEqual({ status: 404, body: { message: 'Invitation not found.' } });
    expect((await listInvites(alice)).invitations[0]!.status).toBe('pending');
  });
});

describe('accepting an invitation', () => {
  it('both sides get 30 days of Premium, the inviter a referral and a notification; the link then says accepted', async () => {
    const owner = await newUser({ fullName: 'Ivy Inviter' });
    const { invitation } = await createInvite(owner);
    const pub = await call(null, `/viral-invites/${invitation.token}`);
    expect(pub.body).toMatchObject({ status: 'pending', inviterName: 'Ivy Inviter' });

    const partner = await newUser({ fullName: 'Pat Partner' });
    const res = await call(partner, `/viral-invites/${invitation.token}/accept`, { method: 'POST' });
    expect(res).toEqual({ status: 200, body: { success: true, message: 'Welcome to Markk!', rewardDays: 30 } });

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
    const { data: notes } = await db().entities.notification.query.byUser({ userId: await userIdOf(owner) }).go();
    expect(notes.map((n) => n.title)).toContain('Referral accepted');

    expect((await call(null, `/viral-invites/${invitation.token}`)).body).toMatchObject({ status: 'accepted' });
    const again = await call(await newUser(), `/viral-invites/${invitation.token}/accept`, { method: 'POST' });
    expect(again).toEqual({ status: 409, body: { message: 'This invitation has already been accepted.' } });
  });

  it('two sign-ups racing on one token: exactly one wins, one reward pair is granted', async () => {
    const owner = await newUser();
    const { invitation } = await createInvite(owner);
    const racers = await Promise.all(Array.from({ length: 4 }, () => newUser()));
    const results = await Promise.all(racers.map((r) => call(r, `/viral-invites/${invitation.token}/accept`, { method: 'POST' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body)).toEqual(Array(3).fill({ message: 'This invitation has already been accepted.' }));

    const data = await listInvites(owner);
    expect(data).toMatchObject({ referralCount: 1, totalRewardDays: 30 });
    const tiers = await Promise.all(racers.map(async (r) => (await subscriptionOf(r)).subscription_tier));
    expect(tiers.filter((t) => t === 'premium')).toHaveLength(1);
    const { data: grants } = await db().entities.entitlement.query.byUser({ userId: await userIdOf(owner) }).go();
    expect(grants.filter((g) => g.source === 'reward')).toHaveLength(1);
  });

  it('revoked, expired, unknown and own tokens are refused with a clear message', async () => {
    const owner = await newUser();
    const partner = await newUser();
    const revoked = (await createInvite(owner)).invitation;
    await call(owner, `/viral-invites/${revoked.token}/revoke`, { method: 'POST' });
    expect(await call(partner, `/viral-invites/${revoked.token}/accept`, { method: 'POST' })).toEqual({ status: 409, body: { message: 'This invitation has been revoked.' } });
    expect((await call(null, `/viral-invites/${revoked.token}`)).body).toMatchObject({ status: 'revoked' });

    const ownerId = await userIdOf(owner);
    const old = await ViralInvites.create(ownerId, undefined, stackUrl(), new Date(Date.now() - 15 * DAY));
    expect(await call(partner, `/viral-invites/${old.invitation.token}/accept`, { method: 'POST' })).toEqual({ status: 409, body: { message: 'This invitation has expired.' } });

    const unknown = 'x'.repeat(32);
    expect(await call(partner, `/viral-invites/${unknown}/accept`, { method: 'POST' })).toEqual({ status: 404, body: { message: 'This invitation link is not valid.' } });
    expect((await call(null, `/viral-invites/${unknown}`)).status).toBe(404);
    expect((await call(null, '/viral-invites/bad!token')).status).toBe(400);

    const own = (await createInvite(owner)).invitation;
    expect(await call(owner, `/viral-invites/${own.token}/accept`, { method: 'POST' })).toEqual({ status: 403, body: { message: 'You cannot accept your own invitation.' } });
    expect((await subscriptionOf(partner)).subscription_tier).toBe('free');
  });

  it('an account is rewarded as an invitee once, and only when it is new', async () => {
    const [ownerA, ownerB] = await Promise.all([newUser(), newUser()]);
    const partner = await newUser();
    const first = (await createInvite(ownerA)).invitation;
    const second = (await createInvite(ownerB)).invitation;
    expect((await call(partner, `/viral-invites/${first.token}/accept`, { method: 'POST' })).status).toBe(200);
    expect(await call(partner, `/viral-invites/${second.token}/accept`, { method: 'POST' })).toEqual({ status: 409, body: { message: 'Your account has already been rewarded through an invitation.' } });
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
      expect((await call(await newUser(), `/viral-invites/${invitation.token}/accept`, { method: 'POST' })).status).toBe(200);
    }
    const sub = await subscriptionOf(owner);
    expect(Date.parse(sub.subscription_end!) - Date.now()).toBeGreaterThan(59 * DAY);
    expect((await Entitlements.statusOf(ownerId, new Date(Date.now() + 45 * DAY))).subscription_tier).toBe('premium');
    expect((await Entitlements.statusOf(ownerId, new Date(Date.now() + 61 * DAY))).subscription_tier).toBe('free');
    expect((await listInvites(owner))).toMatchObject({ referralCount: 2, totalRewardDays: 60 });
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
