// Draws the visible toast as a Cloudscape Flashbar: one at a time, 5 s or, with an action,
// until dismissed (toast-state.ts), its action as a link ("Upgrade" to the plans) followed in
// the app when a navigate is given; following it dismisses the toast.
import Button from '@cloudscape-design/components/button';
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useMemo, useSyncExternalStore } from 'react';
import { flashbarTypeOf, type ToastQueue } from './toast-state.ts';
import { appHref } from '../workspace.ts';

const DISMISS_LABEL = 'Dismiss notification';
const FLASHBAR_LABELS: FlashbarProps.I18nStrings = {
  ariaLabel: 'Notifications',
  notificationBarText: 'Notifications',
  notificationBarAriaLabel: 'View all notifications',
  errorIconAriaLabel: 'Error',
  successIconAriaLabel: 'Success',
  warningIconAriaLabel: 'Warning',
  infoIconAriaLabel: 'Info',
  inProgressIconAriaLabel: 'In progress',
};

export function ToastFlashbar({ queue, navigate }: { queue: ToastQueue; navigate?: (href: string) => void }) {
  const toasts = useSyncExternalStore(queue.subscribe, queue.visible);
  const items = useMemo<FlashbarProps.MessageDefinition[]>(
    () =>
      toasts.map((item) => ({
        id: item.id,
        type: flashbarTypeOf(item.variant),
        ariaRole: item.variant === 'destructive' ? 'alert' : 'status',
        header: item.title,
        content: item.description,
        dismissible: true,
        dismissLabel: DISMISS_LABEL,
        onDismiss: () => queue.dismiss(item.id),
        action: item.action ? (
          <Button
            href={appHref(item.action.href)}
            onFollow={(event) => {
              if (!navigate || !item.action) return;
              event.preventDefault();
              queue.dismiss(item.id);
              navigate(item.action.href);
            }}
          >
            {item.action.text}
          </Button>
        ) : undefined,
      })),
    [toasts, queue, navigate],
  );
  return <Flashbar items={items} i18nStrings={FLASHBAR_LABELS} />;
}
