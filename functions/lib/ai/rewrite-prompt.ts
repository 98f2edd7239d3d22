// What the AI model is asked for "Rewrite with AI": the brand, the kind of draft, the
// instruction and the text, with the answer wanted as the rewritten text only.
import { contentBrief } from './offline/brief.ts';
import { voicePromptLines } from '../voice/apply.ts';
import type { ChatMessage, RewriteRequest } from './types.ts';

const KINDS = { post: 'a social media post', email: 'an e-mail newsletter', blog: 'a blog post (markdown with ## headings)', doc: 'a document' } as const;

const SYSTEM =
  'You are Markk, a senior marketing copywriter for small businesses. Rewrite the text you are given as instructed. ' +
  'Keep its facts, language and format (line breaks, headings, lists, hashtags) unless the instruction says otherwise. ' +
  'Answer with the rewritten text only: no preamble, no quotes around it, no notes.';

export function rewriteMessages(request: RewriteRequest): ChatMessage[] {
  const brief = request.brand ? contentBrief(request.brand) : null;
  const brand =
    request.brand && brief
      ? [
          `Brand: ${request.brand.name}`,
          `Industry: ${request.brand.industry} (a ${brief.kind.label})`,
          // The same rule as generation: a short phrase for the audience, never their description pasted back.
          `Audience: call them "${brief.audience}" if at all, at most once. Never paste their full description, which is: ${request.brand.targetAudience}`,
          `Main goal: ${request.brand.mainGoal}. Never paste it back word for word; say what to do next instead.`,
          `Tone of voice: ${request.brand.toneOfVoice}`,
        ].join('\n')
      : 'Brand: not set up yet';
  const user = [
    brand,
    ...(request.voice ? ['', ...voicePromptLines(request.voice)] : []),
    '',
    `This is ${KINDS[request.type]} titled "${request.title}".`,
    `Instruction: ${request.instruction}`,
    'If the instruction asks for a call to action, make it fit the main goal.',
    '',
    'Text to rewrite:',
    request.body,
  ].join('\n');
  return [
    { role: 'system', content: SYSTEM },
    { role: 'user', content: user },
  ];
}
