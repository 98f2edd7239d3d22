// POST /chat/saved — saves a reply (the same reply twice is one saved item).
import { apiRoute } from '#lib/http';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = apiRoute(chatEndpoints.saveResponse, async ({ caller, body }) => ({ saved: await Chat.saveResponse(caller.userId, body) }));
