// Notifications as the dashboard shows them (GET /dashboard, POST /notifications/read-all).
import * as z from 'zod';

export const NotificationView = z.object({
  notificationId: z.string(),
  title: z.string(),
  message: z.string(),
  unread: z.boolean(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof NotificationView>;

/** POST /notifications/read-all — how many were unread before the call (0 the second time). */
export const MarkAllReadResponse = z.object({ marked: z.number().int().nonnegative() });
export type MarkAllReadResponse = z.infer<typeof MarkAllReadResponse>;
