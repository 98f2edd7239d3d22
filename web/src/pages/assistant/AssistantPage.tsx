// The AI Assistant (/assistant, /assistant/{persona}, /assistant/threads/{threadId}; spec 02
// §2.1, §4 Chat): pick one of six experts ("Connecting with ..." for two seconds; the own-key
// expert asks for the user's OpenAI key instead), then chat. The chat view has the expert's
// header with "Switch Expert", "Ask ... anything..." and "Browse Prompts" feeding the message
// box, Chat History and Focus Areas on the left, the Workflows carousel and the AI Chat box in
// the centre, Quick Actions and Saved & Projects on the right; the columns stack on a phone.
//
// Replies stream in as they are written. The first reply's thread id becomes the current
// conversation (the address follows it without reloading the chat); after each reply the
// history and the conversation read again, so the reply gets the id Save needs.
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TextareaProps } from '@cloudscape-design/components/textarea';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { THREAD_NOT_FOUND } from '#contracts/chat';
import { focusGreeting, PERSONA_LOADING_MS, PERSONAS, type ChatWorkflow, type Persona, type PersonaId, type UseCaseId } from '#contracts/chat-personas';
import { ApiError } from '../../api/client.ts';
import { sendChatMessage, type SendChatBody } from '../../api/chat.ts';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { invalidatePlan } from '../../queries/billing.ts';
import { brandKitQuery } from '../../queries/brand-kit.ts';
import { invalidateAfterReply, useChatThread } from '../../queries/chat.ts';
import { ChatBox, LOADING_CONVERSATION } from './ChatBox.tsx';
import { ChatHistory, NEW_CHAT } from './ChatHistory.tsx';
import {
  addressOf,
  asksForNextStep,
  isBlank,
  isRefusedKey,
  localKey,
  nextStepMessage,
  sendFailureToast,
  shownFromStored,
  workflowOfThread,
  workflowStartMessage,
  type RunningWorkflow,
  type ShownMessage,
} from './chat-session.ts';
import { KeyForm } from './KeyForm.tsx';
import { clearOwnKey, getOwnKey, useOwnKey } from './own-key.ts';
import { AskInput } from './panels/AskInput.tsx';
import { FocusAreas } from './panels/FocusAreas.tsx';
import { PromptsMenu } from './panels/PromptsMenu.tsx';
import { QuickActions } from './panels/QuickActions.tsx';
import { SavedPanel } from './panels/SavedPanel.tsx';
import { WorkflowsCarousel } from './panels/WorkflowsCarousel.tsx';
import { ConnectingCard, PersonaPicker } from './PersonaPicker.tsx';
import { assistantRoute } from './routes.ts';
import { AVATAR_STYLE } from './chat-styles.ts';
import './assistant.css';

const PAGE_TITLE = assistantRoute.title;
const PICKER_DESCRIPTION = 'Talk to an AI marketing expert who already knows your brand. Pick one to start.';
const SWITCH_EXPERT = 'Switch Expert';
const NOT_FOUND = THREAD_NOT_FOUND;
const NOT_FOUND_TEXT = 'It may have been deleted. Pick an expert to start a new conversation.';
const LOAD_FAILED = 'Could not load the conversation';
const BACK_TO_EXPERTS = 'Back to experts';
const RETRY = 'Retry';
const EMPTY_REPLY = 'The expert sent no answer. Please try again.';

/** What the chat holds: the expert (null while a conversation's expert is being read), the conversation and its messages. */
interface ChatState {
  persona: PersonaId | null;
  threadId: string | null;
  messages: ShownMessage[];
  /** A focus area's greeting: shown first, never sent or stored. */
  greeting: ShownMessage | null;
  useCase: UseCaseId | null;
  workflow: RunningWorkflow | null;
  /** The conversation's messages are being read (it was opened, not written here). */
  loadingThread: boolean;
}

const freshChat = (persona: PersonaId, useCase: UseCaseId | null = null): ChatState => ({
  persona,
  threadId: null,
  messages: [],
  greeting: null,
  useCase,
  workflow: null,
  loadingThread: false,
});

const openedChat = (threadId: string, persona: PersonaId | null): ChatState => ({
  persona,
  threadId,
  messages: [],
  greeting: null,
  useCase: null,
  workflow: null,
  loadingThread: true,
});

export default function AssistantPage() {
  usePageTitle(PAGE_TITLE);
  const params = useParams<{ persona?: string; threadId?: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const ownKey = useOwnKey();
  const brand = useQuery(brandKitQuery());
  const brandName = brand.data?.brandKit?.name ?? null;

  const [chat, setChat] = useState<ChatState | null>(null);
  const [connecting, setConnecting] = useState<PersonaId | null>(null);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const [streamingKey, setStreamingKey] = useState<string | null>(null);

  const chatRef = useRef(chat);
  chatRef.current = chat;
  const sendingRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);
  const connectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  /** The address this page navigated to itself: reaching it changes nothing. */
  const selfNavigated = useRef<string | null>(null);
  /** A conversation's stored messages replace the shown ones only when read after this time. */
  const syncAfter = useRef(0);
  const inputRef = useRef<TextareaProps.Ref | null>(null);

  const go = useCallback(
    (path: string, replace = false) => {
      selfNavigated.current = path;
      void navigate(path, { replace });
    },
    [navigate],
  );

  // Leaving the page stops a reply in progress and a pending "Connecting with ...".
  useEffect(
    () => () => {
      controllerRef.current?.abort();
      if (connectTimer.current) clearTimeout(connectTimer.current);
    },
    [],
  );

  // The address decides what is shown when it changes from outside (first load, reload, back and forward).
  useEffect(() => {
    if (selfNavigated.current === location.pathname) {
      selfNavigated.current = null;
      return;
    }
    selfNavigated.current = null;
    const address = addressOf(params);
    if (address.view === 'picker') {
      stopSending();
      setChat(null);
      return;
    }
    if (address.view === 'persona') {
      // Unknown experts fall back to the default one (spec 02 §3).
      if (!address.known) go(paths.assistantPersona(address.persona), true);
      const current = chatRef.current;
      if (current?.persona === address.persona && current.threadId === null) return;
      stopSending();
      setChat(freshChat(address.persona));
      return;
    }
    if (chatRef.current?.threadId === address.threadId) return;
    stopSending();
    syncAfter.current = 0;
    setChat(openedChat(address.threadId, null));
    // Only a change of address matters here.
  }, [location.pathname]);

  const thread = useChatThread(chat?.threadId ?? null);

  // A conversation's stored messages (oldest first) replace the shown ones once read, unless a reply is on its way.
  useEffect(() => {
    const data = thread.data;
    const current = chatRef.current;
    if (!data || !current || data.thread.id !== current.threadId || sendingRef.current) return;
    if (!current.loadingThread && thread.dataUpdatedAt <= syncAfter.current) return;
    setChat((state) =>
      state && state.threadId === data.thread.id
        ? {
            ...state,
            persona: data.thread.persona,
            messages: shownFromStored(data.messages),
            useCase: state.loadingThread ? data.thread.useCase : state.useCase,
            workflow: workflowOfThread(data.thread),
            loadingThread: false,
          }
        : state,
    );
  }, [thread.data, thread.dataUpdatedAt, chat?.threadId, chat?.loadingThread, sending]);

  function stopSending() {
    controllerRef.current?.abort();
    controllerRef.current = null;
  }

  function focusMessageBox() {
    inputRef.current?.focus();
  }

  function pickPersona(persona: Persona) {
    if (connectTimer.current) clearTimeout(connectTimer.current);
    if (persona.ownKey) {
      // The own-key expert skips the loading card and asks for the key (spec 02 §2.1).
      clearOwnKey();
      setChat(freshChat(persona.id));
      go(paths.assistantPersona(persona.id));
      return;
    }
    setConnecting(persona.id);
    connectTimer.current = setTimeout(() => {
      connectTimer.current = null;
      setConnecting(null);
      setChat(freshChat(persona.id));
      go(paths.assistantPersona(persona.id));
    }, PERSONA_LOADING_MS);
  }

  function switchExpert() {
    stopSending();
    if (chat?.persona && PERSONAS[chat.persona].ownKey) clearOwnKey();
    setChat(null);
    setDraft('');
    go(paths.assistant());
  }

  function backToExperts() {
    setChat(null);
    go(paths.assistant());
  }

  function newChat() {
    if (!chat?.persona) return;
    stopSending();
    setChat({ ...freshChat(chat.persona, chat.useCase) });
    go(paths.assistantPersona(chat.persona));
    focusMessageBox();
  }

  function openThread(threadId: string) {
    stopSending();
    syncAfter.current = 0;
    setChat(openedChat(threadId, chat?.persona ?? null));
    go(paths.assistantThread(threadId));
  }

  function threadDeleted(threadId: string) {
    if (chat?.threadId !== threadId || !chat.persona) return;
    stopSending();
    setChat(freshChat(chat.persona, chat.useCase));
    go(paths.assistantPersona(chat.persona), true);
  }

  function chooseFocus(useCase: UseCaseId) {
    setChat((state) => {
      if (!state?.persona) return state;
      const empty = state.messages.length === 0 && !state.loadingThread && !sendingRef.current;
      // On an empty chat, the expert greets with this focus area (local, not sent).
      const greeting = empty
        ? { key: localKey('greeting'), role: 'assistant' as const, content: focusGreeting(PERSONAS[state.persona], useCase, brandName), id: null }
        : state.greeting;
      return { ...state, useCase, greeting };
    });
  }

  function fillMessageBox(text: string) {
    setDraft(text);
    focusMessageBox();
  }

  type SendOptions = {
    /** Start a new conversation (Start This Workflow). */
    fresh?: boolean;
    /** The workflow step this message moves to. */
    workflow?: RunningWorkflow;
    /** Put back in the message box if the send fails (default: the text). */
    restore?: string;
  };

  async function send(text: string, options: SendOptions = {}) {
    const state = chatRef.current;
    if (isBlank(text) || sendingRef.current || !state?.persona || state.loadingThread) return;
    const persona = PERSONAS[state.persona];
    const key = persona.ownKey ? getOwnKey() : null;
    // Without the key in this tab's memory, the own-key expert asks for it again.
    if (persona.ownKey && !key) return;
    // "next step" typed during a workflow is the Next step button.
    if (!options.workflow && !options.fresh && asksForNextStep(text, state.workflow)) {
      setDraft('');
      nextStep();
      return;
    }

    const message = text.trim();
    const previous = state;
    const workflow = options.workflow ?? (options.fresh ? null : state.workflow);
    const userMessage: ShownMessage = { key: localKey('you'), role: 'user', content: message, id: null };
    const replyKey = localKey('reply');
    const threadId = options.fresh ? null : state.threadId;

    const body: SendChatBody = { message, persona: persona.id, use_case: state.useCase ?? 'general' };
    if (threadId) body.thread_id = threadId;
    if (key) body.openai_api_key = key;
    if (workflow) body.workflow = { id: workflow.workflow.id, step: workflow.step };

    const controller = new AbortController();
    controllerRef.current = controller;
    sendingRef.current = true;
    setSending(true);
    setStreamingKey(null);
    setDraft((current) => (current === text || current.trim() === message ? '' : current));
    setChat(
      (current) =>
        current && {
          ...current,
          threadId,
          greeting: options.fresh ? null : current.greeting,
          messages: [...(options.fresh ? [] : current.messages), userMessage],
          workflow,
        },
    );
    if (options.fresh && state.threadId) go(paths.assistantPersona(persona.id));

    try {
      const result = await sendChatMessage(body, {
        signal: controller.signal,
        onThreadId: (id) => {
          if (controller.signal.aborted) return;
          setChat((current) => current && { ...current, threadId: id });
          if (id !== threadId) go(paths.assistantThread(id));
        },
        onText: (soFar) => {
          if (controller.signal.aborted) return;
          setStreamingKey(replyKey);
          setChat((current) => {
            if (!current) return current;
            const at = current.messages.findIndex((shown) => shown.key === replyKey);
            const reply: ShownMessage = { key: replyKey, role: 'assistant', content: soFar, id: null };
            const messages = at === -1 ? [...current.messages, reply] : current.messages.map((shown, index) => (index === at ? reply : shown));
            return { ...current, messages };
          });
        },
      });
      if (!result.text.trim()) throw new ApiError(502, EMPTY_REPLY);
      // The stored messages (with their ids) replace these once read again.
      syncAfter.current = Date.now();
      void invalidateAfterReply(queryClient, result.threadId);
    } catch (error) {
      if (controller.signal.aborted) return;
      // The message was not answered: it leaves the chat and goes back in the box (spec 02 §8).
      setChat(
        (current) =>
          current && {
            ...current,
            threadId: current.threadId ?? previous.threadId,
            messages: current.messages.filter((shown) => shown.key !== userMessage.key && shown.key !== replyKey),
            workflow: previous.workflow,
            greeting: previous.greeting,
          },
      );
      setDraft((current) => (isBlank(current) ? (options.restore ?? text) : current));
      toast(sendFailureToast(error));
      if (persona.ownKey && isRefusedKey(error)) clearOwnKey();
      if (error instanceof ApiError && error.status === 404) toast({ title: NOT_FOUND, description: errorMessage(error), variant: 'destructive' });
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      // Unless another message is already on its way, the chat is ready again.
      if (controllerRef.current === null) {
        sendingRef.current = false;
        setSending(false);
        setStreamingKey(null);
      }
      // A reply spends an AI credit (given back when the AI fails first): the plan's counter reads again.
      invalidatePlan(queryClient);
    }
  }

  function startWorkflow(workflow: ChatWorkflow) {
    void send(workflowStartMessage(workflow), { fresh: true, workflow: { workflow, step: 1 }, restore: '' });
  }

  function nextStep() {
    const running = chatRef.current?.workflow;
    if (!running || running.step >= 6) return;
    const step = running.step + 1;
    void send(nextStepMessage(running.workflow, step), { workflow: { workflow: running.workflow, step }, restore: '' });
  }

  // ----- What is shown -----

  if (connecting) {
    return (
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        <ConnectingCard persona={PERSONAS[connecting]} />
      </ContentLayout>
    );
  }

  if (!chat) {
    return (
      <ContentLayout
        header={
          <Header variant="h1" description={PICKER_DESCRIPTION}>
            {PAGE_TITLE}
          </Header>
        }
      >
        <PersonaPicker onPick={pickPersona} />
      </ContentLayout>
    );
  }

  if (chat.persona === null) {
    // A conversation opened by its address: its expert is known once it is read.
    const notFound = thread.error instanceof ApiError && (thread.error.status === 404 || thread.error.status === 400);
    return (
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        <Container data-testid="chat-box">
          {thread.isError ? (
            <SpaceBetween size="s">
              <Box variant="h2" fontSize="heading-m">
                {notFound ? NOT_FOUND : LOAD_FAILED}
              </Box>
              <Box>{notFound ? NOT_FOUND_TEXT : errorMessage(thread.error)}</Box>
              <SpaceBetween size="xs" direction="horizontal">
                <Button onClick={backToExperts}>{BACK_TO_EXPERTS}</Button>
                {!notFound && <Button onClick={() => void thread.refetch()}>{RETRY}</Button>}
              </SpaceBetween>
            </SpaceBetween>
          ) : (
            <StatusIndicator type="loading">{LOADING_CONVERSATION}</StatusIndicator>
          )}
        </Container>
      </ContentLayout>
    );
  }

  const persona = PERSONAS[chat.persona];

  if (persona.ownKey && !ownKey) {
    return (
      <ContentLayout
        header={
          <Header variant="h1" description={persona.description}>
            {persona.name}
          </Header>
        }
      >
        <KeyForm onBack={backToExperts} />
      </ContentLayout>
    );
  }

  const shown = chat.greeting ? [chat.greeting, ...chat.messages] : chat.messages;
  const threadFailed = chat.loadingThread && thread.isError;

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          description={persona.description}
          actions={
            <Button iconName="arrow-left" onClick={switchExpert}>
              {SWITCH_EXPERT}
            </Button>
          }
        >
          <span className="markk-chat-title">
            <span className="markk-chat-avatar" style={AVATAR_STYLE} aria-hidden="true">
              {persona.initials}
            </span>
            <span>
              {persona.name} <span className="markk-chat-role">· {persona.role}</span>
            </span>
          </span>
        </Header>
      }
    >
      <SpaceBetween size="l">
        <div className="markk-chat-toolbar">
          <div className="markk-chat-toolbar__ask">
            <AskInput persona={persona} onCopy={fillMessageBox} />
          </div>
          <PromptsMenu persona={persona} onPick={fillMessageBox} />
        </div>

        <Grid gridDefinition={[{ colspan: { default: 12, xs: 4, l: 3 } }, { colspan: { default: 12, xs: 8, l: 6 } }, { colspan: { default: 12, l: 3 } }]}>
          <SpaceBetween size="l">
            <ChatHistory currentThreadId={chat.threadId} onOpen={openThread} onNewChat={newChat} onDeleted={threadDeleted} />
            <FocusAreas persona={persona} value={chat.useCase} onChange={chooseFocus} />
          </SpaceBetween>

          <SpaceBetween size="l">
            <WorkflowsCarousel persona={persona} onStart={startWorkflow} />
            {threadFailed ? (
              <Container
                header={<Header variant="h2">{thread.error instanceof ApiError && thread.error.status === 404 ? NOT_FOUND : LOAD_FAILED}</Header>}
                data-testid="chat-box"
              >
                <SpaceBetween size="s">
                  <Box>{errorMessage(thread.error)}</Box>
                  <SpaceBetween size="xs" direction="horizontal">
                    <Button onClick={newChat}>{NEW_CHAT}</Button>
                    <Button onClick={() => void thread.refetch()}>{RETRY}</Button>
                  </SpaceBetween>
                </SpaceBetween>
              </Container>
            ) : (
              <ChatBox
                persona={persona}
                threadId={chat.threadId}
                messages={shown}
                loading={chat.loadingThread}
                sending={sending}
                streamingKey={streamingKey}
                draft={draft}
                onDraft={setDraft}
                onSend={() => void send(draft)}
                workflow={chat.workflow}
                onNextStep={nextStep}
                inputRef={inputRef}
              />
            )}
          </SpaceBetween>

          <SpaceBetween size="l">
            <QuickActions persona={persona} useCase={chat.useCase} onPick={fillMessageBox} />
            <SavedPanel persona={persona} />
          </SpaceBetween>
        </Grid>
      </SpaceBetween>
    </ContentLayout>
  );
}
