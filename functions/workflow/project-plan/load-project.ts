// Task PlanLoadProject ("Reading your project and brand kit"): the project's title,
// description, template and task titles, and its owner's brand kit.
import * as ProjectAi from '#domain/project-ai';
import { PlanRef } from './state.ts';

export const handler = async (event: unknown) => {
  const { projectId, runId } = PlanRef.parse(event);
  const request = await ProjectAi.loadPlanRequest(projectId, runId);
  return { projectId, runId, request };
};
