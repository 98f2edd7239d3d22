// The key of the visitor hash (functions/domain/analytics/visitor.ts), read once per cold start:
// CLICK_KEY when set (the local stack), else the secret CDK generated for the stage
// (CLICK_KEY_SECRET_ARN, readable by the redirect's role only). Never logged.
import { config } from './config.ts';

let cached: Promise<string> | undefined;

async function load(): Promise<string> {
  const { CLICK_KEY, CLICK_KEY_SECRET_ARN } = config();
  if (CLICK_KEY) return CLICK_KEY;
  if (!CLICK_KEY_SECRET_ARN) throw new Error('Markk configuration is missing or invalid: CLICK_KEY or CLICK_KEY_SECRET_ARN');
  const { GetSecretValueCommand, SecretsManagerClient } = await import('@aws-sdk/client-secrets-manager');
  const out = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: CLICK_KEY_SECRET_ARN }));
  if (!out.SecretString || out.SecretString.length < 32) throw new Error(`The secret ${CLICK_KEY_SECRET_ARN} holds no usable click key`);
  return out.SecretString;
}

export function clickKey(): Promise<string> {
  cached ??= load().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}
