// The "Plan my next 30 days" workflow as CDK synthesizes it (and the local stack runs it): its
// own standard state machine, its steps in order (a Map over the batches, a few at a time)
// with retries and a failure path that records why, and least privilege — the machine may
// invoke only its four task Lambdas, the tasks may only use the table, and only
// StartContentPlan may start it.
import { describe, expect, it } from 'vitest';
import { contentPlanWorkflowTasks, deployedRoutes, planWorkflowTasks, workflowTasks } from '../../infra/routes.ts';
import { WRITE_CONCURRENCY } from '../../infra/workflows/content-plan.ts';
import { actionsOf, flatten, grantsOfRole, roleIdOf } from './iam.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const workflow = templateOf(stacks.workflow);
const machines = resourcesOf(workflow, 'AWS::StepFunctions::StateMachine');
const machine = machines[logicalIdOf(stacks.workflow.contentPlanStateMachine, stacks.workflow)]!;

type State = Record<string, any>;

function definition(): { StartAt: string; States: Record<string, State> } {
  const [, parts] = machine.Properties.DefinitionString['Fn::Join'] as [string, unknown[]];
  const json = parts.map((part) => (typeof part === 'string' ? part : `TOKEN${JSON.stringify(part).replace(/"/g, "'")}`)).join('');
  return JSON.parse(json);
}

const taskIds = Object.fromEntries(Object.entries(stacks.workflow.contentPlanTaskFunctions).map(([name, fn]) => [name, logicalIdOf(fn, stacks.workflow)]));

describe('the content plan state machine', () => {
  it('is a standard workflow with full logging and tracing', () => {
    expect(machine.Properties).toMatchObject({
      StateMachineName: 'Markk-dev-ContentPlan',
      StateMachineType: 'STANDARD',
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: true },
      TracingConfiguration: { Enabled: true },
    });
  });

  it('loads the brief, writes the batches in a bounded Map, stores the plan, then succeeds', () => {
    const { StartAt, States } = definition();
    expect(StartAt).toBe('ContentPlanLoadBrief');
    expect(States.ContentPlanLoadBrief!.Next).toBe('ContentPlanWriteBatches');
    expect(States.ContentPlanWriteBatches).toMatchObject({ Type: 'Map', ItemsPath: '$.batches', MaxConcurrency: WRITE_CONCURRENCY, ResultPath: '$.written' });
    expect(WRITE_CONCURRENCY).toBeGreaterThan(1);
    const processor = States.ContentPlanWriteBatches!.ItemProcessor as { StartAt: string; States: Record<string, State> };
    expect(processor.StartAt).toBe('ContentPlanWriteBatch');
    expect(processor.States.ContentPlanWriteBatch!.Retry).toContainEqual({ ErrorEquals: ['States.ALL'], MaxAttempts: 2, IntervalSeconds: 2, BackoffRate: 2 });
    expect(States.ContentPlanWriteBatches!.Next).toBe('ContentPlanStore');
    expect(States.ContentPlanStore!.Next).toBe('ContentPlanSucceeded');
    expect(States.ContentPlanSucceeded).toEqual({ Type: 'Succeed' });
  });

  it('names its states apart from the other workflows (the local runner binds tasks by state name)', () => {
    const names = Object.keys(definition().States);
    for (const name of [...Object.keys(workflowTasks), ...Object.keys(planWorkflowTasks)]) expect(names).not.toContain(name);
  });

  it('records a readable failure from every step', () => {
    const { States } = definition();
    for (const name of ['ContentPlanLoadBrief', 'ContentPlanWriteBatches', 'ContentPlanStore']) {
      expect(States[name]!.Catch, name).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'ContentPlanRecordFailure' }]);
    }
    expect(States.ContentPlanRecordFailure!.Next).toBe('ContentPlanFailed');
    expect(States.ContentPlanFailed).toMatchObject({ Type: 'Fail' });
  });

  it('may invoke its own four task Lambdas and nothing else', () => {
    expect(Object.keys(taskIds).sort()).toEqual(Object.keys(contentPlanWorkflowTasks).sort());
    const roleId = (machine.Properties.RoleArn as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const invokes = grantsOfRole(workflow, roleId).filter((g) => g.actions.some((a) => a.startsWith('lambda:')));
    const resources = invokes
      .flatMap((g) => [g.resource].flat())
      .map(flatten)
      .sort();
    expect(resources).toEqual(
      Object.values(taskIds)
        .flatMap((id) => [`{${id}.Arn}`, `{${id}.Arn}:*`])
        .sort(),
    );
    const actions = grantsOfRole(workflow, roleId).flatMap((g) => g.actions);
    expect(actions.filter((a) => !/^(lambda:InvokeFunction|logs:|xray:)/.test(a))).toEqual([]);
  });

  it('gives its task Lambdas the table and nothing beyond their logs, traces and the app secret', () => {
    const functions = resourcesOf(workflow, 'AWS::Lambda::Function');
    for (const [name, id] of Object.entries(taskIds)) {
      const actions = actionsOf(workflow, functions[id]!);
      expect(
        actions.filter((a) => !/^(dynamodb:|logs:|xray:|secretsmanager:(GetSecretValue|DescribeSecret))/.test(a)),
        name,
      ).toEqual([]);
      expect(
        actions.filter((a) => a === 'dynamodb:Scan'),
        name,
      ).toEqual([]);
    }
  });

  it('is started only by StartContentPlan, whose role may start this machine and no other', () => {
    const routes = deployedRoutes().filter((r) => r.needs.workflow === 'startContentPlan');
    expect(routes.map((r) => r.name)).toEqual(['StartContentPlan']);
    const area = stacks.api.areas.find((nested) => nested.functions.StartContentPlan)!;
    const template = templateOf(area);
    const fn = resourcesOf(template, 'AWS::Lambda::Function')[logicalIdOf(area.functions.StartContentPlan!.function, area)]!;
    const grants = grantsOfRole(template, roleIdOf(fn)).filter((g) => g.actions.some((a) => a.startsWith('states:')));
    expect(grants).toHaveLength(1);
    expect(grants[0]!.actions).toEqual(['states:StartExecution']);
    expect(grants[0]!.resource).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Workflow:.*ContentPlan/) });
    expect(fn.Properties.Environment.Variables.CONTENT_PLAN_STATE_MACHINE_ARN).toEqual(grants[0]!.resource);
  });
});
