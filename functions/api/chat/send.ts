// POST /stream/chat/messages — a message to an AI expert, answered as it is written (a
// streamed route: functions/lib/stream.ts); the conversation's id in the x-markk-thread-id header.
import { streamRoute } from '#lib/stream';
import { chatEndpoints } from '#contracts/chat';
import * as Chat from '#domain/chat';

export const handler = streamRoute(chatEndpoints.send, ({ caller, body, signal, setHeader }) => Chat.send(caller.userId, body, { signal, setHeader }));
