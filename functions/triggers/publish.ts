// The publish worker: the publish queue's SQS event source in AWS (the local scheduler
// locally). Each message is one due post (functions/domain/publishing/worker.ts), or a webhook
// delivery's attempt (`kind: 'webhook'`, functions/domain/webhooks/deliveries.ts). A message
// that fails, or finds its post held by another worker, is reported in batchItemFailures and
// comes back after the queue's visibility timeout; after 5 receives it goes to the DLQ.
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { logger } from '#lib/logger';
import { publishDue, PostBusy } from '#domain/publishing/worker';
import { handleMessage } from '#domain/webhooks/deliveries';

const PostMessage = z.object({ userId: z.string().min(1), postId: z.string().min(1), dueAt: z.string().min(1) });
const WebhookMessage = z.object({
  kind: z.literal('webhook'),
  workspaceId: z.string().min(1),
  deliveries: z.array(z.object({ deliveryId: z.string().min(1), attempt: z.number().int().positive(), watchdog: z.literal(true).optional() })).min(1),
});
const Message = z.union([WebhookMessage, PostMessage]);

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    let message;
    try {
      message = Message.parse(JSON.parse(record.body));
    } catch {
      // Not a message Markk made: nothing to retry.
      logger.error('Dropped a publish message that is not one Markk sends', { messageId: record.messageId });
      continue;
    }
    if ('kind' in message) {
      try {
        const outcomes = await handleMessage(message);
        logger.info('Webhook message handled', { workspaceId: message.workspaceId, outcomes });
      } catch (error) {
        logger.error('A webhook delivery failed; the queue delivers it again', { workspaceId: message.workspaceId, error: (error as Error).name });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
      continue;
    }
    try {
      const outcome = await publishDue(message);
      logger.info('Publish message handled', { postId: message.postId, outcome, receives: record.attributes.ApproximateReceiveCount });
    } catch (error) {
      if (!(error instanceof PostBusy))
        logger.error('Publishing a post failed; the queue delivers it again', { postId: message.postId, error: (error as Error).name });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};
