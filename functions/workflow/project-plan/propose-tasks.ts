// Task PlanProposeTasks ("Proposing tasks"): the AI writer's 5–8 proposed tasks, validated.
import { proposePlan } from '#lib/ai/project-plan';
import * as ProjectAi from '#domain/project-ai';
import { WithRequest } from './state.ts';

export const handler = async (event: unknown) => {
  const { projectId, runId, request } = WithRequest.parse(event);
  const proposals = await proposePlan(request);
  await ProjectAi.recordProposed(projectId, runId);
  return { projectId, runId, proposals };
};
