// "Chat History" (spec 02 §2.1, §4): the user's conversations, newest message first, searched
// by their titles and by what was said in them; "New Chat"; choosing one opens it. Each
// conversation can be renamed, deleted (after a confirmation) and exported as Markdown.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { CHAT_TITLE_MAX } from '#contracts/chat';
import { personaOrDefault } from '#contracts/chat-personas';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { EmptyNote, LoadError } from '../../components/common/states.tsx';
import { chatThreadQuery, useChatThreads, useDeleteThread, useRenameThread, type ChatThread } from '../../queries/chat.ts';
import { downloadText } from '../../lib/download.ts';
import { exportFileName, threadMarkdown } from './chat-session.ts';
import { historyTime } from '../../lib/format.ts';

export const CHAT_HISTORY = 'Chat History';
export const NEW_CHAT = 'New Chat';
export const NO_CONVERSATIONS = 'No conversations yet.';
export const SEARCH_PLACEHOLDER = 'Search conversations';
export const RENAME = 'Rename';
export const DELETE = 'Delete';
export const EXPORT = 'Export as Markdown';
const LOADING = 'Loading conversations…';
const LOAD_FAILED = 'Could not load your conversations';
const MORE = 'Show more';
const noMatch = (q: string) => `No conversations mention “${q}”.`;
const actionsLabel = (title: string) => `Actions for ${title}`;
const RENAME_TITLE = 'Rename conversation';
const NAME = 'Name';
const SAVE = 'Save';
const CANCEL = 'Cancel';
const RENAMED = 'Conversation renamed';
const RENAME_FAILED = 'Could not rename the conversation';
const DELETE_TITLE = 'Delete conversation';
const deleteText = (title: string) => `Delete “${title}” and all its messages? This cannot be undone.`;
const DELETED = 'Conversation deleted';
const DELETE_FAILED = 'Could not delete the conversation';
const EXPORTED = 'Conversation exported';
const exportedText = (filename: string) => `${filename} is in your downloads.`;
const EXPORT_FAILED = 'Could not export the conversation';
const NAME_REQUIRED = 'Enter a name for the conversation.';
const NAME_TOO_LONG = `A conversation name can be at most ${CHAT_TITLE_MAX} characters.`;
const SEARCH_DELAY_MS = 300;

/** What is wrong with a new conversation name, or null. */
export function renameError(title: string): string | null {
  const trimmed = title.trim();
  if (!trimmed) return NAME_REQUIRED;
  if (trimmed.length > CHAT_TITLE_MAX) return NAME_TOO_LONG;
  return null;
}

type Props = {
  currentThreadId: string | null;
  onOpen: (threadId: string) => void;
  onNewChat: () => void;
  /** A conversation was deleted (the page leaves it if it is open). */
  onDeleted: (threadId: string) => void;
};

export function ChatHistory({ currentThreadId, onOpen, onNewChat, onDeleted }: Props) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  const [q, setQ] = useState('');
  const threads = useChatThreads(q);
  const rename = useRenameThread();
  const remove = useDeleteThread();
  const [renaming, setRenaming] = useState<ChatThread | null>(null);
  const [title, setTitle] = useState('');
  const [titleError, setTitleError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ChatThread | null>(null);

  // The search reads the server a moment after typing stops.
  useEffect(() => {
    const timer = setTimeout(() => setQ(filter.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filter]);

  async function exportThread(thread: ChatThread) {
    try {
      const detail = await queryClient.fetchQuery(chatThreadQuery(thread.id));
      const filename = exportFileName(detail.thread.title);
      downloadText(filename, 'text/markdown;charset=utf-8', threadMarkdown(detail.thread, detail.messages));
      toast({ title: EXPORTED, description: exportedText(filename), variant: 'success' });
    } catch (error) {
      toast({ title: EXPORT_FAILED, description: errorMessage(error), variant: 'destructive' });
    }
  }

  function startRename(thread: ChatThread) {
    setRenaming(thread);
    setTitle(thread.title);
    setTitleError(null);
  }

  function submitRename(event?: FormEvent) {
    event?.preventDefault();
    if (!renaming || rename.isPending) return;
    const problem = renameError(title);
    if (problem) {
      setTitleError(problem);
      return;
    }
    rename.mutate(
      { threadId: renaming.id, title: title.trim() },
      {
        onSuccess: () => {
          setRenaming(null);
          toast({ title: RENAMED, variant: 'success' });
        },
        onError: (error) => setTitleError(errorMessage(error, RENAME_FAILED)),
      },
    );
  }

  function confirmDelete() {
    if (!deleting || remove.isPending) return;
    const thread = deleting;
    remove.mutate(thread.id, {
      onSuccess: () => {
        setDeleting(null);
        onDeleted(thread.id);
        toast({ title: DELETED, variant: 'success' });
      },
      onError: (error) => {
        setDeleting(null);
        toast({ title: DELETE_FAILED, description: errorMessage(error), variant: 'destructive' });
      },
    });
  }

  const list = threads.threads;
  let body;
  if (threads.isPending) {
    body = <StatusIndicator type="loading">{LOADING}</StatusIndicator>;
  } else if (threads.isError && list.length === 0) {
    body = <LoadError header={LOAD_FAILED} message={errorMessage(threads.error)} onRetry={() => void threads.refetch()} retrying={threads.isFetching} />;
  } else if (list.length === 0) {
    body = <EmptyNote>{q ? noMatch(q) : NO_CONVERSATIONS}</EmptyNote>;
  } else {
    body = (
      <SpaceBetween size="xs">
        <ul className="markk-chat-threads" aria-label={CHAT_HISTORY} data-testid="chat-threads">
          {list.map((thread) => {
            const current = thread.id === currentThreadId;
            return (
              <li key={thread.id} className={current ? 'markk-chat-thread markk-chat-thread--current' : 'markk-chat-thread'}>
                <button type="button" className="markk-chat-thread__open" aria-current={current ? 'true' : undefined} onClick={() => onOpen(thread.id)}>
                  <span className="markk-chat-thread__title">{thread.title}</span>
                  <span className="markk-chat-thread__time">
                    {personaOrDefault(thread.persona).name} · {historyTime(thread.lastMessageAt)}
                  </span>
                </button>
                <ButtonDropdown
                  variant="icon"
                  ariaLabel={actionsLabel(thread.title)}
                  expandToViewport
                  items={[
                    { id: 'rename', text: RENAME },
                    { id: 'export', text: EXPORT },
                    { id: 'delete', text: DELETE },
                  ]}
                  onItemClick={({ detail }) => {
                    if (detail.id === 'rename') startRename(thread);
                    if (detail.id === 'export') void exportThread(thread);
                    if (detail.id === 'delete') setDeleting(thread);
                  }}
                />
              </li>
            );
          })}
        </ul>
        {threads.hasNextPage && (
          <Button onClick={() => void threads.fetchNextPage()} loading={threads.isFetchingNextPage}>
            {MORE}
          </Button>
        )}
      </SpaceBetween>
    );
  }

  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button iconName="add-plus" onClick={onNewChat}>
              {NEW_CHAT}
            </Button>
          }
        >
          {CHAT_HISTORY}
        </Header>
      }
      data-testid="chat-history"
    >
      <SpaceBetween size="s">
        <TextFilter
          filteringText={filter}
          filteringPlaceholder={SEARCH_PLACEHOLDER}
          filteringAriaLabel={SEARCH_PLACEHOLDER}
          onChange={({ detail }) => setFilter(detail.filteringText)}
        />
        <div aria-live="polite">{body}</div>
      </SpaceBetween>

      <Modal
        visible={renaming !== null}
        header={RENAME_TITLE}
        onDismiss={() => {
          if (!rename.isPending) setRenaming(null);
        }}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setRenaming(null)} disabled={rename.isPending}>
                {CANCEL}
              </Button>
              <Button variant="primary" onClick={() => submitRename()} loading={rename.isPending}>
                {SAVE}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        <form onSubmit={submitRename}>
          <FormField label={NAME} errorText={titleError ?? undefined} stretch>
            <Input
              value={title}
              onChange={({ detail }) => {
                setTitle(detail.value);
                setTitleError(null);
              }}
              invalid={Boolean(titleError)}
              autoFocus
            />
          </FormField>
        </form>
      </Modal>

      <Modal
        visible={deleting !== null}
        header={DELETE_TITLE}
        onDismiss={() => {
          if (!remove.isPending) setDeleting(null);
        }}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setDeleting(null)} disabled={remove.isPending}>
                {CANCEL}
              </Button>
              <Button variant="primary" onClick={confirmDelete} loading={remove.isPending}>
                {DELETE}
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {deleting && deleteText(deleting.title)}
      </Modal>
    </Container>
  );
}
