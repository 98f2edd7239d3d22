// `npm run eval:experts`: asks the AI experts the 42 questions of tests/support/expert-questions.ts
// and checks each answer as the unit suite does — the number asked for, the network named, the
// subject's words. With OPENAI_API_KEY set (and OPENAI_BASE_URL / OPENAI_MODEL if not OpenAI's
// own gpt-4o-mini) each question goes to the model with exactly the messages the chat sends
// (`chatMessages`); without a key the offline expert answers, as it does in the app. A model's
// answers vary from run to run, so this is a measurement, not a gate: it prints each miss and the
// score, and exits non-zero below MARKK_EVAL_MIN (default 0.9) of the questions answered as asked.
import OpenAI from 'openai';
import { chatMessages, type ChatRequest } from '#lib/ai/chat-prompt';
import { chatOffline } from '#lib/ai/offline/chat';
import { answerProblems, BRANDS, QUESTIONS } from '../support/expert-questions.ts';

const key = process.env.OPENAI_API_KEY;
const model = process.env.OPENAI_MODEL ?? 'gpt-4o-mini';
const minimum = Number(process.env.MARKK_EVAL_MIN ?? 0.9);
const client = key ? new OpenAI({ apiKey: key, baseURL: process.env.OPENAI_BASE_URL, maxRetries: 2, timeout: 60_000 }) : null;

async function answer(request: ChatRequest): Promise<string> {
  if (!client) return chatOffline(request);
  const reply = await client.chat.completions.create({ model, messages: chatMessages(request) });
  return reply.choices[0]?.message.content ?? '';
}

process.stdout.write(`Asking ${client ? `${model} (OPENAI_API_KEY)` : 'the offline expert (no OPENAI_API_KEY)'} ${QUESTIONS.length} questions\n`);
let passed = 0;
for (const [kind, question] of QUESTIONS) {
  const request: ChatRequest = { persona: question.persona, useCase: 'general', brand: BRANDS[kind], history: [], message: question.message };
  const problems = answerProblems(question, await answer(request), !client);
  if (problems.length === 0) passed++;
  process.stdout.write(`${problems.length === 0 ? '✓' : '✗'} ${kind}: ${question.message}${problems.map((p) => `\n    ${p}`).join('')}\n`);
}
const score = passed / QUESTIONS.length;
process.stdout.write(`\n${passed} of ${QUESTIONS.length} answered as asked (${Math.round(score * 100)} %; the bar is ${Math.round(minimum * 100)} %)\n`);
process.exitCode = score >= minimum ? 0 : 1;
