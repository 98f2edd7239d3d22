// The List tab: the project's tasks in a Cloudscape table — title (to the task page), status,
// priority, due date, updated — sortable by every column, filtered by text and by status.
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useCollection } from '@cloudscape-design/collection-hooks';
import { spaceScaledXs } from '@cloudscape-design/design-tokens';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/routing/paths.ts';
import { EmptyState, NoMatchState } from '../../../components/common/states.tsx';
import { STATUS_INDICATORS } from '../../../lib/task-display.ts';
import { compareDue, comparePriority, compareStatus, compareUpdated, filterTasks, type ListedTask, type StatusChoice } from './task-table.ts';
import { TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUS_VALUES } from '#contracts/tasks';
import { formatDate } from '../../../lib/format.ts';
import { appHref } from '../../../app/workspace.ts';

const TITLE = 'Tasks';
const LABEL = 'Tasks of this project';
const FILTER_PLACEHOLDER = 'Find tasks';
const STATUS_FILTER = 'Filter by status';
const ALL_STATUSES = 'All statuses';
const EMPTY = 'No tasks yet';
const EMPTY_HINT = 'Add a task, or type one into a column of the Kanban board.';
const NO_MATCH = 'No tasks found';
const NO_MATCH_HINT = 'Try adjusting your search terms';
const COLUMN_TITLE = 'Title';
const COLUMN_STATUS = 'Status';
const COLUMN_PRIORITY = 'Priority';
const COLUMN_DUE = 'Due date';
const COLUMN_UPDATED = 'Updated';
const NONE = '—';
const matchCount = (count: number) => (count === 1 ? '1 match' : `${count} matches`);

const STATUS_OPTIONS: SelectProps.Option[] = [
  { value: 'all', label: ALL_STATUSES },
  ...TASK_STATUS_VALUES.map((status) => ({ value: status, label: TASK_STATUS_LABELS[status] })),
];

const FILTERS_STYLE = { display: 'flex', flexWrap: 'wrap', gap: spaceScaledXs, alignItems: 'flex-start' } as const;
const FILTER_TEXT_STYLE = { flex: '1 1 14rem', minInlineSize: 0 } as const;
const FILTER_SELECT_STYLE = { flex: '0 1 12rem', minInlineSize: '10rem' } as const;

export function TaskTable<T extends ListedTask>({ projectId, tasks }: { projectId: string; tasks: readonly T[] }) {
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusChoice>('all');
  const byStatus = filterTasks(tasks, status, '');

  // Each column names its sortingField so the table knows the sorted one across renders; the comparator sorts.
  const columns: TableProps.ColumnDefinition<T>[] = [
    {
      id: 'title',
      header: COLUMN_TITLE,
      isRowHeader: true,
      sortingField: 'title',
      sortingComparator: (a, b) => a.title.localeCompare(b.title),
      cell: (task) => {
        const href = paths.task(projectId, task.taskId);
        return (
          <Link
            href={appHref(href)}
            onFollow={(event) => {
              event.preventDefault();
              void navigate(href);
            }}
          >
            {task.title}
          </Link>
        );
      },
    },
    {
      id: 'status',
      header: COLUMN_STATUS,
      sortingField: 'status',
      sortingComparator: compareStatus,
      cell: (task) => <StatusIndicator type={STATUS_INDICATORS[task.status]}>{TASK_STATUS_LABELS[task.status]}</StatusIndicator>,
    },
    {
      id: 'priority',
      header: COLUMN_PRIORITY,
      sortingField: 'priority',
      sortingComparator: comparePriority,
      cell: (task) => TASK_PRIORITY_LABELS[task.priority],
    },
    { id: 'due', header: COLUMN_DUE, sortingField: 'due', sortingComparator: compareDue, cell: (task) => (task.dueDate ? formatDate(task.dueDate) : NONE) },
    { id: 'updated', header: COLUMN_UPDATED, sortingField: 'updated', sortingComparator: compareUpdated, cell: (task) => formatDate(task.updatedAt) },
  ];

  const clearAll = () => {
    setStatus('all');
    actions.setFiltering('');
  };
  const { items, actions, filteredItemsCount, collectionProps, filterProps } = useCollection([...byStatus], {
    filtering: {
      filteringFunction: (task, text) => filterTasks([task], 'all', text).length > 0,
      empty:
        status !== 'all' && tasks.length > 0 ? (
          <NoMatchState title={NO_MATCH} description={NO_MATCH_HINT} onClear={clearAll} />
        ) : (
          <EmptyState title={EMPTY} description={EMPTY_HINT} />
        ),
      noMatch: <NoMatchState title={NO_MATCH} description={NO_MATCH_HINT} onClear={clearAll} />,
    },
    sorting: { defaultState: { sortingColumn: columns[4]!, isDescending: true } },
  });

  const option = STATUS_OPTIONS.find((o) => o.value === status) ?? STATUS_OPTIONS[0]!;
  return (
    <Table
      {...collectionProps}
      data-testid="task-table"
      variant="container"
      items={items}
      columnDefinitions={columns}
      trackBy="taskId"
      wrapLines
      ariaLabels={{ tableLabel: LABEL }}
      header={<Header counter={`(${tasks.length})`}>{TITLE}</Header>}
      filter={
        <div style={FILTERS_STYLE}>
          <div style={FILTER_TEXT_STYLE}>
            <TextFilter
              {...filterProps}
              filteringPlaceholder={FILTER_PLACEHOLDER}
              filteringAriaLabel={FILTER_PLACEHOLDER}
              countText={matchCount(filteredItemsCount ?? 0)}
            />
          </div>
          <div style={FILTER_SELECT_STYLE}>
            <Select
              selectedOption={option}
              options={STATUS_OPTIONS}
              ariaLabel={STATUS_FILTER}
              onChange={({ detail }) => setStatus((detail.selectedOption.value ?? 'all') as StatusChoice)}
            />
          </div>
        </div>
      }
    />
  );
}
