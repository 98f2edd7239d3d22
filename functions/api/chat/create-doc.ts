// POST /chat/docs — "Create Doc from Output": a draft document on /content (one per request id).
import { apiRoute } from '#lib/http';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = apiRoute(chatEndpoints.createDoc, async ({ caller, body }) => ({ item: await Chat.createDoc(caller.userId, body) }));
