// The chat's request contracts: what a person may send and the sentences that say what to
// fix — the message limit, the experts and focus areas, the own key only for "Use Your
// ChatGPT", workflow steps, conversation names, saved replies and Create Doc from Output.
import { describe, expect, it } from 'vitest';
import { describeIssues } from '#lib/http';
import {
  CHAT_MESSAGE_MAX,
  CreateDocBody,
  KEY_NOT_ALLOWED,
  KEY_REQUIRED,
  ListThreadsQuery,
  MESSAGE_TOO_LONG,
  RenameThreadBody,
  SaveResponseBody,
  SendChatMessage,
  VerifyKeyBody,
  chatEndpoints,
} from '#contracts/chat';

/** The 400's sentence for a body, as the API answers it; null when the body is fine. */
const problem = (schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? null : describeIssues(parsed.error as never, 'body');
};

describe('SendChatMessage', () => {
  it('takes a message to an expert, trimmed, with the general focus area unless one is chosen', () => {
    expect(SendChatMessage.parse({ message: '  Hello  ', persona: 'thomas' })).toEqual({ message: 'Hello', persona: 'thomas', use_case: 'general' });
    expect(SendChatMessage.parse({ message: 'Hi', persona: 'ppc', use_case: 'ads', workflow: { id: 'w', step: 6 } }).workflow).toEqual({ id: 'w', step: 6 });
  });

  it(`refuses a message over ${CHAT_MESSAGE_MAX} characters, naming the limit, and a blank one`, () => {
    expect(problem(SendChatMessage, { message: 'a'.repeat(CHAT_MESSAGE_MAX), persona: 'thomas' })).toBeNull();
    expect(problem(SendChatMessage, { message: 'a'.repeat(CHAT_MESSAGE_MAX + 1), persona: 'thomas' })).toBe(MESSAGE_TOO_LONG);
    expect(problem(SendChatMessage, { message: 'a'.repeat(20_000), persona: 'thomas' })).toBe('Messages can be at most 4,000 characters.');
    expect(problem(SendChatMessage, { message: ' \n ', persona: 'thomas' })).toBe('Type a message to send.');
    expect(problem(SendChatMessage, { persona: 'thomas' })).toBe('message must be text.');
  });

  it('refuses an unknown expert or focus area with the choices', () => {
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'einstein' })).toBe(
      'Choose one of the experts: thomas, copywriter, strategist, ppc, social, chatgpt.',
    );
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'thomas', use_case: 'astrology' })).toMatch(/^Choose a focus area: one of general, /);
  });

  it('takes an OpenAI key for "Use Your ChatGPT" only, and requires it there', () => {
    expect(SendChatMessage.parse({ message: 'Hi', persona: 'chatgpt', openai_api_key: '  sk-abc  ' }).openai_api_key).toBe('sk-abc');
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'chatgpt' })).toBe(KEY_REQUIRED);
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'copywriter', openai_api_key: 'sk-abc' })).toBe(KEY_NOT_ALLOWED);
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'chatgpt', openai_api_key: 'sk abc' })).toMatch(/no spaces/);
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'chatgpt', openai_api_key: 'sk-ünï' })).toMatch(/paste the key only/);
  });

  it('never repeats the key in a refusal', () => {
    const key = 'sk-has a-space-1234567890';
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'chatgpt', openai_api_key: key })).not.toContain('1234567890');
    expect(problem(VerifyKeyBody, { openai_api_key: key })).not.toContain('1234567890');
  });

  it('takes a conversation id that is a UUID and a workflow step from 1 to 6', () => {
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'thomas', thread_id: 'not-a-thread' })).toBe('This conversation link is not valid.');
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'thomas', workflow: { id: 'w', step: 7 } })).toBe(
      'workflow.step must be a step number from 1 to 6.',
    );
    expect(problem(SendChatMessage, { message: 'Hi', persona: 'thomas', workflow: { id: 'w', step: 1.5 } })).toBe('workflow.step must be a whole number.');
  });
});

describe('the other chat bodies', () => {
  it('names a conversation on one line, 1 to 100 characters', () => {
    expect(RenameThreadBody.parse({ title: '  Spring\n launch  ' })).toEqual({ title: 'Spring launch' });
    expect(problem(RenameThreadBody, { title: '   ' })).toBe('Enter a name for the conversation.');
    expect(problem(RenameThreadBody, { title: 'x'.repeat(101) })).toBe('A conversation name can be at most 100 characters.');
  });

  it('saves a reply of up to 20,000 characters; a message id needs its conversation', () => {
    expect(problem(SaveResponseBody, { content: 'x'.repeat(20_001), persona: 'thomas' })).toBe('A saved response can be at most 20,000 characters.');
    expect(problem(SaveResponseBody, { content: 'x', persona: 'thomas', message_id: '6f1c2a7e-8d4b-4c1a-9e2f-3b5d7a9c1e40' })).toMatch(/thread_id/);
  });

  it('makes a document from a reply with a request id per click', () => {
    expect(CreateDocBody.parse({ content: ' Text ', request_id: '6f1c2a7e-8d4b-4c1a-9e2f-3b5d7a9c1e40' })).toEqual({
      content: 'Text',
      request_id: '6f1c2a7e-8d4b-4c1a-9e2f-3b5d7a9c1e40',
    });
    expect(problem(CreateDocBody, { content: 'Text' })).toBe('request_id must be text.');
    expect(problem(CreateDocBody, { content: '  ', request_id: '6f1c2a7e-8d4b-4c1a-9e2f-3b5d7a9c1e40' })).toBe('There is no text to make a document from.');
  });

  it('pages the history with a cursor of URL-safe characters only', () => {
    expect(ListThreadsQuery.parse({ q: '  Launch ', cursor: 'eyJwayI6IngifQ' })).toEqual({ q: 'Launch', cursor: 'eyJwayI6IngifQ' });
    expect(problem(ListThreadsQuery, { cursor: 'a b' })).toBe('This page link is not valid.');
  });

  it('declares every chat endpoint owner-only, the send streamed', () => {
    for (const endpoint of Object.values(chatEndpoints)) {
      expect(endpoint.access).toBe('owner');
      expect(endpoint.area).toBe('chat');
    }
    expect(chatEndpoints.send.transport).toBe('stream');
  });
});
