// The dashboard's stored counters (userStats): the update each write adds to its own
// transaction, the read, and a recount from the index partitions for repair.
import type { UserStatsItem } from '#data/entities/user-stats';
import { db } from '#data/service';
import { MAX_TRANSACT_ACTIONS, type TransactAction } from '#data/transact';

export type Counter = 'activeProjects' | 'completedTasks' | 'communityPosts';
export type Counts = Record<Counter, number>;
export type Deltas = Partial<Record<Counter, number>>;

/** Items per transaction when writing many: room is left for the counter update. */
export const ITEMS_PER_TRANSACTION = MAX_TRANSACT_ACTIONS - 1;

/** The counter update to add to a transaction: undefined (no action) when nothing changes. */
export function counterUpdate(userId: string, deltas: Deltas): TransactAction | undefined {
  const changed = Object.fromEntries(Object.entries(deltas).filter(([, n]) => n !== 0 && n !== undefined)) as Deltas;
  if (Object.keys(changed).length === 0) return undefined;
  return { Update: db().entities.userStats.update({ userId }).add(changed).params() };
}

/** Runs `work` over `items` in chunks of ITEMS_PER_TRANSACTION, `parallel` chunks at a time. */
export async function inTransactions<T>(items: readonly T[], work: (chunk: T[]) => Promise<void>, parallel = 4): Promise<void> {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += ITEMS_PER_TRANSACTION) chunks.push(items.slice(i, i + ITEMS_PER_TRANSACTION));
  for (let i = 0; i < chunks.length; i += parallel) await Promise.all(chunks.slice(i, i + parallel).map(work));
}

const clean = (n: number | undefined) => Math.max(0, n ?? 0);

/** The user's counters item (null before any counted write). */
export async function item(userId: string): Promise<UserStatsItem | null> {
  return (await db().entities.userStats.get({ userId }).go()).data ?? null;
}

/** The dashboard's three counts from a counters item. */
export function countsOf(data: UserStatsItem | null): Counts {
  return { activeProjects: clean(data?.activeProjects), completedTasks: clean(data?.completedTasks), communityPosts: clean(data?.communityPosts) };
}

export async function get(userId: string): Promise<Counts> {
  return countsOf(await item(userId));
}

/** Overwrites the dashboard counters (after counting the partitions, see Dashboard.recount); the library counter is kept. */
export async function put(userId: string, counts: Counts): Promise<void> {
  await db().entities.userStats.update({ userId }).set(counts).go({ response: 'none' });
}
