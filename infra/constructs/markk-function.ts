// The one construct for Markk's Lambda defaults: ESM bundle with source maps, ARM64,
// X-Ray, logs in a log group with retention, and least-privilege access granted next to the
// environment variable that names the resource. A function either gets its own role and
// log group (`access`), or shares an area's (`shared`: infra/api-area.ts), whose role was
// granted with the same helpers below.
import { ArnFormat, Aws, Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IRole } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { ILogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { IConstruct } from 'constructs';
import type { BucketObjectAction, TableAccess } from '../access.ts';
import type { StageConfig } from '../config.ts';
import { STUDIO_BUNDLING, STUDIO_RENDER_ENVIRONMENT, STUDIO_RENDER_MEMORY_MB } from '../studio-bundling.ts';
import { LAMBDA_BUNDLING, LAMBDA_ESBUILD_ARGS } from '../lambda-bundling.ts';
import { acknowledge, wildcardResourceFinding } from '../nag.ts';
import { fromRoot, repoRoot } from '../paths.ts';
import { tableKeys } from '../table.ts';

export type { BucketObjectAction, TableAccess };

/**
 * nodejs22.x: the closest Lambda runtime to the Node 20 toolchain the local stack runs.
 * nodejs20.x is past Lambda's deprecation (new functions blocked since 2026-08-31).
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

/** The shared data resources every function is told about (names only; access is granted per role). */
export interface MarkkDataRefs {
  readonly table: ITable;
  /** Provider keys (OpenAI, Stripe) as one JSON secret, read at cold start. */
  readonly appSecrets: ISecret;
  readonly logosBucketName: string;
  readonly resourcesBucketName: string;
  /** The generated key of the click counter's visitor hash (functions/lib/click-key.ts). */
  readonly clickKey: ISecret;
}

/** The publishing resources (infra/publishing-stack.ts) that functions scheduling posts or sealing tokens are told about. */
export interface MarkkPublishingRefs {
  /** The KMS key that wraps each connection's data key (envelope encryption of network tokens). */
  readonly tokenKey: IKey;
  /** The queue one-time schedules deliver due posts to; the publish worker consumes it. */
  readonly queue: IQueue;
  /** The role EventBridge Scheduler assumes to send to the queue (passed to each schedule). */
  readonly schedulerRole: IRole;
  /** The stage's schedule group of one-time publish schedules. */
  readonly scheduleGroupName: string;
}

export interface MarkkFunctionAccess {
  readonly table?: TableAccess;
  readonly logos?: readonly BucketObjectAction[];
  readonly resources?: readonly BucketObjectAction[];
}

interface MarkkFunctionBaseProps {
  readonly config: StageConfig;
  /** Handler module relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly description?: string;
  readonly data: MarkkDataRefs;
  readonly timeout?: Duration;
  readonly memorySize?: number;
  /** Extra esbuild steps, e.g. files copied into the bundle beside the handler. */
  readonly commandHooks?: ICommandHooks;
  /** Renders studio images: more memory, the fonts, emoji and resvg's arm64 binary beside the handler (infra/studio-bundling.ts). */
  readonly renders?: boolean;
}

export type MarkkFunctionProps = MarkkFunctionBaseProps &
  (
    | {
        /** What this function may do with the shared data (nothing unless listed): it gets its own role and log group. */
        readonly access: MarkkFunctionAccess;
        readonly shared?: undefined;
      }
    | {
        /** A role already granted what the function needs (grantMarkkAccess) and the log group it writes to. */
        readonly shared: { readonly role: IRole; readonly logGroup: ILogGroup };
        readonly access?: undefined;
      }
  );

export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
// No Scan: the architecture keeps every request path on keys and indexes.
export const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:ConditionCheckItem'];

export class MarkkFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: IRole;

  constructor(scope: Construct, id: string, props: MarkkFunctionProps) {
    super(scope, id);

    let logGroup: ILogGroup;
    if (props.shared) {
      ({ role: this.role, logGroup } = props.shared);
    } else {
      logGroup = new LogGroup(this, 'Logs', {
        retention: props.config.logRetention,
        removalPolicy: props.config.removalPolicy,
      });
      // Own role instead of AWSLambdaBasicExecutionRole: logs may only go to this function's group.
      const role = new Role(this, 'Role', {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `Markk ${props.config.stage} ${id}`,
      });
      grantMarkkAccess(role, { data: props.data, logGroup, access: props.access });
      this.role = role;
    }

    this.function = new NodejsFunction(this, 'Handler', {
      entry: fromRoot(props.entry),
      handler: 'handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? (props.renders ? STUDIO_RENDER_MEMORY_MB : 512),
      timeout: props.timeout ?? props.config.apiTimeout,
      tracing: Tracing.ACTIVE,
      role: this.role,
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      environment: {
        STAGE: props.config.stage,
        POWERTOOLS_SERVICE_NAME: 'markk',
        NODE_OPTIONS: '--enable-source-maps',
        // Resource names only; what the function may do with them is its role's business.
        TABLE_NAME: props.data.table.tableName,
        // APP_SECRETS_ARN: read the provider keys (functions/lib/secrets.ts); never logged.
        APP_SECRETS_ARN: props.data.appSecrets.secretArn,
        LOGOS_BUCKET: props.data.logosBucketName,
        RESOURCES_BUCKET: props.data.resourcesBucketName,
        SEARCH_BACKEND: props.config.searchBackend,
        ...(props.config.portal.domains.length > 0 ? { PORTAL_DOMAINS: props.config.portal.domains.join(',') } : {}),
        ...(props.renders ? STUDIO_RENDER_ENVIRONMENT : {}),
      },
      // infra/lambda-bundling.ts: the same options the bundle size budgets and the bench use.
      bundling: {
        format: OutputFormat.ESM,
        target: LAMBDA_BUNDLING.target,
        mainFields: [...LAMBDA_BUNDLING.mainFields],
        minify: LAMBDA_BUNDLING.minify,
        sourceMap: true,
        sourceMapMode: SourceMapMode.EXTERNAL,
        sourcesContent: LAMBDA_BUNDLING.sourcesContent,
        banner: LAMBDA_BUNDLING.banner,
        externalModules: [...LAMBDA_BUNDLING.externalModules],
        esbuildArgs: LAMBDA_ESBUILD_ARGS,
        ...(props.commandHooks ? { commandHooks: props.commandHooks } : {}),
        ...(props.renders ? STUDIO_BUNDLING : {}),
      },
    });

    acknowledge(
      this.function,
      'L1',
      `Runtime pinned to ${LAMBDA_RUNTIME.name} to stay closest to the Node 20 toolchain the local stack runs; bumped together with it.`,
    );
  }

  /** USER_POOL_ID / USER_POOL_CLIENT_ID: handlers only verify or read tokens, so no IAM grant. */
  useUserPool(userPoolId: string, userPoolClientId: string): this {
    this.function.addEnvironment('USER_POOL_ID', userPoolId);
    this.function.addEnvironment('USER_POOL_CLIENT_ID', userPoolClientId);
    return this;
  }

  /** STATE_MACHINE_ARN: the workflow this function starts (its role holds grantStartExecution). */
  useStateMachine(stateMachine: IStateMachine): this {
    this.function.addEnvironment('STATE_MACHINE_ARN', stateMachine.stateMachineArn);
    return this;
  }

  /** PLAN_STATE_MACHINE_ARN: the project plan workflow this function starts (its role holds grantStartExecution). */
  usePlanStateMachine(stateMachine: IStateMachine): this {
    this.function.addEnvironment('PLAN_STATE_MACHINE_ARN', stateMachine.stateMachineArn);
    return this;
  }

  /** CONTENT_PLAN_STATE_MACHINE_ARN: the "Plan my next 30 days" workflow this function starts (its role holds grantStartExecution). */
  useContentPlanStateMachine(stateMachine: IStateMachine): this {
    this.function.addEnvironment('CONTENT_PLAN_STATE_MACHINE_ARN', stateMachine.stateMachineArn);
    return this;
  }

  /** BULK_STATE_MACHINE_ARN: the bulk generation workflow this function starts (its role holds grantStartExecution). */
  useBulkStateMachine(stateMachine: IStateMachine): this {
    this.function.addEnvironment('BULK_STATE_MACHINE_ARN', stateMachine.stateMachineArn);
    return this;
  }

  /**
   * APP_URL_PARAMETER: where the Web stack writes its CloudFront address, read on first use
   * (functions/lib/app-url.ts; its role holds grantParameterRead). An APP_URL in the stage
   * secret takes precedence.
   */
  useAppUrlParameter(parameterName: string): this {
    this.function.addEnvironment('APP_URL_PARAMETER', parameterName);
    return this;
  }

  /** MAIL_FROM: the verified sender this function mails from (its role holds grantSendEmail). */
  useMail(from: string): this {
    this.function.addEnvironment('MAIL_FROM', from);
    return this;
  }

  /** CLICK_KEY_SECRET_ARN: the visitor-hash key of the click counter (its role holds grantClicks). */
  useClickKey(secret: ISecret): this {
    this.function.addEnvironment('CLICK_KEY_SECRET_ARN', secret.secretArn);
    return this;
  }

  /** TOKEN_KEY_ARN: the key that wraps network tokens' data keys (its role holds grantTokenKey). */
  useTokenKey(key: IKey): this {
    this.function.addEnvironment('TOKEN_KEY_ARN', key.keyArn);
    return this;
  }

  /**
   * PUBLISH_QUEUE_URL, PUBLISH_QUEUE_ARN, SCHEDULER_ROLE_ARN, SCHEDULE_GROUP: what a one-time
   * schedule of a post names (its target queue, the role it sends with, its group), and the
   * queue a post due now is sent to directly (its role holds grantScheduling).
   */
  useScheduling(publishing: MarkkPublishingRefs): this {
    this.function.addEnvironment('PUBLISH_QUEUE_URL', publishing.queue.queueUrl);
    this.function.addEnvironment('PUBLISH_QUEUE_ARN', publishing.queue.queueArn);
    this.function.addEnvironment('SCHEDULER_ROLE_ARN', publishing.schedulerRole.roleArn);
    return this.useScheduleGroup(publishing.scheduleGroupName);
  }

  /** PUBLISH_QUEUE_URL: the queue webhook deliveries are sent to (its role holds grantWebhookQueue). */
  useWebhookQueue(publishing: MarkkPublishingRefs): this {
    this.function.addEnvironment('PUBLISH_QUEUE_URL', publishing.queue.queueUrl);
    return this;
  }

  /** SCHEDULE_GROUP: the group of the one-time publish schedules this function reads or deletes. */
  useScheduleGroup(groupName: string): this {
    this.function.addEnvironment('SCHEDULE_GROUP', groupName);
    return this;
  }
}

/** What a function that schedules posts may do with one-time schedules: everything but list and tag. */
export const SCHEDULE_ACTIONS = ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule'];

/** Envelope encryption: a fresh data key to seal a token set, and opening a sealed one. */
export const TOKEN_KEY_ACTIONS = ['kms:GenerateDataKey', 'kms:Decrypt'];

/**
 * kms:GenerateDataKey and kms:Decrypt on the token key only, and only with an encryption
 * context (the vault binds each sealed token set to its connection), so the key opens
 * nothing that was sealed without one.
 */
export function grantTokenKey(role: IRole, key: IKey): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: TOKEN_KEY_ACTIONS,
      resources: [key.keyArn],
      conditions: { Null: { 'kms:EncryptionContextKeys': 'false' } },
    }),
  );
}

/**
 * What scheduling a post takes: the schedule actions on the schedules of the stage's group,
 * iam:PassRole on the scheduler role only (and only to EventBridge Scheduler), and
 * sqs:SendMessage on the publish queue for a post due now.
 */
export function grantScheduling(role: IRole, scope: IConstruct, publishing: MarkkPublishingRefs): void {
  grantSchedules(role, scope, publishing.scheduleGroupName, SCHEDULE_ACTIONS);
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['iam:PassRole'],
      resources: [publishing.schedulerRole.roleArn],
      conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    }),
  );
  role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [publishing.queue.queueArn] }));
}

/** Queuing webhook deliveries: sqs:SendMessage on the publish queue, nothing else. */
export function grantWebhookQueue(role: IRole, publishing: MarkkPublishingRefs): void {
  role.addToPrincipalPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [publishing.queue.queueArn] }));
}

/** `actions` on the one-time schedules of one schedule group (`schedule/{group}/*`), nothing else of EventBridge Scheduler. */
export function grantSchedules(role: IRole, scope: IConstruct, groupName: string, actions: readonly string[]): void {
  const schedules = Stack.of(scope).formatArn({
    service: 'scheduler',
    resource: 'schedule',
    resourceName: `${groupName}/*`,
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
  role.addToPrincipalPolicy(new PolicyStatement({ actions: [...actions], resources: [schedules] }));
  acknowledge(
    role,
    wildcardResourceFinding(role, schedules),
    `Schedules are named post-{postId} when a post is scheduled and webhook-{deliveryId} for a webhook's retry; the wildcard covers the schedules of the ${groupName} group only, for ${actions.join(', ')}.`,
  );
}

/** `actions` on the table's items whose partition key matches one of `partitions` (`dynamodb:LeadingKeys`), nothing else of it. */
function grantWritesIn(role: IRole, table: ITable, actions: string[], partitions: string[]): void {
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions, resources: [table.tableArn], conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions } } }),
  );
}

/** The partitions a click writes: the link's events and day counters, and the owner's link item (its total). */
export const CLICK_PARTITIONS = ['$markk#linkid_*', '$markk#userid_*'];

/**
 * What counting a click takes beyond a table read: PutItem and UpdateItem (the click's one
 * TransactWriteItems) on items whose partition key is a link's or an owner's, nothing else of
 * the table, and reading the visitor-hash key.
 */
export function grantClicks(role: IRole, table: ITable, clickKey: ISecret): void {
  grantWritesIn(role, table, ['dynamodb:PutItem', 'dynamodb:UpdateItem'], CLICK_PARTITIONS);
  clickKey.grantRead(role);
}

/** The partitions of the public routes' rate counters (functions/data/entities/rate-counter.ts). */
export const RATE_PARTITIONS = ['$markk#scope_*'];

/** What counting a public caller's requests takes beyond a table read: UpdateItem on rate-counter partitions only. */
export function grantRateLimit(role: IRole, table: ITable): void {
  grantWritesIn(role, table, ['dynamodb:UpdateItem'], RATE_PARTITIONS);
}

/** The partitions of the kept analytics overviews (functions/data/entities/analytics-view.ts). */
export const ANALYTICS_VIEW_PARTITIONS = ['$markk#viewsof_*'];

/** What keeping a worked-out overview takes beyond a table read: PutItem on its copies' partitions only. */
export function grantAnalyticsViews(role: IRole, table: ITable): void {
  grantWritesIn(role, table, ['dynamodb:PutItem'], ANALYTICS_VIEW_PARTITIONS);
}

/** The partitions a /v1 call keeps its bookkeeping in: the token (rate bucket, last use), its audit rows, its Idempotency-Key records. */
export const PUBLIC_API_PARTITIONS = ['$markk#tokenhash_*', '$markk#workspaceid_*#tokenid_*', '$markk#tokenid_*#key_*'];

/** What serving an endpoint at /v1 takes beyond a table read (infra/access.ts `publicApi`): writes in those partitions only. */
export function grantPublicApi(role: IRole, table: ITable): void {
  grantWritesIn(role, table, ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'], PUBLIC_API_PARTITIONS);
}

/** ses:SendEmail from one verified SES identity (domain or address) of this account and region, nothing else. */
export function grantSendEmail(role: IRole, scope: IConstruct, identity: string): void {
  const arn = Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: identity, arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
  role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: [arn] }));
}

/**
 * Grants a Lambda role what every Markk function needs (its log group, X-Ray, the app
 * secret) and the declared data access. Object keys are per user, so bucket grants cover
 * the bucket's objects; the table grant names the table and its indexes.
 */
export function grantMarkkAccess(
  role: Role,
  props: { readonly data: MarkkDataRefs; readonly logGroup: ILogGroup; readonly access: MarkkFunctionAccess },
): void {
  props.logGroup.grantWrite(role);
  props.data.appSecrets.grantRead(role);
  acknowledge(role, 'IAM5[Resource::*]', 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.');
  grantTable(role, props.data.table, props.access.table ?? 'none');
  grantBucket(role, 'LOGOS_BUCKET', props.data.logosBucketName, props.access.logos ?? []);
  grantBucket(role, 'RESOURCES_BUCKET', props.data.resourcesBucketName, props.access.resources ?? []);
}

/** STATE_MACHINE_ARN's machine: start executions of it (and nothing else of Step Functions). */
export function grantStartExecution(role: Role, stateMachine: IStateMachine): void {
  stateMachine.grantStartExecution(role);
}

/** Read one SSM parameter (e.g. the app URL the Web stack publishes). */
export function grantParameterRead(role: IRole, scope: IConstruct, parameterName: string): void {
  const arn = Stack.of(scope).formatArn({
    service: 'ssm',
    resource: 'parameter',
    resourceName: parameterName.replace(/^\//, ''),
    arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
  });
  role.addToPrincipalPolicy(new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [arn] }));
}

function grantTable(role: Role, table: ITable, access: TableAccess): void {
  if (access === 'none') return;
  const actions = access === 'readWrite' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
  role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [table.tableArn] }));
  // Named indexes instead of `index/*`: a new index is a deliberate change to this list.
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['dynamodb:Query'],
      resources: tableKeys.globalSecondaryIndexes.map((gsi) => `${table.tableArn}/index/${gsi.indexName}`),
    }),
  );
}

function grantBucket(role: Role, envVar: string, bucketName: string, actions: readonly BucketObjectAction[]): void {
  if (actions.length === 0) return;
  const objects = `arn:${Aws.PARTITION}:s3:::${bucketName}/*`;
  role.addToPrincipalPolicy(new PolicyStatement({ actions: [...actions], resources: [objects] }));
  acknowledge(
    role,
    wildcardResourceFinding(role, objects),
    `Object keys are per user ({userId}/...), created at run time; the wildcard covers objects of the ${envVar} bucket only, for ${actions.join(', ')}.`,
  );
}
