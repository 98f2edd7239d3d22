// The Resources Vault's starter library on deploy: a CDK Trigger runs the seeding function
// once (not again on later deploys), and that function may write the table and put objects
// in the private resources bucket — nothing else of S3.
import { describe, expect, it } from 'vitest';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const scheduler = templateOf(stacks.scheduler);
const seeding = stacks.scheduler.starterLibrary;

describe('the starter library seeding', () => {
  it('is a Trigger that runs the seeding function once, after the first deploy', () => {
    // The trigger invokes the function's current version.
    const handlerId = logicalIdOf(seeding.function, stacks.scheduler);
    const triggers = Object.values(resourcesOf(scheduler, 'Custom::Trigger')).filter((t) =>
      JSON.stringify(t.Properties.HandlerArn).includes(`${handlerId.replace(/[0-9A-F]{8}$/, '')}CurrentVersion`),
    );
    expect(triggers).toHaveLength(1);
    expect(JSON.stringify(triggers[0]!.Properties.HandlerArn)).toContain(`${handlerId.replace(/[0-9A-F]{8}$/, '')}CurrentVersion`);
    expect(triggers[0]!.Properties.ExecuteOnHandlerChange).not.toBe(true);
  });

  it('tells the function the table and the resources bucket', () => {
    const fn = resourcesOf(scheduler, 'AWS::Lambda::Function')[logicalIdOf(seeding.function, stacks.scheduler)];
    expect(Object.keys(fn!.Properties.Environment.Variables)).toEqual(expect.arrayContaining(['TABLE_NAME', 'RESOURCES_BUCKET']));
  });

  it('lets the function write the table and put objects in the resources bucket only', () => {
    const policies = Object.values(resourcesOf(scheduler, 'AWS::IAM::Policy')).filter((p) => JSON.stringify(p.Properties.Roles).includes('StarterLibraryRole'));
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const actions = statements.flatMap((s) => s.Action);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:BatchGetItem', 's3:PutObject']));
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual(['s3:PutObject']);
    const s3 = statements.find((s) => ([] as string[]).concat(s.Action).includes('s3:PutObject'))!;
    expect(JSON.stringify(s3.Resource)).toContain('resources');
  });
});
