// Task PlanRecordFailure (every Catch leads here): marks the run failed with a reason a user
// can read and gives its AI credit back (once per run, even when this task runs twice).
// Nothing was added to the board, so nothing is half-done.
import { AI_ERROR_MESSAGE } from '#contracts/project-ai';
import * as ProjectAi from '#domain/project-ai';
import { PlanFailed } from './state.ts';

/** Errors worded for users: the AI writer's and the steps' own. Anything else stays generic. */
const READABLE = new Set(['AiAnswerError', 'PlanStepError', 'ContentPlanStepError', 'BulkStepError', 'BulkCheckError']);

/** The reason shown for a failed run, from a Step Functions Cause (a Lambda error's JSON, or plain text). */
export function planFailureReason(error: { Error?: string | undefined; Cause?: string | undefined } | undefined): string {
  if (!error?.Cause) return AI_ERROR_MESSAGE;
  let type = error.Error ?? '';
  let message = error.Cause;
  try {
    const parsed = JSON.parse(error.Cause) as { errorType?: string; errorMessage?: string };
    type = parsed.errorType ?? type;
    message = parsed.errorMessage ?? message;
  } catch {
    // A plain-text cause.
  }
  if (type === 'States.Timeout') return `The AI took too long to answer. ${AI_ERROR_MESSAGE}`;
  return READABLE.has(type) && message.trim() ? `${message.trim()} ${AI_ERROR_MESSAGE}` : AI_ERROR_MESSAGE;
}

export const handler = async (event: unknown) => {
  const { projectId, runId, error } = PlanFailed.parse(event);
  await ProjectAi.markFailed(projectId, runId, planFailureReason(error));
  return { projectId, runId, status: 'failed' };
};
