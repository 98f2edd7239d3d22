// The one DynamoDB table's key design, shared by the CDK data stack and the local
// bootstrap so both create exactly the same table.

export const tableKeys = {
  partitionKey: 'pk',
  sortKey: 'sk',
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    // A board's column in rank order (task: projectId#status → rank), so a board reads each column's first page alone.
    { indexName: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
} as const;

export const bucketCors = {
  allowedMethods: ['GET', 'PUT', 'HEAD'] as const,
  allowedOrigins: ['*'],
  allowedHeaders: ['*'],
  exposedHeaders: ['ETag'],
  maxAge: 3000,
};

/** Cognito user pool settings shared by CDK and the local pool bootstrap. */
export const userPoolSettings = {
  passwordMinLength: 6,
  customAttributes: ['full_name', 'company_name'] as const,
};
