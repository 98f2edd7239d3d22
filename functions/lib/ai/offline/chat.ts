// The offline expert: how the AI expert chat answers when no AI provider is set up. It is
// templated, but never generic: it reads the question's topic (e-mail, ads and budget,
// social and reels, a launch, pricing and offers, SEO and blogs, landing pages and
// conversion, branding and positioning, the content calendar, reviews and local, measuring
// results), fills a plan for that topic with the brand kit (name, trade and what that kind
// of business sells, place, audience, goal and its calls to action, platforms, voice), adds
// the chosen expert's own angle (Thomas's big idea, Clara's words, Maya's positioning,
// Raj's numbers, Sofia's posts) and formats it the way the chat renders replies. The same
// question always gets the same answer; another question (or the same one later in a
// thread) picks other products, examples and openings. A follow-up refers to the topic
// before it, and a running workflow gets an answer for its current step. A question that
// counts ("3 Facebook post ideas for …") gets that many, on that network, about that subject; a
// question that names nothing gets general advice and is told so.
import type { ChatRequest } from '#lib/ai/chat-prompt';
import { lowerFirst, shuffled } from './brief.ts';
import { personaAngle } from './chat-angle.ts';
import { contextFor, pick } from './chat-context.ts';
import { countedReply, isCounted } from './chat-counted.ts';
import { deeperReply, draftReply, smallTalk, stepReply } from './chat-replies.ts';
import { TOPIC_LABELS, draftOf, isFollowUp, isSmallTalk, messageTopic, previousTopic, replyTopic } from './chat-topic.ts';
import { CLOSINGS } from './tables/chat-closings.ts';
import { OPENINGS } from './tables/chat-openings.ts';
import { TOPICS } from './tables/chat-topics.ts';

/** Said first when a question names no channel, task or topic and nothing earlier in the thread did: the answer is general advice. */
export function generalNote(useCase: ChatRequest['useCase'], label: string): string {
  const about = useCase === 'general' ? `general advice on ${lowerFirst(label)}` : `general advice for your focus area, ${lowerFirst(label)}`;
  return `Your question doesn't name a channel or a task, so here is ${about}. Ask about one thing (Instagram posts, a newsletter, ads, your reviews) and I'll answer exactly that.`;
}

/** The offline expert's reply, in the chat's formatting: deterministic for the thread so far and the message. */
export function chatOffline(request: ChatRequest): string {
  const seed = `${request.persona}|${request.useCase}|${request.message}|${request.history.length}|${request.workflow ? `${request.workflow.workflow.id}:${request.workflow.step}` : ''}`;
  const c = contextFor(request, seed);
  const topic = replyTopic(request);
  const lines: string[] = [];
  if (request.workflow) lines.push(...stepReply(c, request, request.workflow.workflow, request.workflow.step, topic));
  else if (isSmallTalk(request.message)) lines.push(...smallTalk(c, request));
  else if (isCounted(c.ask)) lines.push(...countedReply(c, request));
  else if (draftOf(request.message)) lines.push(...draftReply(c, request, draftOf(request.message)!));
  else {
    const section = TOPICS[topic](c);
    const label = TOPIC_LABELS[topic];
    const before = previousTopic(request.history);
    const hadReply = request.history.some((t) => t.role === 'assistant');
    let opening = pick(c.rand, OPENINGS[request.persona])(c, label);
    if (!messageTopic(request.message) && !before) opening = `${generalNote(request.useCase, label)} ${opening}`;
    else if (hadReply && before && before !== topic)
      opening = `Picking up from what we covered on ${lowerFirst(TOPIC_LABELS[before])}, let's turn to ${lowerFirst(label)}. ${opening}`;
    else if (hadReply && (before === topic || isFollowUp(request.message))) {
      lines.push(...deeperReply(c, request, topic, `Let's go a level deeper on ${lowerFirst(label)} than last time.`));
      return lines.join('\n');
    }
    const angle = personaAngle(c, topic);
    lines.push(
      `### ${section.heading}`,
      `${opening} ${section.intro}`,
      '',
      ...section.steps.map((s, i) => `${i + 1}. ${s}`),
      '',
      `### ${section.examplesHeading}`,
      ...shuffled(c.rand, section.examples).map((e) => `- ${e}`),
      '',
      `### ${angle.heading}`,
      ...angle.lines.map((l) => (l.startsWith('  - ') ? l : `- ${l}`)),
      '',
      `Action: ${section.action}`,
    );
    if (!c.brandKnown) lines.push('Next: Fill in your brand kit in Markk, and every answer will use your products, audience and goal.');
    lines.push('', pick(c.rand, CLOSINGS[request.persona])(c));
  }
  return lines.join('\n');
}
