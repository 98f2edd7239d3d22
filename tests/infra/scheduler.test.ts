// The Scheduler stack: the hourly housekeeping rule (the token key grant: tests/infra/publishing.test.ts).
import { describe, expect, it } from 'vitest';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const scheduler = templateOf(stacks.scheduler);

describe('the housekeeping schedule', () => {
  it('runs the scheduled handler every hour', () => {
    const rules = Object.values(resourcesOf(scheduler, 'AWS::Events::Rule'));
    expect(rules).toHaveLength(1);
    expect(rules[0]?.Properties).toMatchObject({
      ScheduleExpression: 'rate(1 hour)',
      State: 'ENABLED',
      Targets: [
        expect.objectContaining({
          Arn: { 'Fn::GetAtt': [logicalIdOf(stacks.scheduler.scheduledFunction.function, stacks.scheduler), 'Arn'] },
        }),
      ],
    });
  });

  it('lets EventBridge invoke the handler', () => {
    scheduler.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
    });
  });

  it('gives the handler read and write access to the table and the token key, and nothing of the buckets', () => {
    const [policy] = Object.values(resourcesOf(scheduler, 'AWS::IAM::Policy'));
    const actions = (policy!.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((s) => s.Action);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:DeleteItem', 'kms:Decrypt', 'kms:GenerateDataKey']));
    expect(actions.some((action) => action.startsWith('s3:'))).toBe(false);
  });
});
