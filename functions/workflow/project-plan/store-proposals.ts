// Task PlanStoreProposals ("Checking the proposals"): drops any title added to the board in
// the meantime, stores the proposals on the run and marks it succeeded.
import * as ProjectAi from '#domain/project-ai';
import { WithProposals } from './state.ts';

export const handler = async (event: unknown) => {
  const { projectId, runId, proposals } = WithProposals.parse(event);
  await ProjectAi.storeProposals(projectId, runId, proposals);
  return { projectId, runId, status: 'succeeded' };
};
