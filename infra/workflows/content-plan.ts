// The "Plan my next 30 days" workflow, beside the onboarding and project plan ones:
//   ContentPlanLoadBrief → ContentPlanWriteBatches (a Map over 6 batches of 5 slots, 3 at a
//   time, each ContentPlanWriteBatch) → ContentPlanStore → done.
// Every task retries with backoff; every Catch leads to ContentPlanRecordFailure, which marks
// the plan failed with a readable reason and gives its AI credits back. The local stack runs
// the definition CDK synthesizes from this file, so state names here are the contract with
// `contentPlanWorkflowTasks` in infra/routes.ts (unique across workflows).
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Errors, Fail, JsonPath, Map as MapState, StateMachine, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import type { IChainable } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { contentPlanStateMachineName } from '../config.ts';
import type { StageConfig } from '../config.ts';
import type { MarkkDataRefs } from '../constructs/markk-function.ts';
import { workflowMachine } from '../constructs/workflow-machine.ts';
import { contentPlanWorkflowTasks } from '../routes.ts';
import type { ContentPlanWorkflowTaskName } from '../routes.ts';

/** AI calls fail transiently (rate limits, timeouts): retry with backoff before giving up. */
const taskRetry = {
  errors: [Errors.ALL],
  maxAttempts: 2,
  interval: Duration.seconds(2),
  backoffRate: 2,
};

/** Batches written at once: quick enough for a month of posts, gentle on the AI provider's rate limit. */
export const WRITE_CONCURRENCY = 3;

export interface ContentPlanDefinitionProps {
  /** One Lambda per task state, keyed by the state name (`contentPlanWorkflowTasks` in infra/routes.ts). */
  readonly tasks: Record<ContentPlanWorkflowTaskName, IFunction>;
}

export function contentPlanDefinition(scope: Construct, props: ContentPlanDefinitionProps): IChainable {
  // Each task's output is its handler's return value.
  const task = (name: ContentPlanWorkflowTaskName) =>
    new LambdaInvoke(scope, name, { lambdaFunction: props.tasks[name], outputPath: '$.Payload' }).addRetry(taskRetry);

  const failed = new Fail(scope, 'ContentPlanFailed', { error: 'ContentPlanFailed', cause: 'The content plan run failed.' });
  const recordFailure = task('ContentPlanRecordFailure').next(failed);
  const onError = { errors: [Errors.ALL], resultPath: '$.error' };

  // Each batch's posts land in `written`, in batch order; the state keeps the batches (and their slots).
  const writeBatches = new MapState(scope, 'ContentPlanWriteBatches', {
    itemsPath: JsonPath.stringAt('$.batches'),
    maxConcurrency: WRITE_CONCURRENCY,
    resultPath: '$.written',
  });
  writeBatches.itemProcessor(task('ContentPlanWriteBatch'));

  return task('ContentPlanLoadBrief')
    .addCatch(recordFailure, onError)
    .next(writeBatches.addCatch(recordFailure, onError))
    .next(task('ContentPlanStore').addCatch(recordFailure, onError))
    .next(new Succeed(scope, 'ContentPlanSucceeded'));
}

export interface ContentPlanWorkflowProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

export class ContentPlanWorkflow extends Construct {
  readonly stateMachine: StateMachine;
  readonly stateMachineName: string;
  /** Task Lambdas keyed by state name. */
  readonly taskFunctions: Record<ContentPlanWorkflowTaskName, IFunction>;

  constructor(scope: Construct, id: string, props: ContentPlanWorkflowProps) {
    super(scope, id);
    this.stateMachineName = contentPlanStateMachineName(props.config.stage);
    const { tasks, stateMachine } = workflowMachine(this, {
      ...props,
      entries: contentPlanWorkflowTasks,
      label: 'Content plan workflow',
      stateMachineName: this.stateMachineName,
      definition: (fns) => contentPlanDefinition(this, { tasks: fns }),
      ids: { logs: 'Logs', stateMachine: 'StateMachine' },
    });
    this.taskFunctions = tasks;
    this.stateMachine = stateMachine;
  }
}
