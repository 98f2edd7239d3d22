// PATCH /chat/threads/{threadId} — renames one of the caller's conversations.
import { apiRoute } from '#lib/http';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = apiRoute(chatEndpoints.renameThread, async ({ caller, params, body }) => ({
  thread: await Chat.renameThread(caller.userId, params.threadId, body.title),
}));
