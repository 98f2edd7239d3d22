// The Notifications card: the 5 newest, "New" on unread ones, "Mark all read", and the
// spec's empty text. A failed mark-all-read shows the "Error" toast with the message.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Skeleton from '@cloudscape-design/components/skeleton';
import { useRef, useState } from 'react';
import type { NotificationView } from '#contracts/notifications';
import { markAllNotificationsRead } from '../../api/dashboard.ts';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';

const NOTIFICATIONS = 'Notifications';
const MARK_ALL_READ = 'Mark all read';
const EMPTY = "You're all caught up.";
const NEW = 'New';
const ERROR_TITLE = 'Error';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

type NotificationsCardProps = {
  /** null while the dashboard is loading. */
  notifications: NotificationView[] | null;
  onAllRead: () => void;
};

export function NotificationsCard({ notifications, onAllRead }: NotificationsCardProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  async function markAllRead() {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await markAllNotificationsRead();
      onAllRead();
    } catch (error) {
      toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  return (
    <Container
      data-testid="notifications"
      header={
        <Header
          variant="h2"
          actions={
            <Button loading={busy} disabled={!notifications} onClick={() => void markAllRead()}>
              {MARK_ALL_READ}
            </Button>
          }
        >
          {NOTIFICATIONS}
        </Header>
      }
    >
      {notifications === null ? (
        <SpaceBetween size="s">
          <Skeleton variant="text-body-m" width="80%" />
          <Skeleton variant="text-body-m" width="60%" />
        </SpaceBetween>
      ) : notifications.length === 0 ? (
        <Box color="text-body-secondary">{EMPTY}</Box>
      ) : (
        <ul className="markk-dashboard__list">
          {notifications.map((n) => (
            <li key={n.notificationId} className="markk-dashboard__notification" data-testid="notification">
              <SpaceBetween size="xxs">
                <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                  <Box fontWeight="bold">{n.title}</Box>
                  {n.unread && <Badge color="blue">{NEW}</Badge>}
                </SpaceBetween>
                {n.message && <Box variant="p">{n.message}</Box>}
                <Box variant="small" color="text-body-secondary">
                  <time dateTime={n.createdAt}>{dateFormat.format(new Date(n.createdAt))}</time>
                </Box>
              </SpaceBetween>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
