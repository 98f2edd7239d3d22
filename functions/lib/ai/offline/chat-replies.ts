// The kinds of offline chat answer besides a topic plan: a workflow step, a draft, a deeper follow-up and small talk.
import { PERSONAS, USE_CASE_LABELS, quickActionsFor, type ChatWorkflow } from '#contracts/chat-personas';
import type { ChatRequest } from '#lib/ai/chat-prompt';
import { lowerFirst } from './brief.ts';
import { personaAngle } from './chat-angle.ts';
import { noDot, pick, type Ctx } from './chat-context.ts';
import { CHAT_TOPICS, DRAFT_TOPIC, TOPIC_LABELS, type ChatTopic, type DraftKind } from './chat-topic.ts';
import { CLOSINGS } from './tables/chat-closings.ts';
import { DEEPER } from './tables/chat-deeper.ts';
import { DRAFTS } from './tables/chat-drafts.ts';
import { GUIDE_PATTERNS } from './tables/chat-guide-patterns.ts';
import { OPENINGS } from './tables/chat-openings.ts';
import { STEP_GUIDES } from './tables/chat-step-guides.ts';
import { STOP_STEMS } from './tables/chat-stop-words.ts';
import { TOPICS } from './tables/chat-topics.ts';
import { WORKFLOW_GUIDES } from './tables/chat-workflow-guides.ts';

/** What to do in a workflow step: the guide its words match, else the closest advice from every topic. */
export function guideFor(c: Ctx, workflow: ChatWorkflow, step: number, topic: ChatTopic): string[] {
  const text = workflow.steps[step - 1] ?? '';
  const name = WORKFLOW_GUIDES[workflow.id]?.[step - 1] ?? GUIDE_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
  return name ? STEP_GUIDES[name](c) : stepsFor(c, `${text} ${workflow.title}`, topic);
}

export function stepReply(c: Ctx, request: ChatRequest, workflow: ChatWorkflow, step: number, topic: ChatTopic): string[] {
  const n = Math.min(Math.max(Math.trunc(step), 1), 6);
  const current = workflow.steps[n - 1]!;
  const next = workflow.steps[n];
  const angle = personaAngle(c, topic);
  const relevant = guideFor(c, workflow, n, topic);
  return [
    `### Step ${n} of 6: ${current}`,
    `We're working through "${workflow.title}" for ${c.name}. This step is about getting one thing right: ${lowerFirst(noDot(current))}.`,
    '',
    '### How to do it',
    `1. Give this step one focused session of 45 minutes, and write the result down where the team can see it.`,
    ...relevant.map((s, i) => `${i + 2}. ${s}`),
    '',
    `### ${angle.heading}`,
    ...angle.lines.slice(0, 3).map((l) => (l.startsWith('  - ') ? l : `- ${l}`)),
    '',
    `Action: Finish this step for ${c.name} today (${lowerFirst(noDot(current).split(':')[0]!)}) and write down what you decided here in the chat.`,
    next
      ? `Next: Step ${n + 1} of 6 — ${next}. Say "next step" when you're ready.`
      : `Next: That completes "${workflow.title}". Put a date in your calendar in four weeks to review the results${request.useCase !== 'general' ? ` and pick your next ${USE_CASE_LABELS[request.useCase].toLowerCase()} workflow` : ''}.`,
  ];
}

export const stems = (text: string) => new Set((text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.slice(0, 5)).filter((w) => !STOP_STEMS.has(w)));

/** The (up to four) pieces of advice from every topic's plan that share most words with a workflow step, then the step topic's own. */
export function stepsFor(c: Ctx, stepText: string, topic: ChatTopic): string[] {
  const wanted = stems(stepText);
  const scored = CHAT_TOPICS.flatMap((t) => TOPICS[t](c).steps.map((s) => ({ s, score: [...stems(s)].filter((w) => wanted.has(w)).length })));
  const matched = scored
    .filter((x) => x.score >= 1)
    .sort((a, b) => b.score - a.score)
    .map((x) => x.s);
  return [...new Set([...matched, ...TOPICS[topic](c).steps])].slice(0, 4);
}

export function draftReply(c: Ctx, request: ChatRequest, kind: DraftKind): string[] {
  const draft = DRAFTS[kind](c);
  const label = TOPIC_LABELS[DRAFT_TOPIC[kind]];
  const opening = pick(c.rand, OPENINGS[request.persona])(c, label);
  return [
    `### ${draft.heading}`,
    `${opening} Below is a draft in a ${lowerFirst(c.voice)} voice, ready to edit.`,
    '',
    ...draft.lines,
    '',
    '### Why it works',
    ...draft.why.map((w) => `- ${w}`),
    '',
    `Action: ${draft.action}`,
    ...(c.brandKnown ? [] : ['Next: Fill in your brand kit in Markk, and drafts will use your products, audience and goal.']),
    '',
    pick(c.rand, CLOSINGS[request.persona])(c),
  ];
}

/** A same-topic follow-up: three deeper parts, starting after the ones the thread has already had. */
export function deeperReply(c: Ctx, request: ChatRequest, topic: ChatTopic, opening: string): string[] {
  const parts = DEEPER[topic];
  const earlier = request.history.filter((t) => t.role === 'assistant' && t.content.includes('### Going deeper')).length;
  // Three at a time in order, without wrapping mid-reply: the thread covers every part before repeating one.
  const rounds = Math.ceil(parts.length / 3);
  const start = (earlier % rounds) * 3;
  const chosen = parts.slice(start, start + 3);
  const lastAction = [...request.history]
    .reverse()
    .find((t) => t.role === 'assistant' && /^Action: /m.test(t.content))
    ?.content.match(/^Action: (.*)$/m)?.[1];
  const lines = [`### Going deeper: ${lowerFirst(TOPIC_LABELS[topic])} for ${c.name}`, opening];
  if (lastAction) lines.push(`Last time the action was: ${lowerFirst(noDot(lastAction))}. Here is the next layer.`);
  for (const [name, title] of chosen) lines.push('', `### ${title}`, ...STEP_GUIDES[name](c).map((l) => `- ${l}`));
  const next = parts[(start + chosen.length) % parts.length]!;
  lines.push('', `Action: Pick one of the parts above and do it this week for ${c.name}.`, `Next: Ask me for more and we will cover ${lowerFirst(next[1])}.`);
  return lines;
}

/** The answer to a hello or a thank-you: short, in the expert's voice, with where to go next. */
export function smallTalk(c: Ctx, request: ChatRequest): string[] {
  const persona = PERSONAS[request.persona];
  const thanks = /^(thanks|thank you|cheers|great|perfect|brilliant|awesome|nice|ok|okay)\b/i.test(request.message.trim());
  const ideas = quickActionsFor(persona, request.useCase).slice(0, 3);
  return [
    `### ${thanks ? 'Glad that helps' : `Hello from ${persona.name}`}`,
    thanks
      ? `Happy to help ${c.name}. When you have tried it, tell me how it went and we will adjust.`
      : `I'm ${persona.name === 'Use Your ChatGPT' ? 'your marketing assistant' : `${persona.name}, your ${persona.role.toLowerCase()}`}, and I already know ${c.brandKnown ? `${c.name}'s brand kit` : 'the basics'}. Here is where I can help${c.brandKnown ? ` ${c.name}` : ''} today:`,
    '',
    ...ideas.map((action) => `- ${action.label}: ${action.prompt}`),
    '',
    `Next: Pick one of these, or tell me what you are working on${request.useCase !== 'general' ? ` in ${USE_CASE_LABELS[request.useCase].toLowerCase()}` : ''}.`,
  ];
}
