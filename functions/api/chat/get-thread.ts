// GET /chat/threads/{threadId} — one of the caller's conversations and its messages, oldest first.
import { apiRoute } from '#lib/http';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = apiRoute(chatEndpoints.getThread, ({ caller, params }) => Chat.getThread(caller.userId, params.threadId));
