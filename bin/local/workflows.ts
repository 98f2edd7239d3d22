// The local Step Functions: the state machine definitions CDK synthesizes, run by
// aws-local-stepfunctions with every Lambda task bound to its handler module, behind a
// small Step Functions API (StartExecution, DescribeExecution) for the handlers' SDK.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bulkTaskStateEntries, contentPlanWorkflowTasks, planWorkflowTasks, workflowTasks } from '../../infra/routes.ts';
import { lambdaContext, loadHandler } from './handlers.ts';

export interface LocalStateMachine {
  /** Logical id of the AWS::StepFunctions::StateMachine resource. */
  id: string;
  arn: string;
  definition: Record<string, unknown>;
}

const ARN_PREFIX = 'arn:aws:states:us-east-1:000000000000:stateMachine:';
const lambdaArn = (logicalId: string) => `arn:aws:lambda:us-east-1:000000000000:function:${logicalId}`;

/** Resolves the CloudFormation intrinsics CDK leaves in a DefinitionString. */
function resolveIntrinsics(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if ('Fn::Join' in v) {
      const [sep, parts] = v['Fn::Join'] as [string, unknown[]];
      return parts.map(resolveIntrinsics).join(sep);
    }
    if ('Fn::GetAtt' in v) return lambdaArn(String((v['Fn::GetAtt'] as unknown[])[0]));
    if ('Ref' in v) {
      const ref = String(v.Ref);
      if (ref === 'AWS::Partition') return 'aws';
      if (ref === 'AWS::Region') return 'us-east-1';
      if (ref === 'AWS::AccountId') return '000000000000';
      if (ref === 'AWS::URLSuffix') return 'amazonaws.com';
      return `local-${ref}`;
    }
    if ('Fn::ImportValue' in v) return `local-import`;
  }
  throw new Error(`Unsupported intrinsic in a state machine definition: ${JSON.stringify(value)}`);
}

function sourceHash(root: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.ts')) hash.update(full).update(readFileSync(full));
    }
  };
  walk(path.join(root, 'infra'));
  hash.update(readFileSync(path.join(root, 'cdk.json')));
  return hash.digest('hex');
}

/**
 * Builds the CDK app (bundling off) and resolves each state machine's definition, as
 * `cdk synth` would write it. Cached in node_modules/.cache/markk, keyed by a hash of
 * infra/ and cdk.json, so later starts do not load the CDK at all.
 */
export async function synthesizeStateMachines(root: string): Promise<LocalStateMachine[]> {
  const key = sourceHash(root);
  const cacheFile = path.join(root, 'node_modules', '.cache', 'markk', 'state-machines.json');
  if (existsSync(cacheFile)) {
    const cached = JSON.parse(readFileSync(cacheFile, 'utf8')) as { key: string; machines: LocalStateMachine[] };
    if (cached.key === key) return cached.machines;
  }

  const { App, Stack } = await import('aws-cdk-lib');
  const { CfnStateMachine } = await import('aws-cdk-lib/aws-stepfunctions');
  const { createMarkkStacks } = await import('../../infra/markk.ts');
  // The same context `cdk synth` reads from cdk.json (feature flags), with bundling off.
  const cdkContext = (JSON.parse(readFileSync(path.join(root, 'cdk.json'), 'utf8')) as { context?: Record<string, unknown> }).context ?? {};
  const app = new App({ context: { ...cdkContext, 'aws:cdk:bundling-stacks': [], stage: 'local' } });
  createMarkkStacks(app, 'local');
  // Resolving each definition is enough; a full synth would also copy every asset.
  const machines: LocalStateMachine[] = [];
  for (const construct of app.node.findAll()) {
    if (!(construct instanceof CfnStateMachine)) continue;
    const stack = Stack.of(construct);
    const id = stack.getLogicalId(construct);
    const definition = JSON.parse(resolveIntrinsics(stack.resolve(construct.definitionString))) as Record<string, unknown>;
    machines.push({ id, arn: `${ARN_PREFIX}${id}`, definition });
  }
  // Checked against the States Language once, here: the cache holds only definitions that
  // passed, so a start does not compile the validator's schemas (≈ 0.7 s of CPU) again.
  const { StateMachine } = await localStepFunctions();
  for (const machine of machines) new StateMachine(machine.definition as never, { validationOptions: { checkArn: false } });
  mkdirSync(path.dirname(cacheFile), { recursive: true });
  writeFileSync(cacheFile, JSON.stringify({ key, machines }));
  return machines;
}

/** Every Task state in a definition, including those inside Parallel branches and Map processors. */
export function taskStateNames(definition: Record<string, unknown>): string[] {
  const names: string[] = [];
  const visit = (states: Record<string, Record<string, unknown>>) => {
    for (const [name, state] of Object.entries(states)) {
      if (state.Type === 'Task') names.push(name);
      for (const branch of (state.Branches as { States: Record<string, Record<string, unknown>> }[] | undefined) ?? []) visit(branch.States);
      const processor = (state.ItemProcessor ?? state.Iterator) as { States: Record<string, Record<string, unknown>> } | undefined;
      if (processor) visit(processor.States);
    }
  };
  visit(definition.States as Record<string, Record<string, unknown>>);
  return names;
}

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';
  input: string;
  output?: string;
  error?: string;
  cause?: string;
  startDate: number;
  stopDate?: number;
}

export interface WorkflowRunnerOptions {
  root: string;
  machines: LocalStateMachine[];
  /** Milliseconds between retries, instead of the definition's backoff (tests). */
  retryIntervalMs?: number;
}

/** aws-local-stepfunctions, with Node 22's Promise.withResolvers (which it uses) on older Node. */
async function localStepFunctions() {
  if (!('withResolvers' in Promise)) {
    Object.defineProperty(Promise, 'withResolvers', {
      value: function withResolvers<T>() {
        let resolve!: (value: T) => void;
        let reject!: (reason?: unknown) => void;
        const promise = new Promise<T>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        return { promise, resolve, reject };
      },
    });
  }
  return import('aws-local-stepfunctions');
}

export async function createWorkflowRunner(options: WorkflowRunnerOptions) {
  const { StateMachine } = await localStepFunctions();
  const executions = new Map<string, Execution>();
  /** Each execution as it stops (succeeded or failed). */
  const stopped = new Map<string, Promise<Execution>>();
  const byArn = new Map(options.machines.map((m) => [m.arn, m]));
  // Parsed once per machine, not per execution; validated when synthesizeStateMachines resolved them.
  const compiled = new Map(options.machines.map((m) => [m.arn, new StateMachine(m.definition as never, { validationOptions: { noValidate: true } })]));

  // Every task must be bound to a handler module: an unbound task is a definition error.
  const taskHandlers: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const machine of options.machines) {
    for (const state of taskStateNames(machine.definition)) {
      const entry = ({ ...workflowTasks, ...planWorkflowTasks, ...contentPlanWorkflowTasks, ...bulkTaskStateEntries } as Record<string, string>)[state];
      if (!entry)
        throw new Error(
          `Workflow task state ${state} has no handler in workflowTasks, planWorkflowTasks, contentPlanWorkflowTasks or bulkTaskStateEntries (infra/routes.ts).`,
        );
      taskHandlers[state] = async (input: unknown) => {
        const { Payload } = input as { Payload: unknown };
        const handler = await loadHandler(options.root, entry);
        return { Payload: await handler(Payload, lambdaContext(state, 900_000)) };
      };
    }
  }

  function start(stateMachineArn: string, input: string, name: string = randomUUID()): Execution {
    const machine = byArn.get(stateMachineArn);
    if (!machine) throw Object.assign(new Error(`State Machine Does Not Exist: '${stateMachineArn}'`), { type: 'StateMachineDoesNotExist' });
    const executionArn = `${stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
    const existing = executions.get(executionArn);
    if (existing) return existing;
    const execution: Execution = { executionArn, stateMachineArn, name, status: 'RUNNING', input, startDate: Date.now() };
    executions.set(executionArn, execution);
    const stateMachine = compiled.get(machine.arn)!;
    const retryIntervalOverrides =
      options.retryIntervalMs === undefined ? undefined : Object.fromEntries(Object.keys(taskHandlers).map((s) => [s, options.retryIntervalMs!]));
    const run = stateMachine.run(JSON.parse(input || '{}'), {
      overrides: { taskResourceLocalHandlers: taskHandlers as never, ...(retryIntervalOverrides ? { retryIntervalOverrides } : {}) },
    });
    stopped.set(
      executionArn,
      run.result.then(
        (output) => Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output), stopDate: Date.now() }),
        (error: Error & { cause?: { name?: string; message?: string } }) =>
          Object.assign(execution, {
            status: 'FAILED',
            error: error.cause?.name ?? error.name,
            cause: error.cause?.message ?? error.message,
            stopDate: Date.now(),
          }),
      ),
    );
    return execution;
  }

  /** Answers the Step Functions JSON API calls the handlers make through @aws-sdk/client-sfn. */
  function handleApi(target: string, body: Record<string, unknown>): { status: number; payload: unknown } {
    const operation = target.split('.').pop();
    try {
      if (operation === 'StartExecution') {
        const execution = start(String(body.stateMachineArn), String(body.input ?? '{}'), body.name ? String(body.name) : undefined);
        return { status: 200, payload: { executionArn: execution.executionArn, startDate: execution.startDate / 1000 } };
      }
      if (operation === 'DescribeExecution') {
        const execution = executions.get(String(body.executionArn));
        if (!execution) return { status: 400, payload: { __type: 'ExecutionDoesNotExist', message: 'Execution Does Not Exist' } };
        const { startDate, stopDate, ...rest } = execution;
        return { status: 200, payload: { ...rest, startDate: startDate / 1000, ...(stopDate ? { stopDate: stopDate / 1000 } : {}) } };
      }
      return { status: 400, payload: { __type: 'UnknownOperationException', message: `The local Step Functions does not support ${operation}` } };
    } catch (error) {
      const e = error as Error & { type?: string };
      return { status: 400, payload: { __type: e.type ?? 'InvalidParameterValueException', message: e.message } };
    }
  }

  /**
   * Waits for an execution to stop (tests, benches): settles with the run itself, so a bench
   * measures when the execution stopped, not the next tick of a polling loop.
   */
  async function waitFor(executionArn: string, timeoutMs = 30_000): Promise<Execution> {
    const finished = stopped.get(executionArn);
    if (!finished) throw new Error(`Execution ${executionArn} does not exist`);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Execution ${executionArn} did not finish in ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([finished, late]);
    } finally {
      clearTimeout(timer);
    }
  }

  return { start, handleApi, waitFor, machines: options.machines };
}

export type WorkflowRunner = Awaited<ReturnType<typeof createWorkflowRunner>>;
