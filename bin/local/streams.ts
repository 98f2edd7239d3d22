// The local stand-in for Lambda's event source on the table's stream: polls DynamoDB Local's
// stream (the DynamoDB Streams API, through @aws-sdk/client-dynamodb-streams), keeps the
// records the click tally's event filter passes (infra/routes.ts, the same pattern CDK gives
// Lambda), and hands them to the tally's handler in batches of at most `batchSize`, shard by
// shard in order, a parent shard before its children. A batch the handler fails is delivered
// again whole, the same records, after a pause, as Lambda retries a batch; its shard waits
// meanwhile. Where each shard got to (and a batch waiting to be retried) is kept in the data
// folder, so a restart neither skips records nor cuts a retried batch differently.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DynamoDBStreamEvent, DynamoDBRecord } from 'aws-lambda';
import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { clickTally } from '../../infra/routes.ts';
import { lambdaContext, loadHandler } from './handlers.ts';

export interface LocalStreamsOptions {
  root: string;
  table: DynamoDBClient;
  /** DynamoDB Local's endpoint, which also answers the Streams API. */
  endpoint: string;
  tableName: string;
  /** Where shard positions are kept; null = memory only. */
  file: string | null;
  tickMs?: number;
  /** The pause before a failed batch is delivered again. */
  retryMs?: number;
  /** Who receives the batches; default: the click tally's handler module. */
  consumer?: (event: DynamoDBStreamEvent) => Promise<void>;
}

/** A shard's last handled sequence number, or `closed` once all its records were handled. */
type Positions = Record<string, string>;

interface Saved {
  streamArn: string;
  positions: Positions;
  /** A batch the handler failed, to deliver again as it was. */
  pending?: { shardId: string; records: DynamoDBRecord[] } | undefined;
}

const CLOSED = 'closed';

export const streamsFile = (dataDir: string) => path.join(dataDir, 'streams.json');

/** Whether `value` matches a Lambda filter pattern made of objects and lists of allowed values. */
export function matches(pattern: unknown, value: unknown): boolean {
  if (Array.isArray(pattern)) return pattern.includes(value);
  if (pattern === null || typeof pattern !== 'object') return false;
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(pattern).every(([key, inner]) => matches(inner, (value as Record<string, unknown>)[key]));
}

/** A stream record as Lambda gives it to a function. */
function lambdaRecord(record: StreamRecord, streamArn: string): DynamoDBRecord {
  const { ApproximateCreationDateTime, ...dynamodb } = record.dynamodb ?? {};
  return {
    eventID: record.eventID!,
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion!,
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion!,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(dynamodb as DynamoDBRecord['dynamodb']),
      ...(ApproximateCreationDateTime ? { ApproximateCreationDateTime: Math.floor(ApproximateCreationDateTime.getTime() / 1000) } : {}),
    },
  };
}

export class LocalStreams {
  private readonly client: DynamoDBStreamsClient;
  private saved: Saved | undefined;
  private shards: Shard[] = [];
  private readonly iterators = new Map<string, string>();
  private retryAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> = Promise.resolve(0);
  private queued = false;
  /** Lines about batches that failed, for the terminal. */
  onError: (line: string) => void = (line) => process.stderr.write(`${line}\n`);

  constructor(private readonly options: LocalStreamsOptions) {
    const config = options.table.config;
    this.client = new DynamoDBStreamsClient({ endpoint: options.endpoint, region: config.region, credentials: config.credentials, maxAttempts: 2 });
    if (options.file && existsSync(options.file)) this.saved = JSON.parse(readFileSync(options.file, 'utf8')) as Saved;
  }

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? 200);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.client.destroy();
  }

  /** Resolves once every record written before the call has been handed to the tally (tests, benches). */
  async drain(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      this.retryAt = 0;
      const read = await this.tick(true);
      if (read === 0 && !this.saved?.pending) return;
      if (Date.now() > deadline) throw new Error('The click tally did not catch up with the stream in time');
    }
  }

  /** One poll of every shard, after the one running; the records read. */
  private tick(force = false): Promise<number> {
    if (this.queued && !force) return this.running;
    this.queued = true;
    this.running = this.running
      .then(() => {
        this.queued = false;
        return this.poll();
      })
      .catch((error: unknown) => {
        this.onError(`[local] the stream poller failed: ${(error as Error).message}`);
        return 1;
      });
    return this.running;
  }

  private async poll(): Promise<number> {
    const streamArn = await this.streamArn();
    if (!streamArn) return 0;
    const saved = this.saved!;
    if (saved.pending) {
      if (Date.now() < this.retryAt) return 1;
      if (!(await this.deliver(saved.pending.shardId, saved.pending.records))) return 1;
      saved.pending = undefined;
      this.save();
    }
    let read = 0;
    if (this.shards.length === 0) await this.describe(streamArn);
    for (const shard of this.shards) {
      const id = shard.ShardId!;
      if (saved.positions[id] === CLOSED) continue;
      const parent = shard.ParentShardId;
      if (parent && this.shards.some((s) => s.ShardId === parent) && saved.positions[parent] !== CLOSED) continue;
      const got = await this.readShard(streamArn, id);
      if (got < 0) return read + 1;
      read += got;
    }
    return read;
  }

  private async streamArn(): Promise<string | undefined> {
    if (this.saved && this.shards.length > 0) return this.saved.streamArn;
    const { Table } = await this.options.table.send(new DescribeTableCommand({ TableName: this.options.tableName }));
    const arn = Table?.LatestStreamArn;
    if (!arn) return undefined;
    // A new table (or one made again) has a new stream: positions in another are meaningless.
    if (this.saved?.streamArn !== arn) this.saved = { streamArn: arn, positions: {} };
    return arn;
  }

  private async describe(streamArn: string): Promise<void> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await this.client.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    this.shards = shards;
  }

  /** Reads a shard to its end for now and delivers its matching records; -1 when a batch failed. */
  private async readShard(streamArn: string, shardId: string): Promise<number> {
    const positions = this.saved!.positions;
    let read = 0;
    for (;;) {
      let iterator = this.iterators.get(shardId);
      if (!iterator) {
        const after = positions[shardId];
        ({ ShardIterator: iterator } = await this.client.send(
          new GetShardIteratorCommand({
            StreamArn: streamArn,
            ShardId: shardId,
            ...(after ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after } : { ShardIteratorType: 'TRIM_HORIZON' }),
          }),
        ));
      }
      let page;
      try {
        page = await this.client.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
      } catch (error) {
        this.iterators.delete(shardId);
        if (error instanceof ExpiredIteratorException) continue;
        throw error;
      }
      const records = page.Records ?? [];
      read += records.length;
      const wanted = records.filter((r) => matches(clickTally.filter, r)).map((r) => lambdaRecord(r, streamArn));
      for (let i = 0; i < wanted.length; i += clickTally.batchSize) {
        const batch = wanted.slice(i, i + clickTally.batchSize);
        if (!(await this.deliver(shardId, batch))) {
          this.saved!.pending = { shardId, records: batch };
          this.iterators.delete(shardId);
          this.save();
          return -1;
        }
      }
      const last = records.at(-1)?.dynamodb?.SequenceNumber;
      if (last) positions[shardId] = last;
      if (!page.NextShardIterator) {
        // A closed shard: its children are listed on the next poll.
        positions[shardId] = CLOSED;
        this.iterators.delete(shardId);
        this.shards = [];
      } else this.iterators.set(shardId, page.NextShardIterator);
      if (records.length > 0 || !page.NextShardIterator) this.save();
      if (records.length === 0 || !page.NextShardIterator) return read;
    }
  }

  /** Hands one batch to the tally; false (and a pause before the retry) when it failed. */
  private async deliver(shardId: string, records: DynamoDBRecord[]): Promise<boolean> {
    try {
      const consumer =
        this.options.consumer ??
        (async (event: DynamoDBStreamEvent) => (await loadHandler(this.options.root, clickTally.entry))(event, lambdaContext(clickTally.name, 60_000)));
      await consumer({ Records: records });
      const last = records.at(-1)?.dynamodb?.SequenceNumber;
      if (last) this.saved!.positions[shardId] = last;
      return true;
    } catch (error) {
      this.retryAt = Date.now() + (this.options.retryMs ?? 1000);
      this.onError(`[local] the click tally failed a batch of ${records.length} (delivered again shortly): ${(error as Error).message}`);
      return false;
    }
  }

  private save(): void {
    if (!this.options.file || !this.saved) return;
    writeFileSync(`${this.options.file}.tmp`, JSON.stringify(this.saved));
    renameSync(`${this.options.file}.tmp`, this.options.file);
  }
}
