// The AI expert chat: a message to one of the six experts answered as a stream, the caller's
// conversations (newest message first, searched by title and by what was said), renaming and
// deleting them, saved replies, "Create Doc from Output" and the check of a user's own
// OpenAI key.
//
// Credits: a reply spends one of the caller's AI credits (the same counter as generation),
// given back when the AI fails before its first word; a reply written with the user's own
// key is not metered. The user's key is passed to the AI for this one reply only: it is
// never stored, never logged, and taken out of any message that repeats it.
//
// What is stored: nothing until the expert's first words are in hand (a failed send leaves
// no trace, so sending again is clean); then the conversation (new, or its time and search
// text) and the user's message in one transaction; the expert's reply once the stream ends
// (as far as it got, if the AI broke off; nothing if the user stopped it), in one
// transaction with the conversation's time and search text, before the stream's end is sent.
// The verbs, by responsibility, in chat/.
export {
  HISTORY_MESSAGES,
  CHAT_FAILED,
  KEY_CHECK_FAILED,
  toThreadView,
  toMessageView,
  toSavedView,
  tailOf,
  searchTextOf,
  saidOf,
  withSaid,
  redact,
} from './chat/views.ts';
export { listThreads, getThread, renameThread, deleteThread } from './chat/threads.ts';
export { send, verifyKey } from './chat/send.ts';
export type { SendInput, SendOptions } from './chat/send.ts';
export { savedIdFor, listSaved, saveResponse, deleteSaved } from './chat/saved.ts';
export { docIdFor, createDoc } from './chat/docs.ts';
