// The toast() function pages call; provided by ToastProvider.
import { createContext, useContext } from 'react';
import type { ToastInput } from './toast-state.ts';

export type ShowToast = (toast: ToastInput) => void;

export const ToastContext = createContext<ShowToast | null>(null);

export function useToast(): { toast: ShowToast } {
  const toast = useContext(ToastContext);
  if (!toast) {
    throw new Error('useToast() used outside <ToastProvider>.');
  }
  return { toast };
}
