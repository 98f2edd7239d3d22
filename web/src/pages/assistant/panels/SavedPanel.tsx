// "Saved & Projects" (spec 02 §2.1, made real): Saved Responses lists the user's saved replies,
// newest first, each with its expert and date, to select or delete; Projects turns the selected
// reply into a content draft ("Create Doc from Output", listed on /content) or a task with the
// reply as its description in one of the user's projects ("Attach to Project").
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Link from '@cloudscape-design/components/link';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Tabs from '@cloudscape-design/components/tabs';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { colorBorderDividerDefault } from '@cloudscape-design/design-tokens';
import type { UseQueryResult } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHAT_ERROR_FALLBACK } from '#contracts/chat';
import type { Persona } from '#contracts/chat-personas';
import { TaskTitle } from '#contracts/tasks';
import type { SavedResponses } from '../../../queries/chat-saved.ts';
import { errorMessage } from '../../../app/errors.ts';
import { paths } from '../../../app/routing/paths.ts';
import { useToast } from '../../../app/toast/toast-context.ts';
import { EmptyState, LoadError } from '../../../components/common/states.tsx';
import { useAttachToProject, useCreateDoc, useDeleteSaved, useSavedResponses, type SavedResponse } from '../../../queries/chat-saved.ts';
import { useProjectList } from '../../../queries/projects.ts';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog.tsx';
import { excerptOf, labelExcerptOf, savedByline, titleFromReply } from './saved-format.ts';
import './panels.css';
import { appHref } from '../../../app/workspace.ts';

export const SAVED_AND_PROJECTS = 'Saved & Projects';
export const SAVED_TAB = 'Saved Responses';
export const PROJECTS_TAB = 'Projects';
export const LOADING_SAVED = 'Loading saved responses…';
export const SAVED_LOAD_ERROR = 'Could not load saved responses';
export const NO_SAVED = 'No saved responses yet.';
export const noSavedHint = (name: string) => `Use Save under a reply from ${name} to keep it here.`;
export const SELECT = 'Select';
export const SELECTED = 'Selected';
export const DELETE = 'Delete';
export const selectLabel = (excerpt: string) => `Select saved response: ${excerpt}`;
export const deleteLabel = (excerpt: string) => `Delete saved response: ${excerpt}`;
export const DELETE_HEADER = 'Delete saved response?';
export const DELETE_TEXT = 'The reply leaves Saved Responses. Drafts and tasks made from it stay.';
export const DELETED_TOAST = 'Saved response deleted';
export const DELETE_FAILED = 'Could not delete the saved response';

export const SELECT_HINT = 'Select a reply under Saved Responses to make a document or a project task from it.';
export const SELECTED_RESPONSE = 'Selected response';
export const CREATE_DOC = 'Create Doc from Output';
export const CREATE_DOC_HINT = 'Makes a draft document from the reply; it is listed under Content.';
export const DOC_CREATED = 'Document created';
export const docCreatedText = (title: string) => `"${title}" is saved as a draft.`;
export const OPEN_DRAFT = 'Open the draft';
export const CREATE_DOC_FAILED = 'Could not create the document';
export const ATTACH = 'Attach to Project';
export const ATTACH_HINT = 'Adds a task with the reply as its description.';
export const PROJECT_LABEL = 'Project';
export const CHOOSE_PROJECT = 'Choose a project';
export const LOADING_PROJECTS = 'Loading projects…';
export const PROJECTS_LOAD_ERROR = 'Could not load your projects.';
export const RETRY = 'Retry';
export const NO_PROJECTS = 'No projects yet.';
export const CREATE_PROJECT_FIRST = 'Create a project first';
export const TASK_TITLE_LABEL = 'Task title';
export const TASK_ADDED = 'Task added';
export const taskAddedText = (project: string) => `The reply is a task in ${project} now.`;
export const OPEN_TASK = 'Open the task';
export const ATTACH_FAILED = 'Could not attach the reply';

type SavedPanelProps = { persona: Persona };
type TabId = 'saved' | 'projects';

export function SavedPanel({ persona }: SavedPanelProps) {
  const saved = useSavedResponses();
  const [activeTab, setActiveTab] = useState<TabId>('saved');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selected = saved.data?.saved.find((item) => item.id === selectedId) ?? null;

  function onSelect(savedId: string) {
    setSelectedId(savedId);
    setActiveTab('projects');
  }

  return (
    <Container header={<Header variant="h2">{SAVED_AND_PROJECTS}</Header>} data-testid="saved-panel">
      <Tabs
        activeTabId={activeTab}
        onChange={(event) => setActiveTab(event.detail.activeTabId as TabId)}
        tabs={[
          {
            id: 'saved',
            label: SAVED_TAB,
            content: <SavedResponsesTab persona={persona} query={saved} selectedId={selected?.id ?? null} onSelect={onSelect} />,
          },
          { id: 'projects', label: PROJECTS_TAB, content: <ProjectsTab selected={selected} /> },
        ]}
      />
    </Container>
  );
}

type SavedResponsesTabProps = {
  persona: Persona;
  query: UseQueryResult<SavedResponses>;
  selectedId: string | null;
  onSelect: (savedId: string) => void;
};

/** The saved replies: loading, failed (with Retry), none yet, or the list. */
export function SavedResponsesTab({ persona, query, selectedId, onSelect }: SavedResponsesTabProps) {
  const { toast } = useToast();
  const remove = useDeleteSaved();
  const [confirming, setConfirming] = useState<SavedResponse | null>(null);

  if (query.isPending) {
    return (
      <Box color="text-body-secondary" data-testid="saved-loading">
        <Spinner /> {LOADING_SAVED}
      </Box>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        header={SAVED_LOAD_ERROR}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        data-testid="saved-error"
      />
    );
  }
  const items = query.data.saved;
  if (items.length === 0) return <EmptyState title={NO_SAVED} description={noSavedHint(persona.name)} />;

  function onDelete(item: SavedResponse) {
    remove.mutate(item.id, {
      onSuccess: () => toast({ title: DELETED_TOAST, variant: 'success' }),
      onError: (error) => toast({ title: DELETE_FAILED, description: errorMessage(error, CHAT_ERROR_FALLBACK), variant: 'destructive' }),
      onSettled: () => setConfirming(null),
    });
  }

  return (
    <>
      <ul className="markk-chat-saved-list" aria-label={SAVED_TAB} data-testid="saved-list">
        {items.map((item, n) => {
          const excerpt = excerptOf(item.content);
          const named = labelExcerptOf(item.content);
          const isSelected = item.id === selectedId;
          return (
            <li
              key={item.id}
              className="markk-chat-saved-item"
              style={n < items.length - 1 ? { borderBlockEnd: `1px solid ${colorBorderDividerDefault}` } : undefined}
              data-testid="saved-item"
            >
              <SpaceBetween size="xs">
                <div className="markk-chat-wrap">{excerpt}</div>
                <Box variant="small" color="text-body-secondary">
                  {savedByline(item.persona, item.createdAt)}
                </Box>
                <SpaceBetween size="xs" direction="horizontal">
                  <ToggleButton pressed={isSelected} ariaLabel={selectLabel(named)} onChange={() => onSelect(item.id)}>
                    {isSelected ? SELECTED : SELECT}
                  </ToggleButton>
                  <Button ariaLabel={deleteLabel(named)} onClick={() => setConfirming(item)}>
                    {DELETE}
                  </Button>
                </SpaceBetween>
              </SpaceBetween>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        visible={confirming !== null}
        header={DELETE_HEADER}
        confirmText={DELETE}
        busy={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && onDelete(confirming)}
      >
        <SpaceBetween size="s">
          {confirming && <div className="markk-chat-wrap">{excerptOf(confirming.content)}</div>}
          <Box>{DELETE_TEXT}</Box>
        </SpaceBetween>
      </ConfirmDialog>
    </>
  );
}

/** A link inside the SPA: followed by the router, opened normally with a modifier key. */
function AppLink({ href, children }: { href: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Link
      href={appHref(href)}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(href);
      }}
    >
      {children}
    </Link>
  );
}

/** The Projects tab: a hint until a reply is selected, then its two actions. */
export function ProjectsTab({ selected }: { selected: SavedResponse | null }) {
  if (!selected) return <Box color="text-body-secondary">{SELECT_HINT}</Box>;
  // A fresh form per reply: another selection starts with its own title and no results shown.
  return <SelectedActions key={selected.id} selected={selected} />;
}

function SelectedActions({ selected }: { selected: SavedResponse }) {
  return (
    <SpaceBetween size="l">
      <SpaceBetween size="xxs">
        <Box variant="h3" padding="n">
          {SELECTED_RESPONSE}
        </Box>
        <div className="markk-chat-wrap" data-testid="selected-response">
          {excerptOf(selected.content)}
        </div>
        <Box variant="small" color="text-body-secondary">
          {savedByline(selected.persona, selected.createdAt)}
        </Box>
      </SpaceBetween>
      <CreateDocSection selected={selected} />
      <AttachSection selected={selected} />
    </SpaceBetween>
  );
}

function CreateDocSection({ selected }: { selected: SavedResponse }) {
  const { toast } = useToast();
  const createDoc = useCreateDoc();
  const busy = useRef(false);
  const [created, setCreated] = useState<{ id: string; title: string } | null>(null);

  function onCreate() {
    // One click, one request id: a second click while the first is on its way is ignored.
    if (busy.current) return;
    busy.current = true;
    createDoc.mutate(
      { content: selected.content, title: titleFromReply(selected.content) },
      {
        onSuccess: ({ item }) => setCreated({ id: item.id, title: item.title }),
        onError: (error) => toast({ title: CREATE_DOC_FAILED, description: errorMessage(error, CHAT_ERROR_FALLBACK), variant: 'destructive' }),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  }

  return (
    <SpaceBetween size="xs">
      <Box color="text-body-secondary">{CREATE_DOC_HINT}</Box>
      <Box>
        <Button onClick={onCreate} loading={createDoc.isPending} wrapText>
          {CREATE_DOC}
        </Button>
      </Box>
      {created && (
        <Alert type="success" header={DOC_CREATED} data-testid="doc-created">
          <SpaceBetween size="xxs">
            <span className="markk-chat-wrap">{docCreatedText(created.title)}</span>
            <AppLink href={paths.contentItem(created.id)}>{OPEN_DRAFT}</AppLink>
          </SpaceBetween>
        </Alert>
      )}
    </SpaceBetween>
  );
}

/** The Select's list of the user's projects, with its loading, failed and empty states. */
function projectSelectStatus(
  query: ReturnType<typeof useProjectList>,
): Pick<SelectProps, 'statusType' | 'loadingText' | 'errorText' | 'recoveryText' | 'empty' | 'onLoadItems'> {
  if (query.isPending) return { statusType: 'loading', loadingText: LOADING_PROJECTS };
  if (query.isError) return { statusType: 'error', errorText: PROJECTS_LOAD_ERROR, recoveryText: RETRY, onLoadItems: () => void query.refetch() };
  return { statusType: 'finished', empty: NO_PROJECTS };
}

function AttachSection({ selected }: { selected: SavedResponse }) {
  const { toast } = useToast();
  const projects = useProjectList({});
  const attach = useAttachToProject();
  const busy = useRef(false);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [title, setTitle] = useState(() => titleFromReply(selected.content));
  const [tried, setTried] = useState(false);
  const [attached, setAttached] = useState<{ projectId: string; taskId: string; projectTitle: string } | null>(null);

  const options: SelectProps.Option[] = (projects.data?.projects ?? []).map((project) => ({ value: project.projectId, label: project.title }));
  const chosen = options.find((option) => option.value === projectId) ?? null;
  const titleCheck = TaskTitle.safeParse(title);
  const titleError = !titleCheck.success && (tried || title.length > 0) ? (titleCheck.error.issues[0]?.message ?? '') : '';
  const noProjects = projects.isSuccess && options.length === 0;

  function onAttach() {
    setTried(true);
    if (busy.current || !chosen?.value || !titleCheck.success) return;
    busy.current = true;
    const projectTitle = chosen.label ?? '';
    attach.mutate(
      { projectId: chosen.value, title: titleCheck.data, description: selected.content },
      {
        onSuccess: ({ task }) => setAttached({ projectId: task.projectId, taskId: task.taskId, projectTitle }),
        onError: (error) => toast({ title: ATTACH_FAILED, description: errorMessage(error, CHAT_ERROR_FALLBACK), variant: 'destructive' }),
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  }

  return (
    <SpaceBetween size="s">
      <Box color="text-body-secondary">{ATTACH_HINT}</Box>
      <FormField label={PROJECT_LABEL} errorText={tried && !chosen && !noProjects ? CHOOSE_PROJECT : undefined}>
        <Select
          selectedOption={chosen}
          options={options}
          placeholder={CHOOSE_PROJECT}
          expandToViewport
          onChange={(event) => setProjectId(event.detail.selectedOption.value ?? null)}
          {...projectSelectStatus(projects)}
        />
      </FormField>
      {noProjects && <AppLink href={paths.projects()}>{CREATE_PROJECT_FIRST}</AppLink>}
      <FormField label={TASK_TITLE_LABEL} errorText={titleError || undefined}>
        <Input value={title} onChange={(event) => setTitle(event.detail.value)} />
      </FormField>
      <Box>
        <Button onClick={onAttach} loading={attach.isPending} disabled={noProjects} wrapText>
          {ATTACH}
        </Button>
      </Box>
      {attached && (
        <Alert type="success" header={TASK_ADDED} data-testid="task-attached">
          <SpaceBetween size="xxs">
            <span className="markk-chat-wrap">{taskAddedText(attached.projectTitle)}</span>
            <AppLink href={paths.task(attached.projectId, attached.taskId)}>{OPEN_TASK}</AppLink>
          </SpaceBetween>
        </Alert>
      )}
    </SpaceBetween>
  );
}
