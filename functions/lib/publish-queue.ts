// When a scheduled post goes out. A post due within the next 15 minutes is sent to the
// publish queue with a delay (SQS DelaySeconds, at most 900 s); a later one gets an
// EventBridge Scheduler one-time schedule, `at(local time)` in the owner's zone, deleted
// after it fires, whose target is the same queue. Either way the publish worker receives
// `{ userId, postId, dueAt }` and drops a message whose `dueAt` is no longer the post's (it
// was rescheduled), so a stale firing never publishes. The same queue and worker carry webhook
// deliveries' attempts (`kind: 'webhook'`), delayed or scheduled the same way (`sendAt`).
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import type { CreateScheduleCommandInput } from '@aws-sdk/client-scheduler';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { config } from './config.ts';

/** What the publish worker receives. */
export interface PublishMessage {
  userId: string;
  postId: string;
  /** The due time the message was made for (ISO). */
  dueAt: string;
}

/**
 * A webhook delivery's next attempt (functions/domain/webhooks/deliveries.ts), carried by the
 * same queue and worker: `attempt` is the attempt it is for, so a stale copy is dropped.
 */
export interface WebhookMessage {
  kind: 'webhook';
  workspaceId: string;
  /** `watchdog`: sent before an attempt is taken, to make the next one if this one is never answered. */
  deliveries: { deliveryId: string; attempt: number; watchdog?: true }[];
}

export type QueueMessage = PublishMessage | WebhookMessage;

/** SQS's longest delay: posts due sooner than this skip the scheduler. */
export const MAX_QUEUE_DELAY_SECONDS = 900;

let scheduler: SchedulerClient | undefined;
let sqs: SQSClient | undefined;

function schedulerClient(): SchedulerClient {
  const { AWS_REGION, SCHEDULER_ENDPOINT } = config();
  scheduler ??= new SchedulerClient({ region: AWS_REGION, ...(SCHEDULER_ENDPOINT ? { endpoint: SCHEDULER_ENDPOINT } : {}) });
  return scheduler;
}

function sqsClient(): SQSClient {
  const { AWS_REGION, SQS_ENDPOINT } = config();
  sqs ??= new SQSClient({ region: AWS_REGION, ...(SQS_ENDPOINT ? { endpoint: SQS_ENDPOINT } : {}) });
  return sqs;
}

function required<K extends 'PUBLISH_QUEUE_URL' | 'PUBLISH_QUEUE_ARN' | 'SCHEDULER_ROLE_ARN'>(name: K): string {
  const value = config()[name];
  if (!value) throw new Error(`Markk configuration is missing or invalid: ${name}`);
  return value;
}

/** The schedule's name: one per post, so rescheduling updates it and deleting the post deletes it. */
export const scheduleName = (postId: string) => `post-${postId}`;

/**
 * Arranges for the worker to receive the post at `dueAt`: queued with a delay when it is
 * due within 15 minutes (or overdue: at once), else a one-time schedule in `timeZone`.
 */
export async function schedulePublish(
  message: PublishMessage,
  timing: { localTime: string; timeZone: string },
  now = new Date(),
): Promise<'queued' | 'scheduled'> {
  const seconds = Math.ceil((Date.parse(message.dueAt) - now.getTime()) / 1000);
  if (seconds <= MAX_QUEUE_DELAY_SECONDS) {
    await sendNow(message, Math.max(0, seconds));
    // A schedule made earlier for this post (before a reschedule) must not fire as well;
    // the worker would drop it, but there is no reason to keep it.
    await cancelPublish(message.postId);
    return 'queued';
  }
  await putSchedule(scheduleName(message.postId), `at(${timing.localTime}:00)`, timing.timeZone, message);
  return 'scheduled';
}

/**
 * Arranges for the worker to receive `message` at `at` (UTC): queued with a delay when that is
 * within 15 minutes, else a one-time schedule named `name` (made again if it exists).
 */
export async function sendAt(message: QueueMessage, name: string, at: Date, now = new Date()): Promise<'queued' | 'scheduled'> {
  const seconds = Math.ceil((at.getTime() - now.getTime()) / 1000);
  if (seconds <= MAX_QUEUE_DELAY_SECONDS) {
    await sendNow(message, Math.max(0, seconds));
    return 'queued';
  }
  await putSchedule(name, `at(${at.toISOString().slice(0, 19)})`, 'UTC', message);
  return 'scheduled';
}

/** A one-time schedule that sends `message` to the publish queue, deleted after it fired; made again when it exists. */
async function putSchedule(name: string, expression: string, timeZone: string, message: QueueMessage): Promise<void> {
  const input: CreateScheduleCommandInput = {
    Name: name,
    GroupName: config().SCHEDULE_GROUP,
    ScheduleExpression: expression,
    ScheduleExpressionTimezone: timeZone,
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    Target: {
      Arn: required('PUBLISH_QUEUE_ARN'),
      RoleArn: required('SCHEDULER_ROLE_ARN'),
      Input: JSON.stringify(message),
      RetryPolicy: { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 },
    },
  };
  try {
    await schedulerClient().send(new CreateScheduleCommand(input));
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
    await schedulerClient().send(new UpdateScheduleCommand(input));
  }
}

/** Sends the message to the publish queue, delivered after `delaySeconds`. */
export async function sendNow(message: QueueMessage, delaySeconds = 0): Promise<void> {
  await sqsClient().send(
    new SendMessageCommand({
      QueueUrl: required('PUBLISH_QUEUE_URL'),
      MessageBody: JSON.stringify(message),
      DelaySeconds: Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(0, Math.round(delaySeconds))),
    }),
  );
}

/** Deletes the post's schedule, if it has one. */
export async function cancelPublish(postId: string): Promise<void> {
  try {
    await schedulerClient().send(new DeleteScheduleCommand({ Name: scheduleName(postId), GroupName: config().SCHEDULE_GROUP }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}
