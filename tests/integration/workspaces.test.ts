// Workspaces against the real local stack: the plan's limit (Growth none, one per click), each
// workspace's data kept apart (projects, brand kit, search), strangers kept out, and the roles a
// team member can hold, enforced on the routes with the permission table's words.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER, WORKSPACE_MESSAGES, refusalFor, workspaceEndpoints as ws, type AssignableRole } from '#contracts/workspaces';
import { projectEndpoints as projects } from '#contracts/projects';
import { dashboardEndpoints as dashboard } from '#contracts/dashboard';
import { brandKitEndpoints as brandKit, type BrandKitInput } from '#contracts/brand-kit';
import { publishingEndpoints as pub } from '#contracts/publishing';
import { ownTeamId } from '#domain/accounts';
import { maskEmail } from '#domain/team/views';
import { db } from '#data/service';
import { cafeBrand, cafeOwner } from '../support/brand.ts';
import { userIdOf } from '../support/seed.ts';
import { callApi, callOk, newUser, type TestUser } from '../support/users.ts';

const inWorkspace = (workspaceId: string) => ({ [WORKSPACE_HEADER]: workspaceId });

async function agency() {
  const owner = await cafeOwner({ fullName: 'Ada Agency', companyName: 'Ada Agency' }, { tier: 'enterprise' });
  const client = await callOk(ws.create, { token: owner.accessToken, body: { requestId: randomUUID(), name: 'Harbour Florist' } });
  return { owner, client, ownerId: await userIdOf(owner) };
}

/** Makes `user` a member of the owner's team, as accepting an invitation records it. */
async function joinTeam(ownerId: string, user: TestUser, fullName: string) {
  const teamId = ownTeamId(ownerId);
  const userId = await userIdOf(user);
  await db().entities.teamMember.put({ teamId, userId, role: 'member', fullName, email: user.email }).go();
  await db().entities.profile.patch({ userId }).set({ role: 'member', teamId }).go();
  return userId;
}

async function giveRole(owner: TestUser, workspaceId: string, userId: string, role: AssignableRole) {
  return callOk(ws.setRole, { token: owner.accessToken, params: { workspaceId, userId }, body: { role } });
}

describe('making workspaces', () => {
  it('refuses Growth with the upgrade words, and makes one workspace per click on Enterprise', async () => {
    const growth = await newUser({ fullName: 'Gus Growth' });
    const refused = await callApi(ws.create, { token: growth.accessToken, body: { requestId: randomUUID(), name: 'Client' } });
    expect(refused).toMatchObject({ status: 402, body: { message: WORKSPACE_MESSAGES.upgrade } });

    const owner = await cafeOwner({ fullName: 'Ena Enterprise', companyName: 'Ena Studio' }, { tier: 'enterprise' });
    const requestId = randomUUID();
    const made = await Promise.all([1, 2, 3].map(() => callApi(ws.create, { token: owner.accessToken, body: { requestId, name: '  Quay   Bakery ' } })));
    const ids = new Set(made.map((reply) => (reply.ok ? reply.body.workspaceId : reply.body.message)));
    expect(ids.size).toBe(1);
    const list = await callOk(ws.list, { token: owner.accessToken });
    expect(list.workspaces.map((w) => [w.name, w.role, w.isDefault, w.onboardingCompletedAt === null])).toEqual([
      ['Ena Studio', 'owner', true, false],
      ['Quay Bakery', 'owner', false, true],
    ]);
    expect(list.extraUsed).toBe(1);
  });

  it('holds Premium to one extra workspace', async () => {
    const owner = await cafeOwner({ fullName: 'Pia Premium', companyName: 'Pia Shop' }, { tier: 'premium' });
    await callOk(ws.create, { token: owner.accessToken, body: { requestId: randomUUID(), name: 'First client' } });
    const second = await callApi(ws.create, { token: owner.accessToken, body: { requestId: randomUUID(), name: 'Second client' } });
    expect(second).toMatchObject({ status: 402, body: { message: WORKSPACE_MESSAGES.limit(1) } });
  });

  it('finishes a new workspace’s onboarding in that workspace only', async () => {
    const { owner, client } = await agency();
    const done = await callOk(ws.completeOnboarding, { token: owner.accessToken, params: { workspaceId: client.workspaceId } });
    expect(done.onboardingCompletedAt).not.toBeNull();
    const renamed = await callOk(ws.rename, { token: owner.accessToken, params: { workspaceId: client.workspaceId }, body: { name: 'Harbour Flowers' } });
    expect(renamed.name).toBe('Harbour Flowers');
  });

  it('lists each workspace with its own usage: this month’s AI credits and library assets', async () => {
    const { owner, client, ownerId } = await agency();
    const month = new Date().toISOString().slice(0, 7);
    await db().entities.aiUsage.update({ userId: client.workspaceId, month }).add({ credits: 3 }).go();
    await db().entities.userStats.update({ userId: client.workspaceId }).add({ libraryAssets: 2 }).go();
    await db().entities.userStats.update({ userId: ownerId }).add({ libraryAssets: 5 }).go();
    const { workspaces } = await callOk(ws.list, { token: owner.accessToken });
    expect(workspaces.map((w) => [w.workspaceId, w.usage])).toEqual([
      [ownerId, { aiCredits: 0, libraryAssets: 5 }],
      [client.workspaceId, { aiCredits: 3, libraryAssets: 2 }],
    ]);
  });
});

describe('a plan that no longer holds the workspaces', () => {
  it('pauses the extra workspaces beyond it, newest first: they can be read, not changed, until the plan holds them again', async () => {
    const { owner, client, ownerId } = await agency();
    const later = await callOk(ws.create, { token: owner.accessToken, body: { requestId: randomUUID(), name: 'Quay Bakery' } });
    const setTier = async (tier: 'premium' | 'enterprise') => {
      const { data } = await db().entities.entitlement.query.byUser({ userId: ownerId }).go();
      for (const item of data.filter((e) => e.source === 'local')) await db().entities.entitlement.patch(item).set({ tier }).go();
    };
    const newProject = (workspaceId: string) =>
      callApi(projects.create, {
        token: owner.accessToken,
        headers: inWorkspace(workspaceId),
        body: { title: `Plan ${randomUUID().slice(0, 4)}`, templateType: 'custom' },
      });

    await setTier('premium');
    const { workspaces } = await callOk(ws.list, { token: owner.accessToken });
    expect(workspaces.map((w) => [w.name, w.paused])).toEqual([
      ['Ada Agency', false],
      ['Harbour Florist', false],
      ['Quay Bakery', true],
    ]);
    expect(await newProject(later.workspaceId)).toEqual({ ok: false, status: 402, body: { message: WORKSPACE_MESSAGES.paused } });
    expect((await callApi(projects.list, { token: owner.accessToken, headers: inWorkspace(later.workspaceId), query: {} })).status).toBe(200);
    expect((await newProject(client.workspaceId)).status).toBe(201);
    expect((await newProject(ownerId)).status).toBe(201);

    await setTier('enterprise');
    expect((await newProject(later.workspaceId)).status).toBe(201);
    expect((await callOk(ws.list, { token: owner.accessToken })).workspaces.every((w) => !w.paused)).toBe(true);
  });
});

describe("a workspace's data", () => {
  it('keeps projects, the brand kit and search apart, and keeps strangers out', async () => {
    const { owner, client } = await agency();
    const token = owner.accessToken;
    const headers = inWorkspace(client.workspaceId);
    await callOk(brandKit.save, { token, headers, body: { ...cafeBrand, name: 'Harbour Florist', industry: 'Florist' } as BrandKitInput });
    await callOk(projects.create, { token, headers, body: { title: 'Tulip season launch' } });

    const own = await callOk(projects.list, { token, query: {} });
    expect(own.projects.map((p) => p.title)).not.toContain('Tulip season launch');
    const theirs = await callOk(projects.list, { token, headers, query: {} });
    expect(theirs.projects.map((p) => p.title)).toEqual(['Tulip season launch']);
    expect((await callOk(brandKit.get, { token })).brandKit?.name).toBe('Corner Café');
    expect((await callOk(brandKit.get, { token, headers })).brandKit?.name).toBe('Harbour Florist');
    expect((await callOk(dashboard.search, { token, query: { q: 'tulip' } })).projects).toEqual([]);
    expect((await callOk(dashboard.search, { token, headers, query: { q: 'tulip' } })).projects.map((p) => p.title)).toEqual(['Tulip season launch']);

    const stranger = await newUser({ fullName: 'Sly Stranger' });
    for (const workspaceId of [client.workspaceId, await userIdOf(owner), 'ws_nothing']) {
      const reply = await callApi(projects.list, { token: stranger.accessToken, headers: inWorkspace(workspaceId), query: {} });
      expect(reply).toMatchObject({ status: 404, body: { message: WORKSPACE_MESSAGES.notFound } });
    }
    expect(await callApi(ws.members, { token: stranger.accessToken, params: { workspaceId: client.workspaceId } })).toMatchObject({ status: 404 });
  });
});

describe('roles', () => {
  it('lets each role do what the permission table says, and no more', async () => {
    const { owner, client, ownerId } = await agency();
    const member = await newUser({ fullName: 'Theo Teammate' });
    const memberId = await joinTeam(ownerId, member, 'Theo Teammate');
    const headers = inWorkspace(client.workspaceId);
    const asMember = { token: member.accessToken, headers };
    await callOk(projects.create, { token: owner.accessToken, headers, body: { title: 'Window display' } });

    // Not given a role yet: the workspace is not theirs to see.
    expect(await callApi(projects.list, { ...asMember, query: {} })).toMatchObject({ status: 404 });

    await giveRole(owner, client.workspaceId, memberId, 'viewer');
    expect((await callOk(projects.list, { ...asMember, query: {} })).projects.map((p) => p.title)).toEqual(['Window display']);
    // As on the team screen: below admin, others' e-mails are masked; one's own is not.
    const asViewer = await callOk(ws.members, { token: member.accessToken, params: { workspaceId: client.workspaceId } });
    expect(asViewer.members.map((m) => m.email)).toEqual([maskEmail(owner.email), member.email]);
    expect(asViewer.candidates).toEqual([]);
    expect(await callApi(projects.create, { ...asMember, body: { title: 'Not mine to make' } })).toMatchObject({
      status: 403,
      body: { message: refusalFor('viewer', 'create') },
    });

    await giveRole(owner, client.workspaceId, memberId, 'contributor');
    expect(await callApi(projects.create, { ...asMember, body: { title: 'Spring wreaths' } })).toMatchObject({ status: 201 });
    const schedule = { requestId: randomUUID(), caption: 'Fresh tulips today', accountIds: ['acc_missing'], when: { kind: 'now' } } as const;
    const refused = await callApi(pub.schedule, { ...asMember, body: schedule as never });
    expect(refused).toMatchObject({ status: 403, body: { message: refusalFor('contributor', 'schedule') } });
    expect(refusalFor('contributor', 'schedule')).toContain("can't schedule");
    expect(await callApi(brandKit.save, { ...asMember, body: cafeBrand as BrandKitInput })).toMatchObject({ status: 403 });

    await giveRole(owner, client.workspaceId, memberId, 'editor');
    const past = await callApi(pub.schedule, { ...asMember, body: schedule as never });
    expect(past.status).not.toBe(403);
    expect(past.status).toBeLessThan(500);

    const { members } = await callOk(ws.members, { token: owner.accessToken, params: { workspaceId: client.workspaceId } });
    expect(members.map((m) => [m.fullName, m.role])).toEqual([
      ['Ada Agency', 'owner'],
      ['Theo Teammate', 'editor'],
    ]);
    const seen = await callOk(ws.list, { token: member.accessToken });
    expect(seen.workspaces.map((w) => [w.name, w.role])).toContainEqual(['Harbour Florist', 'editor']);

    await callOk(ws.removeMember, { token: owner.accessToken, params: { workspaceId: client.workspaceId, userId: memberId } });
    expect(await callApi(projects.list, { ...asMember, query: {} })).toMatchObject({ status: 404 });
  });

  it('gives roles only to team members, and never changes the owner’s', async () => {
    const { owner, client, ownerId } = await agency();
    const outsider = await newUser({ fullName: 'Olly Outsider' });
    const refused = await callApi(ws.setRole, {
      token: owner.accessToken,
      params: { workspaceId: client.workspaceId, userId: await userIdOf(outsider) },
      body: { role: 'viewer' },
    });
    expect(refused).toMatchObject({ status: 400, body: { message: WORKSPACE_MESSAGES.notTeamMember } });
    const ownerRole = await callApi(ws.setRole, {
      token: owner.accessToken,
      params: { workspaceId: client.workspaceId, userId: ownerId },
      body: { role: 'viewer' },
    });
    expect(ownerRole).toMatchObject({ status: 400, body: { message: WORKSPACE_MESSAGES.ownerRole } });
  });
});
