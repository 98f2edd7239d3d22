// Composes Markk's stacks for one stage: Data → Auth / Publishing → Workflow / Scheduler → Api → Web.
import type { App } from 'aws-cdk-lib';
import { portalFromContext, searchBackendFromContext, stackName, stageConfig } from './config.ts';
import type { RouteDef } from './routes.ts';
import { ApiStack } from './api-stack.ts';
import { AuthStack } from './auth-stack.ts';
import { DataStack } from './data-stack.ts';
import { PublishingStack } from './publishing-stack.ts';
import { SchedulerStack } from './scheduler-stack.ts';
import { WebStack } from './web-stack.ts';
import { WorkflowStack } from './workflow-stack.ts';

export interface MarkkStacks {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly publishing: PublishingStack;
  readonly workflow: WorkflowStack;
  readonly scheduler: SchedulerStack;
  readonly api: ApiStack;
  readonly web: WebStack;
}

export interface MarkkStackOptions {
  /** The API's routes; default: every deployed route of infra/routes.ts (tests pass others). */
  readonly routes?: readonly RouteDef[];
}

/** Builds every stack of `stage`; env-agnostic, so `cdk synth` needs no AWS credentials. */
export function createMarkkStacks(app: App, stage: string, options: MarkkStackOptions = {}): MarkkStacks {
  const mailDomain: unknown = app.node.tryGetContext('mailDomain');
  const config = stageConfig(
    stage,
    typeof mailDomain === 'string' && mailDomain ? mailDomain : undefined,
    searchBackendFromContext(app),
    portalFromContext(app),
  );
  const id = (name: string) => stackName(stage, name);
  const common = (name: string) => ({
    stackName: id(name),
    description: `Markk (${stage}): ${name}`,
    config,
  });

  const data = new DataStack(app, id('Data'), common('Data'));

  const auth = new AuthStack(app, id('Auth'), { ...common('Auth'), data: data.data });

  const publishing = new PublishingStack(app, id('Publishing'), { ...common('Publishing'), data: data.data });

  const userPoolIds = {
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.userPoolClient.userPoolClientId,
  };

  const workflow = new WorkflowStack(app, id('Workflow'), {
    ...common('Workflow'),
    data: data.data,
    publishing: publishing.publishing,
    ...userPoolIds,
  });

  const scheduler = new SchedulerStack(app, id('Scheduler'), {
    ...common('Scheduler'),
    data: data.data,
    ...userPoolIds,
    tokenKey: publishing.tokenKey,
  });

  const api = new ApiStack(app, id('Api'), {
    ...common('Api'),
    data: data.data,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    stateMachine: workflow.stateMachine,
    planStateMachine: workflow.planStateMachine,
    contentPlanStateMachine: workflow.contentPlanStateMachine,
    bulkStateMachine: workflow.bulkStateMachine,
    publishing: publishing.publishing,
    ...(options.routes ? { routes: options.routes } : {}),
  });

  const web = new WebStack(app, id('Web'), {
    ...common('Web'),
    apiUrl: api.apiUrl,
    streamOrigins: api.streamOrigins,
    ...userPoolIds,
  });

  // Bucket names are computed, not imported, so these orderings are not implied by references.
  for (const stack of [auth, publishing, workflow, scheduler, api]) stack.addStackDependency(data);

  return { data, auth, publishing, workflow, scheduler, api, web };
}
