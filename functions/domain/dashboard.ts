// The dashboard in one call: the stored counters, this week's completed tasks (a range
// COUNT on completion time), the content drafts by type (COUNTs of the user's drafts) and
// the newest notifications, read in parallel (never a full-table scan).
import type { DashboardSummary } from '#contracts/dashboard';
import * as Content from './content.ts';
import * as Notifications from './notifications.ts';
import * as Posts from './posts.ts';
import * as Projects from './projects.ts';
import * as Stats from './stats.ts';
import * as Tasks from './tasks.ts';
import { startOfWeek, weeklyProgressPercent } from './week.ts';

/** `personId`: whose notifications show (the signed-in person's, in whatever workspace the dashboard is). */
export async function summary(userId: string, options: { timeZone: string }, now = new Date(), personId = userId): Promise<DashboardSummary> {
  const weekStart = startOfWeek(now, options.timeZone);
  // One read of the counters item serves the counts and the drafts by type.
  const [stats, completedThisWeek, notifications] = await Promise.all([
    Stats.item(userId),
    Tasks.countDoneSince(userId, weekStart),
    Notifications.listNewest(personId),
  ]);
  const drafts = await Content.countByType(userId, stats);
  return {
    counts: Stats.countsOf(stats),
    drafts,
    weeklyProgress: { weekStart: weekStart.toISOString(), completedThisWeek, percent: weeklyProgressPercent(completedThisWeek) },
    notifications,
  };
}

/**
 * Rebuilds the user's counters by counting their index partitions — a repair tool for a
 * counter that drifted (e.g. a write that bypassed the domain verbs). Not on a request path.
 */
export async function recount(userId: string): Promise<Stats.Counts> {
  const [activeProjects, completedTasks, communityPosts] = await Promise.all([
    Projects.countActive(userId),
    Tasks.countDone(userId),
    Posts.countByAuthor(userId),
  ]);
  const counts = { activeProjects, completedTasks, communityPosts };
  await Stats.put(userId, counts);
  return counts;
}
