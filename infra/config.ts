// Typed per-stage settings: the one place where "dev" and "prod" differ, and the physical
// names other stacks (and IAM statements) must be able to compute without a cross-stack import.
import { Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { App } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';

export interface StageConfig {
  /** Lower-case stage name; it is part of stack, bucket and state machine names. */
  readonly stage: string;
  readonly isProd: boolean;
  /** Stateful resources (table, buckets) survive a stack deletion in prod only. */
  readonly removalPolicy: RemovalPolicy;
  readonly logRetention: RetentionDays;
  /** Default Lambda timeout for HTTP handlers; API Gateway HTTP APIs stop waiting at 30 s. */
  readonly apiTimeout: Duration;
  /** Workflow tasks call the AI provider and may take minutes. */
  readonly workflowTaskTimeout: Duration;
  /**
   * Streamed answers (function URLs behind CloudFront) write while the AI writes: longer
   * than an HTTP API call may last, and CloudFront waits up to its origin read timeout
   * between two chunks, not for the whole answer.
   */
  readonly streamTimeout: Duration;
  /**
   * Markk's outgoing mail (functions/lib/mail.ts): the From address and the SES identity
   * (a verified domain or address) it belongs to; functions that send hold ses:SendEmail on
   * that identity only. Set per deployment with `-c mailDomain=example.com`.
   */
  readonly mail: { readonly from: string; readonly identity: string };
  /**
   * Where GET /search finds titles (functions/lib/config.ts SEARCH_BACKEND): the title index
   * in the table (`titles`) or each group's partition with a filter (`partitions`). Set per
   * deployment with `-c searchBackend=partitions`.
   */
  readonly searchBackend: SearchBackend;
  /**
   * White-label portal domains (an agency's own domain for its clients' approval pages):
   * alternate domain names of the Web stack's CloudFront distribution, with an ACM certificate
   * in us-east-1 that covers them. Set per deployment with
   * `-c portalDomains=approvals.agency.com -c portalCertificateArn=arn:aws:acm:us-east-1:…`.
   */
  readonly portal: PortalConfig;
}

export interface PortalConfig {
  readonly domains: readonly string[];
  readonly certificateArn: string | undefined;
}

const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Reads `-c portalDomains=a.example.com,b.example.com` and `-c portalCertificateArn=…` (both or neither). */
export function portalFromContext(app: App): PortalConfig {
  const domains = String(app.node.tryGetContext('portalDomains') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const certificate: unknown = app.node.tryGetContext('portalCertificateArn');
  const certificateArn = typeof certificate === 'string' && certificate ? certificate : undefined;
  for (const domain of domains)
    if (!DOMAIN_PATTERN.test(domain)) throw new Error(`Invalid portal domain "${domain}": use a host name such as approvals.example.com.`);
  if (domains.length > 0 && !certificateArn?.startsWith('arn:aws:acm:us-east-1:'))
    throw new Error(
      'Portal domains need -c portalCertificateArn=<an ACM certificate in us-east-1 covering them> (CloudFront takes certificates from us-east-1 only).',
    );
  return { domains, certificateArn: domains.length > 0 ? certificateArn : undefined };
}

export const SEARCH_BACKENDS = ['titles', 'partitions'] as const;
export type SearchBackend = (typeof SEARCH_BACKENDS)[number];

/** Reads `-c searchBackend=…` (default `titles`). */
export function searchBackendFromContext(app: App): SearchBackend {
  const value: unknown = app.node.tryGetContext('searchBackend');
  if (value === undefined) return 'titles';
  if (!SEARCH_BACKENDS.includes(value as SearchBackend)) throw new Error(`Invalid searchBackend "${String(value)}": use ${SEARCH_BACKENDS.join(' or ')}.`);
  return value as SearchBackend;
}

/** The SES-verified domain Markk sends from when `-c mailDomain` is not given. */
export const DEFAULT_MAIL_DOMAIN = 'markk.app';

export const DEFAULT_STAGE = 'dev';

// Stage names end up in S3 bucket names, so they must be lower-case DNS labels.
const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,14}$/;

/** Reads `-c stage=…` (default `dev`) from the app context. */
export function stageFromContext(app: App): string {
  const value: unknown = app.node.tryGetContext('stage');
  return typeof value === 'string' && value.length > 0 ? value : DEFAULT_STAGE;
}

export function stageConfig(
  stage: string,
  mailDomain: string = DEFAULT_MAIL_DOMAIN,
  searchBackend: SearchBackend = 'titles',
  portal: PortalConfig = { domains: [], certificateArn: undefined },
): StageConfig {
  if (!STAGE_PATTERN.test(stage)) {
    throw new Error(`Invalid stage "${stage}": use 1-15 lower-case letters, digits or dashes, starting with a letter.`);
  }
  const isProd = stage === 'prod';
  return {
    stage,
    isProd,
    removalPolicy: isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: isProd ? RetentionDays.THREE_MONTHS : RetentionDays.ONE_WEEK,
    apiTimeout: Duration.seconds(15),
    workflowTaskTimeout: Duration.minutes(5),
    streamTimeout: Duration.minutes(2),
    mail: { from: `Markk <no-reply@${mailDomain}>`, identity: mailDomain },
    searchBackend,
    portal,
  };
}

/** `Markk-{stage}-{Name}`: the CloudFormation stack name (also used as the construct id). */
export function stackName(stage: string, name: string): string {
  return `Markk-${stage}-${name}`;
}

export type BucketKind = 'logos' | 'resources' | 'access-logs';

/**
 * Deterministic bucket names (unique per account and region). Consumers in other stacks
 * build ARNs from the name instead of importing them, which keeps IAM statements readable
 * and their cdk-nag acknowledgements stable.
 */
export function bucketName(stage: string, kind: BucketKind): string {
  return `markk-${stage}-${kind}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}

/** Deterministic so the Api stack can scope `states:DescribeExecution` to this machine's executions. */
export function onboardingStateMachineName(stage: string): string {
  return `Markk-${stage}-Onboarding`;
}

/** The "Plan my next 30 days" workflow's state machine. */
export function contentPlanStateMachineName(stage: string): string {
  return `Markk-${stage}-ContentPlan`;
}

/** The bulk generation workflow's state machine. */
export function bulkStateMachineName(stage: string): string {
  return `Markk-${stage}-Bulk`;
}

/** The "Ask AI to Generate Plan" workflow's state machine. */
export function projectPlanStateMachineName(stage: string): string {
  return `Markk-${stage}-ProjectPlan`;
}

/**
 * The SSM parameter where the Web stack writes the app's public URL (its CloudFront
 * address) and from which the API functions that build links read it. A name both stacks
 * compute, instead of a cross-stack reference: the Web stack already depends on the Api
 * stack (config.json's apiUrl, the CSP), so the Api stack cannot import from it.
 */
export function appUrlParameterName(stage: string): string {
  return `/markk/${stage}/app-url`;
}

/**
 * The EventBridge Scheduler group of the stage's one-time publish schedules (`post-{postId}`):
 * a name, so the functions that schedule posts are granted its schedules by ARN
 * (`schedule/{group}/*`) without importing the group.
 */
export function publishScheduleGroupName(stage: string): string {
  return `markk-${stage}-publish`;
}

/** The alias of the KMS key that wraps network tokens' data keys. */
export function tokenKeyAlias(stage: string): string {
  return `alias/markk-${stage}-tokens`;
}
