// Table: the words on a button for each goal.
import type { GoalKind } from '../brief.ts';

/** The words on a button for the brand's goal. */
export const BUTTONS: Record<GoalKind, string> = {
  visits: 'Find us',
  bookings: 'Book your visit',
  email: 'Join the list',
  sales: 'Shop now',
  signups: 'Start your free trial',
  members: 'Join today',
  leads: 'Get a free quote',
  awareness: 'Follow us',
};
