// GET /dashboard — everything the dashboard shows, in one request: the three counts,
// this week's progress and the five newest notifications.
import * as z from 'zod';
import { TimeZone } from './common.ts';
import { endpoint } from './endpoint.ts';
import { MarkAllReadResponse } from './notifications.ts';
import { SearchQuery, SearchResults } from './search.ts';
import { NotificationView } from './notifications.ts';

export const DashboardQuery = z.object({
  /**
   * The browser's IANA time zone: "this week" starts on Monday 00:00 there.
   * Absent: UTC.
   */
  timeZone: TimeZone.default('UTC'),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

export const DashboardSummary = z.object({
  counts: z.object({
    activeProjects: z.number().int().nonnegative(),
    completedTasks: z.number().int().nonnegative(),
    communityPosts: z.number().int().nonnegative(),
  }),
  /** The caller's content drafts by type (the "Your content" card); the API always sends it. */
  drafts: z
    .object({
      post: z.number().int().nonnegative(),
      email: z.number().int().nonnegative(),
      blog: z.number().int().nonnegative(),
      /** Documents made from chat replies ("Create Doc from Output"). */
      doc: z.number().int().nonnegative(),
      total: z.number().int().nonnegative(),
    })
    .optional(),
  weeklyProgress: z.object({
    /** Monday 00:00 of the current week in the requested time zone, as an ISO instant. */
    weekStart: z.string(),
    completedThisWeek: z.number().int().nonnegative(),
    /** completedThisWeek × 10, capped at 100 (spec §9). */
    percent: z.number().int().min(0).max(100),
  }),
  notifications: z.array(NotificationView),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

export const dashboardEndpoints = {
  summary: endpoint({
    name: 'GetDashboard',
    area: 'dashboard',
    method: 'GET',
    path: '/dashboard',
    access: 'owner',
    workspace: 'view',
    query: DashboardQuery,
    response: DashboardSummary,
  }),
  markAllNotificationsRead: endpoint({
    name: 'MarkAllNotificationsRead',
    area: 'dashboard',
    method: 'POST',
    path: '/notifications/read-all',
    access: 'owner',
    response: MarkAllReadResponse,
  }),
  search: endpoint({
    name: 'Search',
    area: 'dashboard',
    method: 'GET',
    path: '/search',
    access: 'owner',
    workspace: 'view',
    query: SearchQuery,
    response: SearchResults,
  }),
};
