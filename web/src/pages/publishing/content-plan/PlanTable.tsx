// The plan's 30 drafts in the order they go out, with checkboxes: "Approve selected" and
// "Approve all" schedule them on the chosen accounts; each draft can be written again
// (Regenerate), moved to another date and time (Move) or left out (Dismiss). Approved ones are
// on the calendar; the drafts still to review show there too, as "Planned".
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import type { ContentPlan, ContentPlanItem } from '#contracts/content-plan';
import { errorMessage } from '../../../app/errors.ts';
import { FormDialog } from '../../../components/dialogs/FormDialog.tsx';
import { WhenFields } from '../../../components/schedule-post/WhenFields.tsx';
import { useApproveContentPlan, useDismissContentPlanItem, useMoveContentPlanItem, useRegenerateContentPlanItem } from '../../../queries/content-plan.ts';

const TABLE_LABEL = 'Planned posts';
const APPROVE_SELECTED = 'Approve selected';
const APPROVE_ALL = 'Approve all';
const REGENERATE = 'Regenerate';
const MOVE = 'Move';
const DISMISS = 'Dismiss';
const MOVE_HEADER = 'Move this post';
const MOVE_SUBMIT = 'Move';
const APPROVED = 'Approved: on the calendar';
const PLANNED = 'Planned';
const DISMISSED = 'Dismissed';
const SOME_LEFT = (n: number) => `${n} ${n === 1 ? 'post was' : 'posts were'} not scheduled and stayed drafts:`;
export const FORMAT_LABELS: Record<ContentPlanItem['format'], string> = {
  tip: 'Tip',
  behind: 'Behind the scenes',
  product: 'Product',
  offer: 'Offer',
  proof: 'Proof',
  event: 'Event',
  question: 'Question',
  howto: 'How-to',
};

export const when = (item: ContentPlanItem) => `${item.localTime.slice(0, 10)} ${item.localTime.slice(11)}`;

export function MoveDialog({ plan, item, onClose }: { plan: ContentPlan; item: ContentPlanItem; onClose: () => void }) {
  const move = useMoveContentPlanItem(plan.planId);
  const [date, setDate] = useState(item.localTime.slice(0, 10));
  const [time, setTime] = useState(item.localTime.slice(11));
  const localTime = `${date}T${time}`;
  return (
    <FormDialog
      visible
      header={MOVE_HEADER}
      busy={move.isPending}
      submitText={MOVE_SUBMIT}
      canSubmit={/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(localTime)}
      onSubmit={() => move.mutate({ itemId: item.id, localTime }, { onSuccess: onClose })}
      onDismiss={onClose}
    >
      <SpaceBetween size="s">
        <WhenFields date={date} time={time} timeZone={item.timeZone} onDate={setDate} onTime={setTime} />
        {move.isError && <Alert type="error">{errorMessage(move.error)}</Alert>}
      </SpaceBetween>
    </FormDialog>
  );
}

export function PlanTable({ plan, accountIds }: { plan: ContentPlan; accountIds: string[] }) {
  const approve = useApproveContentPlan(plan.planId);
  const regenerate = useRegenerateContentPlanItem(plan.planId);
  const dismiss = useDismissContentPlanItem(plan.planId);
  const [selected, setSelected] = useState<ContentPlanItem[]>([]);
  const [moving, setMoving] = useState<ContentPlanItem | null>(null);
  const drafts = plan.items.filter((i) => i.status === 'draft');
  const send = (items: readonly ContentPlanItem[]) => approve.mutate({ itemIds: items.map((i) => i.id), accountIds }, { onSuccess: () => setSelected([]) });
  const problems = approve.data?.problems ?? [];
  const canApprove = accountIds.length > 0 && !approve.isPending;

  return (
    <SpaceBetween size="m">
      {approve.isError && <Alert type="error">{errorMessage(approve.error)}</Alert>}
      {regenerate.isError && <Alert type="error">{errorMessage(regenerate.error)}</Alert>}
      {dismiss.isError && <Alert type="error">{errorMessage(dismiss.error)}</Alert>}
      {problems.length > 0 && (
        <Alert type="warning" header={SOME_LEFT(problems.length)}>
          <ul>
            {problems.map((p) => (
              <li key={p.itemId}>{`${when(plan.items.find((i) => i.id === p.itemId)!)}: ${p.message}`}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Table<ContentPlanItem>
        variant="container"
        items={plan.items}
        trackBy="id"
        selectionType="multi"
        selectedItems={selected}
        isItemDisabled={(item) => item.status !== 'draft'}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: TABLE_LABEL,
          allItemsSelectionLabel: () => 'Select every draft',
          itemSelectionLabel: (_, item) => `Select the post of ${when(item)}`,
        }}
        header={
          <Header
            counter={`(${plan.items.length})`}
            actions={
              <SpaceBetween size="xs" direction="horizontal">
                <Button onClick={() => send(selected)} disabled={!canApprove || selected.length === 0} loading={approve.isPending}>
                  {APPROVE_SELECTED}
                </Button>
                <Button variant="primary" onClick={() => send(drafts)} disabled={!canApprove || drafts.length === 0}>
                  {APPROVE_ALL}
                </Button>
              </SpaceBetween>
            }
          >
            {TABLE_LABEL}
          </Header>
        }
        columnDefinitions={[
          { id: 'when', header: 'When', cell: when },
          { id: 'network', header: 'Network', cell: (item) => item.network },
          { id: 'pillar', header: 'Pillar', cell: (item) => item.pillar },
          { id: 'format', header: 'Format', cell: (item) => FORMAT_LABELS[item.format] },
          {
            id: 'post',
            header: 'Post',
            cell: (item) => (
              <SpaceBetween size="xxs">
                <Box fontWeight="bold">{item.title}</Box>
                <Box variant="small">
                  <span style={{ whiteSpace: 'pre-line' }}>{item.caption}</span>
                </Box>
              </SpaceBetween>
            ),
          },
          {
            id: 'status',
            header: 'Status',
            cell: (item) =>
              item.status === 'approved' ? (
                <StatusIndicator type="success">{APPROVED}</StatusIndicator>
              ) : (
                <StatusIndicator type={item.status === 'draft' ? 'pending' : 'stopped'}>{item.status === 'draft' ? PLANNED : DISMISSED}</StatusIndicator>
              ),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (item) =>
              item.status === 'draft' && (
                <SpaceBetween size="xs" direction="horizontal">
                  <Button
                    variant="inline-link"
                    ariaLabel={`${REGENERATE} the post of ${when(item)}`}
                    loading={regenerate.isPending && regenerate.variables === item.id}
                    disabled={regenerate.isPending}
                    onClick={() => regenerate.mutate(item.id)}
                  >
                    {REGENERATE}
                  </Button>
                  <Button variant="inline-link" ariaLabel={`${MOVE} the post of ${when(item)}`} onClick={() => setMoving(item)}>
                    {MOVE}
                  </Button>
                  <Button
                    variant="inline-link"
                    ariaLabel={`${DISMISS} the post of ${when(item)}`}
                    loading={dismiss.isPending && dismiss.variables === item.id}
                    disabled={dismiss.isPending}
                    onClick={() => dismiss.mutate(item.id)}
                  >
                    {DISMISS}
                  </Button>
                </SpaceBetween>
              ),
          },
        ]}
      />
      {moving && <MoveDialog plan={plan} item={moving} onClose={() => setMoving(null)} />}
    </SpaceBetween>
  );
}
