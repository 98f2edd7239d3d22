// Table: what to measure for each goal.
import type { GoalKind } from '../brief.ts';

/** What to measure for each goal, in the strategy. */
export const MEASURES: Record<GoalKind, string> = {
  visits: 'count visits in the hours you want to fill and how many people mention a post or redeem an offer',
  bookings: 'count bookings each week and where each one heard about you',
  email: 'count new subscribers each week and which post sent them',
  sales: 'count orders and revenue from social links each week',
  leads: 'count enquiries and quotes requested each week, and which post started them',
  signups: 'count sign-ups and trials started each week, and which post sent them',
  members: 'count new members and trial sign-ups each week',
  awareness: 'track followers, shares, saves and replies each week',
};
