// The bulk generation workflow as CDK synthesizes it (and the local stack runs it): its own
// standard state machine; a Distributed Map with a tolerated failure percentage for runs of more
// than 40 posts, an inline Map for the others, both bounded, each post retried until a rate limit
// passes and a few times for anything else, then recorded failed; a failure path for the run;
// least privilege — only the bulk start and retry routes may start it.
import { describe, expect, it } from 'vitest';
import { bulkInlineTaskStates, bulkWorkflowTasks, contentPlanWorkflowTasks, deployedRoutes, planWorkflowTasks, workflowTasks } from '../../infra/routes.ts';
import { BULK_CONCURRENCY, DISTRIBUTED_ABOVE, TOLERATED_FAILURE_PERCENTAGE } from '../../infra/workflows/bulk.ts';
import { grantsOfRole, roleIdOf } from './iam.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const workflow = templateOf(stacks.workflow);
const machines = resourcesOf(workflow, 'AWS::StepFunctions::StateMachine');
const machine = machines[logicalIdOf(stacks.workflow.bulkStateMachine, stacks.workflow)]!;

type State = Record<string, any>;

function definition(): { StartAt: string; States: Record<string, State> } {
  const [, parts] = machine.Properties.DefinitionString['Fn::Join'] as [string, unknown[]];
  const json = parts.map((part) => (typeof part === 'string' ? part : `TOKEN${JSON.stringify(part).replace(/"/g, "'")}`)).join('');
  return JSON.parse(json);
}

const processorOf = (state: State) => state.ItemProcessor as { ProcessorConfig?: Record<string, string>; StartAt: string; States: Record<string, State> };

describe('the bulk state machine', () => {
  it('is a standard workflow with full logging and tracing', () => {
    expect(machine.Properties).toMatchObject({
      StateMachineName: 'Markk-dev-Bulk',
      StateMachineType: 'STANDARD',
      LoggingConfiguration: { Level: 'ALL', IncludeExecutionData: true },
      TracingConfiguration: { Enabled: true },
    });
  });

  it('distributes the Map above 40 posts, with a tolerated failure percentage, and keeps it inline below', () => {
    const { StartAt, States } = definition();
    expect(StartAt).toBe('BulkLoad');
    expect(States.BulkLoad!.Next).toBe('BulkManyPosts');
    expect(States.BulkManyPosts).toMatchObject({
      Type: 'Choice',
      Choices: [{ Variable: '$.count', NumericGreaterThan: DISTRIBUTED_ABOVE, Next: 'BulkWritePosts' }],
      Default: 'BulkWriteFewPosts',
    });
    expect(States.BulkWritePosts).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.items',
      MaxConcurrency: BULK_CONCURRENCY,
      ToleratedFailurePercentage: TOLERATED_FAILURE_PERCENTAGE,
      ResultPath: null,
      Next: 'BulkFinish',
    });
    expect(processorOf(States.BulkWritePosts!).ProcessorConfig).toMatchObject({ Mode: 'DISTRIBUTED' });
    expect(States.BulkWriteFewPosts).toMatchObject({
      Type: 'Map',
      ItemsPath: '$.items',
      MaxConcurrency: BULK_CONCURRENCY,
      ResultPath: null,
      Next: 'BulkFinish',
    });
    expect(processorOf(States.BulkWriteFewPosts!).ProcessorConfig?.Mode ?? 'INLINE').toBe('INLINE');
    expect(States.BulkFinish!.Next).toBe('BulkSucceeded');
  });

  it('retries a post until a rate limit passes, anything else a few times, then records it failed and goes on', () => {
    const { States } = definition();
    for (const [map, write, failed] of [
      ['BulkWritePosts', 'BulkWriteItem', 'BulkItemFailed'],
      ['BulkWriteFewPosts', 'BulkWriteItemInline', 'BulkItemFailedInline'],
    ] as const) {
      const processor = processorOf(States[map]!);
      expect(processor.StartAt).toBe(write);
      const retry = processor.States[write]!.Retry as State[];
      expect(retry.find((r) => r.ErrorEquals.includes('AiRateLimited'))).toMatchObject({ ErrorEquals: ['AiRateLimited'], MaxAttempts: 30 });
      expect(retry.at(-1)).toMatchObject({ ErrorEquals: ['States.ALL'], MaxAttempts: 2 });
      expect(processor.States[write]!.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: failed }]);
      expect(processor.States[failed]!.End).toBe(true);
    }
  });

  it('records a readable failure of the run from every step', () => {
    const { States } = definition();
    for (const name of ['BulkLoad', 'BulkWritePosts', 'BulkWriteFewPosts', 'BulkFinish']) {
      expect(States[name]!.Catch, name).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'BulkRecordFailure' }]);
    }
    expect(States.BulkRecordFailure!.Next).toBe('BulkFailed');
  });

  it('names its states apart from the other workflows, the inline twins calling the same Lambdas', () => {
    const names = JSON.stringify(definition());
    for (const name of [...Object.keys(workflowTasks), ...Object.keys(planWorkflowTasks), ...Object.keys(contentPlanWorkflowTasks)])
      expect(names).not.toContain(`"${name}"`);
    expect(Object.keys(stacks.workflow.bulkTaskFunctions).sort()).toEqual(Object.keys(bulkWorkflowTasks).sort());
    const { States } = definition();
    const fnOf = (state: State) => JSON.stringify(state.Parameters.FunctionName);
    for (const [inline, task] of Object.entries(bulkInlineTaskStates)) {
      const twin = processorOf(States.BulkWritePosts!).States[task]!;
      expect(fnOf(processorOf(States.BulkWriteFewPosts!).States[inline]!)).toBe(fnOf(twin));
    }
  });

  it('is started only by the bulk start and retry routes, whose roles may start this machine and no other', () => {
    const routes = deployedRoutes().filter((r) => r.needs.workflow === 'startBulk');
    expect(routes.map((r) => r.name).sort()).toEqual(['RetryBulkRun', 'StartBulkRun']);
    for (const name of ['StartBulkRun', 'RetryBulkRun']) {
      const area = stacks.api.areas.find((nested) => nested.functions[name])!;
      const template = templateOf(area);
      const fn = resourcesOf(template, 'AWS::Lambda::Function')[logicalIdOf(area.functions[name]!.function, area)]!;
      const grants = grantsOfRole(template, roleIdOf(fn)).filter((g) => g.actions.some((a) => a.startsWith('states:')));
      expect(grants).toHaveLength(1);
      expect(grants[0]!.actions).toEqual(['states:StartExecution']);
      expect(grants[0]!.resource).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Workflow:.*Bulk/) });
      expect(fn.Properties.Environment.Variables.BULK_STATE_MACHINE_ARN).toEqual(grants[0]!.resource);
    }
  });

  it('lets only the finish step queue the run’s bulk.finished webhook deliveries', () => {
    const functions = resourcesOf(workflow, 'AWS::Lambda::Function');
    const finish = functions[logicalIdOf(stacks.workflow.bulkTaskFunctions.BulkFinish, stacks.workflow)]!;
    expect(finish.Properties.Environment.Variables.PUBLISH_QUEUE_URL).toBeDefined();
    expect(grantsOfRole(workflow, roleIdOf(finish)).filter((g) => g.actions.includes('sqs:SendMessage'))).toHaveLength(1);
    const others = Object.entries(stacks.workflow.bulkTaskFunctions).filter(([name]) => name !== 'BulkFinish');
    for (const [, fn] of others) {
      const resource = functions[logicalIdOf(fn, stacks.workflow)]!;
      expect(resource.Properties.Environment.Variables.PUBLISH_QUEUE_URL).toBeUndefined();
    }
  });
});
