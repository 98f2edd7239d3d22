// The local stand-in for EventBridge Scheduler's one-time schedules and the SQS publish
// queue, served on the local AWS endpoint with the real APIs' shapes, so
// functions/lib/publish-queue.ts runs unchanged:
//   - Scheduler (REST JSON): CreateSchedule `POST /schedules/{Name}`, UpdateSchedule `PUT`,
//     GetSchedule `GET`, DeleteSchedule `DELETE`; `at(yyyy-mm-ddThh:mm:ss)` read in
//     ScheduleExpressionTimezone; ActionAfterCompletion DELETE removes it once it fired.
//   - SQS (JSON 1.0): SendMessage with DelaySeconds (MD5OfMessageBody as the SDK checks it).
// A due schedule puts its Input on the queue. The queue hands each message to the publish
// worker's handler (the same module the SQS event source invokes in AWS) as an SQS event;
// a message the handler fails (throws, or names in batchItemFailures) comes back after the
// visibility timeout, and after `maxReceiveCount` receives goes to the dead-letter list.
// Schedules and messages are kept in the data folder, so a restart loses no post.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SQSEvent, SQSBatchResponse } from 'aws-lambda';
import { instantOf } from '../../functions/domain/publishing/time.ts';
import { publishWorker } from '../../infra/routes.ts';
import { lambdaContext, loadHandler } from './handlers.ts';

/**
 * Messages in the worker at once, as in AWS: the publish queue's event source (batches of one,
 * no maximum set) runs up to 1,000 batches at the same time
 * (https://docs.aws.amazon.com/lambda/latest/dg/services-sqs-scaling.html). A minute's due posts
 * are all taken, read and sent before the first answers are recorded, so the last provider call
 * waits for the reads of the burst, not for the bookkeeping of the posts before it.
 */
export const PUBLISH_CONCURRENCY = 1000;

interface Schedule {
  name: string;
  group: string;
  expression: string;
  timeZone: string;
  /** When it fires (ms). */
  fireAt: number;
  input: string;
  deleteAfter: boolean;
}

interface Message {
  id: string;
  body: string;
  visibleAt: number;
  receives: number;
  sentAt: number;
}

export interface LocalSchedulerOptions {
  root: string;
  /** Where schedules and messages are kept; null = memory only. */
  file: string | null;
  /** How long a failed or unfinished message stays invisible before it is received again. */
  visibilityTimeoutMs?: number;
  maxReceiveCount?: number;
  /** Messages handed to the worker at once (Lambda's concurrency in AWS); default PUBLISH_CONCURRENCY. */
  concurrency?: number;
  tickMs?: number;
  /** Who receives the queue's messages; default: the publish worker's handler module. */
  consumer?: (event: SQSEvent) => Promise<SQSBatchResponse | undefined>;
  queueUrl: string;
  queueArn: string;
}

export interface ApiAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const json = (status: number, payload: unknown, headers: Record<string, string> = {}): ApiAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(payload),
});
const error = (status: number, type: string, message: string) => json(status, { Message: message, message }, { 'x-amzn-errortype': type });

const AT = /^at\((\d{4}-\d{2}-\d{2}T\d{2}:\d{2}):\d{2}\)$/;

export class LocalScheduler {
  private schedules = new Map<string, Schedule>();
  private queue: Message[] = [];
  /** Messages received `maxReceiveCount` times without success. */
  readonly deadLetters: Message[] = [];
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly visibilityTimeoutMs: number;
  private readonly maxReceiveCount: number;
  private readonly concurrency: number;
  private idleWaiters: (() => void)[] = [];
  /** Changes not yet written to the file (written on the next tick: one write per burst). */
  private dirty = false;
  /** Lines about deliveries that failed, for the terminal. */
  onError: (line: string) => void = (line) => process.stderr.write(`${line}\n`);

  constructor(private readonly options: LocalSchedulerOptions) {
    this.visibilityTimeoutMs = options.visibilityTimeoutMs ?? 30_000;
    this.maxReceiveCount = options.maxReceiveCount ?? 5;
    this.concurrency = options.concurrency ?? PUBLISH_CONCURRENCY;
    this.load();
  }

  start(): void {
    this.timer = setInterval(() => this.tick(), this.options.tickMs ?? 250);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.flush();
  }

  /** The schedules not yet fired, for tests and the terminal. */
  list(): readonly Schedule[] {
    return [...this.schedules.values()];
  }

  /** Messages waiting or being handled. */
  get pending(): number {
    return this.queue.length;
  }

  /** Fires now the schedules whose name matches, as if their time had come (tests). */
  fireNow(match: (name: string) => boolean): number {
    let fired = 0;
    for (const schedule of [...this.schedules.values()]) {
      if (!match(schedule.name)) continue;
      this.fire(schedule);
      fired++;
    }
    this.tick();
    return fired;
  }

  /** Resolves when no message is waiting or being handled. */
  idle(): Promise<void> {
    if (this.queue.length === 0 && this.inFlight === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** The Scheduler and SQS APIs; null when the request is for neither. */
  handleApi(method: string, url: string, target: string, body: string): ApiAnswer | null {
    const path = new URL(url, 'http://local').pathname;
    const schedule = /^\/schedules\/([^/]+)$/.exec(path);
    if (schedule) return this.scheduleApi(method, decodeURIComponent(schedule[1]!), url, body);
    if (method === 'POST' && target.startsWith('AmazonSQS.')) return this.sqsApi(target.slice('AmazonSQS.'.length), body);
    return null;
  }

  private scheduleApi(method: string, name: string, url: string, body: string): ApiAnswer {
    const group = new URL(url, 'http://local').searchParams.get('groupName') ?? 'default';
    const key = `${group}/${name}`;
    if (method === 'GET') {
      const found = this.schedules.get(key);
      if (!found) return error(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
      return json(200, { Name: name, GroupName: group, ScheduleExpression: found.expression, ScheduleExpressionTimezone: found.timeZone, State: 'ENABLED' });
    }
    if (method === 'DELETE') {
      if (!this.schedules.delete(key)) return error(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
      this.save();
      return json(200, {});
    }
    if (method !== 'POST' && method !== 'PUT') return error(405, 'ValidationException', 'Method not allowed');
    let input: {
      GroupName?: string;
      ScheduleExpression?: string;
      ScheduleExpressionTimezone?: string;
      ActionAfterCompletion?: string;
      Target?: { Arn?: string; Input?: string };
    };
    try {
      input = JSON.parse(body || '{}') as typeof input;
    } catch {
      return error(400, 'ValidationException', 'The request body is not valid JSON.');
    }
    const bodyGroup = input.GroupName ?? 'default';
    const bodyKey = `${bodyGroup}/${name}`;
    if (method === 'POST' && this.schedules.has(bodyKey)) return error(409, 'ConflictException', `Schedule ${name} already exists.`);
    if (method === 'PUT' && !this.schedules.has(bodyKey)) return error(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
    const at = AT.exec(input.ScheduleExpression ?? '');
    if (!at) return error(400, 'ValidationException', 'Only one-time schedules, at(yyyy-mm-ddThh:mm:ss), are served locally.');
    if (input.Target?.Arn !== this.options.queueArn) return error(400, 'ValidationException', `Unknown target ${input.Target?.Arn ?? ''}`);
    const timeZone = input.ScheduleExpressionTimezone ?? 'UTC';
    let fireAt: number;
    try {
      fireAt = Date.parse(instantOf(at[1]!, timeZone));
    } catch {
      return error(400, 'ValidationException', `Unknown time zone ${timeZone}`);
    }
    this.schedules.set(bodyKey, {
      name,
      group: bodyGroup,
      expression: input.ScheduleExpression!,
      timeZone,
      fireAt,
      input: input.Target.Input ?? '{}',
      deleteAfter: input.ActionAfterCompletion === 'DELETE',
    });
    this.save();
    return json(200, { ScheduleArn: `arn:aws:scheduler:us-east-1:000000000000:schedule/${bodyGroup}/${name}` });
  }

  private sqsApi(action: string, body: string): ApiAnswer {
    const headers = { 'content-type': 'application/x-amz-json-1.0' };
    let input: { QueueUrl?: string; MessageBody?: string; DelaySeconds?: number };
    try {
      input = JSON.parse(body || '{}') as typeof input;
    } catch {
      return { status: 400, headers, body: JSON.stringify({ __type: 'com.amazonaws.sqs#InvalidParameterValue', message: 'Not JSON' }) };
    }
    if (action !== 'SendMessage')
      return { status: 400, headers, body: JSON.stringify({ __type: 'com.amazonaws.sqs#UnsupportedOperation', message: `${action} is not served locally` }) };
    if (input.QueueUrl !== this.options.queueUrl)
      return { status: 400, headers, body: JSON.stringify({ __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' }) };
    const messageBody = input.MessageBody ?? '';
    const id = this.enqueue(messageBody, (input.DelaySeconds ?? 0) * 1000);
    return { status: 200, headers, body: JSON.stringify({ MessageId: id, MD5OfMessageBody: createHash('md5').update(messageBody).digest('hex') }) };
  }

  private enqueue(body: string, delayMs: number): string {
    const id = randomUUID();
    this.queue.push({ id, body, visibleAt: Date.now() + delayMs, receives: 0, sentAt: Date.now() });
    this.save();
    return id;
  }

  private fire(schedule: Schedule): void {
    this.enqueue(schedule.input, 0);
    if (schedule.deleteAfter) this.schedules.delete(`${schedule.group}/${schedule.name}`);
    this.save();
  }

  private tick(): void {
    this.flush();
    const now = Date.now();
    for (const schedule of [...this.schedules.values()]) if (schedule.fireAt <= now) this.fire(schedule);
    for (const message of this.queue) {
      if (this.inFlight >= this.concurrency) break;
      if (message.visibleAt > now) continue;
      message.visibleAt = now + this.visibilityTimeoutMs;
      message.receives++;
      if (message.receives > this.maxReceiveCount) {
        this.remove(message);
        this.deadLetters.push(message);
        this.onError(`[scheduler] a publish message went to the dead-letter queue after ${this.maxReceiveCount} receives`);
        continue;
      }
      this.inFlight++;
      void this.deliver(message).finally(() => {
        this.inFlight--;
        this.notifyIdle();
      });
    }
    this.notifyIdle();
  }

  private async deliver(message: Message): Promise<void> {
    const event: SQSEvent = {
      Records: [
        {
          messageId: message.id,
          receiptHandle: message.id,
          body: message.body,
          attributes: {
            ApproximateReceiveCount: String(message.receives),
            SentTimestamp: String(message.sentAt),
            SenderId: 'local',
            ApproximateFirstReceiveTimestamp: String(Date.now()),
          },
          messageAttributes: {},
          md5OfBody: createHash('md5').update(message.body).digest('hex'),
          eventSource: 'aws:sqs',
          eventSourceARN: this.options.queueArn,
          awsRegion: 'us-east-1',
        },
      ],
    };
    try {
      const result = this.options.consumer
        ? await this.options.consumer(event)
        : ((await (
            await loadHandler(this.options.root, publishWorker.entry)
          )(event, lambdaContext(publishWorker.name, 120_000))) as SQSBatchResponse | undefined);
      if (result?.batchItemFailures?.some((f) => f.itemIdentifier === message.id)) return;
      this.remove(message);
    } catch (err) {
      this.onError(`[scheduler] the publish worker failed: ${(err as Error).message}`);
    }
  }

  private remove(message: Message): void {
    const at = this.queue.indexOf(message);
    if (at >= 0) this.queue.splice(at, 1);
    this.save();
  }

  private notifyIdle(): void {
    if (this.queue.length > 0 || this.inFlight > 0) return;
    for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private load(): void {
    const file = this.options.file;
    if (!file || !existsSync(file)) return;
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8')) as { schedules: Schedule[]; queue: Message[] };
      for (const s of saved.schedules) this.schedules.set(`${s.group}/${s.name}`, s);
      // Messages in flight when the stack stopped come back at once.
      this.queue = saved.queue.map((m) => ({ ...m, visibleAt: Math.min(m.visibleAt, Date.now()) }));
    } catch {
      // A damaged file: start empty rather than not at all.
    }
  }

  private save(): void {
    this.dirty = true;
  }

  private flush(): void {
    const file = this.options.file;
    if (!file || !this.dirty) return;
    this.dirty = false;
    const temp = `${file}.tmp`;
    writeFileSync(temp, JSON.stringify({ schedules: [...this.schedules.values()], queue: this.queue }));
    renameSync(temp, file);
  }
}

export const schedulerFile = (dataDir: string) => path.join(dataDir, 'scheduler.json');
