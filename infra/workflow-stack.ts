// Long-running AI generation: the onboarding state machine and one Lambda per task state.
import { CfnOutput, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import { onboardingStateMachineName } from './config.ts';
import type { StageConfig } from './config.ts';
import type { MarkkDataRefs, MarkkPublishingRefs } from './constructs/markk-function.ts';
import { workflowMachine } from './constructs/workflow-machine.ts';
import { workflowTasks } from './routes.ts';
import type { WorkflowTaskName } from './routes.ts';
import { onboardingDefinition } from './workflows/onboarding.ts';
import { ProjectPlanWorkflow } from './workflows/project-plan.ts';
import type { PlanWorkflowTaskName } from './routes.ts';
import { ContentPlanWorkflow } from './workflows/content-plan.ts';
import type { ContentPlanWorkflowTaskName } from './routes.ts';
import { BulkWorkflow } from './workflows/bulk.ts';
import type { BulkWorkflowTaskName } from './routes.ts';

export interface WorkflowStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The publish queue, for the bulk run's `bulk.finished` webhook event. */
  readonly publishing: MarkkPublishingRefs;
}

export class WorkflowStack extends Stack {
  readonly stateMachine: StateMachine;
  readonly stateMachineName: string;
  /** Task Lambdas keyed by state name, so synthesized logical ids map back to states. */
  readonly taskFunctions: Record<WorkflowTaskName, IFunction>;
  /** "Ask AI to Generate Plan": its own state machine and task Lambdas (infra/workflows/project-plan.ts). */
  readonly planStateMachine: StateMachine;
  readonly planTaskFunctions: Record<PlanWorkflowTaskName, IFunction>;
  /** "Plan my next 30 days": its own state machine and task Lambdas (infra/workflows/content-plan.ts). */
  readonly contentPlanStateMachine: StateMachine;
  readonly contentPlanTaskFunctions: Record<ContentPlanWorkflowTaskName, IFunction>;
  /** Bulk generation: its own state machine and task Lambdas (infra/workflows/bulk.ts). */
  readonly bulkStateMachine: StateMachine;
  readonly bulkTaskFunctions: Record<BulkWorkflowTaskName, IFunction>;

  constructor(scope: Construct, id: string, props: WorkflowStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.stateMachineName = onboardingStateMachineName(config.stage);
    const { tasks, stateMachine } = workflowMachine(this, {
      ...props,
      entries: workflowTasks,
      label: 'Onboarding workflow',
      stateMachineName: this.stateMachineName,
      definition: (fns) => onboardingDefinition(this, { tasks: fns }),
      ids: { logs: 'OnboardingLogs', stateMachine: 'Onboarding' },
    });
    this.taskFunctions = tasks;
    this.stateMachine = stateMachine;

    new CfnOutput(this, 'StateMachineArn', { value: this.stateMachine.stateMachineArn });

    const plan = new ProjectPlanWorkflow(this, 'ProjectPlan', {
      config,
      data: props.data,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
    });
    this.planStateMachine = plan.stateMachine;
    this.planTaskFunctions = plan.taskFunctions;
    new CfnOutput(this, 'PlanStateMachineArn', { value: plan.stateMachine.stateMachineArn });

    const contentPlan = new ContentPlanWorkflow(this, 'ContentPlan', {
      config,
      data: props.data,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
    });
    this.contentPlanStateMachine = contentPlan.stateMachine;
    this.contentPlanTaskFunctions = contentPlan.taskFunctions;
    new CfnOutput(this, 'ContentPlanStateMachineArn', { value: contentPlan.stateMachine.stateMachineArn });

    const bulk = new BulkWorkflow(this, 'Bulk', {
      config,
      data: props.data,
      publishing: props.publishing,
      userPoolId: props.userPoolId,
      userPoolClientId: props.userPoolClientId,
    });
    this.bulkStateMachine = bulk.stateMachine;
    this.bulkTaskFunctions = bulk.taskFunctions;
    new CfnOutput(this, 'BulkStateMachineArn', { value: bulk.stateMachine.stateMachineArn });
  }
}
