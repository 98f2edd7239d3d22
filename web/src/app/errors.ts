// Turns anything thrown (Amplify errors, ApiError, network failures) into a sentence for a toast.
export const GENERIC_ERROR = 'Something went wrong';

export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  if (typeof error === 'string' && error.trim()) return error;
  return fallback;
}

/** Amplify reports Cognito failures as errors whose `name` is the Cognito exception name. */
export function hasErrorName(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}
