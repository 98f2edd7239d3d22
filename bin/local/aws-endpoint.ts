// An internal HTTP endpoint (127.0.0.1, random port) that stands in for two AWS APIs the
// emulators and handlers call: Lambda Invoke (cognito-local's triggers) and the Step
// Functions JSON API (handlers starting and polling workflows).
import http from 'node:http';
import { cognitoTriggers, scheduledHandler } from '../../infra/routes.ts';
import { lambdaContext, loadHandler } from './handlers.ts';
import { listen } from './ports.ts';
import { readBody } from './http-util.ts';
import type { WorkflowRunner } from './workflows.ts';

const functionEntries: Record<string, string> = { ...cognitoTriggers, [scheduledHandler.name]: scheduledHandler.entry };

export async function startAwsEndpoint(root: string, workflows: () => WorkflowRunner | undefined) {
  const server = http.createServer(async (req, res) => {
    const body = await readBody(req, 6 * 1024 * 1024).catch(() => null);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(payload));
    };
    if (body === null) return send(413, { message: 'Request too large' });

    const invoke = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '');
    if (req.method === 'POST' && invoke) {
      const name = decodeURIComponent(invoke[1]!);
      const entry = functionEntries[name];
      if (!entry) return send(404, { Type: 'User', Message: `Function not found: ${name}` }, { 'x-amzn-errortype': 'ResourceNotFoundException' });
      try {
        const handler = await loadHandler(root, entry);
        const result = await handler(body ? JSON.parse(body) : {}, lambdaContext(name));
        return send(200, result ?? null);
      } catch (error) {
        const e = error as Error;
        process.stderr.write(`[lambda] ${name} failed: ${e.stack ?? e}\n`);
        return send(200, { errorType: e.name, errorMessage: e.message }, { 'x-amz-function-error': 'Unhandled' });
      }
    }

    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method === 'POST' && target.startsWith('AWSStepFunctions.')) {
      const runner = workflows();
      if (!runner) return send(503, { __type: 'ServiceUnavailable', message: 'The local Step Functions is still starting' });
      const { status, payload } = runner.handleApi(target, body ? (JSON.parse(body) as Record<string, unknown>) : {});
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify(payload));
      return;
    }
    send(404, { message: 'Not Found' });
  });
  const port = await listen(server, 0, '127.0.0.1', 'the local AWS endpoint');
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
