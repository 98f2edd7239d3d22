// The assistant page's state as one reducer: which expert is being connected, the chat (its
// expert, conversation, messages, focus area and workflow), the message box, and the reply on
// its way. Every change the page makes is one of the actions below.
import type { PersonaId, UseCaseId } from '#contracts/chat-personas';
import type { ChatThreadDetail } from '../../queries/chat.ts';
import { isBlank, shownFromStored, workflowOfThread, type AssistantAddress, type RunningWorkflow, type ShownMessage } from './chat-session.ts';

/** What the chat holds: the expert (null while a conversation's expert is being read), the conversation and its messages. */
export interface ChatState {
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

export interface AssistantState {
  /** The expert picker when null. */
  chat: ChatState | null;
  /** The expert shown as "Connecting with ..." for two seconds. */
  connecting: PersonaId | null;
  /** The message box. */
  draft: string;
  /** The reply streaming in: its message key, once its first words arrived. */
  streamingKey: string | null;
}

export const initialAssistantState: AssistantState = { chat: null, connecting: null, draft: '', streamingKey: null };

export const freshChat = (persona: PersonaId, useCase: UseCaseId | null = null): ChatState => ({
  persona,
  threadId: null,
  messages: [],
  greeting: null,
  useCase,
  workflow: null,
  loadingThread: false,
});

export const openedChat = (threadId: string, persona: PersonaId | null): ChatState => ({
  persona,
  threadId,
  messages: [],
  greeting: null,
  useCase: null,
  workflow: null,
  loadingThread: true,
});

/**
 * The chat an address opens: the picker (null), a new chat with the address's expert (unknown
 * experts fall back to the default one, spec 02 §3), or the conversation it names; `unchanged`
 * when the chat shown already is that one.
 */
export function chatForAddress(address: AssistantAddress, current: ChatState | null): ChatState | null | 'unchanged' {
  if (address.view === 'picker') return null;
  if (address.view === 'persona') {
    return current?.persona === address.persona && current.threadId === null ? 'unchanged' : freshChat(address.persona);
  }
  return current?.threadId === address.threadId ? 'unchanged' : openedChat(address.threadId, null);
}

export type AssistantAction =
  | { type: 'picker' }
  | { type: 'connecting'; persona: PersonaId | null }
  | { type: 'chat'; chat: ChatState }
  | { type: 'stored'; data: ChatThreadDetail }
  | { type: 'focus'; useCase: UseCaseId; greeting: ShownMessage; sending: boolean }
  | { type: 'draft'; text: string }
  /** The message box emptied after `text` was sent (unless the user typed something else meanwhile). */
  | { type: 'draftSent'; text: string; message: string }
  | { type: 'sent'; threadId: string | null; fresh: boolean; message: ShownMessage; workflow: RunningWorkflow | null }
  | { type: 'threadId'; threadId: string }
  | { type: 'replyText'; key: string; content: string }
  /** The message was not answered: it leaves the chat and goes back in the box (spec 02 §8). */
  | { type: 'failed'; previous: ChatState; messageKey: string; replyKey: string; restore: string }
  | { type: 'settled' };

function withChat(state: AssistantState, change: (chat: ChatState) => ChatState): AssistantState {
  return state.chat ? { ...state, chat: change(state.chat) } : state;
}

export function assistantReducer(state: AssistantState, action: AssistantAction): AssistantState {
  switch (action.type) {
    case 'picker':
      return { ...state, chat: null };
    case 'connecting':
      return { ...state, connecting: action.persona };
    case 'chat':
      return { ...state, chat: action.chat };
    case 'stored': {
      const { data } = action;
      if (state.chat?.threadId !== data.thread.id) return state;
      return withChat(state, (chat) => ({
        ...chat,
        persona: data.thread.persona,
        messages: shownFromStored(data.messages),
        useCase: chat.loadingThread ? data.thread.useCase : chat.useCase,
        workflow: workflowOfThread(data.thread),
        loadingThread: false,
      }));
    }
    case 'focus':
      return withChat(state, (chat) => {
        if (!chat.persona) return chat;
        // On an empty chat, the expert greets with this focus area (local, not sent).
        const empty = chat.messages.length === 0 && !chat.loadingThread && !action.sending;
        return { ...chat, useCase: action.useCase, greeting: empty ? action.greeting : chat.greeting };
      });
    case 'draft':
      return { ...state, draft: action.text };
    case 'draftSent':
      return { ...state, draft: state.draft === action.text || state.draft.trim() === action.message ? '' : state.draft };
    case 'sent':
      return withChat({ ...state, streamingKey: null }, (chat) => ({
        ...chat,
        threadId: action.threadId,
        greeting: action.fresh ? null : chat.greeting,
        messages: [...(action.fresh ? [] : chat.messages), action.message],
        workflow: action.workflow,
      }));
    case 'threadId':
      return withChat(state, (chat) => ({ ...chat, threadId: action.threadId }));
    case 'replyText':
      return withChat({ ...state, streamingKey: action.key }, (chat) => {
        const at = chat.messages.findIndex((shown) => shown.key === action.key);
        const reply: ShownMessage = { key: action.key, role: 'assistant', content: action.content, id: null };
        const messages = at === -1 ? [...chat.messages, reply] : chat.messages.map((shown, index) => (index === at ? reply : shown));
        return { ...chat, messages };
      });
    case 'failed': {
      const { previous } = action;
      const next = withChat(state, (chat) => ({
        ...chat,
        threadId: chat.threadId ?? previous.threadId,
        messages: chat.messages.filter((shown) => shown.key !== action.messageKey && shown.key !== action.replyKey),
        workflow: previous.workflow,
        greeting: previous.greeting,
      }));
      return { ...next, draft: isBlank(next.draft) ? action.restore : next.draft };
    }
    case 'settled':
      return { ...state, streamingKey: null };
  }
}
