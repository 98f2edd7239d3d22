// POST /chat/verify-key — "Use Your ChatGPT": checks the user's own OpenAI key with a cheap
// real call. The key is used for this call only: never stored, never logged.
import { apiRoute } from '#lib/http';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = apiRoute(chatEndpoints.verifyKey, ({ body }) => Chat.verifyKey(body.openai_api_key));
