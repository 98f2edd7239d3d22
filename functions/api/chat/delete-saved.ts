// DELETE /chat/saved/{savedId} — deletes one of the caller's saved replies.
import { apiRoute } from '#lib/http';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = apiRoute(chatEndpoints.deleteSaved, async ({ caller, params }) => {
  await Chat.deleteSaved(caller.userId, params.savedId);
  return { deleted: true as const };
});
