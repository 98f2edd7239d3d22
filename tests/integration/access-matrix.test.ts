// The access-control matrix: every endpoint of Markk, called with A's ids by everyone who is
// not A — nobody signed in, another signed-up user B, and (once routes declare them) B as a
// member of A's team, a moderator or an admin. What each must get follows from the endpoint's
// declared `access` (functions/contracts/endpoint.ts): 401 without a token on non-public
// routes, 404 for someone else's item, the caller's own answer on "my …" routes, never any of
// A's texts, and A's data unchanged after every refused call. The routes × callers table is
// printed at the end; one cell that is not ✓ fails its route.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#contracts/api';
import { callersInPlay, type CallerKind } from '../support/access/callers.ts';
import { checkCell, formatMatrix, type Row } from '../support/access/matrix.ts';
import { scenarios } from '../support/access/scenarios.ts';
import { buildWorld, type Person, type World } from '../support/access/world.ts';

const callers = callersInPlay(allEndpoints);
const rows: Row[] = [];
let world: World;
const signedIn = new Map<CallerKind['name'], Person | undefined>();

beforeAll(async () => {
  world = await buildWorld();
  for (const caller of callers) signedIn.set(caller.name, await caller.signIn(world));
}, 180_000);

afterAll(() => {
  if (rows.length > 0) console.log(`Access matrix (${rows.length} routes × ${callers.length} callers)\n${formatMatrix(rows, callers)}`);
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
