// Task RecordFailure (every Catch leads here): marks the run failed with a reason a user
// can read, gives its AI credit back (once per run, even when this task runs twice) and
// tells them. Nothing was saved as content, so nothing is half-done.
import * as Generation from '#domain/generation';
import { CONTENT_NOTICES, notify } from '#domain/notifications';
import { Failed } from './state.ts';

/** The error message from a Step Functions Cause (a Lambda error's JSON, or plain text). */
export function reasonFrom(error: { Error?: string | undefined; Cause?: string | undefined } | undefined): string {
  const fallback = 'Something went wrong while generating your content. Please try again.';
  if (!error?.Cause) return fallback;
  let type = error.Error ?? '';
  let message = error.Cause;
  try {
    const parsed = JSON.parse(error.Cause) as { errorType?: string; errorMessage?: string };
    type = parsed.errorType ?? type;
    message = parsed.errorMessage ?? message;
  } catch {
    // A plain-text cause.
  }
  // Only the AI writer's own errors are worded for users; anything else stays generic.
  return type === 'AiAnswerError' ? `${message} Please try again.` : fallback;
}

export const handler = async (event: unknown) => {
  const { userId, runId, error } = Failed.parse(event);
  await Generation.markFailed(userId, runId, reasonFrom(error));
  await notify(userId, CONTENT_NOTICES.generationFailed);
  return { userId, runId, status: 'failed' };
};
