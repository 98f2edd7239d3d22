// The AI Assistant (/assistant, /assistant/{persona}, /assistant/threads/{threadId}; spec 02
// §2.1, §4 Chat): pick one of six experts ("Connecting with ..." for two seconds; the own-key
// expert asks for the user's OpenAI key instead), then chat. The chat view has the expert's
// header with "Switch Expert", "Ask ... anything..." and "Browse Prompts" feeding the message
// box, Chat History and Focus Areas on the left, the Workflows carousel and the AI Chat box in
// the centre, Quick Actions and Saved & Projects on the right; on a phone the chat comes
// first and the rest is in tabs (ChatColumns.tsx).
//
// Replies stream in as they are written. The first reply's thread id becomes the current
// conversation (the address follows it without reloading the chat); after each reply the
// history and the conversation read again, so the reply gets the id Save needs.
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { TextareaProps } from '@cloudscape-design/components/textarea';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { chatEndpoints } from '#contracts/chat';
import { focusGreeting, PERSONA_LOADING_MS, PERSONAS, type ChatWorkflow, type Persona, type PersonaId, type UseCaseId } from '#contracts/chat-personas';
import { errorMessage } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { usePageTitle } from '../../app/routing/use-page-title.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { invalidatePlan, usageQuery } from '../../queries/billing.ts';
import { brandKitQuery } from '../../queries/brand-kit.ts';
import { repliesLeft } from '../../app/shell/plan-usage.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useStreamingCall } from '../../lib/use-streaming-call.ts';
import { invalidateAfterReply, threadIdOf, useChatThread, type SendChatBody } from '../../queries/chat.ts';
import { ChatBox } from './ChatBox.tsx';
import { ChatColumns, type PhoneTab } from './ChatColumns.tsx';
import { ChatHistory } from './ChatHistory.tsx';
import { assistantReducer, chatForAddress, freshChat, initialAssistantState, openedChat } from './chat-state.ts';
import {
  addressOf,
  asksForNextStep,
  isBlank,
  isRefusedKey,
  localKey,
  nextStepMessage,
  sendFailureToast,
  workflowStartMessage,
  type RunningWorkflow,
  type ShownMessage,
} from './chat-session.ts';
import { KeyForm } from './KeyForm.tsx';
import { NOT_FOUND, OpenedThreadStatus, ThreadLoadFailed } from './OpenedThreadStatus.tsx';
import { clearOwnKey, getOwnKey, useOwnKey } from './own-key.ts';
import { AskInput } from './panels/AskInput.tsx';
import { FocusAreas } from './panels/FocusAreas.tsx';
import { PromptsMenu } from './panels/PromptsMenu.tsx';
import { QuickActions } from './panels/QuickActions.tsx';
import { SavedPanel } from './panels/SavedPanel.tsx';
import { WorkflowsCarousel } from './panels/WorkflowsCarousel.tsx';
import { ConnectingCard, ExpertHeader, PersonaPicker } from './PersonaPicker.tsx';
import './assistant.css';
import { useRouteTitle } from '../../app/routing/app-route.ts';

const PICKER_DESCRIPTION = 'Talk to an AI marketing expert who already knows your brand. Pick one to start.';
const EMPTY_REPLY = 'The expert sent no answer. Please try again.';
const NO_THREAD_MESSAGE = 'The server did not say which conversation this reply belongs to. Reload and try again.';

export default function AssistantPage() {
  const PAGE_TITLE = useRouteTitle();
  usePageTitle(PAGE_TITLE);
  const params = useParams<{ persona?: string; threadId?: string }>();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const ownKey = useOwnKey();
  const brand = useQuery(brandKitQuery());
  const brandName = brand.data?.brandKit?.name ?? null;
  const usage = useQuery(usageQuery());

  const [state, dispatch] = useReducer(assistantReducer, initialAssistantState);
  const { chat, connecting, draft, streamingKey } = state;
  const [phoneTab, setPhoneTab] = useState<PhoneTab>('chat');
  const reply = useStreamingCall(chatEndpoints.send);
  const sending = reply.streaming;

  const chatRef = useRef(chat);
  chatRef.current = chat;
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
  const setDraft = useCallback((text: string) => dispatch({ type: 'draft', text }), []);
  const stopSending = reply.stop;

  // Leaving the page stops a pending "Connecting with ..." (the streaming call stops itself).
  useEffect(
    () => () => {
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
    if (address.view === 'persona' && !address.known) go(paths.assistantPersona(address.persona), true);
    const next = chatForAddress(address, chatRef.current);
    if (next === 'unchanged') return;
    stopSending();
    if (address.view === 'thread') syncAfter.current = 0;
    dispatch(next === null ? { type: 'picker' } : { type: 'chat', chat: next });
    // Only a change of address matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of address matters here
  }, [location.pathname]);

  const thread = useChatThread(chat?.threadId ?? null);

  // A conversation's stored messages (oldest first) replace the shown ones once read, unless a reply is on its way.
  useEffect(() => {
    const data = thread.data;
    const current = chatRef.current;
    if (!data || !current || data.thread.id !== current.threadId || reply.isStreaming()) return;
    if (!current.loadingThread && thread.dataUpdatedAt <= syncAfter.current) return;
    dispatch({ type: 'stored', data });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reply is read when the stored thread or the chat changes, not as a trigger
  }, [thread.data, thread.dataUpdatedAt, chat?.threadId, chat?.loadingThread, sending]);

  /** On a phone the chat may be in another tab: it is shown, then focused once it is there. */
  function focusMessageBox() {
    setPhoneTab('chat');
    if (inputRef.current) inputRef.current.focus();
    else requestAnimationFrame(() => inputRef.current?.focus());
  }

  function openChat(persona: PersonaId) {
    dispatch({ type: 'chat', chat: freshChat(persona) });
    go(paths.assistantPersona(persona));
  }

  function pickPersona(persona: Persona) {
    if (connectTimer.current) clearTimeout(connectTimer.current);
    if (persona.ownKey) {
      // The own-key expert skips the loading card and asks for the key (spec 02 §2.1).
      clearOwnKey();
      openChat(persona.id);
      return;
    }
    dispatch({ type: 'connecting', persona: persona.id });
    connectTimer.current = setTimeout(() => {
      connectTimer.current = null;
      dispatch({ type: 'connecting', persona: null });
      openChat(persona.id);
    }, PERSONA_LOADING_MS);
  }

  function switchExpert() {
    stopSending();
    if (chat?.persona && PERSONAS[chat.persona].ownKey) clearOwnKey();
    dispatch({ type: 'picker' });
    setDraft('');
    go(paths.assistant());
  }

  function backToExperts() {
    dispatch({ type: 'picker' });
    go(paths.assistant());
  }

  function newChat() {
    if (!chat?.persona) return;
    stopSending();
    dispatch({ type: 'chat', chat: freshChat(chat.persona, chat.useCase) });
    go(paths.assistantPersona(chat.persona));
    focusMessageBox();
  }

  function openThread(threadId: string) {
    setPhoneTab('chat');
    stopSending();
    syncAfter.current = 0;
    dispatch({ type: 'chat', chat: openedChat(threadId, chat?.persona ?? null) });
    go(paths.assistantThread(threadId));
  }

  function threadDeleted(threadId: string) {
    if (chat?.threadId !== threadId || !chat.persona) return;
    stopSending();
    dispatch({ type: 'chat', chat: freshChat(chat.persona, chat.useCase) });
    go(paths.assistantPersona(chat.persona), true);
  }

  function chooseFocus(useCase: UseCaseId) {
    if (!chat?.persona) return;
    const greeting = { key: localKey('greeting'), role: 'assistant' as const, content: focusGreeting(PERSONAS[chat.persona], useCase, brandName), id: null };
    dispatch({ type: 'focus', useCase, greeting, sending: reply.isStreaming() });
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
    const previous = chatRef.current;
    if (isBlank(text) || reply.isStreaming() || !previous?.persona || previous.loadingThread) return;
    const persona = PERSONAS[previous.persona];
    const key = persona.ownKey ? getOwnKey() : null;
    // Without the key in this tab's memory, the own-key expert asks for it again.
    if (persona.ownKey && !key) return;
    // "next step" typed during a workflow is the Next step button.
    if (!options.workflow && !options.fresh && asksForNextStep(text, previous.workflow)) {
      setDraft('');
      nextStep();
      return;
    }

    const message = text.trim();
    const workflow = options.workflow ?? (options.fresh ? null : previous.workflow);
    const userMessage: ShownMessage = { key: localKey('you'), role: 'user', content: message, id: null };
    const replyKey = localKey('reply');
    const threadId = options.fresh ? null : previous.threadId;

    const body: SendChatBody = { message, persona: persona.id, use_case: previous.useCase ?? 'general', time_zone: browserTimeZone() };
    if (threadId) body.thread_id = threadId;
    if (key) body.openai_api_key = key;
    if (workflow) body.workflow = { id: workflow.workflow.id, step: workflow.step };

    dispatch({ type: 'draftSent', text, message });
    dispatch({ type: 'sent', threadId, fresh: Boolean(options.fresh), message: userMessage, workflow });
    if (options.fresh && previous.threadId) go(paths.assistantPersona(persona.id));

    // The thread the message went to (a new one for the first message) arrives before the reply's text.
    let replyThread: string | null = null;
    const result = await reply.run(
      { body },
      {
        onResponse: (response) => {
          replyThread = threadIdOf(response, body);
          if (!replyThread) return;
          dispatch({ type: 'threadId', threadId: replyThread });
          if (replyThread !== threadId) go(paths.assistantThread(replyThread));
        },
        onText: (content) => dispatch({ type: 'replyText', key: replyKey, content }),
      },
    );
    if (result.outcome !== 'superseded') dispatch({ type: 'settled' });
    // A reply spends an AI credit (given back when the AI fails first): the plan's counter reads again.
    invalidatePlan(queryClient);
    if (result.outcome === 'stopped' || result.outcome === 'superseded') return;

    const storedIn = replyThread ?? threadId;
    const error =
      result.outcome === 'failed'
        ? result.error
        : !storedIn
          ? new ApiError(502, NO_THREAD_MESSAGE)
          : !result.text.trim()
            ? new ApiError(502, EMPTY_REPLY)
            : null;
    if (!error && storedIn) {
      // The stored messages (with their ids) replace these once read again.
      syncAfter.current = Date.now();
      void invalidateAfterReply(queryClient, storedIn);
      return;
    }
    dispatch({ type: 'failed', previous, messageKey: userMessage.key, replyKey, restore: options.restore ?? text });
    toast(sendFailureToast(error));
    if (persona.ownKey && isRefusedKey(error)) clearOwnKey();
    if (error instanceof ApiError && error.status === 404) toast({ title: NOT_FOUND, description: errorMessage(error), variant: 'destructive' });
  }

  function startWorkflow(workflow: ChatWorkflow) {
    setPhoneTab('chat');
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
    return (
      <ContentLayout header={<Header variant="h1">{PAGE_TITLE}</Header>}>
        <OpenedThreadStatus thread={thread} onBack={backToExperts} />
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
    <ContentLayout header={<ExpertHeader persona={persona} onSwitch={switchExpert} />}>
      <ChatColumns
        tab={phoneTab}
        onTab={setPhoneTab}
        toolbar={
          <div className="markk-chat-toolbar">
            <div className="markk-chat-toolbar__ask">
              <AskInput persona={persona} onCopy={fillMessageBox} />
            </div>
            <PromptsMenu persona={persona} onPick={fillMessageBox} />
          </div>
        }
        history={<ChatHistory currentThreadId={chat.threadId} onOpen={openThread} onNewChat={newChat} onDeleted={threadDeleted} />}
        focus={<FocusAreas persona={persona} value={chat.useCase} onChange={chooseFocus} />}
        workflows={<WorkflowsCarousel persona={persona} onStart={startWorkflow} />}
        chat={
          threadFailed ? (
            <ThreadLoadFailed thread={thread} onNewChat={newChat} />
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
              // Markk's own AI counts today's replies; the user's own key does not.
              allowance={usage.data && !persona.ownKey ? repliesLeft(usage.data) : null}
            />
          )
        }
        quickActions={<QuickActions persona={persona} useCase={chat.useCase} onPick={fillMessageBox} />}
        saved={<SavedPanel persona={persona} />}
      />
    </ContentLayout>
  );
}
