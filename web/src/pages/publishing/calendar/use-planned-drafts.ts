// The latest 30-day plan's drafts on the calendar: those still to review under the calendar's
// filters, grouped by day in its zone, the one opened, and a drop that moves one (written in
// the plan's zone; a time that has passed is refused before anything is sent).
import { useMemo, useState } from 'react';
import type { Network } from '#contracts/connected-accounts';
import type { PostStatus } from '#contracts/publishing';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { plannedByDay, plannedDrafts, plannedIdOf, plannedLocalTime, plannedTimeAfterDrop } from '../../../lib/content-plan.ts';
import { whenLabel } from '../../../lib/publishing.ts';
import { instantOf, type Day, type GridDay } from '../../../lib/zoned-time.ts';
import { useLatestContentPlan, useMoveContentPlanItem } from '../../../queries/content-plan.ts';

export const MOVE_FAILED = 'Could not move the post';
export const PAST = 'That time has passed';
export const pastText = (timeZone: string) => `Drop the post on a later day or hour in ${timeZone}.`;
const movedTo = (local: string) => `Planned draft moved to ${whenLabel(local)}`;

type Filters = { network?: Network | undefined; status?: PostStatus | undefined; campaignId?: string | undefined };

export function usePlannedDrafts(filters: Filters, timeZone: string, days: readonly GridDay[]) {
  const { toast } = useToast();
  const latest = useLatestContentPlan();
  const plan = latest.data?.plan ?? null;
  const move = useMoveContentPlanItem(plan?.planId ?? '');
  const [openId, setOpenId] = useState<string | null>(null);
  const { network, status, campaignId } = filters;
  const planned = useMemo(() => plannedDrafts(plan, { network, status, campaignId }), [plan, network, status, campaignId]);
  const byDay = useMemo(() => plannedByDay(planned, timeZone), [planned, timeZone]);
  const find = (id: string | null) => (id === null ? undefined : planned.find((item) => item.id === id));

  /** A planned draft dropped on a day, or an hour of the week view. */
  function drop(itemId: string, target: { day: Day; hour?: number }) {
    const item = find(itemId);
    if (!item) return;
    const localTime = plannedTimeAfterDrop(item, timeZone, target.day, target.hour);
    if (localTime === item.localTime) return;
    if (instantOf(localTime, item.timeZone).getTime() <= Date.now()) {
      toast({ title: PAST, description: pastText(timeZone), variant: 'destructive' });
      return;
    }
    move.mutate(
      { itemId, localTime },
      {
        onSuccess: ({ item: moved }) => toast({ title: movedTo(plannedLocalTime(moved, timeZone)), variant: 'success' }),
        onError: (error) => toast({ title: MOVE_FAILED, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return {
    plan,
    planned,
    byDay,
    /** How many of them the shown days hold. */
    shown: days.reduce((n, day) => n + (byDay.get(day.day)?.length ?? 0), 0),
    /** The draft a drag id names, when it names one. */
    dragged: (dragId: string) => find(plannedIdOf(dragId)),
    drop,
    opened: find(openId),
    open: setOpenId,
  };
}
