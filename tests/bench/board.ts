// Board bench: "Kanban board of a 500-task project loads in one request". One project with
// 500 tasks in the four columns (seeded through the domain layer with batch writes), then
// GET /projects/{projectId} — the whole board: project, tasks, edges, viewer — against
// GET /me in the same run. Needs a started local stack (its process.env points the domain
// layer at the same DynamoDB Local) and a signed-in user's access token.
import { pathToFileURL } from 'node:url';
import { fillPath } from '#contracts/endpoint';
import { projectEndpoints } from '#contracts/projects';
import { TASK_STATUS_VALUES } from '#contracts/tasks';
import * as Projects from '#domain/projects';
import * as Tasks from '#domain/tasks';
import { CONNECTIONS, DURATION_S, fmt, load, type Measured } from './load.ts';

export const BOARD_TASKS = 500;

const WORDS = ['Shoot', 'Write', 'Plan', 'Launch', 'Review', 'Design', 'Post', 'Email', 'Measure', 'Brief'];

export interface BoardBench {
  seedMs: number;
  tasksInAnswer: number;
  answerBytes: number;
  me: Measured;
  board: Measured;
}

async function userIdOf(url: string, token: string): Promise<string> {
  const res = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET /me answered ${res.status}`);
  return ((await res.json()) as { userId: string }).userId;
}

/** One project with BOARD_TASKS tasks spread over the four columns, with descriptions and priorities. */
export async function seedBoard(userId: string): Promise<{ projectId: string; seedMs: number }> {
  const started = Date.now();
  const project = await Projects.create(userId, { title: 'Spring launch board', description: 'The bench project: every column full.' });
  await Tasks.createMany(
    userId,
    Array.from({ length: BOARD_TASKS }, (_, i) => ({
      projectId: project.projectId,
      title: `${WORDS[i % WORDS.length]} item ${i + 1} for the spring launch`,
      description: `Task ${i + 1}: what to do, who does it and how we know it is done.`,
      status: TASK_STATUS_VALUES[i % TASK_STATUS_VALUES.length]!,
      priority: (['low', 'medium', 'high'] as const)[i % 3]!,
    })),
  );
  return { projectId: project.projectId, seedMs: Date.now() - started };
}

export async function benchBoard(stack: { url: string }, token: string): Promise<BoardBench> {
  const userId = await userIdOf(stack.url, token);
  const { projectId, seedMs } = await seedBoard(userId);
  const headers = { authorization: `Bearer ${token}` };
  const urls = { me: `${stack.url}/api/me`, board: `${stack.url}/api${fillPath(projectEndpoints.get.path, { projectId })}` };
  // One request carries the whole board: every task, checked against the contract.
  const res = await fetch(urls.board, { headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${projectEndpoints.get.path} answered ${res.status}: ${text}`);
  const board = projectEndpoints.get.response.parse(JSON.parse(text)) as { tasks: unknown[] };
  if (board.tasks.length !== BOARD_TASKS) throw new Error(`The board answered ${board.tasks.length} tasks, not ${BOARD_TASKS}`);
  await load(urls.board, headers, 3); // warm-up, not reported
  const me = await load(urls.me, headers);
  const measured = await load(urls.board, headers);
  // autocannon leaves requests in flight at its deadline; let their handlers finish before
  // the caller stops the stack.
  await new Promise((resolve) => setTimeout(resolve, measured.p99 + 1000));
  return { seedMs, tasksInAnswer: board.tasks.length, answerBytes: Buffer.byteLength(text), me, board: measured };
}

export function printBoardBench(result: BoardBench, write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  write(
    `\nKanban board of a ${BOARD_TASKS}-task project loads in one request (seeded in ${(result.seedMs / 1000).toFixed(1)} s), ${CONNECTIONS} connections, ${DURATION_S} s each`,
  );
  write(`  GET /me (baseline):                          ${fmt(result.me)}`);
  write(`  GET /projects/{id} (${result.tasksInAnswer} tasks, ${(result.answerBytes / 1024).toFixed(0)} KB): ${fmt(result.board)}`);
  write(
    `  ratio to /me: p50 ${(result.board.p50 / Math.max(result.me.p50, 1)).toFixed(1)}, p99 ${(result.board.p99 / Math.max(result.me.p99, 1)).toFixed(1)}, throughput ${(result.board.rps / Math.max(result.me.rps, 1)).toFixed(2)}`,
  );
}

// `npx tsx tests/bench/board.ts`: this bench alone, on its own in-memory stack.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { localConfig } = await import('../../bin/local/config.ts');
  const { startLocalStack } = await import('../../bin/local/stack.ts');
  const { signedInToken } = await import('./load.ts');
  const stack = await startLocalStack(localConfig({ port: 0, inMemoryDb: true, verbose: false }));
  try {
    printBoardBench(await benchBoard(stack, await signedInToken(stack.url, stack.userPoolClientId)));
  } finally {
    await stack.stop();
  }
  process.exit(0);
}
