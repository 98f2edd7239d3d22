// Notifications: written when something happens to a user (generation run finished or
// failed, referral accepted, someone joined their team, a reply or reaction on their
// post). Every feature writes through `notify`; the dashboard reads the newest five.
import { randomUUID } from 'node:crypto';
import { db } from '#data/service';
import { isConditionFailed } from '#data/conditions';
import type { NotificationView } from '#contracts/notifications';
import { accountOf } from './workspaces/access.ts';

/** The dashboard's Notifications card shows this many (spec §9). */
export const NOTIFICATIONS_SHOWN = 5;

const TITLE_MAX = 200;
const MESSAGE_MAX = 2000;

const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** What Markk tells a user about their content, in the words the dashboard shows. */
export const CONTENT_NOTICES = {
  packageReady: {
    title: 'Your marketing package is ready',
    message: 'Your strategy, 7 social posts, a newsletter and a blog post are ready to review. Open onboarding to read, edit and approve them.',
  },
  generationFailed: {
    title: 'Content generation failed',
    message: 'We could not finish your marketing package, and your AI credit has been given back. Open onboarding to try again.',
  },
  draftsReady: (count: number) => ({
    title: 'Your drafts are ready',
    message: `Your ${count} ${count === 1 ? 'draft is' : 'drafts are'} ready in Content.`,
  }),
} as const;

/** Writes one unread notification for `userId` (for a client workspace's key: its account's owner). */
export async function notify(userId: string, input: { title: string; message: string }): Promise<void> {
  if (!userId) throw new Error('notify needs the user id of the person being notified');
  const title = clip(input.title.trim() || 'Notification', TITLE_MAX);
  const message = clip(input.message.trim(), MESSAGE_MAX);
  await db()
    .entities.notification.create({ userId: await accountOf(userId), notificationId: randomUUID(), title, message, unread: true })
    .go();
}

/** The user's newest notifications, newest first. */
export async function listNewest(userId: string, limit = NOTIFICATIONS_SHOWN): Promise<NotificationView[]> {
  const { data } = await db().entities.notification.query.byUser({ userId }).go({ order: 'desc', limit });
  return data.map((n) => ({
    notificationId: n.notificationId,
    title: n.title,
    message: n.message,
    unread: n.unread,
    createdAt: n.createdAt,
  }));
}

/** How many updates markAllRead runs at once. */
const MARK_CONCURRENCY = 10;

/**
 * Marks every unread notification of the user read. Reads only the sparse unread index,
 * so it is idempotent: a second call finds nothing and returns 0.
 */
export async function markAllRead(userId: string): Promise<{ marked: number }> {
  const entity = db().entities.notification;
  const readAt = new Date().toISOString();
  let marked = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { notificationId: string; createdAt: string }[]; cursor: string | null } = await entity.query
      .unread({ userId })
      .go({ cursor, attributes: ['notificationId', 'createdAt'] });
    for (let i = 0; i < page.data.length; i += MARK_CONCURRENCY) {
      const chunk = page.data.slice(i, i + MARK_CONCURRENCY);
      const results = await Promise.allSettled(
        chunk.map((n) =>
          entity.patch({ userId, createdAt: n.createdAt, notificationId: n.notificationId }).set({ unread: false, readAt }).go({ response: 'none' }),
        ),
      );
      for (const result of results) {
        if (result.status === 'fulfilled') marked += 1;
        // A notification deleted between the query and the patch is not an error.
        else if (!isConditionFailed(result.reason)) throw result.reason;
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return { marked };
}
