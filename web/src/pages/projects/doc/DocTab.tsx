// The project's Doc View tab (spec 02 §2.5): the overview counts and completion, the task
// breakdown per phase, the project notes with a Save Notes that saves, quick actions (add a
// task, export the project as Markdown, open the Kanban or the Timeline) and AI tips written
// for the project's template.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { templateById } from '#contracts/project-templates';
import { PROJECT_NOTES_MAX } from '#contracts/projects';
import { exportProject } from '../../../queries/projects.ts';
import { errorMessage } from '../../../app/errors.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { useSaveNotes } from '../../../queries/project-ai.ts';
import { useCreateTask, type WholeBoard } from '../../../queries/projects.ts';
import { AddTaskDialog, type NewTaskInput } from '../kanban/AddTaskDialog.tsx';
import { downloadText } from '../../../lib/download.ts';
import { breakdownByPhase, countByStatus } from './doc-summary.ts';
import './doc.css';
import { TASK_STATUS_LABELS, TASK_STATUS_VALUES } from '#contracts/tasks';

const OVERVIEW = 'Overview';
const TOTAL = 'Total tasks';
const COMPLETION = 'Completion';
const completionText = (done: number, total: number) => `${done} of ${total} tasks completed`;
const BREAKDOWN = 'Task breakdown';
const BREAKDOWN_HINT = 'Tasks per phase and status.';
const NO_TASKS = 'No tasks yet. Add a task or ask AI to generate a plan.';
const taskCount = (count: number) => (count === 1 ? '1 task' : `${count} tasks`);
const NOTES = 'Project notes';
const NOTES_HINT = 'Goals, decisions, links: anything the team should know about this project.';
const NOTES_PLACEHOLDER = 'Write notes for this project...';
const SAVE_NOTES = 'Save Notes';
const NOTES_TOO_LONG = `The notes can be at most ${PROJECT_NOTES_MAX.toLocaleString('en')} characters.`;
const SAVING = 'Saving...';
const UNSAVED = 'Unsaved changes';
const SAVED = 'Saved';
const NOTES_SAVED = 'Project notes saved';
const ERROR = 'Error';
const NOTES_FAILED = 'Failed to save notes';
const QUICK_ACTIONS = 'Quick actions';
const ADD_TASK = 'Add Task';
const EXPORT = 'Export as Markdown';
const OPEN_KANBAN = 'Open Kanban';
const OPEN_TIMELINE = 'Open Timeline';
const EXPORTED = 'Export ready';
const exportedText = (filename: string) => `${filename} is in your downloads.`;
const EXPORT_FAILED = 'Export failed';
const TASK_CREATED = 'Task created successfully';
const TASK_CREATE_FAILED = 'Failed to create task';
const AI_TIPS = 'AI tips';
const tipsHint = (template: string) => `For a "${template}" project.`;

export default function DocTab({ board }: { board: WholeBoard }) {
  const { project, tasks } = board;
  const { toast } = useToast();
  const [, setParams] = useSearchParams();
  const saveNotes = useSaveNotes(project.projectId);
  const createTask = useCreateTask(project.projectId);
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);

  const savedNotes = project.notes ?? '';
  const [notes, setNotes] = useState(savedNotes);
  // Notes saved elsewhere (another tab, a teammate) show here unless the user is editing.
  const [shownSaved, setShownSaved] = useState(savedNotes);
  if (savedNotes !== shownSaved) {
    setShownSaved(savedNotes);
    if (notes === shownSaved) setNotes(savedNotes);
  }
  const dirty = notes !== savedNotes;
  const notesError = notes.length > PROJECT_NOTES_MAX ? NOTES_TOO_LONG : undefined;

  const counts = countByStatus(tasks);
  const template = templateById(project.templateType) ?? templateById('custom');
  const phases = breakdownByPhase(tasks, template?.milestones);

  function save() {
    if (saveNotes.isPending || notesError) return;
    saveNotes.mutate(notes, {
      onSuccess: () => toast({ title: SAVED, description: NOTES_SAVED, variant: 'success' }),
      onError: (error) => toast({ title: ERROR, description: `${NOTES_FAILED}: ${errorMessage(error)}`, variant: 'destructive' }),
    });
  }

  async function download() {
    if (exporting) return;
    setExporting(true);
    try {
      const file = await exportProject(project.projectId, 'markdown');
      downloadText(file.filename, file.contentType, file.body);
      toast({ title: EXPORTED, description: exportedText(file.filename), variant: 'success' });
    } catch (error) {
      toast({ title: EXPORT_FAILED, description: errorMessage(error), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  }

  function addTask(input: NewTaskInput) {
    if (createTask.isPending) return;
    createTask.mutate(input, {
      onSuccess: () => {
        setAdding(false);
        toast({ title: TASK_CREATED, variant: 'success' });
      },
      onError: () => toast({ title: ERROR, description: TASK_CREATE_FAILED, variant: 'destructive' }),
    });
  }

  function openTab(tab: 'kanban' | 'timeline') {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'kanban') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{OVERVIEW}</Header>} data-testid="doc-overview">
        <SpaceBetween size="l">
          <ColumnLayout columns={4} variant="text-grid" minColumnWidth={120}>
            <Counter label={TOTAL} value={counts.total} />
            {TASK_STATUS_VALUES.map((status) => (
              <Counter key={status} label={TASK_STATUS_LABELS[status]} value={counts[status]} />
            ))}
          </ColumnLayout>
          <ProgressBar value={counts.percentDone} label={COMPLETION} additionalInfo={completionText(counts.done, counts.total)} />
        </SpaceBetween>
      </Container>

      <Container
        header={
          <Header variant="h2" description={BREAKDOWN_HINT}>
            {BREAKDOWN}
          </Header>
        }
        data-testid="doc-breakdown"
      >
        {phases.length === 0 ? (
          <Box color="text-body-secondary">{NO_TASKS}</Box>
        ) : (
          <ul className="markk-doc__phases">
            {phases.map((row) => (
              <li key={row.phase} className="markk-doc__phase">
                <SpaceBetween size="xxs">
                  <Box variant="h3" padding="n">
                    {`${row.phase} · ${taskCount(row.total)}`}
                  </Box>
                  <Box color="text-body-secondary">
                    {TASK_STATUS_VALUES.filter((status) => row[status] > 0)
                      .map((status) => `${TASK_STATUS_LABELS[status]}: ${row[status]}`)
                      .join(' · ')}
                  </Box>
                  <ProgressBar value={row.percentDone} ariaLabel={`${row.phase} ${COMPLETION.toLowerCase()}`} />
                </SpaceBetween>
              </li>
            ))}
          </ul>
        )}
      </Container>

      <Container
        header={
          <Header variant="h2" description={NOTES_HINT}>
            {NOTES}
          </Header>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <SpaceBetween size="s">
            <FormField label={NOTES} errorText={notesError} stretch>
              <Textarea
                value={notes}
                rows={8}
                placeholder={NOTES_PLACEHOLDER}
                onChange={({ detail }) => setNotes(detail.value)}
                invalid={Boolean(notesError)}
              />
            </FormField>
            <SpaceBetween size="s" direction="horizontal" alignItems="center">
              <Button variant="primary" formAction="submit" loading={saveNotes.isPending} loadingText={SAVING} disabled={Boolean(notesError)}>
                {saveNotes.isPending ? SAVING : SAVE_NOTES}
              </Button>
              {dirty && !saveNotes.isPending && <Box color="text-body-secondary">{UNSAVED}</Box>}
            </SpaceBetween>
          </SpaceBetween>
        </form>
      </Container>

      <Container header={<Header variant="h2">{QUICK_ACTIONS}</Header>}>
        <div className="markk-doc__actions">
          <Button iconName="add-plus" onClick={() => setAdding(true)}>
            {ADD_TASK}
          </Button>
          <Button iconName="download" onClick={() => void download()} loading={exporting}>
            {EXPORT}
          </Button>
          <Button onClick={() => openTab('kanban')}>{OPEN_KANBAN}</Button>
          <Button onClick={() => openTab('timeline')}>{OPEN_TIMELINE}</Button>
        </div>
      </Container>

      {template && template.aiTips.length > 0 && (
        <Container
          header={
            <Header variant="h2" description={tipsHint(template.name)}>
              {AI_TIPS}
            </Header>
          }
          data-testid="doc-ai-tips"
        >
          <ul className="markk-doc__tips">
            {template.aiTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </Container>
      )}

      <AddTaskDialog visible={adding} busy={createTask.isPending} onCreate={addTask} onDismiss={() => setAdding(false)} />
    </SpaceBetween>
  );
}

function Counter({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <Box variant="awsui-value-large">{value}</Box>
    </div>
  );
}
