// The Publishing stack (the publish queue and its dead-letter queue, the worker, the token
// key, the scheduler role and schedule group) and what the `scheduler` and `tokens` needs
// grant: to routes (a small route table of publishing routes) and to the hourly job.
import { Validations } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { endpoint } from '../../functions/contracts/endpoint.ts';
import type { HttpMethod } from '../../functions/contracts/endpoint.ts';
import { accessKey, resolveNeeds } from '../../infra/access.ts';
import { PUBLISH_MAX_RECEIVE_COUNT, PUBLISH_WORKER_TIMEOUT } from '../../infra/publishing-stack.ts';
import { publishWorker, route, routes as realRoutes } from '../../infra/routes.ts';
import type { RouteNeeds } from '../../infra/routes.ts';
import { actionsOf, flatten, grantsOfRole, roleIdOf } from './iam.ts';
import { buildMarkkApp, logicalIdOf, resourcesOf, templateOf } from './markk-app.ts';

const { stacks } = buildMarkkApp('dev');
const publishing = templateOf(stacks.publishing);
const prodPublishing = templateOf(buildMarkkApp('prod').stacks.publishing);

const idOf = (construct: { node: { defaultChild?: unknown } }) => logicalIdOf(construct, stacks.publishing);
const queueId = idOf(stacks.publishing.queue);
const deadLetterQueueId = idOf(stacks.publishing.deadLetterQueue);
const keyId = idOf(stacks.publishing.tokenKey);
const schedulerRoleId = idOf(stacks.publishing.schedulerRole);
const workerId = idOf(stacks.publishing.worker.function);
const worker = resourcesOf(publishing, 'AWS::Lambda::Function')[workerId]!;

/** The ARN of every schedule of the dev stage's publish group, as IAM sees it. */
const SCHEDULES_ARN = 'arn:{AWS::Partition}:scheduler:{AWS::Region}:{AWS::AccountId}:schedule/markk-dev-publish/*';

describe('the publish queue', () => {
  it('sends a message that failed five times to the dead-letter queue, which keeps it 14 days', () => {
    expect(PUBLISH_MAX_RECEIVE_COUNT).toBe(5);
    expect(resourcesOf(publishing, 'AWS::SQS::Queue')[queueId]!.Properties).toMatchObject({
      QueueName: 'markk-dev-publish',
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [deadLetterQueueId, 'Arn'] }, maxReceiveCount: 5 },
    });
    expect(resourcesOf(publishing, 'AWS::SQS::Queue')[deadLetterQueueId]!.Properties).toMatchObject({
      QueueName: 'markk-dev-publish-dlq',
      MessageRetentionPeriod: 14 * 24 * 60 * 60,
    });
  });

  it('hides a message at least six times as long as the worker may run', () => {
    const visibility = resourcesOf(publishing, 'AWS::SQS::Queue')[queueId]!.Properties.VisibilityTimeout as number;
    expect(worker.Properties.Timeout).toBe(PUBLISH_WORKER_TIMEOUT.toSeconds());
    expect(visibility).toBeGreaterThanOrEqual(6 * (worker.Properties.Timeout as number));
  });

  it('encrypts both queues at rest and refuses them any request without TLS', () => {
    for (const id of [queueId, deadLetterQueueId]) {
      expect(resourcesOf(publishing, 'AWS::SQS::Queue')[id]!.Properties.SqsManagedSseEnabled, id).toBe(true);
      publishing.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Action: 'sqs:*', Condition: { Bool: { 'aws:SecureTransport': 'false' } }, Principal: { AWS: '*' } }),
          ]),
        },
      });
    }
  });

  it('raises an alarm as soon as a message waits in the dead-letter queue', () => {
    publishing.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'Markk-dev-PublishDeadLetters',
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [deadLetterQueueId, 'QueueName'] } }],
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Threshold: 1,
      EvaluationPeriods: 1,
      TreatMissingData: 'notBreaching',
    });
  });
});

describe('the publish worker', () => {
  it('is the handler the route table names, fed one message at a time, reporting failed messages', () => {
    expect(publishWorker).toEqual({ name: 'PublishWorker', entry: 'functions/triggers/publish.ts' });
    expect(worker.Properties).toMatchObject({ Handler: 'index.handler', Runtime: 'nodejs22.x', Architectures: ['arm64'] });
    const mappings = Object.values(resourcesOf(publishing, 'AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toEqual({
      EventSourceArn: { 'Fn::GetAtt': [queueId, 'Arn'] },
      FunctionName: { Ref: workerId },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('may consume the queue, read and write the table, use the token key, mail, read the app URL, schedule (webhook retries) and link studio images', () => {
    expect(actionsOf(publishing, worker)).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
        'secretsmanager:DescribeSecret',
        'secretsmanager:GetSecretValue',
        'dynamodb:GetItem',
        'dynamodb:BatchGetItem',
        'dynamodb:Query',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'sqs:ReceiveMessage',
        'sqs:ChangeMessageVisibility',
        'sqs:GetQueueUrl',
        'sqs:DeleteMessage',
        'sqs:GetQueueAttributes',
        'kms:GenerateDataKey',
        'kms:Decrypt',
        'ses:SendEmail',
        'ssm:GetParameter',
        // A webhook delivery's retry: a delayed message on its own queue, or a one-time schedule that the scheduler role sends.
        'scheduler:CreateSchedule',
        'scheduler:UpdateSchedule',
        'scheduler:DeleteSchedule',
        'scheduler:GetSchedule',
        'iam:PassRole',
        'sqs:SendMessage',
        's3:GetObject',
      ].sort(),
    );
    const grants = grantsOfRole(publishing, roleIdOf(worker));
    expect(flatten(grants.find((g) => g.actions.includes('scheduler:DeleteSchedule'))!.resource)).toBe(SCHEDULES_ARN);
    expect(grants.find((g) => g.actions.includes('kms:Decrypt'))!.resource).toEqual({ 'Fn::GetAtt': [keyId, 'Arn'] });
    for (const g of grants.filter((g) => g.actions.some((a) => a.startsWith('sqs:')))) expect(g.resource).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
  });

  it('knows the token key, the schedule group, the queue and scheduler role (webhook retries), the sender and the app URL parameter, and nothing local', () => {
    const vars = worker.Properties.Environment.Variables as Record<string, unknown>;
    expect(vars).toMatchObject({
      TOKEN_KEY_ARN: { 'Fn::GetAtt': [keyId, 'Arn'] },
      SCHEDULE_GROUP: 'markk-dev-publish',
      MAIL_FROM: 'Markk <no-reply@markk.app>',
      APP_URL_PARAMETER: '/markk/dev/app-url',
      APP_SECRETS_ARN: expect.anything(),
      TABLE_NAME: expect.anything(),
    });
    for (const local of ['NETWORK_SANDBOX_URL', 'TOKEN_KEY_FILE', 'KMS_ENDPOINT', 'SCHEDULER_ENDPOINT', 'SQS_ENDPOINT', 'WEBHOOKS_ALLOW_LOCAL']) {
      expect(vars).not.toHaveProperty(local);
    }
  });
});

describe('the token key', () => {
  it('is a symmetric key with rotation, named alias/markk-{stage}-tokens', () => {
    publishing.resourceCountIs('AWS::KMS::Key', 1);
    publishing.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true, KeySpec: Match.absent() });
    publishing.hasResourceProperties('AWS::KMS::Alias', { AliasName: 'alias/markk-dev-tokens', TargetKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } });
  });

  it('outlives a stack deletion in prod only, like the table', () => {
    prodPublishing.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    publishing.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Delete' });
  });
});

describe('EventBridge Scheduler', () => {
  it('keeps the stage’s one-time schedules in the group markk-{stage}-publish', () => {
    publishing.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    publishing.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'markk-dev-publish' });
  });

  it('assumes a role that only schedules of this account may assume', () => {
    expect(resourcesOf(publishing, 'AWS::IAM::Role')[schedulerRoleId]!.Properties.AssumeRolePolicyDocument).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Action: 'sts:AssumeRole',
          Effect: 'Allow',
          Principal: { Service: 'scheduler.amazonaws.com' },
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        },
      ],
    });
  });

  it('lets that role send to the publish queue and do nothing else', () => {
    expect(grantsOfRole(publishing, schedulerRoleId)).toEqual([{ actions: ['sqs:SendMessage'], resource: { 'Fn::GetAtt': [queueId, 'Arn'] } }]);
    expect(resourcesOf(publishing, 'AWS::IAM::Role')[schedulerRoleId]!.Properties.ManagedPolicyArns).toBeUndefined();
  });
});

describe('the hourly job', () => {
  const scheduler = templateOf(stacks.scheduler);
  const hourly = resourcesOf(scheduler, 'AWS::Lambda::Function')[logicalIdOf(stacks.scheduler.scheduledFunction.function, stacks.scheduler)]!;

  it('may open and seal tokens with the token key, named in TOKEN_KEY_ARN, to refresh them', () => {
    const grant = grantsOfRole(scheduler, roleIdOf(hourly)).find((g) => g.actions.includes('kms:Decrypt'))!;
    expect(grant.actions.sort()).toEqual(['kms:Decrypt', 'kms:GenerateDataKey']);
    expect(grant.resource).toEqual({ 'Fn::ImportValue': expect.stringMatching(/^Markk-dev-Publishing:.*TokenKey/) });
    expect(hourly.Properties.Environment.Variables.TOKEN_KEY_ARN).toEqual(grant.resource);
    expect(actionsOf(scheduler, hourly).filter((a) => a.startsWith('scheduler:') || a.startsWith('sqs:') || a === 'iam:PassRole')).toEqual([]);
  });
});

describe('the scheduler and tokens needs', () => {
  it('name the role of an area and count scheduling, not sealing, as a write', () => {
    expect(accessKey(resolveNeeds({ table: 'readWrite', scheduler: true, tokens: true }))).toBe('ReadWrite-Scheduler-Tokens');
    const getEndpoint = endpoint({ name: 'GetPost', area: 'publishing', method: 'GET', path: '/posts', access: 'owner', response: z.object({}) });
    expect(() => route(getEndpoint, realRoutes[0]!.entry, { needs: { scheduler: true } })).toThrow(
      /GetPost is a GET route but declares writes \(scheduler: true\)/,
    );
    expect(() => route(getEndpoint, realRoutes[0]!.entry, { needs: { tokens: true } })).not.toThrow();
  });

  // Four publishing routes over a handler that exists (bundling is off in these tests).
  const publishingRoute = (name: string, method: HttpMethod, needs: RouteNeeds) =>
    route(endpoint({ name, area: 'publishing', method, path: `/publishing/${name}`, access: 'owner', response: z.object({}) }), realRoutes[0]!.entry, {
      needs,
    });
  const routes = [
    publishingRoute('SchedulePost', 'POST', { table: 'readWrite', scheduler: true }),
    publishingRoute('ConnectAccount', 'POST', { table: 'readWrite', tokens: true }),
    publishingRoute('RetryPost', 'POST', { table: 'readWrite', scheduler: true, tokens: true }),
    publishingRoute('ListPosts', 'GET', {}),
  ];
  const built = buildMarkkApp('dev', { routes });
  const area = built.stacks.api.areas[0]!;
  const template = templateOf(area);
  const nested = resourcesOf(templateOf(built.stacks.api), 'AWS::CloudFormation::Stack')[built.stacks.api.getLogicalId(area.nestedStackResource!)]!;
  /** A value the nested stack receives as a parameter, as its parent passes it. */
  const resolved = (value: unknown): unknown => {
    const ref = (value as { Ref?: string }).Ref;
    return ref && ref in (template.toJSON().Parameters ?? {}) ? nested.Properties.Parameters[ref] : value;
  };
  const fnOf = (name: string) => resourcesOf(template, 'AWS::Lambda::Function')[logicalIdOf(area.functions[name]!.function, area)]!;
  const imported = (pattern: RegExp) => ({ 'Fn::ImportValue': expect.stringMatching(pattern) });

  it('give a scheduling route the schedule actions on its group’s schedules, PassRole on the scheduler role only, and sending to the queue', () => {
    for (const name of ['SchedulePost', 'RetryPost']) {
      const fn = fnOf(name);
      const grants = grantsOfRole(template, roleIdOf(fn));
      const schedules = grants.filter((g) => g.actions.some((a) => a.startsWith('scheduler:')));
      expect(
        schedules.map((g) => g.actions.sort()),
        name,
      ).toEqual([['scheduler:CreateSchedule', 'scheduler:DeleteSchedule', 'scheduler:GetSchedule', 'scheduler:UpdateSchedule']]);
      expect(flatten(schedules[0]!.resource)).toBe(SCHEDULES_ARN);

      const passRole = grants.filter((g) => g.actions.includes('iam:PassRole'));
      expect(passRole.map((g) => g.actions)).toEqual([['iam:PassRole']]);
      expect(resolved(passRole[0]!.resource)).toEqual(imported(/^Markk-dev-Publishing:.*SchedulerRole.*Arn/));

      const send = grants.filter((g) => g.actions.some((a) => a.startsWith('sqs:')));
      expect(send.map((g) => g.actions)).toEqual([['sqs:SendMessage']]);
      expect(resolved(send[0]!.resource)).toEqual(imported(/^Markk-dev-Publishing:.*PublishQueue.*Arn/));

      const vars = fn.Properties.Environment.Variables as Record<string, unknown>;
      expect(vars.SCHEDULE_GROUP).toBe('markk-dev-publish');
      expect(vars.SCHEDULER_ROLE_ARN).toEqual(passRole[0]!.resource);
      expect(vars.PUBLISH_QUEUE_ARN).toEqual(send[0]!.resource);
      expect(resolved(vars.PUBLISH_QUEUE_URL)).toEqual(imported(/^Markk-dev-Publishing:.*RefPublishQueue/));
    }
  });

  it('only let the role be passed to EventBridge Scheduler', () => {
    const statements = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: unknown; Condition?: unknown }[],
    );
    const passRole = statements.filter((s) => s.Action === 'iam:PassRole');
    expect(passRole.length).toBeGreaterThan(0);
    for (const s of passRole) expect(s.Condition).toEqual({ StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } });
  });

  it('give a route that seals tokens GenerateDataKey and Decrypt on the token key only, with an encryption context', () => {
    for (const name of ['ConnectAccount', 'RetryPost']) {
      const fn = fnOf(name);
      const kms = grantsOfRole(template, roleIdOf(fn)).filter((g) => g.actions.some((a) => a.startsWith('kms:')));
      expect(
        kms.map((g) => g.actions.sort()),
        name,
      ).toEqual([['kms:Decrypt', 'kms:GenerateDataKey']]);
      expect(resolved(kms[0]!.resource)).toEqual(imported(/^Markk-dev-Publishing:.*TokenKey.*Arn/));
      expect(fn.Properties.Environment.Variables.TOKEN_KEY_ARN).toEqual(kms[0]!.resource);
    }
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Action: ['kms:Decrypt', 'kms:GenerateDataKey'], Condition: { Null: { 'kms:EncryptionContextKeys': 'false' } } }),
        ]),
      },
    });
  });

  it('give nothing of scheduling or the token key to routes that do not declare it', () => {
    const publishingVars = ['TOKEN_KEY_ARN', 'PUBLISH_QUEUE_URL', 'PUBLISH_QUEUE_ARN', 'SCHEDULER_ROLE_ARN', 'SCHEDULE_GROUP'];
    const expected: Record<string, string[]> = {
      SchedulePost: ['PUBLISH_QUEUE_ARN', 'PUBLISH_QUEUE_URL', 'SCHEDULER_ROLE_ARN', 'SCHEDULE_GROUP'],
      ConnectAccount: ['TOKEN_KEY_ARN'],
      RetryPost: ['PUBLISH_QUEUE_ARN', 'PUBLISH_QUEUE_URL', 'SCHEDULER_ROLE_ARN', 'SCHEDULE_GROUP', 'TOKEN_KEY_ARN'],
      ListPosts: [],
    };
    for (const [name, vars] of Object.entries(expected)) {
      const fn = fnOf(name);
      expect(
        Object.keys(fn.Properties.Environment.Variables)
          .filter((v) => publishingVars.includes(v))
          .sort(),
        name,
      ).toEqual(vars);
      const actions = actionsOf(template, fn).filter((a) => /^(kms|scheduler|sqs|iam):/.test(a));
      const route = routes.find((r) => r.name === name)!;
      expect(
        actions.some((a) => a.startsWith('kms:')),
        name,
      ).toBe(route.needs.tokens);
      expect(
        actions.some((a) => a.startsWith('scheduler:') || a === 'iam:PassRole' || a.startsWith('sqs:')),
        name,
      ).toBe(route.needs.scheduler);
    }
  });

  it('pass the AWS Solutions checks', () => {
    const checks = new AwsSolutionsChecks(built.app);
    Validations.of(built.app).addPlugins(checks);
    expect(() => built.app.synth()).not.toThrow();
    const errors = checks
      .validateScope(built.app)
      .violations.filter((violation) => violation.severity === 'error')
      .flatMap((violation) => violation.violatingResources.map((r) => `${violation.ruleName} at ${r.constructPath}`));
    expect(errors).toEqual([]);
  });
});
