// Who calls A's routes in the access matrix, and what each of them must get, derived from the
// endpoint's declared `access` alone. A caller kind is in play when some endpoint declares an
// access it tests (the teammate once a route declares `team`, the moderator once one declares
// `moderator`, …), so a new kind of access brings its callers with it.
import type { AnyEndpoint, EndpointAccess } from '#contracts/endpoint';
import { pathParameterNames } from '#contracts/endpoint';
import { db } from '#data/service';
import { ownTeamId } from '#domain/accounts';
import * as Roles from '#domain/roles';
import type { Scenario } from './scenarios.ts';
import { otherUser, type Person, type World } from './world.ts';

export type CallerName = 'anonymous' | 'stranger' | 'teammate' | 'moderator' | 'admin';

/**
 * - `refused`: the caller may not do this; a JSON `{ message }` with this status, A unchanged.
 * - `own`: an owner route without an item id answers about the caller's own data; A unchanged.
 * - `admitted`: the access lets this caller at A's item; A changes only where the scenario says so.
 */
export type Outcome =
  { kind: 'refused'; status: number } | { kind: 'own'; status: number } | { kind: 'admitted'; status: number; changesOwner: boolean; discloses: string[] };

export interface CallerKind {
  name: CallerName;
  /** The column heading of the printed matrix. */
  label: string;
  /** Accesses that let this caller at A's items (beyond what any signed-in user may do). */
  admits: readonly EndpointAccess[];
  /** In play when some endpoint declares one of these. Absent: always. */
  inPlayFor?: readonly EndpointAccess[];
  /** The signed-in caller, made once before the matrix runs (undefined: nobody signed in). */
  signIn: (world: World) => Promise<Person | undefined>;
  /** Which of A's texts this caller knows anyway (a teammate's team id is derived from A's id). */
  knows?: (world: World) => string[];
}

const TEAMMATE_NAME = 'Blake Teammate';

/** Makes `user` a member of A's team as its membership item records it (again, after a row that took them out). */
export async function joinTeamOfA(world: World, user: Person): Promise<void> {
  const teamId = ownTeamId(world.a.userId);
  await db().entities.teamMember.put({ teamId, userId: user.userId, role: 'member', fullName: TEAMMATE_NAME, email: user.email }).go();
  await db().entities.profile.patch({ userId: user.userId }).set({ role: 'member', teamId }).go();
}

/** Another user set up as B is, then made a member of A's team. */
async function memberOfTeam(world: World): Promise<Person> {
  const user = await otherUser(TEAMMATE_NAME);
  await joinTeamOfA(world, user);
  return user;
}

/** Another user set up as B is, granted the community role (a userRole item, as the admin command writes it). */
function withRole(role: 'moderator' | 'admin') {
  return async (): Promise<Person> => {
    const user = await otherUser(role === 'admin' ? 'Blake Admin' : 'Blake Moderator');
    await Roles.grant(user.userId, role);
    return user;
  };
}

export const callerKinds: readonly CallerKind[] = [
  { name: 'anonymous', label: 'anonymous', admits: [], signIn: async () => undefined },
  { name: 'stranger', label: 'B (other user)', admits: [], signIn: async (world) => world.b },
  { name: 'teammate', label: "B in A's team", admits: ['team'], inPlayFor: ['team'], signIn: memberOfTeam, knows: (world) => [world.a.userId] },
  { name: 'moderator', label: 'B moderator', admits: ['moderator'], inPlayFor: ['moderator'], signIn: withRole('moderator') },
  { name: 'admin', label: 'B admin', admits: ['admin', 'moderator'], inPlayFor: ['admin'], signIn: withRole('admin') },
];

/** The caller kinds the declared endpoints call for. */
export function callersInPlay(endpoints: readonly AnyEndpoint[]): CallerKind[] {
  const declared = new Set(endpoints.map((e) => e.access));
  return callerKinds.filter((kind) => !kind.inPlayFor || kind.inPlayFor.some((access) => declared.has(access)));
}

/** True when the route acts on an item named in its path (a run, a draft, an invitation). */
export const namesAnItem = (endpoint: AnyEndpoint) => pathParameterNames(endpoint.path).length > 0;

function admitted(endpoint: AnyEndpoint, scenario: Scenario, world: World): Outcome {
  return {
    kind: 'admitted',
    status: scenario.admitted?.status ?? endpoint.status,
    changesOwner: scenario.admitted?.changesOwner ?? false,
    discloses: scenario.admitted?.discloses?.(world) ?? [],
  };
}

/** What `caller` must get from `endpoint`, from its declared access. */
export function expectedOutcome(caller: CallerKind, endpoint: AnyEndpoint, scenario: Scenario, world: World): Outcome {
  const { access } = endpoint;
  if (access === 'public') return admitted(endpoint, scenario, world);
  if (caller.name === 'anonymous') return { kind: 'refused', status: 401 };
  if (scenario.alsoAdmits?.includes(caller.name)) return admitted(endpoint, scenario, world);
  if (access === 'signedIn' || caller.admits.includes(access)) return admitted(endpoint, scenario, world);
  if (access === 'moderator' || access === 'admin') return { kind: 'refused', status: 403 };
  // owner and team routes the caller is not admitted to: someone else's item is not there at
  // all, unless the caller may see it but not do this; without an item, the caller's own answer.
  if (namesAnItem(endpoint)) return { kind: 'refused', status: scenario.visibleTo?.includes(caller.name) ? 403 : 404 };
  const own = typeof scenario.ownStatus === 'number' ? scenario.ownStatus : scenario.ownStatus?.[caller.name];
  return { kind: 'own', status: own ?? endpoint.status };
}
