// A draft of the 30-day plan, opened from the calendar (a Modal, full width at 375 px): its
// time in the calendar's zone, network, pillar, format, title and caption, and what can be done
// with it before it goes out: Approve (scheduled on the connected accounts of its network, or
// on all of them when none is), Regenerate, Move, and Dismiss. "Review the whole plan" opens
// the plan's table.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import type { ContentPlan, ContentPlanItem } from '#contracts/content-plan';
import type { ConnectedAccountView } from '#contracts/connected-accounts';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useFollow } from '../../../app/routing/use-follow.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { plannedLocalTime } from '../../../lib/content-plan.ts';
import { whenLabel } from '../../../lib/publishing.ts';
import { useApproveContentPlan, useDismissContentPlanItem, useRegenerateContentPlanItem } from '../../../queries/content-plan.ts';
import { FORMAT_LABELS, MoveDialog } from '../content-plan/PlanTable.tsx';
import { appHref } from '../../../app/workspace.ts';

const HEADER = 'Planned draft';
const NOT_YET = 'Not scheduled yet: approve it to schedule it.';
const WHEN = 'When';
const NETWORK = 'Network';
const PILLAR = 'Pillar';
const FORMAT = 'Format';
const TITLE = 'Title';
const CAPTION = 'Caption';
const timesIn = (timeZone: string) => `Times in ${timeZone}`;
const APPROVE = 'Approve';
const REGENERATE = 'Regenerate';
const MOVE = 'Move';
const DISMISS = 'Dismiss';
const CLOSE = 'Close';
const REVIEW_PLAN = 'Review the whole plan';
const NO_ACCOUNTS = 'Connect an account before approving: use “Connected accounts” at the top of the calendar.';
const APPROVED = 'Approved: the post is scheduled';
const DISMISSED = 'Draft dismissed: it will not be scheduled';
const REGENERATED = 'Written again';

type PlannedDetailProps = {
  plan: ContentPlan;
  item: ContentPlanItem;
  timeZone: string;
  accounts: readonly ConnectedAccountView[];
  labelOf: (network: ContentPlanItem['network']) => string;
  onClose: () => void;
};

export function PlannedDetail({ plan, item, timeZone, accounts, labelOf, onClose }: PlannedDetailProps) {
  const { toast } = useToast();
  const follow = useFollow();
  const approve = useApproveContentPlan(plan.planId);
  const regenerate = useRegenerateContentPlanItem(plan.planId);
  const dismiss = useDismissContentPlanItem(plan.planId);
  const [moving, setMoving] = useState(false);
  const usable = accounts.filter((a) => a.state === 'connected' || a.state === 'expiring');
  const ofNetwork = usable.filter((a) => a.network === item.network);
  const accountIds = (ofNetwork.length ? ofNetwork : usable).map((a) => a.id);
  const busy = approve.isPending || regenerate.isPending || dismiss.isPending;
  const problem = approve.data?.problems.find((p) => p.itemId === item.id)?.message;
  const failed = approve.error ?? regenerate.error ?? dismiss.error;

  const onApprove = () =>
    approve.mutate(
      { itemIds: [item.id], accountIds },
      {
        onSuccess: ({ problems }) => {
          if (problems.some((p) => p.itemId === item.id)) return;
          toast({ title: APPROVED, variant: 'success' });
          onClose();
        },
      },
    );
  const onDismiss = () =>
    dismiss.mutate(item.id, {
      onSuccess: () => {
        toast({ title: DISMISSED, variant: 'success' });
        onClose();
      },
    });

  if (moving) return <MoveDialog plan={plan} item={item} onClose={onClose} />;
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={HEADER}
      size="medium"
      footer={
        <Box float="right">
          <SpaceBetween size="xs" direction="horizontal">
            <Button onClick={onDismiss} loading={dismiss.isPending} disabled={busy}>
              {DISMISS}
            </Button>
            <Button onClick={() => setMoving(true)} disabled={busy}>
              {MOVE}
            </Button>
            <Button
              onClick={() => regenerate.mutate(item.id, { onSuccess: () => toast({ title: REGENERATED, variant: 'success' }) })}
              loading={regenerate.isPending}
              disabled={busy}
            >
              {REGENERATE}
            </Button>
            <Button onClick={onClose}>{CLOSE}</Button>
            <Button variant="primary" onClick={onApprove} loading={approve.isPending} disabled={busy || accountIds.length === 0}>
              {APPROVE}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="l">
        <Box color="text-body-secondary">{NOT_YET}</Box>
        {usable.length === 0 && <Alert type="info">{NO_ACCOUNTS}</Alert>}
        {(failed || problem) && <Alert type="error">{problem ?? errorMessage(failed)}</Alert>}
        <ColumnLayout columns={2} minColumnWidth={160}>
          <div>
            <Box variant="awsui-key-label">{WHEN}</Box>
            <div>{whenLabel(plannedLocalTime(item, timeZone))}</div>
            <Box variant="small" color="text-body-secondary">
              {timesIn(timeZone)}
            </Box>
          </div>
          <div>
            <Box variant="awsui-key-label">{NETWORK}</Box>
            <div>{labelOf(item.network)}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">{PILLAR}</Box>
            <div>{item.pillar}</div>
          </div>
          <div>
            <Box variant="awsui-key-label">{FORMAT}</Box>
            <div>{FORMAT_LABELS[item.format]}</div>
          </div>
        </ColumnLayout>
        <div>
          <Box variant="awsui-key-label">{TITLE}</Box>
          <Box>{item.title}</Box>
        </div>
        <div>
          <Box variant="awsui-key-label">{CAPTION}</Box>
          <Box>
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.caption}</span>
          </Box>
        </div>
        <Button variant="inline-link" href={appHref(paths.contentPlan())} onFollow={follow}>
          {REVIEW_PLAN}
        </Button>
      </SpaceBetween>
    </Modal>
  );
}
