// Every endpoint of the contract (`allEndpoints`: a new endpoint is fuzzed without a line
// anywhere), dealt by its place in the list to one of the FUZZ_PARTS files
// tests/integration/fuzz-{n}.test.ts so the test runner can put them on different shards.
// Each is called through the local stack by a signed-in owner who has data, with requests
// drawn from its contract and hostile ones. Every answer is a 2xx that matches the contract
// or a 4xx JSON `{ message }`, never a 5xx or an internal detail, and a refused request
// leaves the owner's data as it was.
//
// MARKK_FUZZ_RUNS (default 50: the gate's share) requests per endpoint; MARKK_FUZZ_SEED replays a run. With
// more runs and no seed (`npm run fuzz`) the seed is random and printed.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '#contracts/api';
import { generationEndpoints } from '#contracts/generation';
import { config } from '#lib/config';
import { problemsWith, requestArbitrary, routedEndpoint, send, type FuzzRequest, type Reply } from './requests.ts';
import { buildWorld, differences, rewind, snapshot, waitForRun, type World } from './world.ts';
import { stackUrl } from '../users.ts';

/** How many files share the endpoints: tests/integration/fuzz-1.test.ts … fuzz-{FUZZ_PARTS}.test.ts. */
export const FUZZ_PARTS = 2;

const DEFAULT_RUNS = 50;
const DEFAULT_SEED = 20_261_123;
const runs = Number(process.env.MARKK_FUZZ_RUNS ?? DEFAULT_RUNS);
const seed = process.env.MARKK_FUZZ_SEED ? Number(process.env.MARKK_FUZZ_SEED) : runs === DEFAULT_RUNS ? DEFAULT_SEED : Math.floor(Math.random() * 2 ** 31);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`MARKK_FUZZ_RUNS must be a positive whole number, not ${process.env.MARKK_FUZZ_RUNS}`);
if (!Number.isInteger(seed)) throw new Error(`MARKK_FUZZ_SEED must be a whole number, not ${process.env.MARKK_FUZZ_SEED}`);

/** A generous ceiling per request (a generation run started by a valid request is waited for). */
const timeout = 60_000 + runs * 3_000;

/** Part `part` (1-based) of FUZZ_PARTS: every endpoint whose place in `allEndpoints` falls to it. */
export function fuzzPart(part: number): void {
  it('is one of the fuzz files, which together take every endpoint', () => {
    const files = readdirSync(path.resolve(import.meta.dirname, '../../integration')).filter((name) => /^fuzz-\d+\.test\.ts$/.test(name));
    expect(files.sort()).toEqual(Array.from({ length: FUZZ_PARTS }, (_, i) => `fuzz-${i + 1}.test.ts`));
    expect(part).toBeGreaterThanOrEqual(1);
    expect(part).toBeLessThanOrEqual(FUZZ_PARTS);
  });
  const endpoints = allEndpoints.filter((_, i) => i % FUZZ_PARTS === part - 1);
  process.stdout.write(
    `Fuzzing ${endpoints.length} of ${allEndpoints.length} endpoints, ${runs} requests each: replay with MARKK_FUZZ_SEED=${seed} MARKK_FUZZ_RUNS=${runs}\n`,
  );
  let world: World;
  let current: Awaited<ReturnType<typeof snapshot>>;
  let internalNames: string[];
  let errorOnlyNames: string[];

  beforeAll(async () => {
    world = await buildWorld();
    current = await snapshot(world.owner.userId);
    const { TABLE_NAME, LOGOS_BUCKET, RESOURCES_BUCKET } = config();
    internalNames = [TABLE_NAME];
    // A logo upload's presigned URL names its bucket: bucket names only count in error answers.
    errorOnlyNames = [LOGOS_BUCKET, RESOURCES_BUCKET].filter((name): name is string => Boolean(name));
  }, 180_000);

  /** What only the owner may see: their user id, e-mail, runs, drafts and invitation token. */
  const ownerSecrets = () => [world.owner.userId, world.owner.email, ...Object.values(world.known).flat()];

  const describeRequest = (request: FuzzRequest, reply: Reply) => {
    const body =
      request.body.text === undefined
        ? 'no body'
        : request.body.text.length > 300
          ? `${request.body.text.slice(0, 300)}…(${request.body.text.length} characters)`
          : request.body.text;
    const path = request.path.length > 300 ? `${request.path.slice(0, 300)}…(${request.path.length} characters)` : request.path;
    return `${request.method} ${path} as ${request.caller} [${request.kind}] content-type ${request.body.contentType ?? 'none'}, body ${body}\n→ ${reply.status} ${reply.text.slice(0, 500)}\n(replay: MARKK_FUZZ_SEED=${seed} MARKK_FUZZ_RUNS=${runs})`;
  };

  describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s', (_route, endpoint) => {
    it(
      'answers a 2xx its contract describes or a 4xx with a message, never an internal detail, and a refusal changes nothing',
      async () => {
        const tokens = { owner: world.owner.accessToken, intruder: world.intruder.accessToken };
        await fc.assert(
          fc.asyncProperty(requestArbitrary(endpoint, world.known, world.knownBody), async (request) => {
            const before = current;
            const reply = await send(stackUrl(), request, tokens, endpoint.transport === 'stream');
            const problems = problemsWith(request, reply, internalNames, errorOnlyNames);
            const routed = routedEndpoint(request.method, request.path.split('?')[0]!);
            const succeeded = reply.status < 300;
            if (succeeded && request.caller !== 'owner') {
              const seen = ownerSecrets().filter((secret) => reply.text.includes(secret));
              if (seen.length) problems.push(`a caller other than the owner was shown the owner's ${seen.join(', ')}`);
            }
            // A started run is left to finish before the owner's data is read again.
            if (succeeded && routed === generationEndpoints.start && request.caller === 'owner') {
              const { runId } = JSON.parse(reply.text) as { runId: string };
              if (!(await waitForRun(world.owner.userId, runId))) problems.push(`the generation run ${runId} did not finish`);
            }
            // A read that succeeded changed nothing (GET routes are read-only, infra/access.ts):
            // the snapshot is taken after everything else.
            if (succeeded && request.method === 'GET') {
              if (problems.length) throw new Error(`${describeRequest(request, reply)}\n${problems.join('\n')}`);
              return;
            }
            const after = await snapshot(world.owner.userId);
            const changed = differences(before, after);
            if (!succeeded && changed.length) problems.push(`the refused request changed the owner's data:\n  ${changed.join('\n  ')}`);
            // Whatever else a request changed is put back, so every request meets the same world
            // (drafts not deleted, the package not approved, the plan still free); runs stay.
            if (changed.length && !(succeeded && routed === generationEndpoints.start)) await rewind(before, after);
            else current = after;
            if (problems.length) throw new Error(`${describeRequest(request, reply)}\n${problems.join('\n')}`);
          }),
          { seed, numRuns: runs },
        );
      },
      timeout,
    );
  });
}
