// The chat's rules without React: the messages shown (stored ones with their ids, a local
// greeting, the reply growing as it streams), the workflow's guided steps, the failure toast,
// which view the page shows for an address, and a thread exported as Markdown.
import { CHAT_ERROR_FALLBACK, CHAT_ERROR_TITLE, WORKFLOW_STEPS } from '#contracts/chat';
import { personaOrDefault, PERSONA_IDS, type ChatWorkflow, type Persona, type PersonaId } from '#contracts/chat-personas';
import { ApiError } from '../../lib/api-client.ts';
import type { ChatMessage, ChatThread } from '../../queries/chat.ts';
import { GENERIC_ERROR } from '../../app/errors.ts';
import { paths } from '../../app/routing/paths.ts';
import { UPGRADE, type ToastInput } from '../../app/toast/toast-state.ts';

export type ChatRole = 'user' | 'assistant';

/** A message as the chat box shows it. */
export interface ShownMessage {
  /** Stable React key. */
  key: string;
  role: ChatRole;
  content: string;
  /** The stored message's id; null for a greeting or a message not stored (yet). */
  id: string | null;
}

/** The workflow a conversation is following, and the step it is on (1..6). */
export interface RunningWorkflow {
  workflow: ChatWorkflow;
  step: number;
}

let keyCounter = 0;
/** A React key for a message made in this tab. */
export function localKey(prefix: string): string {
  keyCounter += 1;
  return `${prefix}-${keyCounter}`;
}

/** The stored messages (already oldest first) as the chat shows them. */
export function shownFromStored(messages: readonly ChatMessage[]): ShownMessage[] {
  return messages.map((message) => ({ key: message.id, role: message.role, content: message.content, id: message.id }));
}

/** Chat send does nothing if the message is blank (spec 02 §5). */
export function isBlank(text: string): boolean {
  return !text.trim();
}

/** The first message of "Start This Workflow". */
export function workflowStartMessage(workflow: ChatWorkflow): string {
  return `Let's work through the ${workflow.title} workflow.`;
}

function withoutEndPunctuation(text: string): string {
  return text.trim().replace(/[.!?:;,\s]+$/, '');
}

/** What "Next step" sends to move the workflow to `step` (2..6). */
export function nextStepMessage(workflow: ChatWorkflow, step: number): string {
  return `Let's move on to step ${step}: ${withoutEndPunctuation(workflow.steps[step - 1] ?? '')}.`;
}

/** Typing "next step" (or "next") while a workflow runs moves it on, as the Next step button does. */
export function asksForNextStep(text: string, running: RunningWorkflow | null): boolean {
  return hasNextStep(running) && /^(?:next(?:\s+step)?|go on|continue)[.!]?$/i.test(text.trim());
}

/** The line above the message box while a workflow runs: "Step N of 6: …". */
export function workflowStatus(running: RunningWorkflow): string {
  return `Step ${running.step} of ${WORKFLOW_STEPS}: ${running.workflow.steps[running.step - 1] ?? ''}`;
}

/** Whether "Next step" is offered: only before the last step. */
export function hasNextStep(running: RunningWorkflow | null): boolean {
  return running !== null && running.step < WORKFLOW_STEPS;
}

/** The workflow a stored thread was following (its persona's workflow by id), or null. */
export function workflowOfThread(thread: Pick<ChatThread, 'persona' | 'workflow'>): RunningWorkflow | null {
  if (!thread.workflow) return null;
  const workflow = personaOrDefault(thread.persona).workflows.find((candidate) => candidate.id === thread.workflow?.id);
  if (!workflow) return null;
  const step = Math.min(Math.max(Math.trunc(thread.workflow.step), 1), WORKFLOW_STEPS);
  return { workflow, step };
}

/** The spec's chat failure toast (§8): the server's message or "Please try again."; out of credits links to the plans. */
export function sendFailureToast(error: unknown): ToastInput {
  const raw = error instanceof Error ? error.message.trim() : '';
  const description = raw && raw !== GENERIC_ERROR ? raw : CHAT_ERROR_FALLBACK;
  const toast: ToastInput = { title: CHAT_ERROR_TITLE, description, variant: 'destructive' };
  if (error instanceof ApiError && error.status === 402) toast.action = { text: UPGRADE, href: paths.pricing() };
  return toast;
}

/** Whether a failure means the user's own key was refused (the key form asks again). */
export function isRefusedKey(error: unknown): boolean {
  return error instanceof ApiError && error.status === 400 && /key/i.test(error.message) && /openai/i.test(error.message);
}

/** The view for an address: the picker, an expert's chat (its id from the address), or a stored conversation. */
export type AssistantAddress = { view: 'picker' } | { view: 'persona'; persona: PersonaId; known: boolean } | { view: 'thread'; threadId: string };

export function addressOf(params: { persona?: string | undefined; threadId?: string | undefined }): AssistantAddress {
  if (params.threadId) return { view: 'thread', threadId: params.threadId };
  if (params.persona) {
    const known = (PERSONA_IDS as readonly string[]).includes(params.persona);
    return { view: 'persona', persona: personaOrDefault(params.persona).id, known };
  }
  return { view: 'picker' };
}

/** "Connecting with {name}..." (spec 02 §2.1). */
export function connectingText(persona: Persona): string {
  return `Connecting with ${persona.name}...`;
}

/** A file name for a thread's export: its title in lower-case words, `.md`. */
export function exportFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'conversation'}.md`;
}

function day(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 16).replace('T', ' ');
}

/** A thread and its messages (oldest first) as a Markdown document. */
export function threadMarkdown(
  thread: Pick<ChatThread, 'title' | 'persona' | 'createdAt'>,
  messages: readonly Pick<ChatMessage, 'role' | 'content' | 'createdAt'>[],
): string {
  const persona = personaOrDefault(thread.persona);
  const lines = [`# ${thread.title}`, '', `Conversation with ${persona.name} (${persona.role}), started ${day(thread.createdAt)} UTC.`, ''];
  for (const message of messages) {
    lines.push(`## ${message.role === 'user' ? 'You' : persona.name} — ${day(message.createdAt)} UTC`, '', message.content.trim(), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
