// Long-running AI generation: the onboarding state machine and one Lambda per task state.
import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { onboardingStateMachineName } from './config.ts';
import type { StageConfig } from './config.ts';
import { MarkkFunction } from './constructs/markk-function.ts';
import type { MarkkDataRefs } from './constructs/markk-function.ts';
import { acknowledge, wildcardResourceFinding } from './nag.ts';
import { workflowTasks } from './routes.ts';
import type { WorkflowTaskName } from './routes.ts';
import { onboardingDefinition } from './workflows/onboarding.ts';
import { ProjectPlanWorkflow } from './workflows/project-plan.ts';
import type { PlanWorkflowTaskName } from './routes.ts';

export interface WorkflowStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
}

export class WorkflowStack extends Stack {
  readonly stateMachine: StateMachine;
  readonly stateMachineName: string;
  /** Task Lambdas keyed by state name, so synthesized logical ids map back to states. */
  readonly taskFunctions: Record<WorkflowTaskName, IFunction>;
  /** "Ask AI to Generate Plan": its own state machine and task Lambdas (infra/workflows/project-plan.ts). */
  readonly planStateMachine: StateMachine;
  readonly planTaskFunctions: Record<PlanWorkflowTaskName, IFunction>;

  constructor(scope: Construct, id: string, props: WorkflowStackProps) {
    super(scope, id, props);
    const { config } = props;

    const tasks = {} as Record<WorkflowTaskName, IFunction>;
    for (const name of Object.keys(workflowTasks) as WorkflowTaskName[]) {
      const task = new MarkkFunction(this, `${name}Task`, {
        config,
        entry: workflowTasks[name],
        description: `Onboarding workflow task ${name}`,
        timeout: config.workflowTaskTimeout,
        data: props.data,
        // Tasks write the run's stage and progress and the generated content.
        access: { table: 'readWrite' },
      }).useUserPool(props.userPoolId, props.userPoolClientId);
      tasks[name] = task.function;
    }
    this.taskFunctions = tasks;

    this.stateMachineName = onboardingStateMachineName(config.stage);
    const logGroup = new LogGroup(this, 'OnboardingLogs', {
      logGroupName: `/aws/vendedlogs/states/${this.stateMachineName}`,
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });

    this.stateMachine = new StateMachine(this, 'Onboarding', {
      stateMachineName: this.stateMachineName,
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromChainable(onboardingDefinition(this, { tasks })),
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

    new CfnOutput(this, 'StateMachineArn', { value: this.stateMachine.stateMachineArn });

    const plan = new ProjectPlanWorkflow(this, 'ProjectPlan', { config, data: props.data, userPoolId: props.userPoolId, userPoolClientId: props.userPoolClientId });
    this.planStateMachine = plan.stateMachine;
    this.planTaskFunctions = plan.taskFunctions;
    new CfnOutput(this, 'PlanStateMachineArn', { value: plan.stateMachine.stateMachineArn });
  }
}
