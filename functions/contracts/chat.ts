// The AI expert chat (spec 02 §2.1, §3–§9 Chat): a message to one of the six experts,
// answered as a stream (the first reply of a conversation starts a thread; its id comes back
// in the `x-markk-thread-id` header), the caller's conversations (newest message first,
// searched by title and by what was said), one conversation's messages, rename and delete,
// the saved replies, "Create Doc from Output" (a content draft of type doc) and the check of
// a user's own OpenAI key ("Use Your ChatGPT": the key is sent with each message and never
// stored).
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { cleanName, TimeZone } from './common.ts';
import { ContentItem } from './content.ts';
import { PERSONA_IDS, USE_CASE_IDS } from './chat-personas.ts';

/** Longest message a user may send (spec 02 §5 chat send). */
export const CHAT_MESSAGE_MAX = 4000;
/** The streamed reply's header that names its conversation (new or given). */
export const THREAD_ID_HEADER = 'x-markk-thread-id';
/** Spec 02 §8 Chat, word for word: the toast's title, and its text when the provider gave no reason. */
export const CHAT_ERROR_TITLE = 'AI request failed';
export const CHAT_ERROR_FALLBACK = 'Please try again.';

/** Someone else's conversation, or none with that id: one answer for both. */
export const THREAD_NOT_FOUND = 'Conversation not found';
export const SAVED_NOT_FOUND = 'Saved response not found.';
export const MESSAGE_NOT_FOUND = 'That reply is not in this conversation.';

export const CHAT_TITLE_MAX = 100;
export const SAVED_CONTENT_MAX = 20_000;
export const DOC_TITLE_MAX = 200;
/** How many conversations one page of the history holds. */
export const THREADS_PAGE = 20;
export const WORKFLOW_STEPS = 6;

export const MESSAGE_TOO_LONG = 'Messages can be at most 4,000 characters.';
export const MESSAGE_REQUIRED = 'Type a message to send.';
export const KEY_REQUIRED = 'Enter your OpenAI API key to chat with your own ChatGPT.';
export const KEY_NOT_ALLOWED = 'Only "Use Your ChatGPT" takes an OpenAI API key: remove it, or choose that expert.';

const PERSONA_MESSAGE = `Choose one of the experts: ${PERSONA_IDS.join(', ')}.`;
const USE_CASE_MESSAGE = `Choose a focus area: one of ${USE_CASE_IDS.join(', ')}.`;

export const PersonaId = z.enum(PERSONA_IDS, { error: PERSONA_MESSAGE });
export const UseCaseId = z.enum(USE_CASE_IDS, { error: USE_CASE_MESSAGE });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A conversation id: a UUID (lower case). Anything else is a link that names no conversation. */
export const ThreadId = z.string({ error: 'This conversation link is not valid.' }).regex(UUID, 'This conversation link is not valid.');
/** A saved response id: 32 hexadecimal characters. */
export const SavedId = z.string({ error: 'This saved response is not valid.' }).regex(/^[0-9a-f]{32}$/, 'This saved response is not valid.');
/** A message id: a UUID. */
export const MessageId = z.string({ error: 'This reply is not valid.' }).regex(UUID, 'This reply is not valid.');

/** The user's own OpenAI key, as typed: trimmed, required, one word. Never stored, never logged. */
export const OpenAiKey = z
  .string({ error: KEY_REQUIRED })
  .trim()
  .min(1, KEY_REQUIRED)
  .max(512, 'That is too long to be an OpenAI API key: paste the key only.')
  .regex(/^\S+$/, 'An OpenAI API key has no spaces in it: paste the key only.')
  .regex(/^[\x21-\x7E]+$/, 'An OpenAI API key is made of letters, digits and dashes: paste the key only.');

export const ChatWorkflowRef = z.object({
  id: z.string({ error: 'workflow.id must be text.' }).trim().min(1, 'Choose a workflow.').max(80, 'Choose a workflow.'),
  step: z
    .number({ error: `workflow.step must be a step number from 1 to ${WORKFLOW_STEPS}.` })
    .int(`workflow.step must be a step number from 1 to ${WORKFLOW_STEPS}.`)
    .min(1, `workflow.step must be a step number from 1 to ${WORKFLOW_STEPS}.`)
    .max(WORKFLOW_STEPS, `workflow.step must be a step number from 1 to ${WORKFLOW_STEPS}.`),
});

/** POST /chat/messages: one message to an expert, in a conversation or starting one. */
export const SendChatMessage = z
  .object({
    thread_id: ThreadId.optional(),
    message: z.string({ error: MESSAGE_REQUIRED }).trim().min(1, MESSAGE_REQUIRED).max(CHAT_MESSAGE_MAX, MESSAGE_TOO_LONG),
    persona: PersonaId,
    use_case: UseCaseId.default('general'),
    openai_api_key: OpenAiKey.optional(),
    workflow: ChatWorkflowRef.optional(),
    /** The browser's time zone: the reply speaks of the season of the day it is there (absent: UTC). */
    time_zone: TimeZone.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.persona === 'chatgpt' && body.openai_api_key === undefined) ctx.addIssue({ code: 'custom', path: ['openai_api_key'], message: KEY_REQUIRED });
    if (body.persona !== 'chatgpt' && body.openai_api_key !== undefined) ctx.addIssue({ code: 'custom', path: ['openai_api_key'], message: KEY_NOT_ALLOWED });
  });
export type SendChatMessage = z.input<typeof SendChatMessage>;

/** The reply, streamed as plain text. */
export const ChatReplyText = z.string();

export const ChatThreadView = z.object({
  id: z.string(),
  title: z.string(),
  persona: PersonaId,
  useCase: UseCaseId,
  lastMessageAt: z.string(),
  createdAt: z.string(),
  workflow: z.object({ id: z.string(), step: z.number().int() }).nullable(),
});
export type ChatThreadView = z.infer<typeof ChatThreadView>;

export const ChatMessageView = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  threadId: z.string(),
  persona: PersonaId,
});
export type ChatMessageView = z.infer<typeof ChatMessageView>;

export const SavedResponseView = z.object({
  id: z.string(),
  content: z.string(),
  persona: PersonaId,
  threadId: z.string().nullable(),
  messageId: z.string().nullable(),
  createdAt: z.string(),
});
export type SavedResponseView = z.infer<typeof SavedResponseView>;

export const ThreadParams = z.object({ threadId: ThreadId });
export const SavedParams = z.object({ savedId: SavedId });

export const ListThreadsQuery = z.object({
  /** Words said in the conversation or in its title (case-insensitive). */
  q: z.string({ error: 'Search for text.' }).trim().max(200, 'Search for at most 200 characters.').optional(),
  /** `nextCursor` of the page before. */
  cursor: z
    .string({ error: 'This page link is not valid.' })
    .max(2000, 'This page link is not valid.')
    .regex(/^[A-Za-z0-9_-]+$/, 'This page link is not valid.')
    .optional(),
});
export type ListThreadsQuery = z.input<typeof ListThreadsQuery>;

export const ChatThreadList = z.object({ threads: z.array(ChatThreadView), nextCursor: z.string().nullable() });
export const ChatThreadDetail = z.object({ thread: ChatThreadView, messages: z.array(ChatMessageView) });
export const ChatThreadResponse = z.object({ thread: ChatThreadView });

export const RenameThreadBody = z.object({
  title: z
    .string({ error: 'Enter a name for the conversation.' })
    .transform(cleanName)
    .pipe(z.string().min(1, 'Enter a name for the conversation.').max(CHAT_TITLE_MAX, `A conversation name can be at most ${CHAT_TITLE_MAX} characters.`)),
});
export type RenameThreadBody = z.input<typeof RenameThreadBody>;

export const Deleted = z.object({ deleted: z.literal(true) });

export const SavedList = z.object({ saved: z.array(SavedResponseView) });
export const SavedResponse = z.object({ saved: SavedResponseView });

/** POST /chat/saved: a reply to keep. Saving the same reply (message_id) twice keeps it once. */
export const SaveResponseBody = z
  .object({
    content: z
      .string({ error: 'There is no reply to save.' })
      .trim()
      .min(1, 'There is no reply to save.')
      .max(SAVED_CONTENT_MAX, 'A saved response can be at most 20,000 characters.'),
    persona: PersonaId,
    thread_id: ThreadId.optional(),
    message_id: MessageId.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.message_id !== undefined && body.thread_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['thread_id'], message: 'Saving a reply needs its conversation: send thread_id with message_id.' });
  });
export type SaveResponseBody = z.input<typeof SaveResponseBody>;

/** POST /chat/docs: "Create Doc from Output". The request id (one per click) makes a retried click one draft. */
export const CreateDocBody = z.object({
  content: z
    .string({ error: 'There is no text to make a document from.' })
    .trim()
    .min(1, 'There is no text to make a document from.')
    .max(SAVED_CONTENT_MAX, 'A document from a reply can be at most 20,000 characters.'),
  title: z
    .string({ error: 'The title must be text.' })
    .transform(cleanName)
    .pipe(z.string().max(DOC_TITLE_MAX, `Title must be at most ${DOC_TITLE_MAX} characters.`))
    .optional(),
  request_id: z.string({ error: 'request_id is required.' }).uuid('The request id must be a UUID.'),
});
export type CreateDocBody = z.input<typeof CreateDocBody>;
export const CreateDocResponse = z.object({ item: ContentItem });

/** POST /chat/verify-key: the connection check of "Use Your ChatGPT". */
export const VerifyKeyBody = z.object({ openai_api_key: OpenAiKey });
export type VerifyKeyBody = z.input<typeof VerifyKeyBody>;
export const VerifyKeyResponse = z.object({ ok: z.literal(true) });

export const chatEndpoints = {
  /** One AI credit per reply (none with the user's own key), given back when the AI fails before its first word. */
  send: endpoint({
    name: 'SendChatMessage',
    area: 'chat',
    method: 'POST',
    path: '/chat/messages',
    access: 'owner',
    transport: 'stream',
    body: SendChatMessage,
    response: ChatReplyText,
  }),
  listThreads: endpoint({
    name: 'ListChatThreads',
    area: 'chat',
    method: 'GET',
    path: '/chat/threads',
    access: 'owner',
    query: ListThreadsQuery,
    response: ChatThreadList,
  }),
  getThread: endpoint({
    name: 'GetChatThread',
    area: 'chat',
    method: 'GET',
    path: '/chat/threads/{threadId}',
    access: 'owner',
    params: ThreadParams,
    response: ChatThreadDetail,
  }),
  renameThread: endpoint({
    name: 'RenameChatThread',
    area: 'chat',
    method: 'PATCH',
    path: '/chat/threads/{threadId}',
    access: 'owner',
    params: ThreadParams,
    body: RenameThreadBody,
    response: ChatThreadResponse,
  }),
  deleteThread: endpoint({
    name: 'DeleteChatThread',
    area: 'chat',
    method: 'DELETE',
    path: '/chat/threads/{threadId}',
    access: 'owner',
    params: ThreadParams,
    response: Deleted,
  }),
  listSaved: endpoint({ name: 'ListSavedResponses', area: 'chat', method: 'GET', path: '/chat/saved', access: 'owner', response: SavedList }),
  saveResponse: endpoint({
    name: 'SaveChatResponse',
    area: 'chat',
    method: 'POST',
    path: '/chat/saved',
    access: 'owner',
    body: SaveResponseBody,
    response: SavedResponse,
  }),
  deleteSaved: endpoint({
    name: 'DeleteSavedResponse',
    area: 'chat',
    method: 'DELETE',
    path: '/chat/saved/{savedId}',
    access: 'owner',
    params: SavedParams,
    response: Deleted,
  }),
  createDoc: endpoint({
    name: 'CreateDocFromOutput',
    area: 'chat',
    method: 'POST',
    path: '/chat/docs',
    access: 'owner',
    body: CreateDocBody,
    response: CreateDocResponse,
  }),
  verifyKey: endpoint({
    name: 'VerifyOpenAiKey',
    area: 'chat',
    method: 'POST',
    path: '/chat/verify-key',
    access: 'owner',
    body: VerifyKeyBody,
    response: VerifyKeyResponse,
  }),
};
