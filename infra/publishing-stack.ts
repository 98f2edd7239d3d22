// Publishing's delivery path: one-time EventBridge Scheduler schedules (`post-{postId}` in the
// stage's schedule group) send each due post to an SQS queue, whose worker publishes it to
// the network; what fails five times waits in a dead-letter queue, with an alarm. The KMS key
// that wraps network tokens' data keys lives here too. The Api stack (routes that schedule
// posts or seal tokens) and the Scheduler stack (the hourly token refresh) use these.
import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { appUrlParameterName, publishScheduleGroupName, tokenKeyAlias } from './config.ts';
import type { StageConfig } from './config.ts';
import { grantParameterRead, grantScheduling, grantSendEmail, grantTokenKey, MarkkFunction } from './constructs/markk-function.ts';
import type { MarkkDataRefs, MarkkPublishingRefs } from './constructs/markk-function.ts';
import { publishWorker } from './routes.ts';

/** One post per invocation: a provider call, its retries and the reconciliation take well under this. */
export const PUBLISH_WORKER_TIMEOUT = Duration.minutes(2);

/**
 * Lambda's advice for SQS sources: a visibility timeout of six times the function's timeout,
 * so a message is not handed out again while a throttled or retried invocation still holds it.
 */
export const PUBLISH_QUEUE_VISIBILITY_TIMEOUT = Duration.seconds(6 * PUBLISH_WORKER_TIMEOUT.toSeconds());

/** Receives before a post's message goes to the dead-letter queue. */
export const PUBLISH_MAX_RECEIVE_COUNT = 5;

export interface PublishingStackProps extends StackProps {
  readonly config: StageConfig;
  readonly data: MarkkDataRefs;
}

export class PublishingStack extends Stack {
  /** Wraps each connection's data key (TOKEN_KEY_ARN). */
  readonly tokenKey: Key;
  /** Due posts, from the one-time schedules or sent directly for a post due now. */
  readonly queue: Queue;
  /** Posts whose message failed PUBLISH_MAX_RECEIVE_COUNT times. */
  readonly deadLetterQueue: Queue;
  /** What EventBridge Scheduler assumes to deliver a schedule: sqs:SendMessage on the queue only. */
  readonly schedulerRole: Role;
  readonly scheduleGroup: ScheduleGroup;
  /** Consumes the queue: publishes each post. */
  readonly worker: MarkkFunction;
  /** Goes off when a post's message lands in the dead-letter queue. */
  readonly deadLetterAlarm: Alarm;
  /** What the Api and Scheduler stacks are told about. */
  readonly publishing: MarkkPublishingRefs;

  constructor(scope: Construct, id: string, props: PublishingStackProps) {
    super(scope, id, props);
    const { config } = props;
    const scheduleGroupName = publishScheduleGroupName(config.stage);

    // Without this key no stored token can be opened again: it stays in prod like the table.
    this.tokenKey = new Key(this, 'TokenKey', {
      description: `Markk ${config.stage}: wraps the data keys of network tokens`,
      alias: tokenKeyAlias(config.stage),
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
      pendingWindow: Duration.days(7),
    });

    this.deadLetterQueue = new Queue(this, 'PublishDeadLetterQueue', {
      queueName: `markk-${config.stage}-publish-dlq`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });

    this.queue = new Queue(this, 'PublishQueue', {
      queueName: `markk-${config.stage}-publish`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: PUBLISH_QUEUE_VISIBILITY_TIMEOUT,
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: PUBLISH_MAX_RECEIVE_COUNT },
    });

    this.scheduleGroup = new ScheduleGroup(this, 'PublishScheduleGroup', { scheduleGroupName });

    // The confused-deputy guard: only schedules of this account may assume the role.
    this.schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.account } },
      }),
      description: `Markk ${config.stage}: EventBridge Scheduler delivers due posts to the publish queue`,
    });
    this.schedulerRole.addToPrincipalPolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [this.queue.queueArn] }));

    this.publishing = {
      tokenKey: this.tokenKey,
      queue: this.queue,
      schedulerRole: this.schedulerRole,
      scheduleGroupName,
    };

    // The worker reads and writes posts and connections, opens and re-seals tokens it
    // refreshes, mails the owner about a failed post (with a link into the app), removes
    // the schedule of a post it has handled, sends webhook deliveries and arranges their retries
    // (a delayed message on its own queue, or a one-time schedule), and signs the hour-long link a network fetches a
    // studio image from (the private resources bucket).
    this.worker = new MarkkFunction(this, publishWorker.name, {
      config,
      entry: publishWorker.entry,
      description: 'Publishes due posts from the publish queue',
      timeout: PUBLISH_WORKER_TIMEOUT,
      data: props.data,
      access: { table: 'readWrite', resources: ['s3:GetObject'] },
    })
      .useTokenKey(this.tokenKey)
      .useScheduling(this.publishing)
      .useMail(config.mail.from)
      .useAppUrlParameter(appUrlParameterName(config.stage));
    grantTokenKey(this.worker.role, this.tokenKey);
    grantScheduling(this.worker.role, this, this.publishing);
    grantSendEmail(this.worker.role, this, config.mail.identity);
    grantParameterRead(this.worker.role, this, appUrlParameterName(config.stage));
    // One post per invocation: a failed post is retried alone, the others are not held up.
    this.worker.function.addEventSource(new SqsEventSource(this.queue, { batchSize: 1, reportBatchItemFailures: true }));

    this.deadLetterAlarm = new Alarm(this, 'PublishDeadLettersAlarm', {
      alarmName: `Markk-${config.stage}-PublishDeadLetters`,
      alarmDescription: 'A scheduled post could not be published after 5 attempts: its message waits in the publish dead-letter queue.',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });

    new CfnOutput(this, 'PublishQueueUrl', { value: this.queue.queueUrl });
    new CfnOutput(this, 'PublishDeadLetterQueueUrl', { value: this.deadLetterQueue.queueUrl });
    new CfnOutput(this, 'PublishScheduleGroupName', { value: scheduleGroupName });
    new CfnOutput(this, 'TokenKeyAlias', { value: tokenKeyAlias(config.stage) });
  }
}
