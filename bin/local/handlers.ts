// Loads handler modules named in infra/routes.ts — the same files CDK bundles — once each.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LoadedHandler = (event: any, context: Context) => Promise<any>;

const cache = new Map<string, Promise<LoadedHandler>>();

export function loadHandler(root: string, entry: string): Promise<LoadedHandler> {
  let loaded = cache.get(entry);
  if (!loaded) {
    loaded = import(pathToFileURL(path.join(root, entry)).href).then((mod: { handler?: LoadedHandler }) => {
      if (typeof mod.handler !== 'function') throw new Error(`${entry} does not export a handler`);
      return mod.handler;
    });
    cache.set(entry, loaded);
  }
  return loaded;
}

export function lambdaContext(functionName: string, timeoutMs = 29_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
