// Named domain errors. Domain code throws these; the HTTP error middleware maps each to
// its status with `{ message }` once, so no handler builds its own error body.

export abstract class DomainError extends Error {
  abstract readonly status: number;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** 400: the request is malformed or a field is invalid. */
export class Invalid extends DomainError {
  readonly status = 400;
}

/** 401: no valid identity. */
export class Unauthorized extends DomainError {
  readonly status = 401;
}

/** 403: the caller is known but may not do this. */
export class Forbidden extends DomainError {
  readonly status = 403;
}

/** 404: the item does not exist, or is not the caller's (we do not tell the difference). */
export class NotFound extends DomainError {
  readonly status = 404;
}

/** 409: the item is in a state that does not allow this. */
export class Conflict extends DomainError {
  readonly status = 409;
}

/** 422: the request is well formed but contradicts an earlier one (an Idempotency-Key reused for another request). */
export class Unprocessable extends DomainError {
  readonly status = 422;
}

/** 429: too many requests just now; `retryAfterSeconds` goes in the Retry-After header. */
export class TooManyRequests extends DomainError {
  readonly status = 429;
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** 402: a plan limit was reached; the message says how to upgrade. */
export class LimitReached extends DomainError {
  readonly status = 402;
}

/** 503: a service Markk depends on did not answer; nothing was changed and a retry may work. */
export class Unavailable extends DomainError {
  readonly status = 503;
}

/** What a user reads when an AWS service Markk uses was too busy or too slow (isTransient). */
export const BUSY_MESSAGE = 'Markk is busy just now and could not finish this. Please try again in a moment.';

/** AWS error names that mean "too busy or too slow just now", whatever the service. */
const TRANSIENT_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'SlowDown',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'InternalServerError',
  'InternalError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
]);

/**
 * An AWS SDK failure that a retry may cure — throttling left over after the SDK's own retries,
 * a timeout, a service's 5xx — as opposed to a fault in Markk: the request answers 503. An
 * error that wraps one (ElectroDB's, as its `cause`) is one too.
 */
export function isTransient(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 3) return false;
  const { $fault, $metadata } = error as Error & { $fault?: unknown; $metadata?: unknown };
  return TRANSIENT_NAMES.has(error.name) || ($fault === 'server' && $metadata !== undefined) || isTransient(error.cause, depth + 1);
}
