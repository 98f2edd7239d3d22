// POST /notifications/read-all — marks the caller's unread notifications read (idempotent).
import { apiRoute } from '#lib/http';
import * as Notifications from '#domain/notifications';

export const handler = apiRoute({}, ({ caller }) => Notifications.markAllRead(caller.userId));
