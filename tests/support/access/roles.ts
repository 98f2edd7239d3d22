// The access matrix's workspace roles: members of A's team holding each role in A's default
// workspace, calling every route in it (the x-markk-workspace header names it). A workspace
// route answers a role its permission covers exactly as it answers A, and refuses the others
// with 403 and the permission table's words; B, with no role, gets the workspace's 404. The
// calls are probes that change nothing whoever makes them: reads as they are, writes with a
// body no route accepts (the role is checked before the body is read: A gets 400) or, without
// a body, with ids that name nothing (A gets 404). A personal route ignores the header.
import type { AnyEndpoint } from '#contracts/endpoint';
import { ROLE_LABELS, WORKSPACE_HEADER, WORKSPACE_MESSAGES, refusalFor, roleMay, type WorkspaceRole } from '#contracts/workspace-roles';
import { db } from '#data/service';
import { callAs, jsonOf, type CallInput } from './call.ts';
import { joinTeamOfA } from './callers.ts';
import { formatTable, withoutAsItems } from './matrix.ts';
import type { Scenario } from './scenarios.ts';
import { changes, ownedData } from './snapshot.ts';
import { otherUser, type Person, type World } from './world.ts';

export const ROLE_CALLERS = ['admin', 'editor', 'contributor', 'viewer'] as const satisfies readonly WorkspaceRole[];
export type RoleCaller = (typeof ROLE_CALLERS)[number];

/** A member of A's team with `role` in A's default workspace, as giving the role records it. */
export async function memberWithRole(world: World, role: RoleCaller): Promise<Person> {
  const user = await otherUser(`Rory ${ROLE_LABELS[role]}`);
  await joinTeamOfA(world, user);
  await db()
    .entities.workspaceMember.put({
      workspaceId: world.a.userId,
      userId: user.userId,
      accountId: world.a.userId,
      role,
      fullName: user.email,
      email: user.email,
    })
    .go();
  return user;
}

/** The call that changes nothing, whoever makes it. */
function probeOf(endpoint: AnyEndpoint, input: CallInput, world: World): CallInput {
  if (endpoint.method === 'GET') return input;
  if (endpoint.body) return { ...input, body: [] };
  return withoutAsItems(input, world.a.markers);
}

export interface RoleRow {
  route: string;
  permission: string;
  cells: { caller: string; status: number; ok: boolean }[];
  problems: string[];
}

const messageOf = (text: string) => (jsonOf({ status: 0, contentType: null, text }) as { message?: string } | undefined)?.message;

/** One workspace route against A, each role and B: what each gets, and what is wrong. */
export async function checkRoles(scenario: Scenario, world: World, members: ReadonlyMap<RoleCaller, Person>): Promise<RoleRow> {
  const { endpoint } = scenario;
  const permission = endpoint.workspace!;
  const probe = probeOf(endpoint, scenario.input(world, 'teammate') as CallInput, world);
  if (endpoint.method !== 'GET' && !endpoint.body && JSON.stringify(probe.params) === JSON.stringify((scenario.input(world, 'teammate') as CallInput).params))
    throw new Error(`${endpoint.name} takes neither a body nor an id: no probe leaves A's data as it is`);
  const before = await ownedData(world.a.userId);
  const header = { [WORKSPACE_HEADER]: world.a.userId };
  const own = await callAs(endpoint, probe, world.a.accessToken);
  const row: RoleRow = {
    route: `${endpoint.method} ${endpoint.path}`,
    permission,
    cells: [{ caller: 'owner', status: own.status, ok: own.status < 500 }],
    problems: [],
  };
  if (own.status >= 500) row.problems.push(`A got ${own.status}: ${own.text.slice(0, 200)}`);

  for (const role of ROLE_CALLERS) {
    const reply = await callAs(endpoint, probe, members.get(role)!.accessToken, header);
    const allowed = roleMay(role, permission);
    const ok = allowed ? reply.status === own.status : reply.status === 403 && messageOf(reply.text) === refusalFor(role, permission);
    if (!ok)
      row.problems.push(
        `${role}: answered ${reply.status} ${reply.text.slice(0, 200)}, expected ${allowed ? `${own.status} as A` : `403 "${refusalFor(role, permission)}"`}`,
      );
    row.cells.push({ caller: role, status: reply.status, ok });
  }
  const stranger = await callAs(endpoint, probe, world.b.accessToken, header);
  const strangerOk = stranger.status === 404 && messageOf(stranger.text) === WORKSPACE_MESSAGES.notFound;
  if (!strangerOk) row.problems.push(`B: answered ${stranger.status} ${stranger.text.slice(0, 200)}, expected the workspace's 404`);
  row.cells.push({ caller: 'B', status: stranger.status, ok: strangerOk });

  const changed = changes(before, await ownedData(world.a.userId));
  if (changed.length > 0) row.problems.push(`A's data changed:\n${changed.join('\n')}`);
  return row;
}

/** A personal route: the header changes nothing for a member (the same status with and without it). */
export async function checkPersonal(scenario: Scenario, world: World, member: Person): Promise<RoleRow> {
  const { endpoint } = scenario;
  const input = scenario.input(world, 'teammate') as CallInput;
  const plain = await callAs(endpoint, input, member.accessToken);
  const withHeader = await callAs(endpoint, input, member.accessToken, { [WORKSPACE_HEADER]: world.a.userId });
  const ok = plain.status === withHeader.status;
  return {
    route: `${endpoint.method} ${endpoint.path}`,
    permission: 'personal',
    cells: [{ caller: 'viewer', status: withHeader.status, ok }],
    problems: ok ? [] : [`the header changed the answer: ${plain.status} without, ${withHeader.status} with`],
  };
}

export function formatRoles(rows: readonly RoleRow[]): string {
  const callers = ['owner', ...ROLE_CALLERS, 'B'];
  const header = ['route', 'permission', ...callers];
  const lines = rows.map((row) => [
    row.route,
    row.permission,
    ...callers.map((caller) => {
      const cell = row.cells.find((c) => c.caller === caller);
      return cell ? `${cell.status} ${cell.ok ? '✓' : '✗'}` : '—';
    }),
  ]);
  return formatTable(header, lines);
}
