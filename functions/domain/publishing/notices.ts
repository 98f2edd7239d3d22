// Telling the owner about a publishing problem in both places they look: a notification in
// Markk and an e-mail with a button to where it is fixed. A mail that cannot be sent does
// not undo the notification (the notification is the record).
import { db } from '#data/service';
import { appUrl } from '#lib/app-url';
import { logger } from '#lib/logger';
import { mailer } from '#lib/mail';
import { publishingMail } from '#lib/mail-templates';
import { notify } from '#domain/notifications';
import { accountOf } from '#domain/workspaces/access';

export async function tellOwner(userId: string, notice: { title: string; message: string; path: string }): Promise<void> {
  await notify(userId, { title: notice.title, message: notice.message });
  try {
    const { data: profile } = await db()
      .entities.profile.get({ userId: await accountOf(userId) })
      .go();
    if (!profile?.email) return;
    const mail = publishingMail({
      title: notice.title,
      message: notice.message,
      link: `${await appUrl()}${notice.path}`,
      action: notice.path.startsWith('/settings') ? 'Reconnect' : 'Open the calendar',
    });
    await mailer().send({ to: profile.email, ...mail });
  } catch (error) {
    logger.warn('Could not e-mail a publishing notice', { error: (error as Error).name });
  }
}
