// Floors: what the least work two goals allow costs on this stack, against GET /me.
//
// - The redirect (goal: throughput ≥ 1 × /me's). The issue's own design is "one conditional
//   write for the dedupe, one counter update, then a 302"; a 302 needs the link's target, so
//   one read comes first. Measured: the read alone (a visit that is not counted), the read and
//   the dedupe's conditional PutItem, and the read, the PutItem and one UpdateItem ADD.
// - The search for a term that matches (goal: p50 ≤ 5 × /me's). The suggested design is
//   "an index in the same table … queried with one Query per group": four Queries of five
//   entries (projects, tasks, posts, drafts) beside the resources' Query, then one BatchGetItem
//   of the candidates' items to show them as they are.
// - The Kanban board's first load (goal: p50 ≤ 3 × /me's), as the issue suggests: "each
//   column's first page (e.g. 50 by rank)" — four Queries of 51 cards (one more says whether
//   the column goes on) beside one TransactGetItems of the project, the caller's grant, the
//   timeline and the caller's profile, for a project of 500 tasks.
//
// Each floor is a bare node http server sending exactly those DynamoDB calls with the raw SDK
// (keys and expressions built by Markk's ElectroDB entities, so they are the same items), with
// no API Gateway event, no middy, no token check, no logging: an optimistic floor. Both
// baselines are measured beside them in alternating rounds: GET /me through the local stack
// (what the goals are stated against) and the raw GET /me server of me-raw.ts.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { BOARD_PAGE } from '#contracts/projects';
import { TASK_STATUS_VALUES } from '#contracts/tasks';
import { db } from '#data/service';
import { ALL_LIST_KEY } from '#data/entities/resource';
import type { SearchKind } from '#data/entities/search-entry';
import { prefixOf, successorOf } from '#domain/search-index';
import * as Links from '#domain/analytics/links';
import type { LocalStack } from '../../bin/local/stack.ts';
import { CONNECTIONS, DURATION_S, fmt, load, type Measured } from './load.ts';
import { combine, startRawMeServer } from './me-raw.ts';
import { loadRedirect } from './analytics.ts';
import { runAlone } from './alone.ts';
import { seed, SEARCH_HIT } from './dashboard.ts';
import { seedBoard } from './board.ts';

const ROUNDS = 3;
/** The seed's share of the dashboard bench's user in a run of this bench alone: the floors read pages of five, whatever the size. */
const ALONE_SCALE = 0.1;

export interface FloorsBench {
  me: Measured;
  meRaw: Measured;
  redirectRead: Measured;
  redirectDedupe: Measured;
  redirectDedupeCount: Measured;
  searchHit: Measured;
  searchFloor: Measured;
  board: Measured;
  boardFloor: Measured;
}

type Floor = 'read' | 'dedupe' | 'count' | 'search' | 'board';

async function startFloorServer(stack: LocalStack, userId: string, code: string, projectId: string) {
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: stack.env.AWS_REGION, endpoint: stack.env.DYNAMODB_ENDPOINT }));
  const { linkCode, linkClick, trackedLink, searchEntry, resource, project, task, post, contentItem, projectGrant, projectTimeline, profile } = db().entities;
  const link = (await linkCode.get({ code }).go()).data!;
  const term = SEARCH_HIT.toLowerCase();
  const next = successorOf(prefixOf(term))!;
  const attributes = ['kind', 'itemId', 'parentId', 'slice'] as const;
  const kindQuery = (kind: SearchKind) =>
    searchEntry.query
      .byKind({ userId, kind })
      .between({ slice: term }, { slice: next })
      .params({ limit: 5, attributes: [...attributes] });
  const resourceQuery = resource.query
    .recent({ listKey: ALL_LIST_KEY })
    .where(({ titleLower }, { contains }) => contains(titleLower, term))
    .params({ attributes: ['resourceId', 'title', 'fileUrl', 'createdAt'] });
  const keyOf = (c: Record<string, string>) =>
    ({
      project: () => project.get({ projectId: c.itemId! }).params().Key,
      task: () => task.get({ projectId: c.parentId!, taskId: c.itemId! }).params().Key,
      post: () => post.get({ postId: c.itemId! }).params().Key,
      content: () => contentItem.get({ userId, createdAt: c.parentId!, itemId: c.itemId! }).params().Key,
    })[c.kind as SearchKind]();
  const table = stack.env.TABLE_NAME!;
  const cardAttributes = ['projectId', 'taskId', 'title', 'description', 'status', 'priority', 'dueDate', 'rank'] as const;
  const columns = TASK_STATUS_VALUES.map((status) =>
    task.query.byColumn({ projectId, status }).params({ limit: BOARD_PAGE + 1, attributes: [...cardAttributes] }),
  );
  const boardItems = {
    TransactItems: [
      project.get({ projectId }).params(),
      projectGrant.get({ projectId, userId }).params(),
      projectTimeline.get({ projectId }).params(),
      profile.get({ userId }).params(),
    ].map((get) => ({ Get: { TableName: table, Key: get.Key } })),
  };
  const at = new Date();
  const clickOf = () =>
    linkClick
      .create({
        linkId: link.linkId,
        hour: at.toISOString().slice(0, 13),
        visitor: randomUUID(),
        day: at.toISOString().slice(0, 10),
        at: at.toISOString(),
        expiresAt: Math.floor(at.getTime() / 1000) + 86_400,
      })
      .params();
  const work: Record<Floor, () => Promise<unknown>> = {
    read: () => ddb.send(new GetCommand(linkCode.get({ code }).params() as never)),
    dedupe: async () => {
      await ddb.send(new GetCommand(linkCode.get({ code }).params() as never));
      await ddb.send(new PutCommand(clickOf() as never));
    },
    count: async () => {
      await ddb.send(new GetCommand(linkCode.get({ code }).params() as never));
      await ddb.send(new PutCommand(clickOf() as never));
      await ddb.send(new UpdateCommand(trackedLink.patch({ userId: link.userId, linkId: link.linkId }).add({ clicks: 1 }).params() as never));
    },
    search: async () => {
      const [resources, ...kinds] = await Promise.all([
        ddb.send(new QueryCommand(resourceQuery as never)),
        ...(['project', 'task', 'post', 'content'] as const).map((kind) => ddb.send(new QueryCommand(kindQuery(kind) as never))),
      ]);
      const keys = kinds.flatMap((k) => (k.Items ?? []).map((c) => keyOf(c as Record<string, string>)));
      const { Responses } = await ddb.send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ProjectionExpression: 'title, #s', ExpressionAttributeNames: { '#s': 'status' } } } }),
      );
      return { resources: resources.Items?.length ?? 0, items: Responses?.[table]?.length ?? 0 };
    },
    board: async () => {
      const [items, ...pages] = await Promise.all([
        ddb.send(new TransactGetCommand(boardItems)),
        ...columns.map((q) => ddb.send(new QueryCommand(q as never))),
      ]);
      return { project: items.Responses?.[0]?.Item?.title, columns: pages.map((p) => p.Items ?? []) };
    },
  };
  const server = http.createServer(async (req, res) => {
    try {
      const floor = req.url!.slice(1) as Floor;
      const out = await work[floor]();
      if (floor === 'search' || floor === 'board') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(out));
      } else {
        res.writeHead(302, { location: link.url });
        res.end();
      }
    } catch {
      res.writeHead(500);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: (floor: Floor) => `http://127.0.0.1:${port}/${floor}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        ddb.destroy();
      }),
  };
}

/** `userId` owns the dashboard bench's items (seeded by it); `token` is theirs. */
export async function benchFloors(stack: LocalStack, token: string, userId: string): Promise<FloorsBench> {
  const headers = { authorization: `Bearer ${token}` };
  const made = await Links.make(userId, 'bench-floors', { url: 'https://bakery.example/order', title: 'Floors link' });
  const { projectId } = await seedBoard(userId);
  const floor = await startFloorServer(stack, userId, made.code, projectId);
  const raw = await startRawMeServer(stack);
  const searchUrl = `${stack.url}/api/search?q=${encodeURIComponent(SEARCH_HIT)}`;
  try {
    const found = (await (await fetch(floor.url('search'))).json()) as { items: number };
    if (found.items !== 20) throw new Error(`The search floor found ${found.items} items, not 5 in each of four groups`);
    const cards = ((await (await fetch(floor.url('board'))).json()) as { columns: unknown[][] }).columns.map((c) => c.length);
    if (cards.some((n) => n !== BOARD_PAGE + 1)) throw new Error(`The board floor read ${cards.join(', ')} cards, not ${BOARD_PAGE + 1} a column`);
    const sides = {
      me: () => load(`${stack.url}/api/me`, headers),
      meRaw: () => load(raw.url, headers),
      redirectRead: () => loadRedirect(floor.url('read')),
      redirectDedupe: () => loadRedirect(floor.url('dedupe')),
      redirectDedupeCount: () => loadRedirect(floor.url('count')),
      searchHit: () => load(searchUrl, headers),
      searchFloor: () => load(floor.url('search')),
      board: () => load(`${stack.url}/api/projects/${projectId}`, headers),
      boardFloor: () => load(floor.url('board')),
    };
    for (const side of Object.values(sides)) await side(); // warm-up, not reported
    const rounds: Record<string, Measured[]> = {};
    for (let i = 0; i < ROUNDS; i++) for (const [name, side] of Object.entries(sides)) (rounds[name] ??= []).push(await side());
    return Object.fromEntries(Object.entries(rounds).map(([name, r]) => [name, combine(r)])) as unknown as FloorsBench;
  } finally {
    await Promise.all([floor.stop(), raw.stop()]);
  }
}

export function printFloorsBench(result: FloorsBench, write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)) {
  const times = (m: Measured, base: Measured) => `${(m.rps / base.rps).toFixed(2)} × throughput, p50 ${(m.p50 / Math.max(base.p50, 1)).toFixed(1)} ×`;
  write(
    `\nFloors: the least work two goals allow, bare servers with the raw SDK, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s each`,
  );
  write(`  GET /me through the local stack (the goals' baseline):     ${fmt(result.me)}`);
  write(`  GET /me, raw server (jose + one GetItem):                 ${fmt(result.meRaw)}`);
  for (const [label, m] of [
    ['redirect floor: the link read alone (a visit not counted)', result.redirectRead],
    ['redirect floor: the read + the dedupe PutItem', result.redirectDedupe],
    ['redirect floor: the read + the PutItem + one counter ADD', result.redirectDedupeCount],
  ] as const) {
    write(`  ${label.padEnd(58)} ${fmt(m)}`);
    write(`      against /me: ${times(m, result.me)}; against the raw /me: ${times(m, result.meRaw)}  (goal ≥ 1 × throughput)`);
  }
  write(`  GET /search, a term that matches (Markk):                  ${fmt(result.searchHit)}`);
  write(`      against /me: ${times(result.searchHit, result.me)}  (goal p50 ≤ 5 ×)`);
  write(`  search floor: four Queries of 5 + the resources' Query, one BatchGetItem: ${fmt(result.searchFloor)}`);
  write(`      against /me: ${times(result.searchFloor, result.me)}; against the raw /me: ${times(result.searchFloor, result.meRaw)}`);
  write(`  GET /projects/{id}, a board of 500 tasks (Markk):          ${fmt(result.board)}`);
  write(`      against /me: ${times(result.board, result.me)}  (goal p50 ≤ 3 ×)`);
  write(`  board floor: four Queries of ${BOARD_PAGE + 1} cards + one TransactGetItems of four: ${fmt(result.boardFloor)}`);
  write(`      against /me: ${times(result.boardFloor, result.me)}; against the raw /me: ${times(result.boardFloor, result.meRaw)}`);
}

// `npx tsx tests/bench/floors.ts`: this bench alone, on its own in-memory stack, with a tenth of the dashboard bench's items.
await runAlone(
  import.meta.url,
  async (stack, token) => {
    const me = (await (await fetch(`${stack.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json()) as { userId: string };
    await seed(me.userId, ALONE_SCALE);
    return benchFloors(stack, token, me.userId);
  },
  (result) => printFloorsBench(result),
);
