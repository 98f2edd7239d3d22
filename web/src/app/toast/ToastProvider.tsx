// Shows toasts as a Cloudscape Flashbar fixed over the viewport, one at a time, 5 s each.
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type ShowToast } from './toast-context.ts';
import { TOAST_DURATION_MS, flashbarTypeOf, withToast, withoutToast, type Toast } from './toast-state.ts';

const DISMISS_LABEL = 'Dismiss notification';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);

  const toast = useCallback<ShowToast>((input) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    setToasts((visible) => withToast(visible, { ...input, id }));
  }, []);

  const dismiss = useCallback((id: string) => setToasts((visible) => withoutToast(visible, id)), []);

  // Each toast gets its own timer; a newer toast replaces it and clears the old timer.
  useEffect(() => {
    const timers = toasts.map((item) => window.setTimeout(() => dismiss(item.id), TOAST_DURATION_MS));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [toasts, dismiss]);

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
        onDismiss: () => dismiss(item.id),
      })),
    [toasts, dismiss],
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
