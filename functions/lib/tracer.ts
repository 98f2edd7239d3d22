// The one X-Ray tracer (Powertools), loaded only where tracing is on: the request pipeline
// opens a segment per invocation and every AWS SDK client is created through `traced`, so
// each DynamoDB, S3, Step Functions, SSM and Secrets Manager call shows up as a subsegment.
//
// The Tracer brings the X-Ray SDK (aws-xray-sdk-core with semver, cls-hooked and its
// samplers: ≈120 KB minified, ≈10 ms of a cold start). Outside Lambda (the local stack,
// tests) Powertools switches tracing off anyway, so there it is not imported at all. In
// Lambda it is imported with a top-level await: it loads during the function's init, as a
// static import would, and `tracer` is ready before any handler or client exists.
import type { Tracer } from '@aws-lambda-powertools/tracer';

/**
 * Powertools' own rule (Tracer.setTracingEnabled): on in a Lambda execution environment,
 * unless POWERTOOLS_TRACE_ENABLED=false or it is the SAM CLI or Amplify's mock.
 */
export function isTracingActive(env: NodeJS.ProcessEnv): boolean {
  const executionEnv = env.AWS_EXECUTION_ENV ?? '';
  if ((env.POWERTOOLS_TRACE_ENABLED ?? '').trim().toLowerCase() === 'false') return false;
  return executionEnv.trim() !== '' && executionEnv !== 'AWS_Lambda_amplify-mock' && (env.AWS_SAM_LOCAL ?? '').trim() === '';
}

/** The tracer where tracing is on; undefined elsewhere (nothing to record, nothing loaded). */
export const tracer: Tracer | undefined = isTracingActive(process.env)
  ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName: 'markk' })
  : undefined;

/** An AWS SDK v3 client with its calls traced (unchanged when tracing is off). */
export function traced<T>(client: T): T {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}
