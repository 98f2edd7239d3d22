// What the Webhooks tab calls each event and each delivery status.
import type { DeliveryEventType, DeliveryStatus } from '#contracts/webhooks';

export const EVENT_LABELS: Record<DeliveryEventType, string> = {
  'post.published': 'A post was published',
  'post.failed': 'A post failed to publish',
  'approval.decided': 'A client approved or asked for changes',
  'bulk.finished': 'A bulk generation run finished',
  ping: 'Test event',
};

export const STATUS_VIEW: Record<DeliveryStatus, { type: 'success' | 'pending' | 'error'; label: string }> = {
  delivered: { type: 'success', label: 'Delivered' },
  pending: { type: 'pending', label: 'Retrying' },
  failed: { type: 'error', label: 'Failed' },
};
