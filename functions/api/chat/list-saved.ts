// GET /chat/saved — the caller's saved replies, newest first.
import { apiRoute } from '#lib/http';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = apiRoute(chatEndpoints.listSaved, async ({ caller }) => ({ saved: await Chat.listSaved(caller.userId) }));
