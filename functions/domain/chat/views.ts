// The AI expert chat: its messages, how threads, messages and saved replies are shown, the search text, and keys kept out of everything.
import { CHAT_ERROR_FALLBACK, type ChatMessageView, type ChatThreadView, type SavedResponseView } from '#contracts/chat';
import { USE_CASE_IDS, personaOrDefault, type UseCaseId } from '#contracts/chat-personas';
import type { ChatMessageItem } from '#data/entities/chat-message';
import { SEARCH_TEXT_MAX, type ChatThreadItem } from '#data/entities/chat-thread';
import type { SavedResponseItem } from '#data/entities/saved-response';
import { DomainError, Unavailable } from '#lib/errors';
import { logger } from '#lib/logger';

/** How many earlier messages the expert is given (chat.ts trims them further to its context budget). */
export const HISTORY_MESSAGES = 40;

/** When the expert fails for a reason no one named: the spec's fallback, with who failed. */
export const CHAT_FAILED = `The expert could not answer just now. ${CHAT_ERROR_FALLBACK}`;
export const KEY_CHECK_FAILED = 'We could not reach OpenAI to check your key just now. Please try again in a moment.';

// ---- Views ----

export const useCaseOr = (value: string): UseCaseId => ((USE_CASE_IDS as readonly string[]).includes(value) ? (value as UseCaseId) : 'general');

export function toThreadView(
  item: Pick<ChatThreadItem, 'threadId' | 'title' | 'persona' | 'useCase' | 'lastMessageAt' | 'createdAt' | 'workflowId' | 'workflowStep'>,
): ChatThreadView {
  return {
    id: item.threadId,
    title: item.title,
    persona: personaOrDefault(item.persona).id,
    useCase: useCaseOr(item.useCase),
    lastMessageAt: item.lastMessageAt,
    createdAt: item.createdAt,
    workflow: item.workflowId ? { id: item.workflowId, step: item.workflowStep ?? 1 } : null,
  };
}

export function toMessageView(item: ChatMessageItem): ChatMessageView {
  return {
    id: item.messageId,
    role: item.role,
    content: item.content,
    createdAt: item.createdAt,
    threadId: item.threadId,
    persona: personaOrDefault(item.persona).id,
  };
}

export function toSavedView(item: SavedResponseItem): SavedResponseView {
  return {
    id: item.savedId,
    content: item.content,
    persona: personaOrDefault(item.persona).id,
    threadId: item.threadId ?? null,
    messageId: item.messageId ?? null,
    createdAt: item.createdAt,
  };
}

/** The last `max` characters of `text`, never starting in the middle of a character. */
export function tailOf(text: string, max: number): string {
  if (text.length <= max) return text;
  const tail = text.slice(text.length - max);
  return /^[\uDC00-\uDFFF]/.test(tail) ? tail.slice(1) : tail;
}

/**
 * A conversation's search text: its title, lower-cased, on the first line, then what was
 * said (lower-cased), the newest SEARCH_TEXT_MAX characters of it. Titles are one line.
 */
export function searchTextOf(title: string, said: string): string {
  return `${title.toLowerCase()}\n${tailOf(said.toLowerCase(), SEARCH_TEXT_MAX)}`;
}

/** What was said, from a search text (everything after its title line). */
export function saidOf(searchText: string): string {
  const at = searchText.indexOf('\n');
  return at < 0 ? '' : searchText.slice(at + 1);
}

/** The search text with more said in the conversation. */
export function withSaid(searchText: string, title: string, ...texts: string[]): string {
  const said = [saidOf(searchText), ...texts].filter(Boolean).join('\n');
  return searchTextOf(title, said);
}

/** `text` with the user's key taken out wherever it appears. */
export function redact(text: string, key: string | undefined): string {
  return key ? text.split(key).join('[your key]') : text;
}

/** An error to answer with, in words a user can act on, never carrying the user's key. */
export function answerFor(error: unknown, key: string | undefined, fallback: string): DomainError {
  if (error instanceof DomainError) {
    const message = redact(error.message, key);
    if (message === error.message) return error;
    const Same = error.constructor as new (message: string) => DomainError;
    return new Same(message);
  }
  // Only the kind of failure is logged: a provider's message may repeat what it was sent.
  logger.error('The chat failed for a reason with no message for the user', { errorName: (error as Error | undefined)?.name ?? typeof error });
  return new Unavailable(fallback);
}
