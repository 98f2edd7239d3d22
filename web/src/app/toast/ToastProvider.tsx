// Shows toasts as a Cloudscape Flashbar fixed over the viewport, one at a time, 5 s each
// (the rules are toast-state.ts's queue).
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ToastContext, type ShowToast } from './toast-context.ts';
import { createToastQueue, flashbarTypeOf } from './toast-state.ts';

const DISMISS_LABEL = 'Dismiss notification';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createToastQueue);
  const toasts = useSyncExternalStore(queue.subscribe, queue.visible);
  const toast = useMemo<ShowToast>(() => (input) => void queue.show(input), [queue]);

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
      })),
    [toasts, queue],
  );

  return (
    <ToastContext.Provider value={toast}>
      {children}
      <div className="markk-toasts" data-testid="toasts">
        <Flashbar items={items} />
      </div>
    </ToastContext.Provider>
  );
}
