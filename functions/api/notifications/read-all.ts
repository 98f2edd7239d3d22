// POST /notifications/read-all — marks the caller's unread notifications read (idempotent).
import { apiRoute } from '#lib/http';
import { dashboardEndpoints } from '#contracts/dashboard';
import * as Notifications from '#domain/notifications';

export const handler = apiRoute(dashboardEndpoints.markAllNotificationsRead, ({ caller }) => Notifications.markAllRead(caller.userId));
