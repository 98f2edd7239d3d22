// Runtime configuration of every handler, parsed once with zod: a missing variable stops
// the first handler that needs it with the variable's name, not a vague crash later.
import * as z from 'zod';
import { loadAppSecrets } from './secrets.ts';

// In AWS the provider keys come from Secrets Manager, before anything reads configuration.
await loadAppSecrets();

// Outside Lambda (the local stack, tests) nothing turns Powertools' EMF lines into metrics:
// keep them quiet unless POWERTOOLS_METRICS_DISABLED says otherwise. Set here, in the one
// module that reads the environment, before functions/lib/metrics.ts creates its instance.
if (!process.env.AWS_LAMBDA_FUNCTION_NAME) process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const Env = z.object({
  STAGE: z.string().default('local'),
  AWS_REGION: z.string().default('us-east-1'),
  TABLE_NAME: z.string().min(1),
  LOGOS_BUCKET: z.string().min(1).optional(),
  RESOURCES_BUCKET: z.string().min(1).optional(),
  USER_POOL_ID: z.string().min(1).optional(),
  USER_POOL_CLIENT_ID: z.string().min(1).optional(),
  STATE_MACHINE_ARN: z.string().min(1).optional(),
  /** The project plan workflow ("Ask AI to Generate Plan"), for the function that starts it. */
  PLAN_STATE_MACHINE_ARN: z.string().min(1).optional(),
  /** The "Plan my next 30 days" workflow, for the function that starts it. */
  CONTENT_PLAN_STATE_MACHINE_ARN: z.string().min(1).optional(),
  /** The bulk generation workflow, for the functions that start it (a run, a retry of its failed posts). */
  BULK_STATE_MACHINE_ARN: z.string().min(1).optional(),
  /**
   * The AI provider's rate limit for one owner's bulk runs, all of them together: calls per
   * second (the token bucket's rate) and how many may go at once after a pause (its size).
   */
  AI_CALLS_PER_SECOND: z.coerce.number().positive().default(10),
  AI_CALLS_BURST: z.coerce.number().int().positive().optional(),
  /**
   * The key bulk runs call the provider with (a project of its own, with its own rate limits and
   * spend); unset: OPENAI_API_KEY. With neither, bulk runs use the offline writer.
   */
  BULK_OPENAI_API_KEY: z.string().min(1).optional(),
  /** AWS only: the JSON secret with provider keys, merged into the environment at cold start. */
  APP_SECRETS_ARN: z.string().min(1).optional(),
  /** Set to use OpenAI (or any compatible server at OPENAI_BASE_URL); unset = the offline writer. */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  /** Set to bill through Stripe (Checkout, Billing Portal, webhook); unset = no payments (see LOCAL_BILLING). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /**
   * Local stack and tests only: without Stripe keys, use the local billing provider (a
   * checkout page whose "Pay" grants the plan without payment). CDK never sets it, the
   * stage secret cannot set it, and it is refused inside AWS Lambda and on the prod stage.
   */
  LOCAL_BILLING: z.enum(['true', 'false']).optional(),
  /** Set by the Lambda runtime; its presence means the code runs in AWS. */
  AWS_LAMBDA_FUNCTION_NAME: z.string().min(1).optional(),
  /** Set by the Lambda runtime: where the function's bundle (and files shipped beside it) lies. */
  LAMBDA_TASK_ROOT: z.string().min(1).optional(),
  /** Signing secret of the Stripe webhook endpoint (whsec_...); the webhook refuses every event without it. */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Stripe price ids of the paid plans; unset = Checkout prices inline from the plan config. */
  STRIPE_PRICE_PREMIUM: z.string().min(1).optional(),
  STRIPE_PRICE_ENTERPRISE: z.string().min(1).optional(),
  /** Another Stripe API base (a fake server in tests, stripe-mock). */
  STRIPE_API_URL: z.string().url().optional(),
  /**
   * The SPA's public origin for Checkout return and invite links (functions/lib/app-url.ts).
   * Never taken from a request: locally the stack's own URL; in AWS the stage secret may
   * set it (a custom domain), else APP_URL_PARAMETER is read.
   */
  APP_URL: z.string().url().optional(),
  /**
   * White-label portal domains of this deployment (comma-separated host names): a workspace may
   * send its client approval links from one. In AWS each is an alternate domain of CloudFront.
   */
  PORTAL_DOMAINS: z.string().optional(),
  /** AWS only: the SSM parameter where the Web stack writes its CloudFront address. */
  APP_URL_PARAMETER: z.string().startsWith('/').optional(),
  /** Local stack only: the emulators' endpoints. Unset in AWS. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  /** Local stack only: the S3 endpoint as the browser reaches it (presigned URLs, public logo URLs). */
  S3_PUBLIC_ENDPOINT: z.string().url().optional(),
  SFN_ENDPOINT: z.string().url().optional(),
  /** The verified SES sender of Markk's mail, e.g. `Markk <no-reply@example.com>` (stage config). */
  MAIL_FROM: z.string().min(3).optional(),
  /** Local stack only: the local AWS endpoint that takes SES v2 SendEmail into the outbox. */
  SES_ENDPOINT: z.string().url().optional(),
  COGNITO_ENDPOINT: z.string().url().optional(),
  /**
   * Local stack only: the issuer and JWKS of the local user pool, for streamed routes that
   * verify the access token themselves (functions/lib/stream.ts). Unset in AWS: Cognito's
   * own issuer and JWKS are derived from USER_POOL_ID.
   */
  STREAM_JWT_ISSUER: z.string().url().optional(),
  STREAM_JWKS_URL: z.string().url().optional(),
  /**
   * Where GET /search finds titles: `titles`, the title index in the table (searchEntry, the
   * default); `partitions`, each group's partition read with a contains filter (no index
   * reads, slower as a user's items grow). See the README's "Search at scale".
   */
  SEARCH_BACKEND: z.enum(['titles', 'partitions']).default('titles'),
  // Publishing (functions/lib/networks/, functions/domain/publishing/).
  /**
   * Local stack and tests only: the network sandbox's base URL. When set, every provider
   * host (`https://graph.facebook.com`) is reached as `{sandbox}/graph.facebook.com`, and
   * every network is available without app credentials. Never set in AWS.
   */
  NETWORK_SANDBOX_URL: z.string().url().optional(),
  /** Each provider's app credentials: a network is offered when its pair is set (or the sandbox is). */
  META_APP_ID: z.string().min(1).optional(),
  META_APP_SECRET: z.string().min(1).optional(),
  LINKEDIN_CLIENT_ID: z.string().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().min(1).optional(),
  TIKTOK_CLIENT_KEY: z.string().min(1).optional(),
  TIKTOK_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  X_CLIENT_ID: z.string().min(1).optional(),
  X_CLIENT_SECRET: z.string().min(1).optional(),
  /** AWS: the KMS key that wraps each connection's data key (envelope encryption of network tokens). */
  TOKEN_KEY_ARN: z.string().min(1).optional(),
  /** Local stack only: the file under `.local/` holding the key that encrypts network tokens. */
  TOKEN_KEY_FILE: z.string().min(1).optional(),
  KMS_ENDPOINT: z.string().url().optional(),
  /** The queue one-time schedules deliver due posts to, and its ARN (the schedules' target). */
  PUBLISH_QUEUE_URL: z.string().url().optional(),
  PUBLISH_QUEUE_ARN: z.string().min(1).optional(),
  /** The role EventBridge Scheduler assumes to send to the publish queue. */
  SCHEDULER_ROLE_ARN: z.string().min(1).optional(),
  /** The schedule group of the stage's one-time publish schedules. */
  SCHEDULE_GROUP: z.string().min(1).default('default'),
  /** Local stack only: the local EventBridge Scheduler and SQS endpoints. */
  SCHEDULER_ENDPOINT: z.string().url().optional(),
  SQS_ENDPOINT: z.string().url().optional(),
  /**
   * The key of the visitor hash that counts a short link's clicks once per person and hour
   * (functions/lib/click-key.ts). Locally the stack sets it from a file under `.local/`; in AWS
   * CLICK_KEY_SECRET_ARN names the secret CDK generates for it.
   */
  CLICK_KEY: z.string().min(32).optional(),
  /**
   * Local stack and tests only: webhooks may be registered for and delivered to http:// and
   * loopback addresses on this machine (127.0.0.1, localhost). Never set by CDK, and ignored
   * inside AWS Lambda: there, webhooks go only to https:// addresses on the public internet.
   */
  WEBHOOKS_ALLOW_LOCAL: z.enum(['true', 'false']).optional(),
  CLICK_KEY_SECRET_ARN: z.string().min(1).optional(),
  /** The public API's rate limit per token: requests a minute (the bucket's refill) and the burst (its size). */
  API_RATE_PER_MINUTE: z.coerce.number().positive().default(60),
  API_RATE_BURST: z.coerce.number().int().positive().default(60),
});

export type Config = z.infer<typeof Env>;

let cached: Config | undefined;

export function config(): Config {
  if (!cached) {
    const parsed = Env.safeParse(process.env);
    if (!parsed.success) {
      const names = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
      throw new Error(`Markk configuration is missing or invalid: ${names}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Tests and the local stack change the environment before handlers run. */
export function resetConfig(): void {
  cached = undefined;
}
