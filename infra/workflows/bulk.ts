// The bulk generation workflow (Enterprise, 10–500 posts):
//   BulkLoad (the queued posts) → BulkManyPosts? → more than 40: BulkWritePosts, a Distributed
//   Map (each post a child execution, a tolerated failure percentage); otherwise
//   BulkWriteFewPosts, an inline Map — each iteration BulkWriteItem, its Catch BulkItemFailed →
//   BulkFinish (no opening twice across the batch, the run finished) → done.
// Concurrency: up to BULK_CONCURRENCY posts at once, each waiting for the owner's token bucket
// before its AI call, so the provider's rate limit bounds the pace, not the Map. A rate limit
// is retried until it passes (AiRateLimited); other errors a few times, then the post is
// recorded failed and the run goes on. The run's own Catch leads to BulkRecordFailure.
// Locally aws-local-stepfunctions runs this same definition; it has no Distributed mode and
// runs that Map inline, ignoring ProcessorConfig and ToleratedFailurePercentage (README).
import { Arn, ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { Function as LambdaFunction, IFunction } from 'aws-cdk-lib/aws-lambda';
import { Choice, Condition, DistributedMap, Errors, Fail, JsonPath, Map as MapState, StateMachine, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import type { IChainable } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { bulkStateMachineName } from '../config.ts';
import type { StageConfig } from '../config.ts';
import { grantWebhookQueue } from '../constructs/markk-function.ts';
import type { MarkkDataRefs, MarkkPublishingRefs } from '../constructs/markk-function.ts';
import { workflowMachine } from '../constructs/workflow-machine.ts';
import { acknowledge, wildcardResourceFinding } from '../nag.ts';
import { bulkInlineTaskStates, bulkWorkflowTasks } from '../routes.ts';
import type { BulkWorkflowTaskName } from '../routes.ts';

/** Posts written at once (each waits for the owner's token bucket before calling the AI provider). */
export const BULK_CONCURRENCY = 20;
/** Above this many posts the Map is distributed (an inline Map runs at most 40 iterations at once). */
export const DISTRIBUTED_ABOVE = 40;
/** Child executions that may fail before the Distributed Map fails the run (each post's own failure is caught and recorded, so this guards the infrastructure). */
export const TOLERATED_FAILURE_PERCENTAGE = 10;

/** The provider's rate limit: wait and ask again, for as long as it takes (the token bucket keeps this rare). */
const rateLimitRetry = { errors: ['AiRateLimited'], maxAttempts: 30, interval: Duration.seconds(2), backoffRate: 1.5, maxDelay: Duration.seconds(30) };
/** Anything else (a 500, an unusable answer, a post the checks refuse): a few more tries, then the post is recorded failed. */
const taskRetry = { errors: [Errors.ALL], maxAttempts: 2, interval: Duration.seconds(2), backoffRate: 2 };

export interface BulkDefinitionProps {
  /** One Lambda per task (`bulkWorkflowTasks` in infra/routes.ts). */
  readonly tasks: Record<BulkWorkflowTaskName, IFunction>;
}

export function bulkDefinition(scope: Construct, props: BulkDefinitionProps): IChainable {
  const invoke = (state: string, task: BulkWorkflowTaskName) => new LambdaInvoke(scope, state, { lambdaFunction: props.tasks[task], outputPath: '$.Payload' });
  const task = (name: BulkWorkflowTaskName) => invoke(name, name).addRetry(taskRetry);

  const failed = new Fail(scope, 'BulkFailed', { error: 'BulkFailed', cause: 'The bulk run failed.' });
  const recordFailure = task('BulkRecordFailure').next(failed);
  const onError = { errors: [Errors.ALL], resultPath: '$.error' };

  // One post: written with its retries; still failing, recorded failed (the iteration succeeds, the run goes on).
  const writePost = (write: string, failedState: string) =>
    invoke(write, 'BulkWriteItem')
      .addRetry(rateLimitRetry)
      .addRetry(taskRetry)
      .addCatch(invoke(failedState, 'BulkItemFailed').addRetry(taskRetry), { errors: [Errors.ALL], resultPath: '$.error' });
  const inline = Object.keys(bulkInlineTaskStates) as (keyof typeof bulkInlineTaskStates)[];

  const many = new DistributedMap(scope, 'BulkWritePosts', {
    itemsPath: JsonPath.stringAt('$.items'),
    maxConcurrency: BULK_CONCURRENCY,
    toleratedFailurePercentage: TOLERATED_FAILURE_PERCENTAGE,
    // Each post records itself in the table; 500 results would pass the state size limit.
    resultPath: JsonPath.DISCARD,
  });
  many.itemProcessor(writePost('BulkWriteItem', 'BulkItemFailed'));
  const few = new MapState(scope, 'BulkWriteFewPosts', {
    itemsPath: JsonPath.stringAt('$.items'),
    maxConcurrency: BULK_CONCURRENCY,
    resultPath: JsonPath.DISCARD,
  });
  few.itemProcessor(writePost(inline[0]!, inline[1]!));

  const finish = task('BulkFinish').addCatch(recordFailure, onError).next(new Succeed(scope, 'BulkSucceeded'));
  return task('BulkLoad')
    .addCatch(recordFailure, onError)
    .next(
      new Choice(scope, 'BulkManyPosts')
        .when(Condition.numberGreaterThan('$.count', DISTRIBUTED_ABOVE), many.addCatch(recordFailure, onError).next(finish))
        .otherwise(few.addCatch(recordFailure, onError).next(finish)),
    );
}

export interface BulkWorkflowProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The publish queue: the finish step queues the `bulk.finished` webhook deliveries on it. */
  readonly publishing: MarkkPublishingRefs;
}

export class BulkWorkflow extends Construct {
  readonly stateMachine: StateMachine;
  readonly stateMachineName: string;
  /** Task Lambdas keyed by task name. */
  readonly taskFunctions: Record<BulkWorkflowTaskName, IFunction>;

  constructor(scope: Construct, id: string, props: BulkWorkflowProps) {
    super(scope, id);
    this.stateMachineName = bulkStateMachineName(props.config.stage);
    const { tasks, stateMachine } = workflowMachine(this, {
      ...props,
      entries: bulkWorkflowTasks,
      label: 'Bulk generation workflow',
      stateMachineName: this.stateMachineName,
      definition: (fns) => bulkDefinition(this, { tasks: fns }),
      ids: { logs: 'Logs', stateMachine: 'StateMachine' },
    });
    this.taskFunctions = tasks;
    this.stateMachine = stateMachine;
    // The last step sends the run's `bulk.finished` webhook event: it may queue deliveries, nothing more.
    const finish = tasks.BulkFinish as LambdaFunction;
    finish.addEnvironment('PUBLISH_QUEUE_URL', props.publishing.queue.queueUrl);
    grantWebhookQueue(finish.role!, props.publishing);
    // CDK's policy for the Distributed Map (made at synthesis): it starts child executions of
    // this machine, reads, stops and redrives them; their names are only known at run time.
    const executions = (suffix: string) =>
      Stack.of(this).formatArn({
        service: 'states',
        resource: 'execution',
        resourceName: `${Arn.split(stateMachine.stateMachineArn, ArnFormat.COLON_RESOURCE_NAME).resourceName}${suffix}`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      });
    for (const arn of [executions(':*'), executions('/*:*')])
      acknowledge(
        stateMachine,
        wildcardResourceFinding(this, arn),
        "The Distributed Map's child executions are named at run time; the wildcard covers this state machine's own executions only.",
      );
  }
}
