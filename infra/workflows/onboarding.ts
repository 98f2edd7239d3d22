// The onboarding generation workflow:
//   LoadBrandKit → WriteStrategy → Parallel(WritePost ×7 as a Map, WriteNewsletter, WriteBlog)
//   → AssemblePackage → done.
// Every task retries with backoff; every Catch leads to RecordFailure, which marks the run
// failed with a readable reason. The local stack runs the definition CDK synthesizes from
// this file, so state names here are the contract with the handlers in infra/routes.ts.
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Errors, Fail, JsonPath, Map as MapState, Parallel, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import type { IChainable } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import type { Construct } from 'constructs';
import type { WorkflowTaskName } from '../routes.ts';

export interface OnboardingWorkflowProps {
  /** One Lambda per task state, keyed by the state name (see `workflowTasks` in infra/routes.ts). */
  readonly tasks: Record<WorkflowTaskName, IFunction>;
}

/** AI calls fail transiently (rate limits, timeouts): retry with backoff before giving up. */
const taskRetry = {
  errors: [Errors.ALL],
  maxAttempts: 3,
  interval: Duration.seconds(2),
  backoffRate: 2,
};

export function onboardingDefinition(scope: Construct, props: OnboardingWorkflowProps): IChainable {
  // Each task's output is its handler's return value.
  const task = (name: WorkflowTaskName) => new LambdaInvoke(scope, name, { lambdaFunction: props.tasks[name], outputPath: '$.Payload' }).addRetry(taskRetry);

  const runFailed = new Fail(scope, 'RunFailed', { error: 'RunFailed', cause: 'The onboarding generation run failed.' });
  const recordFailure = task('RecordFailure').next(runFailed);
  const onError = { errors: [Errors.ALL], resultPath: '$.error' };

  const posts = new MapState(scope, 'WritePosts', {
    itemsPath: '$.postNumbers',
    maxConcurrency: 7,
    itemSelector: {
      userId: JsonPath.stringAt('$.userId'),
      runId: JsonPath.stringAt('$.runId'),
      brand: JsonPath.objectAt('$.brand'),
      strategy: JsonPath.objectAt('$.strategy'),
      number: JsonPath.numberAt('$$.Map.Item.Value'),
    },
  });
  posts.itemProcessor(task('WritePost'));

  const content = new Parallel(scope, 'WriteContent', { resultPath: '$.content' })
    .branch(posts)
    .branch(task('WriteNewsletter'))
    .branch(task('WriteBlog'))
    .addCatch(recordFailure, onError);

  return task('LoadBrandKit')
    .addCatch(recordFailure, onError)
    .next(task('WriteStrategy').addCatch(recordFailure, onError))
    .next(content)
    .next(task('AssemblePackage').addCatch(recordFailure, onError))
    .next(new Succeed(scope, 'RunSucceeded'));
}
