// Markk's state: the one DynamoDB table (keys from infra/table.ts, shared with the local
// stack) and the two file buckets browsers upload to with presigned PUT URLs.
import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import type { StackProps } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { AnyPrincipal, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import type { BucketProps, CorsRule } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { bucketName } from './config.ts';
import type { StageConfig } from './config.ts';
import type { MarkkDataRefs } from './constructs/markk-function.ts';
import { acknowledge } from './nag.ts';
import { bucketCors, tableKeys } from './table.ts';

export interface DataStackProps extends StackProps {
  readonly config: StageConfig;
}

const corsRule: CorsRule = {
  allowedMethods: bucketCors.allowedMethods.map((method) => HttpMethods[method]),
  allowedOrigins: bucketCors.allowedOrigins,
  allowedHeaders: bucketCors.allowedHeaders,
  exposedHeaders: bucketCors.exposedHeaders,
  maxAge: bucketCors.maxAge,
};

export class DataStack extends Stack {
  readonly table: Table;
  readonly logosBucket: Bucket;
  readonly appSecrets: Secret;
  readonly resourcesBucket: Bucket;
  /** What every function is told about (see MarkkFunction). */
  readonly data: MarkkDataRefs;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableKeys.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: config.removalPolicy,
      deletionProtection: config.isProd,
    });
    for (const gsi of tableKeys.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: { name: gsi.partitionKey, type: AttributeType.STRING },
        sortKey: { name: gsi.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    const stateful: Pick<BucketProps, 'removalPolicy' | 'autoDeleteObjects'> = {
      removalPolicy: config.removalPolicy,
      // Outside prod a stack deletion should not fail on leftover test uploads.
      autoDeleteObjects: !config.isProd,
    };

    const accessLogs = new Bucket(this, 'AccessLogsBucket', {
      bucketName: bucketName(config.stage, 'access-logs'),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: Duration.days(config.isProd ? 365 : 30) }],
      ...stateful,
    });

    // Logos are shown on public pages and in generated content: anyone may GET an object,
    // nobody may list the bucket, and ACLs stay blocked so only the policy grants access.
    this.logosBucket = new Bucket(this, 'LogosBucket', {
      bucketName: bucketName(config.stage, 'logos'),
      blockPublicAccess: new BlockPublicAccess({
        blockPublicAcls: true,
        ignorePublicAcls: true,
        blockPublicPolicy: false,
        restrictPublicBuckets: false,
      }),
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      cors: [corsRule],
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'logos/',
      ...stateful,
    });
    this.logosBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'PublicReadLogos',
        principals: [new AnyPrincipal()],
        actions: ['s3:GetObject'],
        resources: [this.logosBucket.arnForObjects('*')],
      }),
    );
    acknowledge(
      this.logosBucket,
      'S2',
      'Logos are public-read by design (ARCHITECTURE.md: bucket logos, public read) so the SPA and generated content link them by plain URL; only s3:GetObject on objects is public, listing and ACLs are not.',
    );

    // Member resources are private: the API hands out short-lived presigned GET URLs.
    this.resourcesBucket = new Bucket(this, 'ResourcesBucket', {
      bucketName: bucketName(config.stage, 'resources'),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      cors: [corsRule],
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'resources/',
      // An upload is copied to files/ when its resource is made; what is left under uploads/
      // (abandoned uploads, a presigned PUT used again) is removed after a day.
      lifecycleRules: [{ prefix: 'uploads/', expiration: Duration.days(1) }],
      ...stateful,
    });

    // Provider keys (OpenAI, Stripe) the operator puts in after deploy; handlers read it once
    // at cold start (functions/lib/secrets.ts). Created empty: nothing secret is in the template.
    this.appSecrets = new Secret(this, 'AppSecrets', {
      secretName: `markk/${config.stage}/app`,
      description: `Markk ${config.stage}: OPENAI_API_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, ... as one JSON object`,
      secretObjectValue: {},
      removalPolicy: config.removalPolicy,
    });
    acknowledge(
      this.appSecrets,
      'SMG4',
      "Holds API keys issued by OpenAI and Stripe; they are rotated in those providers' dashboards and pasted here by the operator, so Secrets Manager rotation has nothing to rotate.",
    );

    // Generated here and never shown: the key of the click counter's visitor hash (functions/lib/click-key.ts).
    const clickKey = new Secret(this, 'ClickKey', {
      secretName: `markk/${config.stage}/click-key`,
      description: `Markk ${config.stage}: the key of the visitor hash that counts short-link clicks once per person and hour`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.removalPolicy,
    });
    acknowledge(
      clickKey,
      'SMG4',
      'Rotating it would only restart the once-an-hour dedupe of clicks for the current hour; the hashes it made expire with their click events.',
    );

    this.data = {
      table: this.table,
      appSecrets: this.appSecrets,
      clickKey,
      logosBucketName: bucketName(config.stage, 'logos'),
      resourcesBucketName: bucketName(config.stage, 'resources'),
    };

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'AppSecretsName', { value: `markk/${config.stage}/app` });
    new CfnOutput(this, 'LogosBucketName', { value: this.logosBucket.bucketName });
    new CfnOutput(this, 'ResourcesBucketName', { value: this.resourcesBucket.bucketName });
  }
}
