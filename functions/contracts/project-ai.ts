// AI on a project (spec 02 §2.5 "Ask AI to Generate Plan", §2.7 the task page's AI Writing
// Assistant): a plan run proposes tasks from the project and the owner's brand kit (a Step
// Functions workflow, polled for its real progress), the user adds the chosen proposals as
// tasks; the writing assistant streams a suggestion for a task's description.
import * as z from 'zod';
import { endpoint } from './endpoint.ts';
import { ProjectIdParam, TaskIdParam, TaskView } from './tasks.ts';

/** Spec 02 §8 "AI Error", word for word: every failed AI answer ends with it. */
export const AI_ERROR_MESSAGE = 'Failed to generate AI content. Please try again.';

/** How many tasks a plan proposes. */
export const PLAN_PROPOSALS_MIN = 5;
export const PLAN_PROPOSALS_MAX = 8;
export const PROPOSAL_TITLE_MAX = 120;
export const PROPOSAL_DESCRIPTION_MAX = 2000;
export const PROPOSAL_PHASE_MAX = 60;

export const ProposalPriority = z.enum(['low', 'medium', 'high']);

/** One proposed task, as the AI proposed it (validated before it is stored). */
export const PlanProposal = z.object({
  title: z.string().trim().min(1).max(PROPOSAL_TITLE_MAX),
  description: z.string().trim().max(PROPOSAL_DESCRIPTION_MAX),
  priority: ProposalPriority,
  /** The phase of the project it belongs to, e.g. "Planning", "Build", "Launch" (the timeline groups by it). */
  phase: z.string().trim().min(1).max(PROPOSAL_PHASE_MAX),
  estimatedDays: z.number().int().min(1).max(30),
});
export type PlanProposal = z.infer<typeof PlanProposal>;

/** The steps of the progress view, in order, with what each says. */
export const PLAN_STEPS = [
  { key: 'project', label: 'Reading your project and brand kit' },
  { key: 'propose', label: 'Proposing tasks' },
  { key: 'review', label: 'Checking the proposals' },
] as const;
export type PlanStepKey = (typeof PLAN_STEPS)[number]['key'];

export const PlanStepStatus = z.enum(['pending', 'active', 'done', 'failed']);
export type PlanStepStatus = z.infer<typeof PlanStepStatus>;

export const PlanRun = z.object({
  runId: z.string(),
  projectId: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  steps: z.array(z.object({ key: z.string(), label: z.string(), status: PlanStepStatus })),
  /** Empty until the run succeeds. */
  proposals: z.array(PlanProposal),
  /** Why the run failed, in words a user can act on (status failed only); ends with AI_ERROR_MESSAGE. */
  error: z.string().nullable(),
  /** When the chosen proposals were added as tasks; a plan is accepted once. */
  acceptedAt: z.string().nullable(),
  /** The indexes of the proposals that were added (empty until accepted). */
  acceptedIndexes: z.array(z.number().int()),
  createdAt: z.string(),
});
export type PlanRun = z.infer<typeof PlanRun>;

export const ProjectParams = z.object({ projectId: ProjectIdParam });
export const PlanRunParams = ProjectParams.extend({ runId: z.string().regex(/^[0-9a-f]{32}$/, 'This plan link is not valid.') });
export const TaskAssistParams = ProjectParams.extend({ taskId: TaskIdParam });

/** POST /projects/{projectId}/plan-runs — `requestId` (a UUID the browser makes per click) makes retries start one run. */
export const StartPlanRequest = z.object({ requestId: z.string().uuid('The request id must be a UUID.') });
export const PlanRunResponse = z.object({ run: PlanRun });
export const OpenPlanResponse = z.object({ run: PlanRun.nullable() });

/** POST …/plan-runs/{runId}/accept — the proposals to add, by their index in `proposals`. */
export const AcceptPlanRequest = z.object({
  indexes: z
    .array(
      z
        .number({ error: 'Each chosen task must be a number.' })
        .int('Each chosen task must be a whole number.')
        .min(0, 'Each chosen task must be one of the proposals.')
        .max(PLAN_PROPOSALS_MAX - 1, 'Each chosen task must be one of the proposals.'),
      { error: 'Choose at least one task to add.' },
    )
    .min(1, 'Choose at least one task to add.')
    .max(PLAN_PROPOSALS_MAX, 'Each chosen task must be one of the proposals.'),
});
export type AcceptPlanRequest = z.input<typeof AcceptPlanRequest>;
/** The tasks the accepted proposals became (on a retry: the same tasks, none added twice). */
export const AcceptPlanResponse = z.object({ tasks: z.array(TaskView) });

export const ASSIST_TEXT_MAX = 20_000;
export const ASSIST_INSTRUCTION_MAX = 500;

/**
 * The task page's AI Writing Assistant: the description as it is in the editor now (may be
 * empty: the assistant then writes from the task's title) and, optionally, what to write.
 */
export const TaskAssistRequest = z.object({
  text: z.string({ error: 'text must be text.' }).max(ASSIST_TEXT_MAX, 'The description must be at most 20,000 characters.'),
  instruction: z.string().trim().max(ASSIST_INSTRUCTION_MAX, `The instruction must be at most ${ASSIST_INSTRUCTION_MAX} characters.`).optional(),
});
export type TaskAssistRequest = z.input<typeof TaskAssistRequest>;

/** The suggestion, streamed as plain text; the page appends it after a blank line. Nothing is saved. */
export const AssistText = z.string();

export const projectAiEndpoints = {
  /** Starts a plan run (1 AI credit): the owner, or a member the project is shared with, spending their own credit. */
  startPlan: endpoint({
    name: 'StartProjectPlan',
    area: 'project-ai',
    method: 'POST',
    path: '/projects/{projectId}/plan-runs',
    access: 'team',
    workspace: 'create',
    params: ProjectParams,
    body: StartPlanRequest,
    response: PlanRunResponse,
    status: 202,
  }),
  /** The newest run still needing the user (running, or proposals to review): the page resumes it after a reload. */
  openPlan: endpoint({
    name: 'GetOpenProjectPlan',
    area: 'project-ai',
    method: 'GET',
    path: '/projects/{projectId}/plan-runs',
    access: 'team',
    workspace: 'view',
    params: ProjectParams,
    response: OpenPlanResponse,
  }),
  getPlan: endpoint({
    name: 'GetProjectPlan',
    area: 'project-ai',
    method: 'GET',
    path: '/projects/{projectId}/plan-runs/{runId}',
    access: 'team',
    workspace: 'view',
    params: PlanRunParams,
    response: PlanRunResponse,
  }),
  acceptPlan: endpoint({
    name: 'AcceptProjectPlan',
    area: 'project-ai',
    method: 'POST',
    path: '/projects/{projectId}/plan-runs/{runId}/accept',
    access: 'team',
    workspace: 'create',
    params: PlanRunParams,
    body: AcceptPlanRequest,
    response: AcceptPlanResponse,
  }),
  /** The AI Writing Assistant (1 AI credit, like "Rewrite with AI"; given back when the AI fails before its first word). */
  assist: endpoint({
    name: 'AssistTaskDescription',
    area: 'project-ai',
    method: 'POST',
    path: '/projects/{projectId}/tasks/{taskId}/assist',
    access: 'team',
    workspace: 'create',
    transport: 'stream',
    params: TaskAssistParams,
    body: TaskAssistRequest,
    response: AssistText,
  }),
};
