// The "Ask AI to Generate Plan" workflow, beside the onboarding one:
//   PlanLoadProject → PlanProposeTasks → PlanStoreProposals → done.
// Every task retries with backoff; every Catch leads to PlanRecordFailure, which marks the
// run failed with a readable reason and gives its AI credit back. The construct owns its
// task Lambdas (table read-write, nothing else), its log group and its state machine, whose
// role may invoke only these task functions. The local stack runs the definition CDK
// synthesizes from this file, so state names here are the contract with `planWorkflowTasks`
// in infra/routes.ts (unique across workflows: the local runner binds tasks by state name).
import { Duration } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Errors, Fail, StateMachine, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import type { IChainable } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { projectPlanStateMachineName } from '../config.ts';
import type { StageConfig } from '../config.ts';
import type { MarkkDataRefs } from '../constructs/markk-function.ts';
import { workflowMachine } from '../constructs/workflow-machine.ts';
import { planWorkflowTasks } from '../routes.ts';
import type { PlanWorkflowTaskName } from '../routes.ts';

/** AI calls fail transiently (rate limits, timeouts): retry with backoff before giving up. */
const taskRetry = {
  errors: [Errors.ALL],
  maxAttempts: 2,
  interval: Duration.seconds(2),
  backoffRate: 2,
};

export interface ProjectPlanDefinitionProps {
  /** One Lambda per task state, keyed by the state name (`planWorkflowTasks` in infra/routes.ts). */
  readonly tasks: Record<PlanWorkflowTaskName, IFunction>;
}

export function projectPlanDefinition(scope: Construct, props: ProjectPlanDefinitionProps): IChainable {
  // Each task's output is its handler's return value.
  const task = (name: PlanWorkflowTaskName) =>
    new LambdaInvoke(scope, name, { lambdaFunction: props.tasks[name], outputPath: '$.Payload' }).addRetry(taskRetry);

  const failed = new Fail(scope, 'PlanFailed', { error: 'PlanFailed', cause: 'The project plan run failed.' });
  const recordFailure = task('PlanRecordFailure').next(failed);
  const onError = { errors: [Errors.ALL], resultPath: '$.error' };

  return task('PlanLoadProject')
    .addCatch(recordFailure, onError)
    .next(task('PlanProposeTasks').addCatch(recordFailure, onError))
    .next(task('PlanStoreProposals').addCatch(recordFailure, onError))
    .next(new Succeed(scope, 'PlanSucceeded'));
}

export interface ProjectPlanWorkflowProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

export class ProjectPlanWorkflow extends Construct {
  readonly stateMachine: StateMachine;
  readonly stateMachineName: string;
  /** Task Lambdas keyed by state name. */
  readonly taskFunctions: Record<PlanWorkflowTaskName, IFunction>;

  constructor(scope: Construct, id: string, props: ProjectPlanWorkflowProps) {
    super(scope, id);
    const { config } = props;

    this.stateMachineName = projectPlanStateMachineName(config.stage);
    const { tasks, stateMachine } = workflowMachine(this, {
      ...props,
      entries: planWorkflowTasks,
      label: 'Project plan workflow',
      stateMachineName: this.stateMachineName,
      definition: (fns) => projectPlanDefinition(this, { tasks: fns }),
      ids: { logs: 'Logs', stateMachine: 'StateMachine' },
    });
    this.taskFunctions = tasks;
    this.stateMachine = stateMachine;
  }
}
