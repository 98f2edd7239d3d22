// A project (/projects/{projectId}, spec 02 §2.5–2.6): its title, status (the owner changes it
// here), due date, Back to Projects, Ask AI to Generate Plan, Add Task and the settings menu,
// over four tabs: Kanban opens with the first page of each column; List, Timeline and Doc View
// read every task of the project when one of them opens.
// A project that does not exist, or is neither the caller's nor shared with them, is "not found".
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Tabs from '@cloudscape-design/components/tabs';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { LoadError } from '../../components/common/states.tsx';
import { useCreateTask, useProjectBoard, useProjectTasks, useUpdateProject, type ProjectBoard, type WholeBoard } from '../../queries/projects.ts';
import { AddTaskDialog, type NewTaskInput } from './kanban/AddTaskDialog.tsx';
import { KanbanBoard } from './kanban/KanbanBoard.tsx';
import { PROJECT_STATUS_INDICATORS, PROJECT_STATUS_LABELS, PROJECT_STATUS_VALUES, type ProjectStatusValue } from './list/project-list.ts';
import GeneratePlanButton from './plan/GeneratePlanButton.tsx';
import { SettingsMenu } from './settings/SettingsMenu.tsx';
import { TaskTable } from './table/TaskTable.tsx';
import './projects.css';
import { formatDate } from '../../lib/format.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { appHref } from '../../app/workspace.ts';

// The diagram library is large: its tab loads on first open.
const TimelineTab = lazy(() => import('./timeline/TimelineTab.tsx'));
const DocTab = lazy(() => import('./doc/DocTab.tsx'));

const BACK = 'Back to Projects';
const ADD_TASK = 'Add Task';
const LOADING = 'Loading project…';
const NOT_FOUND_TITLE = 'Project not found';
const NOT_FOUND = "Project not found or you don't have access to it.";
const LOAD_FAILED = 'Failed to load project';
const ERROR = 'Error';
const TASK_CREATED = 'Task created successfully';
const TASK_CREATE_FAILED = 'Failed to create task';
const STATUS_LABEL = 'Project status';
const STATUS_SAVED = 'Project updated successfully';
const STATUS_FAILED = 'Failed to update project';
const ARCHIVED = 'Archived';
const SHARED = 'Shared with you';
const due = (day: string) => `Due ${day}`;
const NO_DUE = 'No due date';
const TABS_LABEL = 'Project views';
const TAB_LOADING = 'Loading…';
const TASKS_LOADING = 'Loading tasks…';
const TASKS_FAILED = 'Failed to load tasks';

const TAB_IDS = ['kanban', 'list', 'timeline', 'doc'] as const;
type TabId = (typeof TAB_IDS)[number];
const TAB_LABELS: Record<TabId, string> = { kanban: 'Kanban', list: 'List', timeline: 'Timeline', doc: 'Doc View' };
const tabFrom = (value: string | null): TabId => ((TAB_IDS as readonly string[]).includes(value ?? '') ? (value as TabId) : 'kanban');

const STATUS_OPTIONS: SelectProps.Option[] = PROJECT_STATUS_VALUES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));

export default function ProjectPage() {
  const routeTitle = useRouteTitle();
  const { projectId = '' } = useParams();
  const board = useProjectBoard(projectId);
  const { toast } = useToast();
  // A malformed id (400) is as unknown as a missing or unshared project (404).
  const notFound = board.error instanceof ApiError && (board.error.status === 404 || board.error.status === 400);
  usePageTitle(board.data?.project.title ?? (notFound ? NOT_FOUND_TITLE : routeTitle));

  useEffect(() => {
    if (board.isError && !notFound) toast({ title: ERROR, description: LOAD_FAILED, variant: 'destructive' });
  }, [board.isError, notFound, toast]);

  if (board.isPending) {
    return (
      <ContentLayout header={<Header variant="h1">{routeTitle}</Header>}>
        <Container>
          <Box textAlign="center" color="text-body-secondary">
            <Spinner /> {LOADING}
          </Box>
        </Container>
      </ContentLayout>
    );
  }
  if (board.isError) {
    return (
      <ContentLayout header={<Header variant="h1">{notFound ? NOT_FOUND_TITLE : routeTitle}</Header>}>
        <SpaceBetween size="m">
          {notFound ? (
            <Container data-testid="project-not-found">
              <Box variant="p">{NOT_FOUND}</Box>
            </Container>
          ) : (
            <LoadError header={LOAD_FAILED} message={errorMessage(board.error)} onRetry={() => void board.refetch()} retrying={board.isFetching} />
          )}
          <BackLink />
        </SpaceBetween>
      </ContentLayout>
    );
  }
  return <Workspace board={board.data} />;
}

function BackLink() {
  const navigate = useNavigate();
  return (
    <Link
      href={appHref(paths.projects())}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(paths.projects());
      }}
    >
      {BACK}
    </Link>
  );
}

function Workspace({ board }: { board: ProjectBoard }) {
  const { project, viewer } = board;
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const [addingTask, setAddingTask] = useState(false);
  const createTask = useCreateTask(project.projectId);
  const update = useUpdateProject(project.projectId);
  const isOwner = viewer.role === 'owner';
  const status = project.status as ProjectStatusValue;

  // A double-click sends its second click before the button re-renders disabled: only the first adds.
  const sending = useRef(false);
  function addTask(input: NewTaskInput) {
    if (sending.current) return;
    sending.current = true;
    createTask.mutate(input, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: () => {
        setAddingTask(false);
        toast({ title: TASK_CREATED, variant: 'success' });
      },
      onError: () => toast({ title: ERROR, description: TASK_CREATE_FAILED, variant: 'destructive' }),
    });
  }

  function changeStatus(next: ProjectStatusValue) {
    if (next === status) return;
    update.mutate(
      { status: next },
      {
        onSuccess: () => toast({ title: STATUS_SAVED, variant: 'success' }),
        onError: (error) => toast({ title: ERROR, description: `${STATUS_FAILED}: ${errorMessage(error)}`, variant: 'destructive' }),
      },
    );
  }

  function selectTab(next: string) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'kanban') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  }

  const facts = (
    <SpaceBetween size="xs" direction="horizontal" alignItems="center">
      <span data-testid="project-status">
        <StatusIndicator type={PROJECT_STATUS_INDICATORS[status]}>{PROJECT_STATUS_LABELS[status]}</StatusIndicator>
      </span>
      {project.archived ? <Badge color="grey">{ARCHIVED}</Badge> : null}
      {!isOwner ? <Badge color="blue">{SHARED}</Badge> : null}
      <span>{project.dueDate ? due(formatDate(project.dueDate)) : NO_DUE}</span>
    </SpaceBetween>
  );

  const tabContent = (id: TabId) => {
    if (id === 'kanban') return <KanbanBoard projectId={project.projectId} columns={board.columns} />;
    return (
      <WithAllTasks board={board}>
        {(whole) =>
          id === 'list' ? (
            <TaskTable projectId={project.projectId} tasks={whole.tasks} />
          ) : (
            <Suspense
              fallback={
                <Box textAlign="center" color="text-body-secondary">
                  <Spinner /> {TAB_LOADING}
                </Box>
              }
            >
              {id === 'timeline' ? <TimelineTab board={whole} /> : <DocTab board={whole} />}
            </Suspense>
          )
        }
      </WithAllTasks>
    );
  };

  return (
    <ContentLayout
      header={
        <SpaceBetween size="xs">
          <BackLink />
          <div className="markk-project-header">
            <Header
              variant="h1"
              description={facts}
              actions={
                <SpaceBetween size="xs" direction="horizontal">
                  {isOwner ? (
                    <Select
                      selectedOption={STATUS_OPTIONS.find((o) => o.value === status) ?? STATUS_OPTIONS[0]!}
                      options={STATUS_OPTIONS}
                      ariaLabel={STATUS_LABEL}
                      disabled={update.isPending}
                      onChange={({ detail }) => changeStatus(detail.selectedOption.value as ProjectStatusValue)}
                    />
                  ) : null}
                  <GeneratePlanButton board={board} />
                  <Button iconName="add-plus" onClick={() => setAddingTask(true)}>
                    {ADD_TASK}
                  </Button>
                  <SettingsMenu board={board} />
                </SpaceBetween>
              }
            >
              {project.title}
            </Header>
          </div>
        </SpaceBetween>
      }
    >
      <Tabs
        ariaLabel={TABS_LABEL}
        activeTabId={tab}
        onChange={({ detail }) => selectTab(detail.activeTabId)}
        tabs={TAB_IDS.map((id) => ({ id, label: TAB_LABELS[id], content: id === tab ? tabContent(id) : null }))}
      />
      <AddTaskDialog visible={addingTask} busy={createTask.isPending} onCreate={addTask} onDismiss={() => setAddingTask(false)} />
    </ContentLayout>
  );
}

/** The List, Timeline and Doc View tabs draw every task: read when one of them opens, with its loading and error states. */
function WithAllTasks({ board, children }: { board: ProjectBoard; children: (whole: WholeBoard) => ReactNode }) {
  const all = useProjectTasks(board.project.projectId);
  if (all.isPending)
    return (
      <Box textAlign="center" color="text-body-secondary">
        <Spinner /> {TASKS_LOADING}
      </Box>
    );
  if (all.isError) return <LoadError header={TASKS_FAILED} message={errorMessage(all.error)} onRetry={() => void all.refetch()} retrying={all.isFetching} />;
  return <>{children({ project: board.project, viewer: board.viewer, ...all.data })}</>;
}
