// "Ask AI to Generate Plan": the proposed tasks for a project, from OpenAI when
// OPENAI_API_KEY is set (JSON mode, validated with zod, asked again once with the problems
// named), else from the built-in offline writer. Either way the answer is 5–8 valid
// proposals that repeat none of the project's task titles, or an AiAnswerError whose
// message is shown to the user.
import * as z from 'zod';
import { config } from '#lib/config';
import { PLAN_PROPOSALS_MAX, PLAN_PROPOSALS_MIN, PlanProposal } from '#contracts/project-ai';
import { askForJson, issuesOf, keptClient } from './client.ts';
import { describe } from './openai.ts';
import { proposePlanOffline } from './offline/plan.ts';
import { sameTitleKey, type PlanRequest } from './plan-types.ts';
import { AiAnswerError } from './types.ts';

const SYSTEM =
  'You are Markk, a senior marketing project planner for small businesses. Answer with a single JSON object only, matching the requested shape exactly.';

/** Wider than PlanProposal on purpose: duplicates and extra tasks are dropped, not failed. */
const PlanAnswer = z.object({ tasks: z.array(PlanProposal).min(1) });

/** The prompt: the brand brief (or none), the project, its tasks now, and the shape wanted. */
export function planPrompt(request: PlanRequest): string {
  const { project } = request;
  return [
    request.brand ? describe(request.brand) : 'Brand: not set up yet. Plan from the project alone; do not invent a business name.',
    '',
    `Project: ${project.title}`,
    `Description: ${project.description.trim() || 'none given'}`,
    `Template: ${project.templateType ?? 'none'}`,
    `Due date: ${project.dueDate ?? 'none'}`,
    `Tasks it already has (never propose these again): ${request.existingTaskTitles.length ? request.existingTaskTitles.map((t) => `"${t}"`).join(', ') : 'none'}`,
    '',
    `Propose the tasks for this project plan: ${PLAN_PROPOSALS_MIN} to ${PLAN_PROPOSALS_MAX} concrete tasks in the order the work happens, specific to this business (its products, offers, place and customers) and this project, as JSON: ` +
      '{"tasks": [{"title": string (under 120 characters, starts with a verb), "description": string (2-3 sentences: what to do and how to know it is done), "priority": "low" | "medium" | "high", "phase": string (one or two words, e.g. "Planning", "Build", "Launch", "Review"), "estimatedDays": integer 1-30}]}.',
  ].join('\n');
}

/** The answer's tasks without the ones the project has or that repeat each other, at most 8. */
export function freshProposals(request: PlanRequest, tasks: readonly PlanProposal[]): PlanProposal[] {
  const taken = new Set(request.existingTaskTitles.map(sameTitleKey));
  const out: PlanProposal[] = [];
  for (const task of tasks) {
    const key = sameTitleKey(task.title);
    if (!key || taken.has(key)) continue;
    taken.add(key);
    out.push(task);
  }
  return out.slice(0, PLAN_PROPOSALS_MAX);
}

async function proposePlanOpenAi(request: PlanRequest, options: { apiKey: string; baseURL: string | undefined; model: string }): Promise<PlanProposal[]> {
  const client = await keptClient({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 3, timeout: 120_000 });
  return askForJson<PlanProposal[]>(
    client,
    options.model,
    { system: SYSTEM, user: planPrompt(request) },
    (json) => {
      const parsed = PlanAnswer.safeParse(json);
      if (!parsed.success) return { problem: issuesOf(parsed.error) };
      const fresh = freshProposals(request, parsed.data.tasks);
      if (fresh.length >= PLAN_PROPOSALS_MIN) return { value: fresh };
      return { problem: `only ${fresh.length} new tasks that the project does not already have; ${PLAN_PROPOSALS_MIN} to ${PLAN_PROPOSALS_MAX} are needed` };
    },
    (problem) => new AiAnswerError(`The AI gave an unusable plan twice (${problem}).`),
  );
}

/** The proposals for a project: OpenAI when configured, else the offline writer. */
export async function proposePlan(request: PlanRequest): Promise<PlanProposal[]> {
  const { OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL } = config();
  const proposals = OPENAI_API_KEY
    ? await proposePlanOpenAi(request, { apiKey: OPENAI_API_KEY, baseURL: OPENAI_BASE_URL, model: OPENAI_MODEL })
    : proposePlanOffline(request);
  // Whoever wrote them, what is stored is what the contract says.
  const valid = z.array(PlanProposal).min(PLAN_PROPOSALS_MIN).max(PLAN_PROPOSALS_MAX).safeParse(proposals);
  if (!valid.success) throw new AiAnswerError('The AI gave a plan that could not be used.');
  return valid.data;
}
