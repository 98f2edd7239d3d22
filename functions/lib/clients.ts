// AWS SDK clients, created once per process and traced (X-Ray). Locally the endpoints point at the emulators.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from './config.ts';
import { traced } from './tracer.ts';

let documentClient: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    const base = traced(new DynamoDBClient({ region: AWS_REGION, ...(DYNAMODB_ENDPOINT ? { endpoint: DYNAMODB_ENDPOINT } : {}) }));
    documentClient = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return documentClient;
}
