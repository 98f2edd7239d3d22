// An internal HTTP endpoint (127.0.0.1, random port) that stands in for the AWS APIs the
// emulators and handlers call: Lambda Invoke (cognito-local's triggers), the Step
// Functions JSON API (handlers starting and polling workflows), SES v2 SendEmail
// (functions/lib/mail.ts), whose messages go to the local outbox, and EventBridge
// Scheduler + SQS for publishing (bin/local/scheduler.ts).
import http from 'node:http';
import { cognitoTriggers, scheduledHandler } from '../../infra/routes.ts';
import { lambdaContext, loadHandler } from './handlers.ts';
import { listen } from './ports.ts';
import { readBody } from './http-util.ts';
import type { WorkflowRunner } from './workflows.ts';
import type { Outbox } from './outbox.ts';
import type { LocalScheduler } from './scheduler.ts';

const functionEntries: Record<string, string> = { ...cognitoTriggers, [scheduledHandler.name]: scheduledHandler.entry };

interface SesSendEmail {
  Destination?: { ToAddresses?: string[] };
  Content?: { Simple?: { Subject?: { Data?: string }; Body?: { Text?: { Data?: string }; Html?: { Data?: string } } } };
}

export async function startAwsEndpoint(
  root: string,
  workflows: () => WorkflowRunner | undefined,
  outbox?: Outbox,
  scheduler: () => LocalScheduler | undefined = () => undefined,
) {
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

    // SES v2 SendEmail: signed like the real API (not verified here: loopback only).
    if (req.method === 'POST' && req.url === '/v2/email/outbound-emails' && outbox) {
      let mail: SesSendEmail;
      try {
        mail = JSON.parse(body || '{}') as SesSendEmail;
      } catch {
        return send(400, { message: 'The request body is not valid JSON.' }, { 'x-amzn-errortype': 'BadRequestException' });
      }
      const to = mail.Destination?.ToAddresses ?? [];
      const simple = mail.Content?.Simple;
      if (to.length === 0 || !simple?.Subject?.Data)
        return send(400, { message: 'Destination and Subject are required.' }, { 'x-amzn-errortype': 'BadRequestException' });
      let messageId = '';
      for (const address of to) {
        messageId = outbox.add({
          to: address,
          subject: simple.Subject.Data,
          html: simple.Body?.Html?.Data ?? '',
          text: simple.Body?.Text?.Data ?? null,
          code: null,
        }).id;
      }
      return send(200, { MessageId: messageId });
    }

    const target = String(req.headers['x-amz-target'] ?? '');
    // EventBridge Scheduler's one-time schedules and the SQS publish queue (bin/local/scheduler.ts).
    const scheduled = scheduler()?.handleApi(req.method ?? 'GET', req.url ?? '/', target, body);
    if (scheduled) {
      res.writeHead(scheduled.status, scheduled.headers);
      res.end(scheduled.body);
      return;
    }
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
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
