// The onboarding generation workflow (brand kit → strategy → content), as a typed chain.
// Placeholder for now: it marks the run started. The local stack runs the definition CDK
// synthesizes from this file, so state names here are the contract with the task handlers.
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Errors, Fail, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import type { IChainable } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import type { WorkflowTaskName } from '../routes.ts';

export interface OnboardingWorkflowProps {
  /** One Lambda per task state, keyed by the state name (see `workflowTasks` in infra/routes.ts). */
  readonly tasks: Record<WorkflowTaskName, IFunction>;
}

/** Every task retries transient failures with backoff before its Catch takes over. */
const taskRetry = {
  errors: [Errors.ALL],
  maxAttempts: 3,
  interval: Duration.seconds(2),
  backoffRate: 2,
};

/**
 * Tasks go through the `lambda:invoke` integration (payloadResponseOnly stays false) and
 * pass on only the handler's return value. aws-cdk-lib 2.276 no longer adds this
 * OutputPath by itself, so it is explicit.
 */
const passPayloadOn = { outputPath: '$.Payload' } as const;

/** Builds the definition; state names must be unique across the whole machine. */
export function onboardingDefinition(scope: Construct, props: OnboardingWorkflowProps): IChainable {
  const runFailed = new Fail(scope, 'RunFailed', {
    error: 'RunFailed',
    cause: 'The onboarding generation run failed.',
  });

  const markRunStarted = new LambdaInvoke(scope, 'MarkRunStarted', {
    lambdaFunction: props.tasks.MarkRunStarted,
    ...passPayloadOn,
  })
    .addRetry(taskRetry)
    .addCatch(runFailed, { errors: [Errors.ALL], resultPath: '$.error' });

  return markRunStarted.next(new Succeed(scope, 'RunSucceeded'));
}
