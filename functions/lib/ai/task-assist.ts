// The task page's AI Writing Assistant: a suggestion for a task's description, streamed. The
// model (OPENAI_API_KEY set) or the offline writer continues the description as the user
// has it: what to do next, the steps, and how to know the task is done, in the business's
// own terms. The page appends it after a blank line; nothing is saved here.
import { config } from '#lib/config';
import { streamChunks } from './chunks.ts';
import { streamText } from './index.ts';
import { contentBrief, lowerFirst, upperFirst } from './offline/brief.ts';
import type { AssistRequest } from './plan-types.ts';
import type { ChatMessage, StreamOptions } from './types.ts';

const SYSTEM =
  'You are Markk, a practical marketing project assistant for small businesses. You help write the description of one task on a project board. ' +
  'Continue or improve the description as instructed: concrete next steps, who or what is needed, and how to know the task is done. ' +
  'Answer with the text to add only: plain text, short lines or a "-" list, no preamble, no quotes, no repetition of the existing text.';

export function assistMessages(request: AssistRequest): ChatMessage[] {
  const brand = request.brand
    ? [
        `Brand: ${request.brand.name}`,
        `Industry: ${request.brand.industry}`,
        `Target audience: ${request.brand.targetAudience}`,
        `Main goal: ${request.brand.mainGoal}`,
        `Tone of voice: ${request.brand.toneOfVoice}`,
      ].join('\n')
    : 'Brand: not set up yet';
  const user = [
    brand,
    '',
    `Project: ${request.project.title}${request.project.description.trim() ? ` (${request.project.description.trim()})` : ''}`,
    `Task: ${request.task.title} (status ${request.task.status}, priority ${request.task.priority}${request.task.dueDate ? `, due ${request.task.dueDate}` : ''})`,
    `Instruction: ${request.instruction || 'Suggest what to add to this task description.'}`,
    '',
    'Task description so far:',
    request.text.trim() || '(empty)',
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}

type AssistKind = 'steps' | 'checklist' | 'summary' | 'questions' | 'suggest';

function kindOf(instruction: string): AssistKind {
  const text = instruction.toLowerCase();
  if (/\b(check ?list|to-?do|todo)\b/.test(text)) return 'checklist';
  if (/\b(steps?|how to|plan|break (it )?down|outline)\b/.test(text)) return 'steps';
  if (/\b(summar\w*|shorter|short|tl;?dr|one line|brief)\b/.test(text)) return 'summary';
  if (/\b(questions?|ask|unclear|unknowns?)\b/.test(text)) return 'questions';
  return 'suggest';
}

const sentenceOf = (s: string) => {
  const t = upperFirst(s.trim().replace(/\s+/g, ' '));
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** The offline writer's suggestion: deterministic for a task, its text and the instruction. */
export function assistOffline(request: AssistRequest): string {
  const brief = request.brand ? contentBrief(request.brand) : null;
  const task = request.task.title.trim().replace(/[.!?]+$/, '');
  const taskLower = lowerFirst(task);
  const who = brief ? `${brief.audience}${brief.place ? ` in ${brief.place}` : ''}` : 'your customers';
  const name = request.brand?.name ?? 'the business';
  const goal = brief ? brief.goal.text : 'the project goal';
  const product = brief ? brief.kind.products[0]![0] : null;
  const due = request.task.dueDate ? ` before ${request.task.dueDate}` : '';
  const first = request.text.trim() ? 'Building on what is written above' : `For "${task}"`;
  const project = request.project.title.trim();

  switch (kindOf(request.instruction)) {
    case 'checklist':
      return [
        `Checklist for "${task}":`,
        `- [ ] Agree what "done" means for ${taskLower} and who signs it off`,
        `- [ ] Gather what is needed${product ? ` (photos, prices and the story of the ${product})` : ' (photos, prices, wording)'}`,
        `- [ ] Draft it and ask one person from ${who === 'your customers' ? 'your customers' : who} for a quick reaction`,
        `- [ ] Finish it${due} and share it with the team`,
        `- [ ] Note how it moved ${goal}`,
      ].join('\n');
    case 'steps':
      return [
        `${first}, the steps:`,
        `1. Write down what ${taskLower} must achieve for "${project}": ${goal}.`,
        `2. Collect the material: what ${name} already has, and what is missing.`,
        `3. Do the work in one focused block${due}, then ask a teammate to check it.`,
        `4. Publish or hand it over, and tell ${who} where to find it.`,
        `5. After a week, check the result against ${goal} and note what to change.`,
      ].join('\n');
    case 'summary':
      return sentenceOf(
        `In short: ${taskLower} moves "${project}" forward by reaching ${who}${product ? ` with the ${product}` : ''}; it is done when it is live${due} and its effect on ${goal} can be seen`,
      );
    case 'questions':
      return [
        `Questions to answer before starting "${task}":`,
        `- Who is it for exactly: ${who}, or a narrower group?`,
        `- What one result would make it worth the time (for ${name}: ${goal})?`,
        `- What is needed from others, and by when${due ? `, to finish${due}` : ''}?`,
        '- How will we know it worked, and when will we check?',
      ].join('\n');
    default:
      return [
        `${first}:`,
        `- Goal: ${sentenceOf(`${taskLower} should help ${goal}`)}`,
        `- Audience: ${who}${product ? `; lead with the ${product}, the thing they already come for` : ''}.`,
        `- Next step: block an hour${due}, draft a first version and share it on the board for comments.`,
        `- Done when: it is live, the team knows about it, and the result is noted on this task.`,
      ].join('\n');
  }
}

/** The suggestion, streamed: the model's answer as it arrives, or the offline writer's a few words at a time. */
export function assistText(request: AssistRequest, options: StreamOptions = {}): AsyncIterable<string> {
  if (config().OPENAI_API_KEY) return streamText(assistMessages(request), options);
  return streamChunks(assistOffline(request), { signal: options.signal });
}
