// One cell of the access matrix: a caller calls an endpoint with A's ids and gets exactly what
// the endpoint's declared access promises — the status, a JSON `{ message }` when refused,
// none of A's texts in the answer, and A's data as it was. Plus the printed routes × callers
// table.
import { randomInt } from 'node:crypto';
import { ErrorBody } from '#contracts/common';
import { callAs, jsonOf, type CallInput } from './call.ts';
import { expectedOutcome, namesAnItem, type CallerKind, type Outcome } from './callers.ts';
import type { Scenario } from './scenarios.ts';
import { changes, ownedData } from './snapshot.ts';
import type { Person, World } from './world.ts';

export interface Cell {
  caller: CallerKind;
  expected: Outcome;
  status: number;
  /** Empty when the caller got what the declaration promises. */
  problems: string[];
  /** The caller got more than the declaration allows: A's texts, a change to A's data, or a success where a refusal was due. */
  leak: boolean;
}

const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

const CLASSES = ['0123456789', 'abcdef', 'ghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** Another id of the same shape (each digit, hex letter, other letter and capital replaced by one of its kind). */
function lookalike(id: string): string {
  return id.replace(/[0-9a-zA-Z]/g, (char) => {
    const kind = CLASSES.find((chars) => chars.includes(char))!;
    return kind[randomInt(kind.length)]!;
  });
}

/** The same call with each of A's ids in the path swapped for a lookalike that names nothing. */
export function withoutAsItems(input: CallInput, markers: readonly string[]): CallInput {
  const params = Object.fromEntries(
    Object.entries(input.params ?? {}).map(([name, value]) => [name, markers.includes(String(value)) ? lookalike(String(value)) : value]),
  );
  return { ...input, params };
}

export async function checkCell(caller: CallerKind, me: Person | undefined, scenario: Scenario, world: World): Promise<Cell> {
  const { endpoint } = scenario;
  const expected = expectedOutcome(caller, endpoint, scenario, world);
  const guardsOwner = expected.kind !== 'admitted' || !expected.changesOwner;
  const before = guardsOwner ? await ownedData(world.a.userId) : [];
  const input = scenario.input(world, caller.name) as CallInput;
  const reply = await callAs(endpoint, input, me?.accessToken);
  const problems: string[] = [];
  let leak = expected.kind === 'refused' && reply.status < 400;

  if (reply.status !== expected.status) problems.push(`answered ${reply.status}, expected ${expected.status} (${expected.kind}): ${excerpt(reply.text)}`);
  const body = jsonOf(reply);
  if (reply.status >= 400) {
    if (!ErrorBody.safeParse(body).success || !reply.contentType?.startsWith('application/json'))
      problems.push(`a refusal that is not a JSON { message }: ${excerpt(reply.text)}`);
  } else if (endpoint.transport === 'json') {
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) problems.push(`an answer that does not match the contract: ${excerpt(reply.text)}`);
    else if (expected.kind === 'own' && scenario.ownAnswer && me) {
      try {
        scenario.ownAnswer(parsed.data as never, me);
      } catch (error) {
        problems.push(`the caller's own answer is not theirs: ${(error as Error).message}`);
      }
    }
  }

  const disclosed = new Set([...(expected.kind === 'admitted' ? expected.discloses : []), ...(caller.knows?.(world) ?? [])].map((m) => m.toLowerCase()));
  const text = reply.text.toLowerCase();
  const leaked = world.a.markers.filter((marker) => !disclosed.has(marker.toLowerCase()) && text.includes(marker.toLowerCase()));
  if (leaked.length > 0) {
    leak = true;
    problems.push(`the answer shows A's ${leaked.map((m) => JSON.stringify(m)).join(', ')}`);
  }

  // Refused at A's item: the call named an item A really has, and the answer is the one for
  // an item that does not exist.
  if (expected.kind === 'refused' && namesAnItem(endpoint)) {
    const named = Object.values(input.params ?? {})
      .map(String)
      .filter((value) => world.a.markers.includes(value));
    if (named.length === 0) problems.push("the call names none of A's items");
    const missingFromA = named.filter((id) => !before.some((line) => line.includes(JSON.stringify(id))));
    if (missingFromA.length > 0) problems.push(`A has no item ${missingFromA.join(', ')}`);
    const missing = await callAs(endpoint, withoutAsItems(input, world.a.markers), me?.accessToken);
    if (missing.status !== reply.status || missing.text !== reply.text) {
      leak = true;
      problems.push(
        `A's item answers ${reply.status} ${excerpt(reply.text)}, a missing one ${missing.status} ${excerpt(missing.text)}: A's item is seen to exist`,
      );
    }
  }

  if (guardsOwner) {
    const changed = changes(before, await ownedData(world.a.userId));
    if (changed.length > 0) {
      leak = true;
      problems.push(`A's data changed:\n${changed.join('\n')}`);
    }
  }
  if (me && reply.status < 400) await scenario.after?.(world, caller.name, me);
  return { caller, expected, status: reply.status, problems, leak };
}

export interface Row {
  route: string;
  access: string;
  cells: Cell[];
}

/**
 * The routes × callers table: each cell the status and ✓ when the caller got what the
 * declaration promises, LEAK when they got more, ✗ when something else is wrong (a refusal
 * where access was due, a 500, a refusal that is not JSON).
 */
export function formatMatrix(rows: readonly Row[], callers: readonly CallerKind[]): string {
  const header = ['route', 'access', ...callers.map((c) => c.label)];
  const lines = rows.map((row) => [
    row.route,
    row.access,
    ...callers.map((caller) => {
      const cell = row.cells.find((c) => c.caller.name === caller.name);
      if (!cell) return '—';
      return `${cell.status} ${cell.leak ? 'LEAK' : cell.problems.length === 0 ? '✓' : '✗'}`;
    }),
  ]);
  return formatTable(header, lines);
}

/** A text table: the header, a rule, and the lines, each column as wide as its widest value. */
export function formatTable(header: string[], lines: string[][]): string {
  const widths = header.map((_, i) => Math.max(...[header, ...lines].map((line) => line[i]!.length)));
  const format = (line: string[]) => line.map((value, i) => value.padEnd(widths[i]!)).join(' | ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.map(format)].join('\n');
}
