// The Data stack: the one table and the two file buckets, per infra/table.ts.
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { bucketCors, tableKeys } from '../../infra/table.ts';
import { buildMarkkApp, resourcesOf, templateOf } from './markk-app.ts';

const dev = templateOf(buildMarkkApp('dev').stacks.data);
const prod = templateOf(buildMarkkApp('prod').stacks.data);

const expectedCors = {
  CorsRules: [
    {
      AllowedMethods: [...bucketCors.allowedMethods],
      AllowedOrigins: bucketCors.allowedOrigins,
      AllowedHeaders: bucketCors.allowedHeaders,
      ExposedHeaders: bucketCors.exposedHeaders,
      MaxAge: bucketCors.maxAge,
    },
  ],
};

function bucketNamed(template: typeof dev, kind: string) {
  const entry = Object.entries(resourcesOf(template, 'AWS::S3::Bucket')).find(([, bucket]) =>
    JSON.stringify(bucket.Properties.BucketName ?? '').includes(`markk-dev-${kind}-`),
  );
  if (entry === undefined) throw new Error(`no ${kind} bucket`);
  return { logicalId: entry[0], properties: entry[1].Properties };
}

describe('the table', () => {
  it('has the shared key design: pk/sk strings, gsi1, gsi2 and the board’s gsi3 projecting everything, TTL on expiresAt', () => {
    dev.resourceCountIs('AWS::DynamoDB::Table', 1);
    expect(tableKeys.globalSecondaryIndexes.map((gsi) => gsi.indexName)).toEqual(['gsi1', 'gsi2', 'gsi3']);
    dev.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith(
        ['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      ),
      GlobalSecondaryIndexes: tableKeys.globalSecondaryIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('is retained when the prod stack is deleted and destroyed with any other stage', () => {
    prod.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    dev.hasResource('AWS::DynamoDB::Table', { DeletionPolicy: 'Delete' });
  });
});

describe('the logos bucket', () => {
  it('lets anyone read objects through the bucket policy while public ACLs stay blocked', () => {
    const logos = bucketNamed(dev, 'logos');
    expect(logos.properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      IgnorePublicAcls: true,
      BlockPublicPolicy: false,
      RestrictPublicBuckets: false,
    });
    dev.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: logos.logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { AWS: '*' },
            Action: 's3:GetObject',
            Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logos.logicalId, 'Arn'] }, '/*']] },
          }),
        ]),
      },
    });
  });

  it('allows presigned browser uploads through CORS', () => {
    expect(bucketNamed(dev, 'logos').properties.CorsConfiguration).toEqual(expectedCors);
  });
});

describe('the resources bucket', () => {
  it('blocks every kind of public access', () => {
    expect(bucketNamed(dev, 'resources').properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      IgnorePublicAcls: true,
      BlockPublicPolicy: true,
      RestrictPublicBuckets: true,
    });
  });

  it('allows presigned browser uploads through CORS', () => {
    expect(bucketNamed(dev, 'resources').properties.CorsConfiguration).toEqual(expectedCors);
  });
});

describe('both file buckets', () => {
  it.each(['logos', 'resources'])('%s refuses plain-HTTP requests and writes access logs', (kind) => {
    const bucket = bucketNamed(dev, kind);
    expect(bucket.properties.LoggingConfiguration).toMatchObject({ LogFilePrefix: `${kind}/` });
    dev.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: bucket.logicalId },
      PolicyDocument: {
        Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]),
      },
    });
  });
});
