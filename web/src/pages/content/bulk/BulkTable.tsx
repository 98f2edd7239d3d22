// Every post of a run, in order, with its status as it is written; once written, the review:
// select drafts to approve or to schedule into the free slots of the run's dates on the chosen
// accounts, write one again (Regenerate), and retry a failed one or all failed ones.
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { useState } from 'react';
import type { BulkItem, BulkRun } from '#contracts/bulk';
import { errorMessage } from '../../../app/errors.ts';
import { EmptyState } from '../../../components/common/states.tsx';
import { NETWORK_LABELS } from '../../../lib/publishing.ts';
import { useApproveBulkItems, useRegenerateBulkItem, useRetryBulkRun, useScheduleBulkItems } from '../../../queries/bulk.ts';
import { FORMAT_LABELS } from '../../publishing/content-plan/PlanTable.tsx';
import { STATUS_LABELS, STATUS_TYPES } from './BulkProgress.tsx';

const TABLE_LABEL = 'Bulk posts';
const PAGE_SIZE = 50;
const APPROVE = 'Approve selected';
const SCHEDULE = 'Schedule selected';
/** The button that writes failed and cancelled posts again, named for what it writes. */
const RETRY_ALL = (failed: number, cancelled: number) =>
  failed && cancelled ? `Retry failed and cancelled (${failed + cancelled})` : failed ? `Retry failed (${failed})` : `Write cancelled posts (${cancelled})`;
const RETRY = 'Retry';
const WRITE = 'Write';
const REGENERATE = 'Regenerate';
const APPROVED = 'Approved';
const SCHEDULED = (at: string) => `Scheduled ${at.replace('T', ' ')}`;
const DRAFT = 'Draft';
const NO_ACCOUNTS = 'Choose at least one account above to schedule to.';
const SCHEDULED_NOTE = (n: number) => `${n} ${n === 1 ? 'post was' : 'posts were'} scheduled into free slots of your posting schedule.`;
const SOME_LEFT = (n: number) => `${n} ${n === 1 ? 'post was' : 'posts were'} not scheduled and stayed drafts:`;
const EMPTY = 'No posts yet';
const ABOUT = 'About:';

const label = (item: BulkItem) => `post ${item.index + 1}`;

export function BulkTable({ run, accountIds }: { run: BulkRun; accountIds: string[] }) {
  const approve = useApproveBulkItems(run.runId);
  const schedule = useScheduleBulkItems(run.runId);
  const regenerate = useRegenerateBulkItem(run.runId);
  const retry = useRetryBulkRun(run.runId);
  const [selected, setSelected] = useState<BulkItem[]>([]);
  const { items, collectionProps, paginationProps } = useCollection(run.items, {
    pagination: { pageSize: PAGE_SIZE },
  });
  const running = run.status === 'running';
  const chosen = selected.map((i) => i.index);
  const problems = schedule.data?.problems ?? [];
  const failed = run.counts.failed ?? 0;
  const cancelled = run.counts.cancelled ?? 0;

  return (
    <SpaceBetween size="m">
      {[approve, schedule, regenerate, retry].map(
        (m, i) =>
          m.isError && (
            <Alert key={i} type="error">
              {errorMessage(m.error)}
            </Alert>
          ),
      )}
      {schedule.isSuccess && problems.length === 0 && <Alert type="success">{SCHEDULED_NOTE(schedule.variables.indexes.length)}</Alert>}
      {problems.length > 0 && (
        <Alert type="warning" header={SOME_LEFT(problems.length)}>
          <ul>
            {problems.map((p) => (
              <li key={p.index}>{`Post ${p.index + 1}: ${p.message}`}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Table<BulkItem>
        {...collectionProps}
        variant="container"
        items={items}
        empty={<EmptyState title={EMPTY} />}
        trackBy="index"
        selectionType={running ? undefined : 'multi'}
        selectedItems={selected}
        isItemDisabled={(item) => item.status !== 'done' || item.review === 'scheduled'}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        ariaLabels={{
          selectionGroupLabel: TABLE_LABEL,
          allItemsSelectionLabel: () => 'Select every draft on this page',
          itemSelectionLabel: (_, item) => `Select ${label(item)}`,
        }}
        pagination={
          <Pagination {...paginationProps} ariaLabels={{ nextPageLabel: 'Next page', previousPageLabel: 'Previous page', pageLabel: (n) => `Page ${n}` }} />
        }
        header={
          <Header
            counter={`(${run.count})`}
            actions={
              !running && (
                <SpaceBetween size="xs" direction="horizontal">
                  {failed + cancelled > 0 && (
                    <Button onClick={() => retry.mutate({ requestId: crypto.randomUUID() })} loading={retry.isPending}>
                      {RETRY_ALL(failed, cancelled)}
                    </Button>
                  )}
                  <Button
                    onClick={() => approve.mutate({ indexes: chosen }, { onSuccess: () => setSelected([]) })}
                    disabled={chosen.length === 0}
                    loading={approve.isPending}
                  >
                    {APPROVE}
                  </Button>
                  <Button
                    variant="primary"
                    onClick={() => schedule.mutate({ indexes: chosen, accountIds }, { onSuccess: () => setSelected([]) })}
                    disabled={chosen.length === 0 || accountIds.length === 0}
                    disabledReason={accountIds.length === 0 ? NO_ACCOUNTS : undefined}
                    loading={schedule.isPending}
                  >
                    {SCHEDULE}
                  </Button>
                </SpaceBetween>
              )
            }
          >
            {TABLE_LABEL}
          </Header>
        }
        columnDefinitions={[
          { id: 'index', header: '#', cell: (item) => item.index + 1 },
          { id: 'status', header: 'Status', cell: (item) => <StatusIndicator type={STATUS_TYPES[item.status]}>{STATUS_LABELS[item.status]}</StatusIndicator> },
          { id: 'network', header: 'Network', cell: (item) => NETWORK_LABELS[item.network] },
          { id: 'format', header: 'Format', cell: (item) => FORMAT_LABELS[item.format] },
          {
            id: 'post',
            header: 'Post',
            cell: (item) => (
              <SpaceBetween size="xxs">
                {item.subject && (
                  <Box variant="small" color="text-body-secondary">
                    {`${ABOUT} `}
                    <span>{item.subject}</span>
                  </Box>
                )}
                {item.status === 'failed' ? (
                  <Box color="text-status-error">{item.error}</Box>
                ) : (
                  item.caption && (
                    <>
                      <Box fontWeight="bold">{item.title}</Box>
                      <Box variant="small">
                        <span style={{ whiteSpace: 'pre-line' }}>{item.caption}</span>
                      </Box>
                    </>
                  )
                )}
              </SpaceBetween>
            ),
          },
          {
            id: 'review',
            header: 'Review',
            cell: (item) =>
              item.status !== 'done' ? null : item.review === 'scheduled' ? (
                <StatusIndicator type="success">{SCHEDULED(item.localTime ?? '')}</StatusIndicator>
              ) : (
                <StatusIndicator type={item.review === 'approved' ? 'success' : 'pending'}>{item.review === 'approved' ? APPROVED : DRAFT}</StatusIndicator>
              ),
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (item) =>
              running ? null : item.status === 'failed' || item.status === 'cancelled' ? (
                <Button
                  variant="inline-link"
                  ariaLabel={`${item.status === 'failed' ? RETRY : WRITE} ${label(item)}`}
                  disabled={retry.isPending}
                  onClick={() => retry.mutate({ requestId: crypto.randomUUID(), indexes: [item.index] })}
                >
                  {item.status === 'failed' ? RETRY : WRITE}
                </Button>
              ) : (
                item.status === 'done' &&
                item.review !== 'scheduled' && (
                  <Button
                    variant="inline-link"
                    ariaLabel={`${REGENERATE} ${label(item)}`}
                    loading={regenerate.isPending && regenerate.variables === item.index}
                    disabled={regenerate.isPending}
                    onClick={() => regenerate.mutate(item.index)}
                  >
                    {REGENERATE}
                  </Button>
                )
              ),
          },
        ]}
      />
    </SpaceBetween>
  );
}
