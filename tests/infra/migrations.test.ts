// Data migrations on deploy: the workspaces migration is a CDK Trigger that runs its function
// (again whenever the migration's code changes; it is idempotent), and that function may read
// and write the table (Scan included) and nothing else.
import { describe, expect, it } from 'vitest';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const scheduler = templateOf(stacks.scheduler);
const migration = stacks.scheduler.workspacesMigration;

describe('the workspaces migration', () => {
  it('is a Trigger that runs the migration function when its code changes', () => {
    const handlerId = logicalIdOf(migration.function, stacks.scheduler);
    const triggers = Object.values(resourcesOf(scheduler, 'Custom::Trigger')).filter((t) =>
      JSON.stringify(t.Properties.HandlerArn).includes(`${handlerId.replace(/[0-9A-F]{8}$/, '')}CurrentVersion`),
    );
    expect(triggers).toHaveLength(1);
    expect(triggers[0]!.Properties.ExecuteOnHandlerChange).not.toBe(false);
  });

  it('tells the function the table and lets it use only the table', () => {
    const fn = resourcesOf(scheduler, 'AWS::Lambda::Function')[logicalIdOf(migration.function, stacks.scheduler)];
    expect(Object.keys(fn!.Properties.Environment.Variables)).toContain('TABLE_NAME');
    const policies = Object.values(resourcesOf(scheduler, 'AWS::IAM::Policy')).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes('WorkspacesMigrationRole'),
    );
    const actions = policies.flatMap((p) => (p.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((s) => s.Action));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Scan', 'dynamodb:PutItem']));
    // Beyond the table: only what every Markk function has (its logs, traces and the stage's secret).
    expect(actions.filter((a) => !/^(dynamodb|logs|xray|secretsmanager):/.test(a))).toEqual([]);
  });
});
