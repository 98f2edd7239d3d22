// The Workflow stack: the onboarding state machine as the local stack will run it.
import { describe, expect, it } from 'vitest';
import { bulkWorkflowTasks, contentPlanWorkflowTasks, planWorkflowTasks, workflowTasks } from '../../infra/routes.ts';
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

  it('loads the brand kit, writes the strategy, then the content in parallel, then assembles', () => {
    const { StartAt, States } = definition();
    expect(StartAt).toBe('LoadBrandKit');
    expect(States.LoadBrandKit!.Next).toBe('WriteStrategy');
    expect(States.WriteStrategy!.Next).toBe('WriteContent');
    expect(States.WriteContent!.Next).toBe('AssemblePackage');
    expect(States.AssemblePackage!.Next).toBe('RunSucceeded');
    expect(States.RunSucceeded).toEqual({ Type: 'Succeed' });
  });

  it('writes seven posts as a Map beside the newsletter and the blog', () => {
    const { States } = definition();
    const content = States.WriteContent!;
    expect(content.Type).toBe('Parallel');
    expect(content.ResultPath).toBe('$.content');
    const [posts, newsletter, blog] = content.Branches as { StartAt: string; States: Record<string, State> }[];
    expect(posts!.States.WritePosts).toMatchObject({ Type: 'Map', ItemsPath: '$.postNumbers', MaxConcurrency: 7 });
    expect(posts!.States.WritePosts!.ItemSelector).toMatchObject({ 'number.$': '$$.Map.Item.Value', 'userId.$': '$.userId', 'runId.$': '$.runId' });
    expect(posts!.States.WritePosts!.ItemProcessor.StartAt).toBe('WritePost');
    expect(newsletter!.StartAt).toBe('WriteNewsletter');
    expect(blog!.StartAt).toBe('WriteBlog');
  });

  it('invokes each task Lambda and keeps only its answer', () => {
    const { States } = definition();
    const taskLogicalId = logicalIdOf(stacks.workflow.taskFunctions.LoadBrandKit, stacks.workflow);
    expect(States.LoadBrandKit).toMatchObject({
      Type: 'Task',
      Resource: "arn:TOKEN{'Ref':'AWS::Partition'}:states:::lambda:invoke",
      Parameters: { 'Payload.$': '$', FunctionName: `TOKEN{'Fn::GetAtt':['${taskLogicalId}','Arn']}` },
      OutputPath: '$.Payload',
    });
  });

  it('retries every AI task with backoff', () => {
    const { States } = definition();
    const branches = States.WriteContent!.Branches as { States: Record<string, State> }[];
    const tasks = [
      States.LoadBrandKit!,
      States.WriteStrategy!,
      States.AssemblePackage!,
      branches[0]!.States.WritePosts!.ItemProcessor.States.WritePost,
      branches[1]!.States.WriteNewsletter!,
      branches[2]!.States.WriteBlog!,
    ];
    for (const task of tasks) {
      expect(task.Retry).toContainEqual({ ErrorEquals: ['States.ALL'], MaxAttempts: 3, IntervalSeconds: 2, BackoffRate: 2 });
    }
  });

  it('records a readable failure from every step, then fails the execution', () => {
    const { States } = definition();
    for (const name of ['LoadBrandKit', 'WriteStrategy', 'WriteContent', 'AssemblePackage']) {
      expect(States[name]!.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'RecordFailure' }]);
    }
    expect(States.RecordFailure!.Next).toBe('RunFailed');
    expect(States.RunFailed).toMatchObject({ Type: 'Fail' });
  });

  it('has one task Lambda per workflow task, each referenced by the definition', () => {
    expect(Object.keys(stacks.workflow.taskFunctions).sort()).toEqual(Object.keys(workflowTasks).sort());
    // Beside them, the project plan's, the content plan's and bulk generation's own task Lambdas (tests/infra/project-plan.test.ts, content-plan.test.ts, bulk.test.ts).
    workflow.resourceCountIs(
      'AWS::Lambda::Function',
      Object.keys(workflowTasks).length +
        Object.keys(planWorkflowTasks).length +
        Object.keys(contentPlanWorkflowTasks).length +
        Object.keys(bulkWorkflowTasks).length,
    );
    const referenced = JSON.stringify(machine!.Properties.DefinitionString);
    for (const fn of Object.values(stacks.workflow.taskFunctions)) {
      expect(referenced).toContain(logicalIdOf(fn, stacks.workflow));
    }
  });
});
