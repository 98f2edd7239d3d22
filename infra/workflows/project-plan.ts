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
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, Errors, Fail, LogLevel, StateMachine, StateMachineType, Succeed } from 'aws-cdk-lib/aws-stepfunctions';
import type { IChainable } from 'aws-cdk-lib/aws-stepfunctions';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import { projectPlanStateMachineName } from '../config.ts';
import type { StageConfig } from '../config.ts';
import { MarkkFunction } from '../constructs/markk-function.ts';
import type { MarkkDataRefs } from '../constructs/markk-function.ts';
import { acknowledge, wildcardResourceFinding } from '../nag.ts';
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

    const tasks = {} as Record<PlanWorkflowTaskName, IFunction>;
    for (const name of Object.keys(planWorkflowTasks) as PlanWorkflowTaskName[]) {
      tasks[name] = new MarkkFunction(this, `${name}Task`, {
        config,
        entry: planWorkflowTasks[name],
        description: `Project plan workflow task ${name}`,
        timeout: config.workflowTaskTimeout,
        data: props.data,
        // Tasks read the project, its tasks and the brand kit, and write the run's progress and proposals.
        access: { table: 'readWrite' },
      }).useUserPool(props.userPoolId, props.userPoolClientId).function;
    }
    this.taskFunctions = tasks;

    this.stateMachineName = projectPlanStateMachineName(config.stage);
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/vendedlogs/states/${this.stateMachineName}`,
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });

    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineName: this.stateMachineName,
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromChainable(projectPlanDefinition(this, { tasks })),
      logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: true,
    });

    acknowledge(
      this.stateMachine.role,
      'IAM5[Resource::*]',
      'CloudWatch Logs delivery (logs:*LogDelivery, logs:PutResourcePolicy, logs:Describe*) and X-Ray actions support no resource-level permissions.',
    );
    for (const fn of Object.values(tasks)) {
      acknowledge(
        this.stateMachine.role,
        wildcardResourceFinding(this, `${fn.functionArn}:*`),
        'LambdaInvoke may call any version or alias of its own task function; the wildcard is limited to that one function.',
      );
    }
  }
}
