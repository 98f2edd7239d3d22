// The "Ask AI to Generate Plan" workflow as CDK synthesizes it (and the local stack runs it):
// its own standard state machine beside the onboarding one, its steps in order with retries
// and a failure path that records why, and least privilege all round — the machine may
// invoke only its four task Lambdas, the tasks may only use the table (and their logs,
// traces and the app secret), and only StartProjectPlan may start it.
import { describe, expect, it } from 'vitest';
import { planWorkflowTasks, workflowTasks } from '../../infra/routes.ts';
import { deployedRoutes } from '../../infra/routes.ts';
import { actionsOf, flatten, grantsOfRole, roleIdOf } from './iam.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const workflow = templateOf(stacks.workflow);
const machines = resourcesOf(workflow, 'AWS::StepFunctions::StateMachine');
const planMachineId = logicalIdOf(stacks.workflow.planStateMachine, stacks.workflow);
const machine = machines[planMachineId]!;

type State = Record<string, any>;

function definition(): { StartAt: string; States: Record<string, State> } {
  const [, parts] = machine.Properties.DefinitionString['Fn::Join'] as [string, unknown[]];
  const json = parts.map((part) => (typeof part === 'string' ? part : `TOKEN${JSON.stringify(part).replace(/"/g, "'")}`)).join('');
  return JSON.parse(json);
}

const taskIds = Object.fromEntries(Object.entries(stacks.workflow.planTaskFunctions).map(([name, fn]) => [name, logicalIdOf(fn, stacks.workflow)]));

describe('the project plan state machine', () => {
  it('is a second standard workflow beside the onboarding one, with full logging and tracing', () => {
    // Onboarding, this one, "Plan my next 30 days" and bulk generation.
    expect(Object.keys(machines)).toHaveLength(4);
    expect(machine.Properties).toMatchObject({
      StateMachineName: 'Markk-dev-ProjectPlan',
      StateMachineType: 'STANDARD',
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: true },
      TracingConfiguration: { Enabled: true },
    });
  });

  it('loads the project, proposes tasks, stores them, then succeeds', () => {
    const { StartAt, States } = definition();
    expect(StartAt).toBe('PlanLoadProject');
    expect(States.PlanLoadProject!.Next).toBe('PlanProposeTasks');
    expect(States.PlanProposeTasks!.Next).toBe('PlanStoreProposals');
    expect(States.PlanStoreProposals!.Next).toBe('PlanSucceeded');
    expect(States.PlanSucceeded).toEqual({ Type: 'Succeed' });
  });

  it('names its states apart from the onboarding ones (the local runner binds tasks by state name)', () => {
    const names = Object.keys(definition().States);
    for (const name of Object.keys(workflowTasks)) expect(names).not.toContain(name);
    expect(names.filter((n) => definition().States[n]!.Type === 'Task').sort()).toEqual(Object.keys(planWorkflowTasks).sort());
  });

  it('invokes each task Lambda, retries with backoff, and records a readable failure from every step', () => {
    const { States } = definition();
    for (const name of ['PlanLoadProject', 'PlanProposeTasks', 'PlanStoreProposals']) {
      expect(States[name]).toMatchObject({
        Type: 'Task',
        Parameters: { 'Payload.$': '$', FunctionName: `TOKEN{'Fn::GetAtt':['${taskIds[name]}','Arn']}` },
        OutputPath: '$.Payload',
      });
      expect(States[name]!.Retry).toContainEqual({ ErrorEquals: ['States.ALL'], MaxAttempts: 2, IntervalSeconds: 2, BackoffRate: 2 });
      expect(States[name]!.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'PlanRecordFailure' }]);
    }
    expect(States.PlanRecordFailure!.Next).toBe('PlanFailed');
    expect(States.PlanFailed).toMatchObject({ Type: 'Fail' });
  });

  it('may invoke its own four task Lambdas and nothing else', () => {
    const roleId = (machine.Properties.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const invokes = grantsOfRole(workflow, roleId).filter((g) => g.actions.some((a) => a.startsWith('lambda:')));
    expect(invokes.flatMap((g) => g.actions).every((a) => a === 'lambda:InvokeFunction')).toBe(true);
    const resources = invokes
      .flatMap((g) => [g.resource].flat())
      .map(flatten)
      .sort();
    const expected = Object.values(taskIds)
      .flatMap((id) => [`{${id}.Arn}`, `{${id}.Arn}:*`])
      .sort();
    expect(resources).toEqual(expected);
    const actions = grantsOfRole(workflow, roleId).flatMap((g) => g.actions);
    expect(actions.filter((a) => !/^(lambda:InvokeFunction|logs:|xray:)/.test(a))).toEqual([]);
  });

  it('gives its task Lambdas the table and nothing beyond their logs, traces and the app secret', () => {
    const functions = resourcesOf(workflow, 'AWS::Lambda::Function');
    for (const [name, id] of Object.entries(taskIds)) {
      const fn = functions[id]!;
      const actions = actionsOf(workflow, fn);
      expect(
        actions.filter((a) => !/^(dynamodb:|logs:|xray:|secretsmanager:(GetSecretValue|DescribeSecret))/.test(a)),
        name,
      ).toEqual([]);
      expect(actions, name).toContain('dynamodb:PutItem');
      expect(
        actions.filter((a) => a === 'dynamodb:Scan'),
        name,
      ).toEqual([]);
      expect(fn.Properties.Environment.Variables, name).not.toHaveProperty('STATE_MACHINE_ARN');
      expect(fn.Properties.Handler, name).toBe('index.handler');
    }
  });

  it('is started only by StartProjectPlan, whose role may start this machine and no other', () => {
    const routes = deployedRoutes().filter((r) => r.needs.workflow === 'startPlan');
    expect(routes.map((r) => r.name)).toEqual(['StartProjectPlan']);
    const area = stacks.api.areas.find((nested) => nested.functions.StartProjectPlan)!;
    const template = templateOf(area);
    const fn = resourcesOf(template, 'AWS::Lambda::Function')[logicalIdOf(area.functions.StartProjectPlan!.function, area)]!;
    const grants = grantsOfRole(template, roleIdOf(fn)).filter((g) => g.actions.some((a) => a.startsWith('states:')));
    expect(grants).toHaveLength(1);
    expect(grants[0]!.actions).toEqual(['states:StartExecution']);
    expect(grants[0]!.resource).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Workflow:.*ProjectPlan/) });
    expect(fn.Properties.Environment.Variables.PLAN_STATE_MACHINE_ARN).toEqual(grants[0]!.resource);
    expect(fn.Properties.Environment.Variables).not.toHaveProperty('STATE_MACHINE_ARN');
  });
});
