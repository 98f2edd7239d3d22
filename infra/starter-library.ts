// The Resources Vault's starter library on deploy: a function that carries the built files
// (resources/starter/dist, copied into its bundle) and seeds them, run once by a CDK Trigger
// when the stack is first deployed (not on later deploys: seeding is idempotent anyway, and
// admins may delete starter resources for good).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Architecture, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import type { StageConfig } from './config.ts';
import { LAMBDA_RUNTIME, grantMarkkAccess, type MarkkDataRefs } from './constructs/markk-function.ts';
import { LAMBDA_BUNDLING, LAMBDA_ESBUILD_ARGS } from './lambda-bundling.ts';
import { acknowledge } from './nag.ts';
import { fromRoot, repoRoot } from './paths.ts';
import { STARTER_LIBRARY, starterFileName } from '../functions/domain/resource-starter.ts';

export const SEED_RESOURCES_ENTRY = 'functions/triggers/seed-resources.ts';
const DIST = fromRoot('resources/starter/dist');

/** The built starter files; built now (`npm run starter`) when any is missing. */
function ensureStarterFiles(): void {
  const have = existsSync(DIST) ? new Set(readdirSync(DIST)) : new Set<string>();
  if (STARTER_LIBRARY.every((r) => have.has(starterFileName(r)))) return;
  execFileSync(path.join(repoRoot, 'node_modules', '.bin', 'tsx'), [fromRoot('bin/starter-library.ts')], { cwd: repoRoot, stdio: 'ignore' });
}

export interface StarterLibraryProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
}

export class StarterLibrary extends Construct {
  readonly function: NodejsFunction;
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, props: StarterLibraryProps) {
    super(scope, id);
    ensureStarterFiles();
    const logGroup = new LogGroup(this, 'Logs', { retention: props.config.logRetention, removalPolicy: props.config.removalPolicy });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Markk ${props.config.stage} starter library seeding`,
    });
    grantMarkkAccess(role, { data: props.data, logGroup, access: { table: 'readWrite', resources: ['s3:PutObject'] } });

    this.function = new NodejsFunction(this, 'Handler', {
      entry: fromRoot(SEED_RESOURCES_ENTRY),
      handler: 'handler',
      description: 'Seeds the Resources Vault starter library (once, after the first deploy)',
      runtime: LAMBDA_RUNTIME,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.minutes(2),
      tracing: Tracing.ACTIVE,
      role,
      logGroup,
      projectRoot: repoRoot,
      depsLockFilePath: fromRoot('package-lock.json'),
      environment: {
        STAGE: props.config.stage,
        POWERTOOLS_SERVICE_NAME: 'markk',
        NODE_OPTIONS: '--enable-source-maps',
        TABLE_NAME: props.data.table.tableName,
        APP_SECRETS_ARN: props.data.appSecrets.secretArn,
        LOGOS_BUCKET: props.data.logosBucketName,
        RESOURCES_BUCKET: props.data.resourcesBucketName,
      },
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
        // The starter files travel in the bundle, under starter/.
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir: string, outputDir: string) => [
            `mkdir -p "${outputDir}/starter"`,
            `cp "${inputDir}/resources/starter/dist/"* "${outputDir}/starter/"`,
          ],
        },
      },
    });
    acknowledge(this.function, 'L1', `Runtime pinned to ${LAMBDA_RUNTIME.name}, as every Markk function.`);

    this.trigger = new Trigger(this, 'Seed', {
      handler: this.function,
      // Once: on the first deploy only.
      executeOnHandlerChange: false,
      timeout: Duration.minutes(3),
    });
  }
}
