// Provider keys in AWS: one Secrets Manager JSON secret (APP_SECRETS_ARN), read once per
// cold start into the environment before configuration is parsed. Locally and in tests the
// variable is unset and nothing is read. Values are never logged.
import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/** The only keys the secret may set; anything else in it is ignored. */
export const SECRET_KEYS = [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  // Bulk generation's own key (a project with its own rate limits and spend), and its rate limit.
  'BULK_OPENAI_API_KEY',
  'AI_CALLS_PER_SECOND',
  'AI_CALLS_BURST',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PREMIUM',
  'STRIPE_PRICE_ENTERPRISE',
  'APP_URL',
  // Each social network's app, for publishing: a network is offered once its pair is set.
  'META_APP_ID',
  'META_APP_SECRET',
  'LINKEDIN_CLIENT_ID',
  'LINKEDIN_CLIENT_SECRET',
  'TIKTOK_CLIENT_KEY',
  'TIKTOK_CLIENT_SECRET',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'X_CLIENT_ID',
  'X_CLIENT_SECRET',
] as const;

export async function loadAppSecrets(env: NodeJS.ProcessEnv = process.env, client?: SecretsManagerClient): Promise<string[]> {
  const arn = env.APP_SECRETS_ARN;
  if (!arn) return [];
  const { GetSecretValueCommand, SecretsManagerClient: Client } = await import('@aws-sdk/client-secrets-manager');
  const out = await (client ?? new Client({})).send(new GetSecretValueCommand({ SecretId: arn }));
  let values: Record<string, unknown>;
  try {
    values = JSON.parse(out.SecretString ?? '{}') as Record<string, unknown>;
  } catch {
    throw new Error(`The secret ${arn} is not a JSON object of settings`);
  }
  const applied: string[] = [];
  for (const key of SECRET_KEYS) {
    const value = values[key];
    // An explicit environment variable wins over the secret.
    if (typeof value === 'string' && value && env[key] === undefined) {
      env[key] = value;
      applied.push(key);
    }
  }
  return applied;
}
