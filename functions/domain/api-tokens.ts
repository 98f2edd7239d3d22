// The public API's tokens and limits (issue 30): domain verbs for Settings → API and the /v1 pipeline.
export { authenticate, calls, create, hashOf, hasApiAccess, issue, list, revoke, viewOf } from './api-tokens/tokens.ts';
export { available, once, recordCall, secondsUntilOne, takeRequest, type Bucket } from './api-tokens/limits.ts';
