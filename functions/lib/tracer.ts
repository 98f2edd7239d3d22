// The one X-Ray tracer (Powertools): the request pipeline opens a segment per invocation
// and every AWS SDK client is created through `traced`, so each DynamoDB, S3, Step
// Functions, SSM and Secrets Manager call shows up as a subsegment. Outside Lambda (the
// local stack, tests) Powertools turns tracing off by itself.
import { Tracer } from '@aws-lambda-powertools/tracer';

export const tracer = new Tracer({ serviceName: 'markk' });

/** An AWS SDK v3 client with its calls traced (unchanged when tracing is off). */
export function traced<T>(client: T): T {
  return tracer.captureAWSv3Client(client);
}
