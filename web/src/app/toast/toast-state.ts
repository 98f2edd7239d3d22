// Toasts without React: at most one visible, newest wins (spec 9: "at most 1"), each gone
// after 5 s (or its own duration) unless dismissed first. A toast that offers an action (such
// as "Upgrade") stays until dismissed or replaced: nobody should have to race a timer to act on
// it (WCAG 2.2.1). ToastProvider renders what this queue holds.
import { UPGRADE_MESSAGES } from '#contracts/plans';
import { paths } from '../routing/paths.ts';

export type ToastVariant = 'success' | 'destructive';

/** A link the toast offers (e.g. "Upgrade" to the plans). */
export type ToastAction = { text: string; href: string };

export type ToastInput = {
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
  /** How long it stays, when a message's spec gives its own time (the team setup's 2000 and 2500 ms). */
  durationMs?: number;
};

export const UPGRADE = 'Upgrade';
const upgradeMessages: ReadonlySet<string> = new Set(Object.values(UPGRADE_MESSAGES));

/**
 * A plan limit's refusal (the server's 402 message, shown as the toast's description by
 * whichever page hit it) offers "Upgrade" to the plans, so no limit is a dead end.
 */
export function withUpgradeAction(input: ToastInput): ToastInput {
  if (input.action || !input.description || !upgradeMessages.has(input.description)) return input;
  return { ...input, action: { text: UPGRADE, href: paths.pricing() } };
}

export type Toast = ToastInput & { id: string };

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

/** The visible list after showing `toast`: newest first, capped at TOAST_LIMIT. */
export function withToast(visible: readonly Toast[], toast: Toast): Toast[] {
  return [toast, ...visible].slice(0, TOAST_LIMIT);
}

export function withoutToast(visible: readonly Toast[], id: string): Toast[] {
  return visible.filter((toast) => toast.id !== id);
}

/** Failure toasts use destructive styling, which is Cloudscape's `error` flash. */
export function flashbarTypeOf(variant: ToastVariant): 'success' | 'error' {
  return variant === 'destructive' ? 'error' : 'success';
}

export interface ToastQueue {
  show(input: ToastInput): Toast;
  dismiss(id: string): void;
  /** The visible toasts; the same array until something changes (for useSyncExternalStore). */
  visible(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

export interface ToastQueueOptions {
  durationMs?: number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export function createToastQueue(options: ToastQueueOptions = {}): ToastQueue {
  const durationMs = options.durationMs ?? TOAST_DURATION_MS;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const listeners = new Set<() => void>();
  const timers = new Map<string, unknown>();
  let visible: readonly Toast[] = [];
  let count = 0;

  const update = (next: readonly Toast[]) => {
    // A toast pushed out by a newer one takes its timer with it.
    for (const [id, timer] of timers) {
      if (!next.some((toast) => toast.id === id)) {
        clearTimer(timer);
        timers.delete(id);
      }
    }
    visible = next;
    for (const listener of listeners) listener();
  };

  const dismiss = (id: string) => {
    if (visible.some((toast) => toast.id === id)) update(withoutToast(visible, id));
  };

  return {
    show(input) {
      count += 1;
      const toast: Toast = { ...withUpgradeAction(input), id: `toast-${count}` };
      update(withToast(visible, toast));
      if (!toast.action) {
        timers.set(
          toast.id,
          setTimer(() => dismiss(toast.id), input.durationMs ?? durationMs),
        );
      }
      return toast;
    },
    dismiss,
    visible: () => visible,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
