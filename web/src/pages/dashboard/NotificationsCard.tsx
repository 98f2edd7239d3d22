// The Notifications card: the 5 newest, "New" on unread ones, "Mark all read" (the labels
// clear at once and come back if the server refuses) and the spec's empty text. A failed
// mark-all-read shows the "Error" toast with the message.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import List from '@cloudscape-design/components/list';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Skeleton from '@cloudscape-design/components/skeleton';
import type { NotificationView } from '#contracts/notifications';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyNote } from '../../components/common/states.tsx';
import { useMarkAllNotificationsRead } from '../../queries/dashboard.ts';

const NOTIFICATIONS = 'Notifications';
const MARK_ALL_READ = 'Mark all read';
const EMPTY = "You're all caught up.";
const NEW = 'New';
const ERROR_TITLE = 'Error';

const dateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** `notifications`: null while the dashboard is loading. */
export function NotificationsCard({ notifications }: { notifications: NotificationView[] | null }) {
  const { toast } = useToast();
  const markAllRead = useMarkAllNotificationsRead();

  function onMarkAllRead() {
    if (markAllRead.isPending) return;
    markAllRead.mutate(undefined, {
      onError: (error) => toast({ title: ERROR_TITLE, description: errorMessage(error), variant: 'destructive' }),
    });
  }

  return (
    <Container
      data-testid="notifications"
      header={
        <Header
          variant="h2"
          actions={
            <Button loading={markAllRead.isPending} disabled={!notifications} onClick={onMarkAllRead}>
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
        <EmptyNote>{EMPTY}</EmptyNote>
      ) : (
        <List
          ariaLabel={NOTIFICATIONS}
          items={notifications}
          disablePaddings
          renderItem={(n) => ({
            id: n.notificationId,
            announcementLabel: n.title,
            content: (
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <Box fontWeight="bold">{n.title}</Box>
                {n.unread && <Badge color="blue">{NEW}</Badge>}
              </SpaceBetween>
            ),
            secondaryContent: (
              <SpaceBetween size="xxxs">
                {n.message && <span>{n.message}</span>}
                <time dateTime={n.createdAt}>{dateFormat.format(new Date(n.createdAt))}</time>
              </SpaceBetween>
            ),
          })}
        />
      )}
    </Container>
  );
}
