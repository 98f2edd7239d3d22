// Data migrations on deploy: a function per migration, run by a CDK Trigger after the stack's
// resources are in place, as the starter library is seeded (infra/starter-library.ts). A
// migration is idempotent, and its Trigger runs again whenever the migration's code changes,
// so a deploy that ships a migration runs it, and a later deploy that changes it runs it again.
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Trigger } from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import type { StageConfig } from './config.ts';
import { MarkkFunction, type MarkkDataRefs } from './constructs/markk-function.ts';

export const MIGRATE_WORKSPACES_ENTRY = 'functions/triggers/migrate-workspaces.ts';

export interface MigrationsProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
}

/** The workspaces migration: each account's data becomes its default workspace (functions/domain/workspaces/migrate.ts). */
export class WorkspacesMigration extends MarkkFunction {
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, props: MigrationsProps) {
    super(scope, id, {
      config: props.config,
      entry: MIGRATE_WORKSPACES_ENTRY,
      description: "Writes each account's default workspace record (idempotent; on deploy)",
      data: props.data,
      access: { table: 'readWrite' },
      timeout: Duration.minutes(15),
    });
    // The one Scan of Markk: a migration reads every account once, never in a request path.
    this.function.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:Scan'], resources: [props.data.table.tableArn] }));
    this.trigger = new Trigger(this, 'Migrate', {
      handler: this.function,
      executeOnHandlerChange: true,
      timeout: Duration.minutes(15),
    });
  }
}
