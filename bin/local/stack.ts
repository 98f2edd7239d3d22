// The whole local stack on one machine: DynamoDB Local, s3rver, cognito-local behind its
// proxy, the local API Gateway over infra/routes.ts, the local Step Functions, the hourly
// timer and the SPA — one port for the browser. Used by `npm start` and by the tests.
import './quiet-sdk.ts';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import S3rver from 's3rver';
import { bucketCors } from '../../infra/table.ts';
import { scheduledHandler } from '../../infra/routes.ts';
import { securityHeaders } from '../../infra/security-headers.ts';
import { createApiGateway, createStreamGateway } from './api-gateway.ts';
import { LocalSessions } from './sessions.ts';
import { createNetworkSandbox, type NetworkSandbox } from './network-sandbox.ts';
import { startAwsEndpoint } from './aws-endpoint.ts';
import { startCognito } from './cognito.ts';
import type { LocalConfig } from './config.ts';
import { ensureTable, localCredentials, startDynamo } from './dynamodb.ts';
import { lambdaContext, loadHandler } from './handlers.ts';
import { answerClientError } from './http-util.ts';
import { Outbox } from './outbox.ts';
import { listen } from './ports.ts';
import { guardedS3 } from './s3-guard.ts';
import { hostPolicy } from './hosts.ts';
import { createWebHandler } from './web-server.ts';
import { createWorkflowRunner, synthesizeStateMachines, type WorkflowRunner } from './workflows.ts';
import { LocalScheduler, schedulerFile } from './scheduler.ts';

export interface LocalStack {
  url: string;
  port: number;
  outbox: Outbox;
  userPoolId: string;
  userPoolClientId: string;
  cognitoEndpoint: string;
  workflows: WorkflowRunner;
  /** EventBridge Scheduler one-time schedules and the publish queue, delivering to the publish worker. */
  scheduler: LocalScheduler;
  /** The six social networks' stand-in: failure switches, latency, what was published. */
  networks: NetworkSandbox;
  /** Environment the handlers run with (also set on process.env). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

function corsXml(): string {
  const rule = [
    ...bucketCors.allowedOrigins.map((o) => `<AllowedOrigin>${o}</AllowedOrigin>`),
    ...bucketCors.allowedMethods.map((m) => `<AllowedMethod>${m}</AllowedMethod>`),
    ...bucketCors.allowedHeaders.map((h) => `<AllowedHeader>${h}</AllowedHeader>`),
    ...bucketCors.exposedHeaders.map((h) => `<ExposeHeader>${h}</ExposeHeader>`),
    `<MaxAgeSeconds>${bucketCors.maxAge}</MaxAgeSeconds>`,
  ].join('');
  return `<CORSConfiguration><CORSRule>${rule}</CORSRule></CORSConfiguration>`;
}

/** The file in the data folder that names the running stack's emulator endpoints. */
export const LOCAL_ENDPOINTS_FILE = 'endpoints.json';

export async function startLocalStack(config: LocalConfig): Promise<LocalStack> {
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stoppers.reverse()) await s().catch(() => undefined);
  };
  try {
    mkdirSync(config.dataDir, { recursive: true });
    const scratch = config.inMemoryDb ? mkdtempSync(path.join(os.tmpdir(), 'markk-')) : null;
    if (scratch) stoppers.push(async () => rmSync(scratch, { recursive: true, force: true }));
    const dataDir = scratch ?? config.dataDir;
    const outbox = new Outbox(dataDir, config.verbose);
    const networks = createNetworkSandbox();

    // The browser-facing server listens first: its port is part of the token issuer.
    let handle: http.RequestListener = (_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Markk is starting…' }));
    };
    const server = http.createServer((req, res) => handle(req, res));
    server.on('clientError', answerClientError);
    const port = await listen(server, config.port, config.host, 'Markk', 'MARKK_PORT');
    stoppers.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );
    const hosts = hostPolicy(config.host, port, config.portalHosts);
    const url = hosts.canonicalOrigin;

    const machinesPromise = synthesizeStateMachines(config.root);
    machinesPromise.catch(() => undefined);

    const dynamo = await startDynamo({ dataDir, inMemory: config.inMemoryDb });
    stoppers.push(dynamo.stop);
    await ensureTable(dynamo.client, config.tableName);

    let workflows: WorkflowRunner | undefined;
    let scheduler: LocalScheduler | undefined;
    const aws = await startAwsEndpoint(
      config.root,
      () => workflows,
      outbox,
      () => scheduler,
    );
    stoppers.push(aws.stop);
    const publishQueue = {
      url: `${aws.endpoint}/000000000000/${config.tableName}-publish`,
      arn: `arn:aws:sqs:us-east-1:000000000000:${config.tableName}-publish`,
    };

    const cognito = await startCognito({
      dataDir,
      issuerDomain: `${url}/cognito`,
      lambdaEndpoint: aws.endpoint,
      outbox,
      poolName: config.userPoolName,
      clientName: config.userPoolClientName,
    });
    stoppers.push(cognito.stop);

    const s3 = new S3rver({
      directory: path.join(dataDir, 's3'),
      silent: true,
      configureBuckets: [config.logosBucket, config.resourcesBucket].map((name) => ({ name, configs: [corsXml()] })),
    });
    await s3.configureBuckets();

    const machines = await machinesPromise;
    const onboarding = machines.find((m) => /onboarding/i.test(m.id)) ?? machines[0];
    const projectPlan = machines.find((m) => /projectplan/i.test(m.id));
    const contentPlan = machines.find((m) => /contentplan/i.test(m.id));
    const bulk = machines.find((m) => /^Bulk/.test(m.id));
    const env: Record<string, string> = {
      STAGE: config.stage,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      TABLE_NAME: config.tableName,
      LOGOS_BUCKET: config.logosBucket,
      RESOURCES_BUCKET: config.resourcesBucket,
      USER_POOL_ID: cognito.userPoolId,
      USER_POOL_CLIENT_ID: cognito.userPoolClientId,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: `http://127.0.0.1:${port}/s3`,
      S3_PUBLIC_ENDPOINT: `${url}/s3`,
      SFN_ENDPOINT: aws.endpoint,
      COGNITO_ENDPOINT: cognito.endpoint,
      // Markk's own mail: SES v2 SendEmail on the local AWS endpoint, kept in the outbox.
      SES_ENDPOINT: aws.endpoint,
      MAIL_FROM: 'Markk <no-reply@markk.local>',
      // Links the API hands out (checkout, portal, invites) lead here, never to a request's Origin.
      APP_URL: url,
      // Without Stripe keys, the local checkout page stands in for Stripe (never in AWS).
      LOCAL_BILLING: 'true',
      // White-label portal domains a workspace may send its approval links from.
      ...(config.portalHosts.length > 0 ? { PORTAL_DOMAINS: config.portalHosts.join(',') } : {}),
      // Every provider host through the network sandbox on this port (functions/lib/networks/http.ts).
      NETWORK_SANDBOX_URL: `${url}/sandbox`,
      ...(onboarding ? { STATE_MACHINE_ARN: onboarding.arn } : {}),
      ...(projectPlan ? { PLAN_STATE_MACHINE_ARN: projectPlan.arn } : {}),
      ...(contentPlan ? { CONTENT_PLAN_STATE_MACHINE_ARN: contentPlan.arn } : {}),
      ...(bulk ? { BULK_STATE_MACHINE_ARN: bulk.arn } : {}),
      // Streamed routes verify the access token themselves: the local pool's issuer and keys.
      STREAM_JWT_ISSUER: cognito.issuer,
      STREAM_JWKS_URL: cognito.jwksUrl,
      // Publishing: one-time schedules and the publish queue on the local AWS endpoint, and
      // the key that encrypts network tokens in a file beside the data (never in the table).
      SCHEDULER_ENDPOINT: aws.endpoint,
      SQS_ENDPOINT: aws.endpoint,
      PUBLISH_QUEUE_URL: publishQueue.url,
      PUBLISH_QUEUE_ARN: publishQueue.arn,
      SCHEDULER_ROLE_ARN: 'arn:aws:iam::000000000000:role/markk-local-scheduler',
      SCHEDULE_GROUP: `${config.tableName}-publish`,
      TOKEN_KEY_FILE: path.join(dataDir, 'token.key'),
      // Webhooks may go to http:// and loopback receivers on this machine (never in AWS).
      WEBHOOKS_ALLOW_LOCAL: 'true',
      // The click counter's visitor-hash key, kept beside the data (a restart keeps this hour's dedupe).
      CLICK_KEY: localClickKey(dataDir),
      POWERTOOLS_DEV: 'true',
      // Nothing collects EMF metrics locally: no metric lines in the terminal or the tests.
      POWERTOOLS_METRICS_DISABLED: 'true',
      LOG_LEVEL: process.env.LOG_LEVEL ?? (config.verbose ? 'WARN' : 'ERROR'),
    };
    delete process.env.AWS_PROFILE;
    delete process.env.AWS_SESSION_TOKEN;
    Object.assign(process.env, env);
    // Where tools reach this running stack's emulators (`npm run admin`: bin/admin.ts). No
    // secret in it: DynamoDB Local and cognito-local accept any credentials.
    const endpointsFile = path.join(dataDir, LOCAL_ENDPOINTS_FILE);
    writeFileSync(
      endpointsFile,
      JSON.stringify(
        { tableName: config.tableName, dynamodbEndpoint: dynamo.endpoint, cognitoEndpoint: cognito.endpoint, userPoolId: cognito.userPoolId },
        null,
        2,
      ),
    );
    stoppers.push(async () => rmSync(endpointsFile, { force: true }));
    workflows = await createWorkflowRunner({
      root: config.root,
      machines,
      ...(config.workflowRetryIntervalMs !== undefined ? { retryIntervalMs: config.workflowRetryIntervalMs } : {}),
    });

    scheduler = new LocalScheduler({
      root: config.root,
      file: config.inMemoryDb ? null : schedulerFile(dataDir),
      queueUrl: publishQueue.url,
      queueArn: publishQueue.arn,
      ...(config.publishVisibilityTimeoutMs !== undefined ? { visibilityTimeoutMs: config.publishVisibilityTimeoutMs } : {}),
    });
    scheduler.start();
    const runningScheduler = scheduler;
    stoppers.push(async () => runningScheduler.stop());

    const sessions = new LocalSessions();
    const apiGateway = createApiGateway({ root: config.root, jwksUrl: cognito.jwksUrl, issuer: cognito.issuer, clientId: cognito.userPoolClientId, sessions });

    let vite: { middlewares: (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void; close(): Promise<void> } | undefined;
    if (config.dev) {
      const { createServer } = await import('vite');
      vite = await createServer({
        configFile: path.join(config.root, 'web', 'vite.config.ts'),
        server: { middlewareMode: true, hmr: { server } },
        appType: 'spa',
      });
      stoppers.push(() => vite!.close());
    }

    handle = createWebHandler({
      distDir: path.join(config.root, 'web', 'dist'),
      hosts,
      runtimeConfig: () => ({
        stage: config.stage,
        region: 'us-east-1',
        apiUrl: '/api',
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.userPoolClientId,
        userPoolEndpoint: `${url}/cognito`,
        local: true,
      }),
      api: apiGateway,
      stream: createStreamGateway({ root: config.root, sessions }),
      cognitoUpstream: { endpoint: cognito.endpoint, userPoolId: cognito.userPoolId, sessions },
      // s3rver checks no signatures: the guard does, as S3 would, before s3rver sees a request.
      s3: guardedS3(
        { credentials: localCredentials, region: 'us-east-1', publicReadBuckets: [config.logosBucket], privateBuckets: [config.resourcesBucket] },
        s3.callback() as unknown as (req: http.IncomingMessage, res: http.ServerResponse) => void,
      ),
      outbox,
      networks,
      ...(vite ? { vite: vite.middlewares } : {}),
      // The same Content-Security-Policy and headers as CloudFront; not with Vite's dev server.
      ...(vite
        ? {}
        : {
            securityHeaders: (runtime) =>
              securityHeaders({
                ...runtime,
                logosBucketUrl: `${env.S3_PUBLIC_ENDPOINT}/${config.logosBucket}`,
                resourcesBucketUrl: `${env.S3_PUBLIC_ENDPOINT}/${config.resourcesBucket}`,
              }),
          }),
      ...(config.verbose ? { log: (line: string) => process.stdout.write(`  ${line}\n`) } : {}),
    });

    // The Resources Vault's starter library: built from its Markdown sources, uploaded to the
    // S3 emulator and written to the table unless there already (idempotent: fixed ids).
    await seedStarterLibraryLocally();
    // The data migrations a deploy runs (infra/migrations.ts), idempotent, on every start.
    const { migrateToWorkspaces } = await import('../../functions/domain/workspaces/migrate.ts');
    await migrateToWorkspaces();

    // The hourly EventBridge rule: once now (catch up after downtime), then on a timer.
    const runHourly = async () => {
      try {
        const handler = await loadHandler(config.root, scheduledHandler.entry);
        await handler({ source: 'markk.local.timer' }, lambdaContext(scheduledHandler.name));
      } catch (error) {
        process.stderr.write(`[schedule] hourly job failed: ${(error as Error).message}\n`);
      }
    };
    void runHourly();
    const timer = setInterval(runHourly, config.scheduleEveryMs);
    timer.unref();
    stoppers.push(async () => clearInterval(timer));

    return {
      url,
      port,
      outbox,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      cognitoEndpoint: cognito.endpoint,
      workflows,
      scheduler,
      networks,
      env,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Builds the starter library's files (resources/starter/dist/) and seeds what the table lacks. */
async function seedStarterLibraryLocally(): Promise<void> {
  const [{ buildStarterLibrary }, { seedStarterLibrary }] = await Promise.all([
    import('../starter-library.ts'),
    import('../../functions/domain/resource-seed.ts'),
  ]);
  const dir = await buildStarterLibrary();
  await seedStarterLibrary({ readFile: (name) => readFile(path.join(dir, name)) });
}

/** The visitor-hash key of the local stack: made once under the data folder, like the token key. */
function localClickKey(dataDir: string): string {
  const file = path.join(dataDir, 'click.key');
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}
