// The access-control matrix: every endpoint of Markk, called with A's ids by everyone who is
// not A — nobody signed in, another signed-up user B, and (once routes declare them) B as a
// member of A's team, a moderator or an admin. What each must get follows from the endpoint's
// declared `access` (functions/contracts/endpoint.ts): 401 without a token on non-public
// routes, 404 for someone else's item, the caller's own answer on "my …" routes, never any of
// A's texts, and A's data unchanged after every refused call. The routes × callers table is
// printed at the end; one cell that is not ✓ fails its route.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#contracts/api';
import { callersInPlay, type CallerKind } from '../support/access/callers.ts';
import { checkCell, formatMatrix, type Row } from '../support/access/matrix.ts';
import { scenarios } from '../support/access/scenarios.ts';
import { buildWorld, type Person, type World } from '../support/access/world.ts';
import { ROLE_CALLERS, checkPersonal, checkRoles, formatRoles, memberWithRole, type RoleCaller, type RoleRow } from '../support/access/roles.ts';
import { API_SCOPES, API_TOKEN_MESSAGES } from '#contracts/api-tokens';
import { isPublicApi } from '#contracts/endpoint';
import * as ApiTokens from '#domain/api-tokens';
import { ownedData, changes } from '../support/access/snapshot.ts';
import { cafeOwner } from '../support/brand.ts';
import { callV1 } from '../support/public-api.ts';
import { userIdOf } from '../support/seed.ts';

const callers = callersInPlay(allEndpoints);
const rows: Row[] = [];
let world: World;
const signedIn = new Map<CallerKind['name'], Person | undefined>();

beforeAll(async () => {
  world = await buildWorld();
  for (const caller of callers) signedIn.set(caller.name, await caller.signIn(world));
}, 180_000);

const roleRows: RoleRow[] = [];
const members = new Map<RoleCaller, Person>();

afterAll(() => {
  if (rows.length > 0) console.log(`Access matrix (${rows.length} routes × ${callers.length} callers)\n${formatMatrix(rows, callers)}`);
  if (roleRows.length > 0) console.log(`Workspace roles (${roleRows.length} routes × the five roles and B)\n${formatRoles(roleRows)}`);
});

describe('the access-control matrix', () => {
  it('has a scenario for every endpoint', () => {
    const uncovered = allEndpoints.filter((e) => !scenarios.has(e.name)).map((e) => `${e.name} (${e.method} ${e.path})`);
    expect(uncovered).toEqual([]);
    const stale = [...scenarios.keys()].filter((name) => !allEndpoints.some((e) => e.name === name));
    expect(stale).toEqual([]);
  });

  for (const endpoint of allEndpoints) {
    it(`${endpoint.method} ${endpoint.path} gives each caller only what "${endpoint.access}" allows`, async () => {
      const scenario = scenarios.get(endpoint.name);
      if (!scenario) throw new Error(`No access scenario for ${endpoint.name}: add one to tests/support/access/scenarios.ts`);
      const row: Row = { route: `${endpoint.method} ${endpoint.path}`, access: endpoint.access, cells: [] };
      rows.push(row);
      for (const caller of callers) row.cells.push(await checkCell(caller, signedIn.get(caller.name), scenario, world));
      const problems = row.cells.flatMap((cell) => cell.problems.map((problem) => `${cell.caller.label}: ${problem}`));
      expect(problems).toEqual([]);
    });
  }
});

// The five roles × every route: A (the owner) and members of A's team holding each other role
// in A's default workspace; B, with no role there, as the outsider (tests/support/access/roles.ts).
describe('the workspace roles', () => {
  beforeAll(async () => {
    for (const role of ROLE_CALLERS) members.set(role, await memberWithRole(world, role));
  }, 120_000);

  for (const endpoint of allEndpoints) {
    // Personal writes act on the caller's own items whatever the header (only a route that
    // declares a workspace permission reads it: functions/lib/http.ts); their reads are checked.
    if (endpoint.access === 'public' || (!endpoint.workspace && endpoint.method !== 'GET')) continue;
    const what = endpoint.workspace ? `what "${endpoint.workspace}" allows` : 'what they may do anywhere (a personal route ignores the workspace)';
    it(`${endpoint.method} ${endpoint.path} gives each role ${what}`, async () => {
      const scenario = scenarios.get(endpoint.name)!;
      const row = endpoint.workspace ? await checkRoles(scenario, world, members) : await checkPersonal(scenario, world, members.get('viewer')!);
      roleRows.push(row);
      expect(row.problems).toEqual([]);
    });
  }
});

// The public API: every /v1 route refuses a call without a token (401), and a token of another
// account's workspace (Enterprise, every scope) reaches none of A's items — A's ids are not found,
// lists show none of A's texts — and changes nothing of A's.
describe('the public API (/v1)', () => {
  let strangerToken = '';
  beforeAll(async () => {
    const stranger = await cafeOwner({ fullName: 'Sol Stranger', companyName: 'Sol Studio' }, { tier: 'enterprise' });
    const strangerId = await userIdOf(stranger);
    ({ secret: strangerToken } = await ApiTokens.issue({
      workspaceId: strangerId,
      personId: strangerId,
      requestId: randomUUID(),
      name: 'Matrix',
      scopes: [...API_SCOPES],
      expiresInDays: null,
    }));
  }, 60_000);

  for (const endpoint of allEndpoints.filter(isPublicApi)) {
    it(`/v1${endpoint.path} (${endpoint.method}) refuses no token and shows another workspace's token nothing of A's`, async () => {
      const input = scenarios.get(endpoint.name)!.input(world, 'stranger') as { params?: Record<string, unknown> };
      const anonymous = await callV1(endpoint, input as never);
      expect({ status: anonymous.status, message: anonymous.body?.message }).toEqual({ status: 401, message: API_TOKEN_MESSAGES.missing });

      const before = await ownedData(world.a.userId);
      const reply = await callV1(endpoint, { ...(input as object), apiToken: strangerToken } as never);
      if (input.params && Object.keys(input.params).length > 0) expect(reply.status, JSON.stringify(reply.body)).toBe(404);
      else expect(reply.status, JSON.stringify(reply.body)).toBeLessThan(500);
      const text = JSON.stringify(reply.body ?? '').toLowerCase();
      expect(world.a.markers.filter((marker) => text.includes(marker.toLowerCase()))).toEqual([]);
      expect(changes(before, await ownedData(world.a.userId))).toEqual([]);
    });
  }
});
