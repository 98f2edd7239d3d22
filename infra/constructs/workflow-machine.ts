// A Step Functions workflow of Markk's shape, built into the caller's scope (so construct ids,
// and with them deployed resources, stay where they are): one MarkkFunction per task state
// (table read-write, nothing else), a log group and a logged, traced STANDARD state machine
// whose role may invoke only those task functions.
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import type { IChainable } from 'aws-cdk-lib/aws-stepfunctions';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config.ts';
import { acknowledge, wildcardResourceFinding } from '../nag.ts';
import { MarkkFunction } from './markk-function.ts';
import type { MarkkDataRefs } from './markk-function.ts';

export interface WorkflowMachineProps<T extends string> {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
  readonly userPoolId: string;
  readonly userPoolClientId: string;
  /** The handler entry of each task state, keyed by state name. */
  readonly entries: Record<T, string>;
  /** What the tasks belong to, for their descriptions ("Onboarding workflow"). */
  readonly label: string;
  readonly stateMachineName: string;
  /** The definition over the task functions, built in the same scope. */
  readonly definition: (tasks: Record<T, IFunction>) => IChainable;
  /** Construct ids of the log group and the state machine. */
  readonly ids: { readonly logs: string; readonly stateMachine: string };
}

export function workflowMachine<T extends string>(
  scope: Construct,
  props: WorkflowMachineProps<T>,
): { tasks: Record<T, IFunction>; stateMachine: StateMachine } {
  const { config } = props;
  const tasks = {} as Record<T, IFunction>;
  for (const name of Object.keys(props.entries) as T[]) {
    tasks[name] = new MarkkFunction(scope, `${name}Task`, {
      config,
      entry: props.entries[name],
      description: `${props.label} task ${name}`,
      timeout: config.workflowTaskTimeout,
      data: props.data,
      // Tasks read what the run needs and write its progress and results.
      access: { table: 'readWrite' },
    }).useUserPool(props.userPoolId, props.userPoolClientId).function;
  }

  const logGroup = new LogGroup(scope, props.ids.logs, {
    logGroupName: `/aws/vendedlogs/states/${props.stateMachineName}`,
    retention: config.logRetention,
    removalPolicy: config.removalPolicy,
  });
  const stateMachine = new StateMachine(scope, props.ids.stateMachine, {
    stateMachineName: props.stateMachineName,
    stateMachineType: StateMachineType.STANDARD,
    definitionBody: DefinitionBody.fromChainable(props.definition(tasks)),
    logs: { destination: logGroup, level: LogLevel.ALL, includeExecutionData: true },
    tracingEnabled: true,
  });

  acknowledge(
    stateMachine.role,
    'IAM5[Resource::*]',
    'CloudWatch Logs delivery (logs:*LogDelivery, logs:PutResourcePolicy, logs:Describe*) and X-Ray actions support no resource-level permissions.',
  );
  for (const fn of Object.values<IFunction>(tasks)) {
    acknowledge(
      stateMachine.role,
      wildcardResourceFinding(scope, `${fn.functionArn}:*`),
      'LambdaInvoke may call any version or alias of its own task function; the wildcard is limited to that one function.',
    );
  }
  return { tasks, stateMachine };
}
