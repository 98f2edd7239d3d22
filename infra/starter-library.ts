// The Resources Vault's starter library on deploy: a function that carries the built files
// (resources/starter/dist, copied into its bundle) and seeds them, run once by a CDK Trigger
// when the stack is first deployed (not on later deploys: seeding is idempotent anyway, and
// admins may delete starter resources for good).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Trigger } from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import type { StageConfig } from './config.ts';
import { MarkkFunction, type MarkkDataRefs } from './constructs/markk-function.ts';
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

/** The seeding function (a MarkkFunction with the starter files in its bundle) and the Trigger that runs it. */
export class StarterLibrary extends MarkkFunction {
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, props: StarterLibraryProps) {
    ensureStarterFiles();
    super(scope, id, {
      config: props.config,
      entry: SEED_RESOURCES_ENTRY,
      description: 'Seeds the Resources Vault starter library (once, after the first deploy)',
      data: props.data,
      access: { table: 'readWrite', resources: ['s3:PutObject'] },
      timeout: Duration.minutes(2),
      // The starter files travel in the bundle, under starter/.
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (inputDir: string, outputDir: string) => [
          `mkdir -p "${outputDir}/starter"`,
          `cp "${inputDir}/resources/starter/dist/"* "${outputDir}/starter/"`,
        ],
      },
    });

    this.trigger = new Trigger(this, 'Seed', {
      handler: this.function,
      // Once: on the first deploy only.
      executeOnHandlerChange: false,
      timeout: Duration.minutes(3),
    });
  }
}
