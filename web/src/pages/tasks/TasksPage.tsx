// The cross-project task browser (/tasks, spec 02 §2.8): the tasks of the user's own projects
// and of those shared with them, newest change first; "Search tasks...", the status filter
// (All, To Do, In Progress, Review, Completed — Completed unless ?status= says otherwise), and
// cards with the title, status, description, project and "Updated …", each opening the task.
import Box from '@cloudscape-design/components/box';
import Cards from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ListedTask } from '../../queries/tasks.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyState, LoadError, NoMatchState } from '../../components/common/states.tsx';
import { useAllTasks } from '../../queries/tasks.ts';
import { STATUS_INDICATORS, blockedByText, excerpt } from '../../lib/task-display.ts';
import { DEFAULT_FILTER, FILTER_LABELS, TASK_FILTERS, filterFromParam, matchesSearch, updatedText, type TaskFilter } from './task-browser.ts';
import { fullDateTime } from '../../lib/format.ts';
import './tasks.css';
import { TASK_STATUS_LABELS } from '#contracts/tasks';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { appHref } from '../../app/workspace.ts';

const DESCRIPTION = 'Every task of your projects and of the projects shared with you.';
const SEARCH = 'Search tasks...';
const SEARCH_LABEL = 'Search tasks';
const STATUS = 'Status';
const LOADING = 'Loading tasks...';
const EMPTY = 'No tasks found';
const EMPTY_HINT = 'Try adjusting your search terms or the status filter.';
const EMPTY_NONE = 'Tasks you add to your projects show up here.';
const LOAD_FAILED = 'Failed to load tasks';
const ERROR = 'Error';
const IN_PROJECT = 'Project';

const FILTER_OPTIONS: SelectProps.Option[] = TASK_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

export default function TasksPage() {
  const routeTitle = useRouteTitle();
  usePageTitle(routeTitle);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParam(params.get('status'));
  const [search, setSearch] = useState('');
  const tasks = useAllTasks(filter === 'all' ? {} : { status: filter });

  const failedFirst = tasks.isError && !tasks.data;
  useEffect(() => {
    if (failedFirst) toast({ title: ERROR, description: `${LOAD_FAILED}: ${errorMessage(tasks.error)}`, variant: 'destructive' });
  }, [failedFirst, tasks.error, toast]);

  function choose(next: TaskFilter) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_FILTER) updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  }

  const shown = (tasks.data?.tasks ?? []).filter((task) => matchesSearch(task, search));
  const filtered = search.trim() !== '' || filter !== 'all';

  const open = (task: ListedTask) => {
    const href = paths.task(task.projectId, task.taskId);
    return {
      href,
      onFollow: (event: CustomEvent) => {
        event.preventDefault();
        void navigate(href);
      },
    };
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={DESCRIPTION}>
          {routeTitle}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <div className="markk-tasks__filters">
          <div className="markk-tasks__search">
            <FormField label={SEARCH_LABEL} stretch>
              <Input type="search" value={search} placeholder={SEARCH} onChange={({ detail }) => setSearch(detail.value)} />
            </FormField>
          </div>
          <div className="markk-tasks__status">
            <FormField label={STATUS} stretch>
              <Select
                selectedOption={FILTER_OPTIONS.find((option) => option.value === filter) ?? null}
                options={FILTER_OPTIONS}
                onChange={({ detail }) => choose(detail.selectedOption.value as TaskFilter)}
              />
            </FormField>
          </div>
        </div>

        {failedFirst ? (
          <LoadError
            header={LOAD_FAILED}
            message={errorMessage(tasks.error)}
            onRetry={() => void tasks.refetch()}
            retrying={tasks.isFetching}
            data-testid="tasks-load-error"
          />
        ) : (
          <Cards<ListedTask>
            items={shown}
            loading={tasks.isPending}
            loadingText={LOADING}
            trackBy="taskId"
            cardsPerRow={[{ cards: 1 }, { minWidth: 700, cards: 2 }, { minWidth: 1100, cards: 3 }]}
            ariaLabels={{ cardsLabel: routeTitle, itemSelectionLabel: (_data, task) => task.title, selectionGroupLabel: routeTitle }}
            empty={
              filtered && (tasks.data?.tasks.length ?? 0) > 0 ? (
                <NoMatchState title={EMPTY} description={EMPTY_HINT} onClear={() => setSearch('')} />
              ) : (
                <EmptyState title={EMPTY} description={filtered ? EMPTY_HINT : EMPTY_NONE} />
              )
            }
            cardDefinition={{
              header: (task) => (
                <div className="markk-tasks__card-title">
                  <Link fontSize="heading-s" {...open(task)}>
                    {task.title}
                  </Link>
                </div>
              ),
              sections: [
                {
                  id: 'status',
                  content: (task) => <StatusIndicator type={STATUS_INDICATORS[task.status]}>{TASK_STATUS_LABELS[task.status]}</StatusIndicator>,
                },
                {
                  id: 'description',
                  content: (task) => (task.description ? <div className="markk-tasks__text">{excerpt(task.description, 160)}</div> : null),
                },
                {
                  id: 'blocked',
                  content: (task) => {
                    const blocked = blockedByText(task.blockedBy);
                    return blocked ? <StatusIndicator type="warning">{blocked}</StatusIndicator> : null;
                  },
                },
                {
                  id: 'project',
                  header: IN_PROJECT,
                  content: (task) => (
                    <div className="markk-tasks__text">
                      <Link
                        href={appHref(paths.project(task.projectId))}
                        variant="secondary"
                        onFollow={(event) => {
                          event.preventDefault();
                          void navigate(paths.project(task.projectId));
                        }}
                      >
                        {task.projectTitle}
                      </Link>
                    </div>
                  ),
                },
                {
                  id: 'updated',
                  content: (task) => (
                    <Box variant="small" color="text-body-secondary">
                      <time dateTime={task.updatedAt} title={fullDateTime(task.updatedAt)}>
                        {updatedText(task.updatedAt)}
                      </time>
                    </Box>
                  ),
                },
              ],
            }}
          />
        )}
      </SpaceBetween>
    </ContentLayout>
  );
}
