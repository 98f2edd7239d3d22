// The toast() function pages call, and the queue behind it, provided by ToastProvider.
import { createContext, useContext } from 'react';
import type { ToastInput, ToastQueue } from './toast-state.ts';

export type ShowToast = (toast: ToastInput) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/**
 * Where toasts are drawn: the signed-in shell shows them in its AppLayout notifications area
 * (a host), the signed-out screens at the top of the page when no host is mounted.
 */
export type ToastHosts = {
  queue: ToastQueue;
  /** Registers a mounted host; returns its removal. */
  addHost: () => () => void;
};

export const ToastHostsContext = createContext<ToastHosts | null>(null);

export function useToast(): { toast: ShowToast } {
  const toast = useContext(ToastContext);
  if (!toast) {
    throw new Error('useToast() used outside <ToastProvider>.');
  }
  return { toast };
}

export function useToastHosts(): ToastHosts {
  const hosts = useContext(ToastHostsContext);
  if (!hosts) {
    throw new Error('useToastHosts() used outside <ToastProvider>.');
  }
  return hosts;
}
