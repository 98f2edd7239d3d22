// Provider keys from Secrets Manager: merged into the environment once, never beyond the
// allowed keys, never over an explicit variable.
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { loadAppSecrets } from '#lib/secrets';

const sm = mockClient(SecretsManagerClient);

beforeEach(() => sm.reset());

describe('loadAppSecrets', () => {
  it('does nothing without APP_SECRETS_ARN (local stack, tests)', async () => {
    const env: NodeJS.ProcessEnv = {};
    expect(await loadAppSecrets(env, new SecretsManagerClient({}))).toEqual([]);
    expect(sm.calls()).toHaveLength(0);
  });

  it('sets the allowed keys the secret holds, keeping explicit variables', async () => {
    sm.on(GetSecretValueCommand, { SecretId: 'arn:secret' }).resolves({
      SecretString: JSON.stringify({ OPENAI_API_KEY: 'sk-1', STRIPE_SECRET_KEY: 'sk_live_2', PATH: '/evil', STRIPE_WEBHOOK_SECRET: '' }),
    });
    const env: NodeJS.ProcessEnv = { APP_SECRETS_ARN: 'arn:secret', STRIPE_SECRET_KEY: 'sk_test_explicit', PATH: '/usr/bin' };
    const applied = await loadAppSecrets(env, new SecretsManagerClient({}));
    expect(applied).toEqual(['OPENAI_API_KEY']);
    expect(env).toMatchObject({ OPENAI_API_KEY: 'sk-1', STRIPE_SECRET_KEY: 'sk_test_explicit', PATH: '/usr/bin' });
    expect(env.STRIPE_WEBHOOK_SECRET).toBeUndefined();
  });

  it('fails start-up clearly when the secret is not JSON, without echoing it', async () => {
    sm.on(GetSecretValueCommand).resolves({ SecretString: 'sk-plain-text-key' });
    const error = await loadAppSecrets({ APP_SECRETS_ARN: 'arn:secret' }, new SecretsManagerClient({})).catch((e: Error) => e);
    expect((error as Error).message).toBe('The secret arn:secret is not a JSON object of settings');
    expect((error as Error).message).not.toContain('sk-plain');
  });
});
