// The content calendar (/calendar): scheduled posts by month or week in the publishing time
// zone (named in the header), Previous / Today / Next, filters by network and status, a post's
// detail with its actions, "Retry all failed" and "Add to queue". The latest 30-day plan's drafts
// still to review show as dashed "Planned" chips: each opens with Approve, Regenerate, Move and
// Dismiss, and moves by dragging like a post. A scheduled post moves by
// dragging it to another day (month) or hour (week), by mouse, touch or keyboard (Space picks
// up, arrows move, Space drops, Escape cancels), or by Reschedule in its detail. At 375 px
// the month becomes a list of days. The address keeps the view and date (?view=week&date=…).
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Alert from '@cloudscape-design/components/alert';
import { spaceScaledXs } from '@cloudscape-design/design-tokens';
import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Network } from '#contracts/connected-accounts';
import { PostStatus, type CalendarQuery } from '#contracts/publishing';
import { errorMessage } from '../../../app/errors.ts';
import { useRouteTitle } from '../../../app/routing/app-route.ts';
import { paths } from '../../../app/routing/paths.ts';
import { usePageTitle } from '../../../app/routing/use-page-title.ts';
import { useMediaQuery } from '../../../app/shell/use-media-query.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { LoadError } from '../../../components/common/states.tsx';
import { ScheduleDialog } from '../../../components/schedule-post/ScheduleDialog.tsx';
import {
  NETWORK_LABELS,
  STATUS_LABELS,
  dropTargetOf,
  localTimeAfterDrop,
  postsByDay,
  publishingTimeZone,
  shownLocalTime,
  whenLabel,
} from '../../../lib/publishing.ts';
import { browserTimeZone } from '../../../lib/time-zone.ts';
import { addDays, addMonths, dayAt, dayLabel, monthGrid, monthLabel, shortDayLabel, weekGrid, type Day } from '../../../lib/zoned-time.ts';
import { useCalendar, useConnections, usePublishingSettings, useUpdatePost } from '../../../queries/publishing.ts';
import { plannedIdOf } from '../../../lib/content-plan.ts';
import { PlannedChipPreview } from './PlannedChip.tsx';
import { PlannedDetail } from './PlannedDetail.tsx';
import { MOVE_FAILED, PAST, pastText, usePlannedDrafts } from './use-planned-drafts.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { CampaignSelect } from '../../../components/campaigns/CampaignSelect.tsx';
import { EditPostDialog } from './EditPostDialog.tsx';
import { PostChipPreview } from './PostChip.tsx';
import { PostDetail } from './PostDetail.tsx';
import { RetryFailedDialog } from './RetryFailedDialog.tsx';
import { SEND_FOR_APPROVAL, SendForApprovalDialog } from './SendForApprovalDialog.tsx';
import { cellCollisions, cellKeyboardCoordinates } from './keyboard-moves.ts';
import './calendar.css';
import { appHref } from '../../../app/workspace.ts';

const timesIn = (timeZone: string) => `Times in ${timeZone}`;
const MONTH = 'Month';
const WEEK = 'Week';
const VIEW_LABEL = 'Calendar view';
const PREVIOUS = 'Previous';
const NEXT = 'Next';
const TODAY = 'Today';
const previousLabel = (view: View) => (view === 'month' ? 'Previous month' : 'Previous week');
const nextLabel = (view: View) => (view === 'month' ? 'Next month' : 'Next week');
const weekOf = (day: Day) => `Week of ${shortDayLabel(day)} ${day.slice(0, 4)}`;
const ADD_TO_QUEUE = 'Add to queue';
const RETRY_ALL_FAILED = 'Retry all failed';
const PLAN_MONTH = 'Plan my next 30 days';
const CONNECT_ACCOUNTS = 'Connected accounts';
/** Connecting from here comes back here: the tab starts the provider's screens with `from=calendar`. */
const CONNECTIONS_FROM_CALENDAR = '/settings?tab=connections&from=calendar';
const NETWORK_FILTER = 'Filter by network';
const STATUS_FILTER = 'Filter by status';
const CAMPAIGN_FILTER = 'Filter by campaign';
const ALL_CAMPAIGNS = 'All campaigns';
const ALL_NETWORKS = 'All networks';
const ALL_STATUSES = 'All statuses';
const ALL = 'all';
const LOADING = 'Loading the calendar…';
const LOAD_FAILED = 'Could not load the calendar';
const SETTINGS_FAILED = 'Could not load your publishing settings';
const emptyText = (view: View) => `Nothing scheduled in this ${view} yet. Schedule a draft from Content, or add a post to the queue.`;
const NO_MATCH = 'No posts match these filters in this range.';
const toReview = (n: number) =>
  `Your 30-day plan has ${n} ${n === 1 ? 'draft' : 'drafts'} to review, shown as “Planned”. Open one to approve, move, write again or dismiss it.`;
const REVIEW_PLAN = 'Review the plan';
const movedTo = (local: string) => `Rescheduled for ${whenLabel(local)}`;
const SCREEN_READER_INSTRUCTIONS =
  'To move a scheduled post, press Space on its move button. Use the arrow keys to move it to another day or hour, then press Space to drop it, or Escape to cancel. Or open the post and choose Reschedule.';

type View = 'month' | 'week';

const STATUS_OPTIONS: SelectProps.Option[] = [
  { value: ALL, label: ALL_STATUSES },
  ...PostStatus.options.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const isDay = (value: string | null): value is Day => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** Where a drop target is, in words: "Sunday 28 March 2027" or "Sunday 28 March 2027, 09:00". */
function targetText(id: string | number | undefined): string | null {
  const target = id === undefined ? null : dropTargetOf(String(id));
  if (!target) return null;
  return target.hour === undefined ? dayLabel(target.day) : `${dayLabel(target.day)}, ${String(target.hour).padStart(2, '0')}:00`;
}

export default function CalendarPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const { toast } = useToast();
  const narrow = useMediaQuery('(max-width: 688px)');
  const [params, setParams] = useSearchParams();
  const settings = usePublishingSettings();
  const navigate = useNavigate();
  const connections = useConnections();
  const update = useUpdatePost();
  const [openPostId, setOpenPostId] = useState<string | null>(null);
  const [editing, setEditing] = useState<'edit' | 'reschedule' | null>(null);
  const [adding, setAdding] = useState(false);
  const [retrying, setRetrying] = useState(false);
  const [approving, setApproving] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);

  const view: View = params.get('view') === 'week' ? 'week' : 'month';
  const networkParam = params.get('network');
  const network = Network.options.find((n) => n === networkParam);
  const statusParam = params.get('status');
  const status = PostStatus.options.find((s) => s === statusParam);
  const campaignParam = params.get('campaign');
  const campaignId = campaignParam && /^[a-f0-9]{32}$/.test(campaignParam) ? campaignParam : undefined;

  const zoneKnown = settings.data !== undefined || settings.isError;
  const timeZone = publishingTimeZone(settings.data, browserTimeZone());
  const today = dayAt(new Date(), timeZone);
  const dateParam = params.get('date');
  const anchor = isDay(dateParam) ? dateParam : today;
  const range = view === 'month' ? monthGrid(anchor, today, timeZone) : weekGrid(anchor, today, timeZone);
  const query: CalendarQuery | null = zoneKnown
    ? { from: range.from, to: range.to, ...(network ? { network } : {}), ...(status ? { status } : {}), ...(campaignId ? { campaignId } : {}) }
    : null;
  const calendar = useCalendar(query);
  const posts = useMemo(() => calendar.data ?? [], [calendar.data]);
  const byDay = useMemo(() => postsByDay(posts, timeZone), [posts, timeZone]);
  const byId = useMemo(() => new Map(posts.map((post) => [post.id, post])), [posts]);
  const drafts = usePlannedDrafts({ network, status, campaignId }, timeZone, range.days);
  const { planned } = drafts;

  const labels = new Map((connections.data?.networks ?? []).map((info) => [info.network, info.label]));
  const labelOf = (n: Network) => labels.get(n) ?? NETWORK_LABELS[n];

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const step = (direction: 1 | -1) => setParam({ date: view === 'month' ? addMonths(anchor, direction) : addDays(anchor, 7 * direction) });

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellKeyboardCoordinates }),
  );
  const captionOf = (id: string | number) =>
    (plannedIdOf(String(id)) ? drafts.dragged(String(id))?.title : byId.get(String(id))?.caption)?.slice(0, 40) ?? 'post';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up post ${captionOf(active.id)}.`,
    onDragOver: ({ active, over }) => {
      const where = targetText(over?.id);
      return where ? `Post ${captionOf(active.id)} is over ${where}.` : `Post ${captionOf(active.id)} is not over a day.`;
    },
    onDragEnd: ({ active, over }) => {
      const where = targetText(over?.id);
      return where
        ? `Post ${captionOf(active.id)} dropped on ${where}.`
        : `Post ${captionOf(active.id)} was dropped outside the calendar and stays where it was.`;
    },
    onDragCancel: ({ active }) => `Moving post ${captionOf(active.id)} was cancelled. It stays where it was.`,
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null);
    const target = over ? dropTargetOf(String(over.id)) : null;
    const plannedId = plannedIdOf(String(active.id));
    if (plannedId) {
      if (target) drafts.drop(plannedId, target);
      return;
    }
    const post = byId.get(String(active.id));
    if (!post || !target) return;
    const local = shownLocalTime(post, timeZone);
    const localTime = localTimeAfterDrop(local, target.day, target.hour);
    if (localTime === local) return;
    if (localTime <= shownLocalTime({ dueAt: new Date().toISOString() }, timeZone)) {
      toast({ title: PAST, description: pastText(timeZone), variant: 'destructive' });
      return;
    }
    update.mutate(
      { postId: post.id, update: { when: { kind: 'at', localTime, timeZone } } },
      {
        onSuccess: (saved) => toast({ title: movedTo(saved.localTime), variant: 'success' }),
        onError: (error) => toast({ title: MOVE_FAILED, description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  const openPost = openPostId ? byId.get(openPostId) : undefined;
  const activePost = activeId ? byId.get(activeId) : undefined;
  const activePlanned = activeId ? drafts.dragged(activeId) : undefined;

  const networkOptions: SelectProps.Option[] = [{ value: ALL, label: ALL_NETWORKS }, ...Network.options.map((n) => ({ value: n, label: labelOf(n) }))];
  const heading = view === 'month' ? monthLabel(anchor) : weekOf(range.days[0]!.day);

  const filtered = network !== undefined || status !== undefined || campaignId !== undefined;
  const empty = calendar.isSuccess && !calendar.isPlaceholderData && posts.length === 0 && drafts.shown === 0;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={zoneKnown ? timesIn(timeZone) : undefined}
          actions={
            <SpaceBetween size="xs" direction="horizontal">
              <Button
                href={appHref(CONNECTIONS_FROM_CALENDAR)}
                onFollow={(event) => {
                  event.preventDefault();
                  navigate(CONNECTIONS_FROM_CALENDAR);
                }}
              >
                {CONNECT_ACCOUNTS}
              </Button>
              <Button onClick={() => setApproving(true)}>{SEND_FOR_APPROVAL}</Button>
              <Button onClick={() => setRetrying(true)} disabled={!calendar.data}>
                {RETRY_ALL_FAILED}
              </Button>
              <Button
                href={appHref(paths.contentPlan())}
                onFollow={(event) => {
                  event.preventDefault();
                  navigate(paths.contentPlan());
                }}
              >
                {PLAN_MONTH}
              </Button>
              <Button variant="primary" iconName="add-plus" onClick={() => setAdding(true)}>
                {ADD_TO_QUEUE}
              </Button>
            </SpaceBetween>
          }
        >
          {PAGE_TITLE}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: spaceScaledXs, alignItems: 'center', justifyContent: 'space-between' }}>
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Button iconName="angle-left" ariaLabel={previousLabel(view)} onClick={() => step(-1)}>
              {PREVIOUS}
            </Button>
            <Button onClick={() => setParam({ date: null })}>{TODAY}</Button>
            <Button iconName="angle-right" iconAlign="right" ariaLabel={nextLabel(view)} onClick={() => step(1)}>
              {NEXT}
            </Button>
            <Box variant="h2" tagOverride="h2" margin="n">
              <span aria-live="polite">{heading}</span>
            </Box>
          </SpaceBetween>
          <SegmentedControl
            selectedId={view}
            label={VIEW_LABEL}
            onChange={({ detail }) => setParam({ view: detail.selectedId === 'week' ? 'week' : null })}
            options={[
              { id: 'month', text: MONTH },
              { id: 'week', text: WEEK },
            ]}
          />
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: spaceScaledXs }}>
          <div style={{ flex: '0 1 14rem', minInlineSize: '10rem' }}>
            <Select
              selectedOption={networkOptions.find((o) => o.value === (network ?? ALL)) ?? networkOptions[0]!}
              options={networkOptions}
              ariaLabel={NETWORK_FILTER}
              onChange={({ detail }) => setParam({ network: detail.selectedOption.value === ALL ? null : (detail.selectedOption.value ?? null) })}
            />
          </div>
          <div style={{ flex: '0 1 12rem', minInlineSize: '10rem' }}>
            <Select
              selectedOption={STATUS_OPTIONS.find((o) => o.value === (status ?? ALL)) ?? STATUS_OPTIONS[0]!}
              options={STATUS_OPTIONS}
              ariaLabel={STATUS_FILTER}
              onChange={({ detail }) => setParam({ status: detail.selectedOption.value === ALL ? null : (detail.selectedOption.value ?? null) })}
            />
          </div>
          <div style={{ flex: '0 1 14rem', minInlineSize: '10rem' }}>
            <CampaignSelect label={CAMPAIGN_FILTER} noneLabel={ALL_CAMPAIGNS} value={campaignId ?? null} onChange={(value) => setParam({ campaign: value })} />
          </div>
        </div>

        {planned.length > 0 && (
          <Alert
            type="info"
            action={
              <Button
                href={appHref(paths.contentPlan())}
                onFollow={(event) => {
                  event.preventDefault();
                  navigate(paths.contentPlan());
                }}
              >
                {REVIEW_PLAN}
              </Button>
            }
          >
            {toReview(planned.length)}
          </Alert>
        )}
        {settings.isError && <Alert type="warning" header={SETTINGS_FAILED}>{`${errorMessage(settings.error)} ${timesIn(timeZone)}.`}</Alert>}

        {calendar.isError && !calendar.data ? (
          <LoadError header={LOAD_FAILED} message={errorMessage(calendar.error)} onRetry={() => void calendar.refetch()} retrying={calendar.isFetching} />
        ) : (
          <>
            <div role="status">
              {!calendar.data ? (
                <StatusIndicator type="loading">{LOADING}</StatusIndicator>
              ) : empty ? (
                <Box color="text-body-secondary">{filtered ? NO_MATCH : emptyText(view)}</Box>
              ) : null}
            </div>
            <DndContext
              sensors={sensors}
              collisionDetection={cellCollisions}
              onDragStart={({ active }) => setActiveId(String(active.id))}
              onDragEnd={onDragEnd}
              onDragCancel={() => setActiveId(null)}
              accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
            >
              <CalendarGrid
                view={narrow && view === 'month' ? 'agenda' : view}
                days={range.days}
                posts={posts}
                postsByDay={byDay}
                planned={planned}
                plannedByDay={drafts.byDay}
                queue={settings.data?.queue}
                timeZone={timeZone}
                labelOf={labelOf}
                onOpen={(p) => setOpenPostId(p.id)}
                onOpenPlanned={(item) => drafts.open(item.id)}
              />
              <DragOverlay>
                {activePost ? (
                  <PostChipPreview post={activePost} timeZone={timeZone} />
                ) : activePlanned ? (
                  <PlannedChipPreview item={activePlanned} timeZone={timeZone} />
                ) : null}
              </DragOverlay>
            </DndContext>
          </>
        )}
      </SpaceBetween>

      {openPost && !editing && <PostDetail post={openPost} timeZone={timeZone} labelOf={labelOf} onEdit={setEditing} onClose={() => setOpenPostId(null)} />}
      {openPost && editing && (
        <EditPostDialog post={openPost} mode={editing} timeZone={timeZone} connections={connections.data} onClose={() => setEditing(null)} />
      )}
      {drafts.plan && drafts.opened && (
        <PlannedDetail
          plan={drafts.plan}
          item={drafts.opened}
          timeZone={timeZone}
          accounts={connections.data?.accounts ?? []}
          labelOf={labelOf}
          onClose={() => drafts.open(null)}
        />
      )}
      {adding && <ScheduleDialog caption="" initialWhen="next" onClose={() => setAdding(false)} />}
      {retrying && <RetryFailedDialog range={range} timeZone={timeZone} onClose={() => setRetrying(false)} />}
      {approving && <SendForApprovalDialog range={range} timeZone={timeZone} onClose={() => setApproving(false)} />}
    </ContentLayout>
  );
}
