// Holds the toast queue for the whole app. Inside the signed-in shell the toasts appear in
// AppLayout's notifications area at the top (ShellToasts registers as their host), so they
// never cover a page's buttons; on the signed-out screens they sit at the top of the page.
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ToastContext, ToastHostsContext, type ShowToast, type ToastHosts } from './toast-context.ts';
import { ToastFlashbar } from './ToastFlashbar.tsx';
import { createToastQueue } from './toast-state.ts';

function createHostCount() {
  let count = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    add: () => {
      count += 1;
      notify();
      return () => {
        count -= 1;
        notify();
      };
    },
    count: () => count,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createToastQueue);
  const [hostCount] = useState(createHostCount);
  const hosted = useSyncExternalStore(hostCount.subscribe, hostCount.count) > 0;
  const toast = useMemo<ShowToast>(() => (input) => void queue.show(input), [queue]);
  const hosts = useMemo<ToastHosts>(() => ({ queue, addHost: hostCount.add }), [queue, hostCount]);

  return (
    <ToastContext.Provider value={toast}>
      <ToastHostsContext.Provider value={hosts}>
        {!hosted && (
          <div className="markk-toasts" data-testid="toasts">
            <ToastFlashbar queue={queue} />
          </div>
        )}
        {children}
      </ToastHostsContext.Provider>
    </ToastContext.Provider>
  );
}
