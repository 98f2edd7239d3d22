// Workflow task `MarkRunStarted`: the first state of the onboarding workflow. It stamps
// the run's start time; the generation steps follow in the onboarding issue.
import { z } from 'zod';

const Input = z.object({ runId: z.string().min(1), userId: z.string().min(1) }).passthrough();

export const handler = async (event: unknown) => {
  const input = Input.parse(event);
  return { ...input, startedAt: new Date().toISOString() };
};
