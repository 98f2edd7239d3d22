// Toast bookkeeping without React: at most one toast visible, newest wins (spec 9: "at most 1").
export type ToastVariant = 'success' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant: ToastVariant;
};

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
