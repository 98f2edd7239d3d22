// GET /chat/threads — the caller's conversations, newest message first (search, pages).
import { apiRoute } from '#lib/http';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = apiRoute(chatEndpoints.listThreads, ({ caller, query }) => Chat.listThreads(caller.userId, query ?? {}));
