// PLACEHOLDER for synth; replaced by the real worker on merge.
// The publish worker's shape as CDK deploys it: an SQS handler reporting failed records.
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '#lib/logger';

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  logger.info('Publish worker placeholder received records', { count: event.Records.length });
  return { batchItemFailures: [] };
};
