// What each caller of the access matrix must get, from nothing but an endpoint's declared
// access: the rules the integration matrix applies to every route, including the callers no
// route calls for yet (a teammate, a moderator, an admin).
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { endpoint, type EndpointAccess } from '#contracts/endpoint';
import { callerKinds, callersInPlay, expectedOutcome, type CallerName } from '../support/access/callers.ts';
import type { Scenario } from '../support/access/scenarios.ts';
import type { World } from '../support/access/world.ts';

const world = { a: { fullName: 'Avery' } } as World;
const caller = (name: CallerName) => callerKinds.find((kind) => kind.name === name)!;

const onItem = (access: EndpointAccess) =>
  endpoint({
    name: 'ThingOnItem',
    area: 'things',
    method: 'POST',
    path: '/things/{thingId}/do',
    access,
    params: z.object({ thingId: z.string() }),
    response: z.object({}),
  });
const ofMine = (access: EndpointAccess) => endpoint({ name: 'MyThings', area: 'things', method: 'GET', path: '/things', access, response: z.object({}) });
const scenarioOf = (e: ReturnType<typeof onItem> | ReturnType<typeof ofMine>, spec: Partial<Scenario> = {}): Scenario => ({
  endpoint: e,
  input: () => ({}) as never,
  ...spec,
});

const statusFor = (name: CallerName, e: ReturnType<typeof onItem> | ReturnType<typeof ofMine>, spec?: Partial<Scenario>) => {
  const outcome = expectedOutcome(caller(name), e, scenarioOf(e, spec), world);
  return `${outcome.kind} ${outcome.status}`;
};

describe('what the access matrix expects of each caller', () => {
  it('nobody signed in is refused with 401 everywhere but on public routes', () => {
    for (const access of ['owner', 'team', 'signedIn', 'moderator', 'admin'] as const) expect(statusFor('anonymous', onItem(access))).toBe('refused 401');
    expect(statusFor('anonymous', onItem('public'))).toBe('admitted 200');
  });

  it("another user finds no item of A's, gets their own answer without one, and is refused moderator and admin routes", () => {
    expect(statusFor('stranger', onItem('owner'))).toBe('refused 404');
    expect(statusFor('stranger', onItem('team'))).toBe('refused 404');
    expect(statusFor('stranger', ofMine('owner'))).toBe('own 200');
    expect(statusFor('stranger', ofMine('owner'), { ownStatus: 409 })).toBe('own 409');
    expect(statusFor('stranger', onItem('signedIn'), { admitted: { status: 202 } })).toBe('admitted 202');
    expect(statusFor('stranger', onItem('moderator'))).toBe('refused 403');
    expect(statusFor('stranger', ofMine('admin'))).toBe('refused 403');
  });

  it("a member of A's team is admitted to team routes only, and refused with 403 where the item is visible but the action is not theirs", () => {
    expect(statusFor('teammate', onItem('team'))).toBe('admitted 200');
    expect(statusFor('teammate', onItem('owner'))).toBe('refused 404');
    expect(statusFor('teammate', onItem('owner'), { visibleTo: ['teammate'] })).toBe('refused 403');
    expect(statusFor('stranger', onItem('owner'), { visibleTo: ['teammate'] })).toBe('refused 404');
    expect(statusFor('teammate', ofMine('owner'), { ownStatus: { teammate: 403 } })).toBe('own 403');
    expect(statusFor('teammate', onItem('moderator'))).toBe('refused 403');
  });

  it('a moderator is admitted to moderator routes; an admin to admin and moderator routes', () => {
    expect(statusFor('moderator', onItem('moderator'))).toBe('admitted 200');
    expect(statusFor('moderator', onItem('admin'))).toBe('refused 403');
    expect(statusFor('admin', onItem('admin'))).toBe('admitted 200');
    expect(statusFor('admin', onItem('moderator'))).toBe('admitted 200');
    expect(statusFor('admin', onItem('owner'))).toBe('refused 404');
  });

  it('an admitted caller may see only what the route discloses by design', () => {
    const outcome = expectedOutcome(
      caller('stranger'),
      onItem('public'),
      scenarioOf(onItem('public'), { admitted: { discloses: (w) => [w.a.fullName] } }),
      world,
    );
    expect(outcome).toEqual({ kind: 'admitted', status: 200, changesOwner: false, discloses: ['Avery'] });
  });

  it('the teammate, moderator and admin come into play with the first route declaring their access', () => {
    const names = (accesses: EndpointAccess[]) => callersInPlay(accesses.map(ofMine)).map((kind) => kind.name);
    expect(names(['owner', 'public', 'signedIn'])).toEqual(['anonymous', 'stranger']);
    expect(names(['owner', 'team'])).toEqual(['anonymous', 'stranger', 'teammate']);
    expect(names(['moderator'])).toEqual(['anonymous', 'stranger', 'moderator']);
    expect(names(['admin', 'team'])).toEqual(['anonymous', 'stranger', 'teammate', 'admin']);
  });
});
