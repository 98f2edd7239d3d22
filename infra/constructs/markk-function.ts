// The one construct for Markk's Lambda defaults: ESM bundle with source maps, ARM64,
// X-Ray, its own log group with retention, and least-privilege access granted next to the
// environment variable that names the resource.
import { ArnFormat, Aws, Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { StageConfig } from '../config.ts';
import { acknowledge, wildcardResourceFinding } from '../nag.ts';
import { fromRoot, repoRoot } from '../paths.ts';
import { tableKeys } from '../table.ts';

/**
 * nodejs22.x: the closest Lambda runtime to the Node 20 toolchain the local stack runs.
 * nodejs20.x is past Lambda's deprecation (new functions blocked since 2026-08-31).
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;
const ESBUILD_TARGET = 'node22';

// ESM bundles have no `require`; some CommonJS dependencies still call it.
const ESM_REQUIRE_BANNER =
  "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

export type TableAccess = 'read' | 'readWrite';
export type BucketObjectAction = 's3:GetObject' | 's3:PutObject' | 's3:DeleteObject';

/** The shared data resources every function is told about (names only; access is granted per function). */
export interface MarkkDataRefs {
  readonly table: ITable;
  /** Provider keys (OpenAI, Stripe) as one JSON secret, read at cold start. */
  readonly appSecrets: ISecret;
  readonly logosBucketName: string;
  readonly resourcesBucketName: string;
}

export interface MarkkFunctionAccess {
  readonly table?: TableAccess;
  readonly logos?: readonly BucketObjectAction[];
  readonly resources?: readonly BucketObjectAction[];
}

export interface MarkkFunctionProps {
  readonly config: StageConfig;
  /** Handler module relative to the repository root; it exports `handler`. */
  readonly entry: string;
  readonly description?: string;
  readonly data: MarkkDataRefs;
  /** What this function may do with the shared data; nothing unless listed. */
  readonly access: MarkkFunctionAccess;
  readonly timeout?: Duration;
  readonly memorySize?: number;
}

const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'];
// No Scan: the architecture keeps every request path on keys and indexes.
const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

export class MarkkFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: MarkkFunctionProps) {
    super(scope, id);

    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.config.logRetention,
      removalPolicy: props.config.removalPolicy,
    });

    // Own role instead of AWSLambdaBasicExecutionRole: logs may only go to this function's group.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Markk ${props.config.stage} ${id}`,
    });
    logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Handler', {
      entry: fromRoot(props.entry),
      handler: 'handler',
      description: props.description,
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
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
      },
      bundling: {
        format: OutputFormat.ESM,
        target: ESBUILD_TARGET,
        mainFields: ['module', 'main'],
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.EXTERNAL,
        sourcesContent: false,
        banner: ESM_REQUIRE_BANNER,
        // The Lambda Node.js runtime ships the AWS SDK v3.
        externalModules: ['@aws-sdk/*'],
      },
    });

    acknowledge(
      this.role,
      'IAM5[Resource::*]',
      'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions.',
    );
    acknowledge(
      this.function,
      'L1',
      `Runtime pinned to ${LAMBDA_RUNTIME.name} to stay closest to the Node 20 toolchain the local stack runs; bumped together with it.`,
    );

    this.bindTable(props.data.table, props.access.table);
    // APP_SECRETS_ARN: read the provider keys (functions/lib/secrets.ts); never logged.
    this.function.addEnvironment('APP_SECRETS_ARN', props.data.appSecrets.secretArn);
    props.data.appSecrets.grantRead(this.role);
    this.bindBucket('LOGOS_BUCKET', props.data.logosBucketName, props.access.logos ?? []);
    this.bindBucket('RESOURCES_BUCKET', props.data.resourcesBucketName, props.access.resources ?? []);
  }

  /** USER_POOL_ID / USER_POOL_CLIENT_ID: handlers only verify or read tokens, so no IAM grant. */
  useUserPool(userPoolId: string, userPoolClientId: string): this {
    this.function.addEnvironment('USER_POOL_ID', userPoolId);
    this.function.addEnvironment('USER_POOL_CLIENT_ID', userPoolClientId);
    return this;
  }

  /** STATE_MACHINE_ARN: start executions of that machine and read their status (for polling). */
  useStateMachine(stateMachine: IStateMachine, stateMachineName: string): this {
    this.function.addEnvironment('STATE_MACHINE_ARN', stateMachine.stateMachineArn);
    stateMachine.grantStartExecution(this.role);
    const executions = Stack.of(this).formatArn({
      service: 'states',
      resource: 'execution',
      resourceName: `${stateMachineName}:*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    this.role.addToPrincipalPolicy(
      new PolicyStatement({ actions: ['states:DescribeExecution'], resources: [executions] }),
    );
    acknowledge(
      this.role,
      wildcardResourceFinding(this, executions),
      'Execution ids are generated per run; the wildcard is limited to executions of this one state machine.',
    );
    return this;
  }

  private bindTable(table: ITable, access: TableAccess | undefined): void {
    this.function.addEnvironment('TABLE_NAME', table.tableName);
    if (access === undefined) return;
    const actions = access === 'readWrite' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS;
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions, resources: [table.tableArn] }));
    // Named indexes instead of `index/*`: a new index is a deliberate change to this list.
    this.role.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: tableKeys.globalSecondaryIndexes.map((gsi) => `${table.tableArn}/index/${gsi.indexName}`),
      }),
    );
  }

  private bindBucket(envVar: string, bucketName: string, actions: readonly BucketObjectAction[]): void {
    this.function.addEnvironment(envVar, bucketName);
    if (actions.length === 0) return;
    const objects = `arn:${Aws.PARTITION}:s3:::${bucketName}/*`;
    this.role.addToPrincipalPolicy(new PolicyStatement({ actions: [...actions], resources: [objects] }));
    acknowledge(
      this.role,
      wildcardResourceFinding(this, objects),
      `Object keys are per user ({userId}/...), created at run time; the wildcard covers objects of the ${envVar} bucket only, for ${actions.join(', ')}.`,
    );
  }
}
