// Projects (/projects, spec 02 §2.4): the user's own projects and those shared with them, as
// cards that open the project, searched by "Search projects..." and filtered by status (All,
// Active, Completed, On Hold, and Archived; ?status= presets it), and the New Project dialog.
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards, { type CardsProps } from '@cloudscape-design/components/cards';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TextFilter from '@cloudscape-design/components/text-filter';
import { spaceScaledXs } from '@cloudscape-design/design-tokens';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyState, LoadError, NoMatchState } from '../../components/common/states.tsx';
import { useCreateProject, useProjectList } from '../../queries/projects.ts';
import {
  emptyStateOf,
  listQueryOf,
  matchesSearch,
  PROJECT_STATUS_INDICATORS,
  PROJECT_STATUS_LABELS,
  progressOf,
  STATUS_FILTER_LABELS,
  STATUS_FILTERS,
  statusFilterFrom,
  type StatusFilter,
} from './list/project-list.ts';
import { NewProjectDialog, type NewProjectInput } from './new-project/NewProjectDialog.tsx';
import './projects.css';
import { formatDate } from '../../lib/format.ts';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { appHref } from '../../app/workspace.ts';

const DESCRIPTION = 'Plan your marketing work: projects from templates, tasks on a board, shared with your team.';
const NEW_PROJECT = 'New Project';
const SEARCH = 'Search projects...';
const STATUS_FILTER = 'Filter by status';
const LOADING = 'Loading projects...';
const LOAD_FAILED = 'Failed to load projects';
const ERROR = 'Error';
const CREATED = 'Project created successfully';
const CREATE_FAILED = 'Failed to create project';
const CARDS_LABEL = 'Projects';
const ARCHIVED = 'Archived';
const SHARED = 'Shared with you';
const PROGRESS = 'Progress';
const DUE = 'Due date';
const NO_DUE = 'No due date';
const STATUS = 'Status';
const matchCount = (count: number) => (count === 1 ? '1 match' : `${count} matches`);

const FILTERS_STYLE = { display: 'flex', flexWrap: 'wrap', gap: spaceScaledXs, alignItems: 'flex-start' } as const;
const FILTER_TEXT_STYLE = { flex: '1 1 16rem', minInlineSize: 0 } as const;
const FILTER_SELECT_STYLE = { flex: '0 1 12rem', minInlineSize: '10rem' } as const;

const STATUS_OPTIONS: SelectProps.Option[] = STATUS_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }));

export default function ProjectsPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const navigate = useNavigate();
  const { toast } = useToast();
  const [params, setParams] = useSearchParams();
  const filter = statusFilterFrom(params.get('status'));
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useProjectList(listQueryOf(filter));
  const create = useCreateProject();

  useEffect(() => {
    if (list.isError) toast({ title: ERROR, description: LOAD_FAILED, variant: 'destructive' });
  }, [list.isError, toast]);

  const all = list.data?.projects ?? [];
  const shown = all.filter((project) => matchesSearch(project, search));
  const empty = emptyStateOf(search, filter);

  function setFilter(next: StatusFilter) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('status');
        else updated.set('status', next);
        return updated;
      },
      { replace: true },
    );
  }

  function clearFilters() {
    setSearch('');
    setFilter('all');
  }

  // A double-click sends its second click before the button re-renders disabled: only the first creates.
  const sending = useRef(false);
  function onCreate(input: NewProjectInput) {
    if (sending.current) return;
    sending.current = true;
    create.mutate(input, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: ({ project }) => {
        setCreating(false);
        toast({ title: CREATED, variant: 'success' });
        void navigate(paths.project(project.projectId));
      },
      onError: () => toast({ title: ERROR, description: CREATE_FAILED, variant: 'destructive' }),
    });
  }

  const open = (href: string) => void navigate(href);
  type Project = (typeof all)[number];
  const cardDefinition: CardsProps.CardDefinition<Project> = {
    header: (project) => (
      <span className="markk-projects-wrap">
        <Link
          href={appHref(paths.project(project.projectId))}
          fontSize="heading-m"
          onFollow={(event) => {
            event.preventDefault();
            open(paths.project(project.projectId));
          }}
        >
          {project.title}
        </Link>
      </span>
    ),
    sections: [
      {
        id: 'status',
        header: STATUS,
        content: (project) => (
          <SpaceBetween size="xs" direction="horizontal">
            <StatusIndicator type={PROJECT_STATUS_INDICATORS[project.status]}>{PROJECT_STATUS_LABELS[project.status]}</StatusIndicator>
            {project.archived ? <Badge color="grey">{ARCHIVED}</Badge> : null}
            {project.viewerRole === 'shared' ? <Badge color="blue">{SHARED}</Badge> : null}
          </SpaceBetween>
        ),
      },
      {
        id: 'description',
        content: (project) =>
          project.description ? (
            <Box color="text-body-secondary">
              <span className="markk-projects-wrap">{project.description}</span>
            </Box>
          ) : null,
      },
      {
        id: 'progress',
        content: (project) => {
          const progress = progressOf(project.doneCount, project.taskCount);
          return <ProgressBar value={progress.percent} label={PROGRESS} additionalInfo={progress.text} ariaLabel={`${PROGRESS} of ${project.title}`} />;
        },
      },
      { id: 'due', header: DUE, content: (project) => (project.dueDate ? formatDate(project.dueDate) : NO_DUE) },
    ],
  };

  const option = STATUS_OPTIONS.find((o) => o.value === filter) ?? STATUS_OPTIONS[0]!;
  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={DESCRIPTION}
          actions={
            <Button variant="primary" iconName="add-plus" onClick={() => setCreating(true)}>
              {NEW_PROJECT}
            </Button>
          }
        >
          {PAGE_TITLE}
        </Header>
      }
    >
      {list.isError ? (
        <LoadError header={LOAD_FAILED} message={errorMessage(list.error)} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <Cards
          data-testid="project-cards"
          items={shown}
          cardDefinition={cardDefinition}
          trackBy="projectId"
          loading={list.isPending}
          loadingText={LOADING}
          cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 1000, cards: 3 }]}
          ariaLabels={{ cardsLabel: CARDS_LABEL, itemSelectionLabel: () => '', selectionGroupLabel: '' }}
          header={<Header counter={list.data ? `(${all.length})` : undefined}>{STATUS_FILTER_LABELS[filter]}</Header>}
          filter={
            <div style={FILTERS_STYLE}>
              <div style={FILTER_TEXT_STYLE}>
                <TextFilter
                  filteringText={search}
                  filteringPlaceholder={SEARCH}
                  filteringAriaLabel={SEARCH}
                  onChange={({ detail }) => setSearch(detail.filteringText)}
                  countText={search.trim() ? matchCount(shown.length) : undefined}
                />
              </div>
              <div style={FILTER_SELECT_STYLE}>
                <Select
                  selectedOption={option}
                  options={STATUS_OPTIONS}
                  ariaLabel={STATUS_FILTER}
                  onChange={({ detail }) => setFilter((detail.selectedOption.value ?? 'all') as StatusFilter)}
                />
              </div>
            </div>
          }
          empty={
            empty.filtered ? (
              <NoMatchState title={empty.title} description={empty.hint} onClear={clearFilters} />
            ) : (
              <EmptyState title={empty.title} description={empty.hint} action={<Button onClick={() => setCreating(true)}>{NEW_PROJECT}</Button>} />
            )
          }
        />
      )}
      <NewProjectDialog visible={creating} busy={create.isPending} onCreate={onCreate} onDismiss={() => setCreating(false)} />
    </ContentLayout>
  );
}
