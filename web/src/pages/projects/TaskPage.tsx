// A task's page (/projects/:projectId/tasks/:taskId, spec 02 §2.7): its title, status (the four
// labels), priority and due date edited in place; the description with Edit / Done / Cancel
// (Cancel restores the saved text) and the AI Writing Assistant while editing; Save Changes
// ("Saving..."); "Blocked by …" while a task before it is not done; the comments.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Textarea from '@cloudscape-design/components/textarea';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-client.ts';
import type { TaskWithProject } from '../../queries/tasks.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { LoadError } from '../../components/common/states.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useUpdateTask, useTask } from '../../queries/tasks.ts';
import { STATUS_INDICATORS, blockedByText } from '../../lib/task-display.ts';
import { AiWritingAssistant } from './task/AiWritingAssistant.tsx';
import { TaskComments } from './task/TaskComments.tsx';
import { formOf, isDirty, titleProblem, updateOf, type TaskForm } from './task/task-edit.ts';
import './task/task.css';
import { TASK_DESCRIPTION_MAX, TASK_PRIORITY_LABELS, TASK_STATUS_LABELS, TASK_STATUS_VALUES, type TaskPriority } from '#contracts/tasks';
import { useRouteTitle } from '../../app/routing/app-route.ts';
import { appHref } from '../../app/workspace.ts';

const TASK_NOT_FOUND_TITLE = 'Task not found';
const TASK_NOT_FOUND = "Task not found or you don't have access to it.";
const PROJECT_NOT_FOUND_TITLE = 'Project not found';
const PROJECT_NOT_FOUND = "Project not found or you don't have access to it.";
const BACK_TO_PROJECTS = 'Back to Projects';
const BACK_TO_PROJECT = 'Back to project';
const backTo = (title: string) => `Back to ${title}`;
const LOAD_FAILED = 'Failed to load task';
const ERROR = 'Error';
const DETAILS = 'Task details';
const TITLE = 'Title';
const STATUS = 'Status';
const PRIORITY = 'Priority';
const DUE = 'Due date';
const DUE_HINT = 'Leave empty for no due date.';
const DATE_PLACEHOLDER = 'YYYY/MM/DD';
const OPEN_CALENDAR = (selected: string | null) => (selected ? `Choose due date, selected date is ${selected}` : 'Choose due date');
const CLEAR_DUE = 'Clear due date';
const DESCRIPTION = 'Description';
const NO_DESCRIPTION = 'No description yet. Choose Edit to write one.';
const DESCRIPTION_TOO_LONG = `The description can be at most ${TASK_DESCRIPTION_MAX.toLocaleString('en')} characters.`;
const EDIT = 'Edit';
const DONE = 'Done';
const CANCEL = 'Cancel';
const SAVE = 'Save Changes';
const SAVING = 'Saving...';
const UNSAVED = 'Unsaved changes';
const SAVED = 'Saved';
const SAVED_TEXT = 'Task updated successfully';
const SAVE_FAILED = 'Failed to save task';

const STATUS_OPTIONS: SelectProps.Option[] = TASK_STATUS_VALUES.map((value) => ({ value, label: TASK_STATUS_LABELS[value] }));
const PRIORITIES: TaskPriority[] = ['low', 'medium', 'high'];
const PRIORITY_OPTIONS: SelectProps.Option[] = PRIORITIES.map((value) => ({ value, label: TASK_PRIORITY_LABELS[value] }));

/**
 * Which of the two "not found" screens an answer is: a 404 (or 403), or a 400 for a link whose
 * ids are not ids at all. The server names the project when that is what is missing.
 */
function missingWhat(error: unknown): 'task' | 'project' | null {
  if (!(error instanceof ApiError) || ![400, 403, 404].includes(error.status)) return null;
  return /project/i.test(error.message) ? 'project' : 'task';
}

function BackLink({ href, text }: { href: string; text: string }) {
  const navigate = useNavigate();
  return (
    <Link
      href={appHref(href)}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(href);
      }}
    >
      {text}
    </Link>
  );
}

export default function TaskPage() {
  const routeTitle = useRouteTitle();
  const { projectId = '', taskId = '' } = useParams();
  const page = useTask(projectId, taskId);
  const { toast } = useToast();
  const missing = page.data ? null : missingWhat(page.error);
  usePageTitle(page.data?.task.title ?? (missing === 'project' ? PROJECT_NOT_FOUND_TITLE : missing === 'task' ? TASK_NOT_FOUND_TITLE : routeTitle));

  const failed = !page.data && page.isError && !missing;
  useEffect(() => {
    if (failed) toast({ title: ERROR, description: LOAD_FAILED, variant: 'destructive' });
  }, [failed, toast]);

  if (page.isPending) {
    return (
      <ContentLayout header={<Header variant="h1">{routeTitle}</Header>}>
        <PageSpinner />
      </ContentLayout>
    );
  }
  if (missing) {
    const project = missing === 'project';
    return (
      <ContentLayout header={<Header variant="h1">{project ? PROJECT_NOT_FOUND_TITLE : TASK_NOT_FOUND_TITLE}</Header>}>
        <Container data-testid="task-not-found">
          <SpaceBetween size="s">
            <Box variant="p">{project ? PROJECT_NOT_FOUND : TASK_NOT_FOUND}</Box>
            {project ? <BackLink href={paths.projects()} text={BACK_TO_PROJECTS} /> : <BackLink href={paths.project(projectId)} text={BACK_TO_PROJECT} />}
          </SpaceBetween>
        </Container>
      </ContentLayout>
    );
  }
  if (!page.data) {
    return (
      <ContentLayout header={<Header variant="h1">{routeTitle}</Header>}>
        <SpaceBetween size="m">
          <LoadError header={LOAD_FAILED} message={errorMessage(page.error)} onRetry={() => void page.refetch()} retrying={page.isFetching} />
          <BackLink href={paths.project(projectId)} text={BACK_TO_PROJECT} />
        </SpaceBetween>
      </ContentLayout>
    );
  }
  return <TaskEditor key={`${projectId}/${taskId}`} data={page.data} />;
}

function TaskEditor({ data }: { data: TaskWithProject }) {
  const { task, project } = data;
  const { toast } = useToast();
  const save = useUpdateTask(project.projectId, task.taskId);
  const saved = formOf(task);
  const [form, setForm] = useState<TaskForm>(saved);
  const [editing, setEditing] = useState(false);
  const [streaming, setStreaming] = useState(false);
  const [touched, setTouched] = useState(false);

  // A newer copy of the task (after a save, or changed on the board) fills the fields the user has not changed.
  const [base, setBase] = useState<TaskForm>(saved);
  if (isDirty(saved, base)) {
    setBase(saved);
    setForm((current) => {
      const next = { ...current };
      for (const key of Object.keys(saved) as (keyof TaskForm)[]) if (current[key] === base[key]) Object.assign(next, { [key]: saved[key] });
      return next;
    });
  }

  const set = <K extends keyof TaskForm>(key: K, value: TaskForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const titleError = touched ? titleProblem(form.title) : undefined;
  const dirty = isDirty(form, saved);
  const descriptionError = form.description.trim().length > TASK_DESCRIPTION_MAX ? DESCRIPTION_TOO_LONG : undefined;
  const blocked = blockedByText(task.blockedBy);

  function submit() {
    setTouched(true);
    if (save.isPending || streaming || titleProblem(form.title) || descriptionError) return;
    const update = updateOf(form);
    save.mutate(
      { ...update, dueDate: update.dueDate || null },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: SAVED, description: SAVED_TEXT, variant: 'success' });
        },
        onError: (error) => toast({ title: ERROR, description: `${SAVE_FAILED}: ${errorMessage(error)}`, variant: 'destructive' }),
      },
    );
  }

  function cancelEdit() {
    set('description', saved.description);
    setEditing(false);
  }

  const projectHref = paths.project(project.projectId);
  return (
    <ContentLayout
      header={
        <SpaceBetween size="xs">
          <BackLink href={projectHref} text={backTo(project.title)} />
          <div className="markk-task__header">
            <Header
              variant="h1"
              description={
                <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                  <StatusIndicator type={STATUS_INDICATORS[task.status]}>{TASK_STATUS_LABELS[task.status]}</StatusIndicator>
                  <span>{`${TASK_PRIORITY_LABELS[task.priority]} priority`}</span>
                </SpaceBetween>
              }
            >
              {task.title}
            </Header>
          </div>
          {blocked && (
            <div data-testid="task-blocked">
              <StatusIndicator type="warning">{blocked}</StatusIndicator>
            </div>
          )}
        </SpaceBetween>
      }
    >
      <SpaceBetween size="l">
        <div>
          <Container
            header={
              <Header
                variant="h2"
                actions={
                  <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                    {dirty && !save.isPending && <Box color="text-body-secondary">{UNSAVED}</Box>}
                    <Button variant="primary" onClick={submit} disabled={save.isPending || streaming}>
                      {save.isPending ? SAVING : SAVE}
                    </Button>
                  </SpaceBetween>
                }
              >
                {DETAILS}
              </Header>
            }
          >
            <SpaceBetween size="l">
              <FormField label={TITLE} errorText={titleError} stretch>
                <Input value={form.title} onChange={({ detail }) => set('title', detail.value)} onBlur={() => setTouched(true)} invalid={Boolean(titleError)} />
              </FormField>
              <ColumnLayout columns={3} minColumnWidth={180}>
                <FormField label={STATUS}>
                  <Select
                    selectedOption={STATUS_OPTIONS.find((option) => option.value === form.status) ?? null}
                    options={STATUS_OPTIONS}
                    onChange={({ detail }) => set('status', detail.selectedOption.value as TaskForm['status'])}
                  />
                </FormField>
                <FormField label={PRIORITY}>
                  <Select
                    selectedOption={PRIORITY_OPTIONS.find((option) => option.value === form.priority) ?? null}
                    options={PRIORITY_OPTIONS}
                    onChange={({ detail }) => set('priority', detail.selectedOption.value as TaskForm['priority'])}
                  />
                </FormField>
                <FormField label={DUE} description={DUE_HINT}>
                  <div className="markk-task__due">
                    <DatePicker
                      value={form.dueDate}
                      placeholder={DATE_PLACEHOLDER}
                      openCalendarAriaLabel={OPEN_CALENDAR}
                      onChange={({ detail }) => set('dueDate', detail.value)}
                    />
                    {form.dueDate && <Button variant="icon" iconName="close" ariaLabel={CLEAR_DUE} onClick={() => set('dueDate', '')} />}
                  </div>
                </FormField>
              </ColumnLayout>

              <FormField
                label={DESCRIPTION}
                errorText={descriptionError}
                stretch
                secondaryControl={
                  editing ? (
                    <SpaceBetween size="xs" direction="horizontal">
                      <Button onClick={() => setEditing(false)} disabled={streaming}>
                        {DONE}
                      </Button>
                      <Button variant="link" onClick={cancelEdit} disabled={streaming}>
                        {CANCEL}
                      </Button>
                    </SpaceBetween>
                  ) : undefined
                }
              >
                {editing ? (
                  <Textarea
                    value={form.description}
                    rows={10}
                    onChange={({ detail }) => set('description', detail.value)}
                    readOnly={streaming}
                    ariaLabel={DESCRIPTION}
                  />
                ) : (
                  <SpaceBetween size="s">
                    <div className="markk-task__text" data-testid="task-description">
                      {form.description ? form.description : <Box color="text-body-secondary">{NO_DESCRIPTION}</Box>}
                    </div>
                    <Button iconName="edit" onClick={() => setEditing(true)}>
                      {EDIT}
                    </Button>
                  </SpaceBetween>
                )}
              </FormField>
              {editing && (
                <AiWritingAssistant
                  projectId={project.projectId}
                  taskId={task.taskId}
                  description={form.description}
                  onDescription={(text) => set('description', text)}
                  onStreaming={setStreaming}
                />
              )}
            </SpaceBetween>
          </Container>
        </div>
        <TaskComments projectId={project.projectId} taskId={task.taskId} />
      </SpaceBetween>
    </ContentLayout>
  );
}
