// The Workflow stack: the onboarding state machine as the local stack will run it.
import { describe, expect, it } from 'vitest';
import { workflowTasks } from '../../infra/routes.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const workflow = templateOf(stacks.workflow);
const [machine] = Object.values(resourcesOf(workflow, 'AWS::StepFunctions::StateMachine'));

type State = Record<string, any>;

/** DefinitionString is an Fn::Join; tokens (function ARNs, partition) become `{"token": …}` strings. */
function definition(): { StartAt: string; States: Record<string, State> } {
  const [, parts] = machine!.Properties.DefinitionString['Fn::Join'] as [string, unknown[]];
  const json = parts.map((part) => (typeof part === 'string' ? part : `TOKEN${JSON.stringify(part).replace(/"/g, "'")}`)).join('');
  return JSON.parse(json);
}

describe('the onboarding state machine', () => {
  it('is a standard workflow with full logging and tracing', () => {
    expect(machine?.Properties).toMatchObject({
      StateMachineName: 'Markk-dev-Onboarding',
      StateMachineType: 'STANDARD',
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: true },
      TracingConfiguration: { Enabled: true },
    });
  });

  it('starts by invoking the MarkRunStarted task Lambda', () => {
    const { StartAt, States } = definition();
    expect(StartAt).toBe('MarkRunStarted');
    expect(States.MarkRunStarted).toMatchObject({
      Type: 'Task',
      Resource: "arn:TOKEN{'Ref':'AWS::Partition'}:states:::lambda:invoke",
      Parameters: { 'Payload.$': '$' },
      OutputPath: '$.Payload',
    });
    const taskLogicalId = logicalIdOf(stacks.workflow.taskFunctions.MarkRunStarted, stacks.workflow);
    expect(States.MarkRunStarted!.Parameters.FunctionName).toBe(`TOKEN{'Fn::GetAtt':['${taskLogicalId}','Arn']}`);
  });

  it('retries a failing task with backoff, then records the run as failed', () => {
    const { States } = definition();
    expect(States.MarkRunStarted!.Retry).toContainEqual({
      ErrorEquals: ['States.ALL'],
      MaxAttempts: 3,
      IntervalSeconds: 2,
      BackoffRate: 2,
    });
    expect(States.MarkRunStarted!.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RunFailed' }]);
    expect(States.RunFailed).toMatchObject({ Type: 'Fail' });
  });

  it('succeeds after the last task', () => {
    const { States } = definition();
    expect(States[States.MarkRunStarted!.Next as string]).toEqual({ Type: 'Succeed' });
  });

  it('has one task Lambda per workflow task, each referenced by the definition', () => {
    expect(Object.keys(stacks.workflow.taskFunctions).sort()).toEqual(Object.keys(workflowTasks).sort());
    workflow.resourceCountIs('AWS::Lambda::Function', Object.keys(workflowTasks).length);
    const referenced = JSON.stringify(machine!.Properties.DefinitionString);
    for (const fn of Object.values(stacks.workflow.taskFunctions)) {
      expect(referenced).toContain(logicalIdOf(fn, stacks.workflow));
    }
  });
});
