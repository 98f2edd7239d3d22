// DELETE /chat/threads/{threadId} — deletes one of the caller's conversations and its messages.
import { apiRoute } from '#lib/http';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = apiRoute(chatEndpoints.deleteThread, async ({ caller, params }) => {
  await Chat.deleteThread(caller.userId, params.threadId);
  return { deleted: true as const };
});
