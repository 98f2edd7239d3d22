import { describe, expect, it } from 'vitest';
import { amplifyConfigFor, loadRuntimeConfig, runtimeConfig } from '../../../web/src/app/runtime-config.ts';

const awsConfig = {
  stage: 'dev',
  region: 'eu-west-2',
  apiUrl: 'https://api.example.com',
  userPoolId: 'eu-west-2_abc',
  userPoolClientId: 'client123',
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('runtime config', () => {
  it('loads and validates /config.json, defaulting local to false', async () => {
    const config = await loadRuntimeConfig(async () => jsonResponse(awsConfig));

    expect(config.local).toBe(false);
    expect(runtimeConfig().apiUrl).toBe('https://api.example.com');
  });

  it('fails on a config.json missing the user pool', async () => {
    const { userPoolId: _omitted, ...broken } = awsConfig;

    await expect(loadRuntimeConfig(async () => jsonResponse(broken))).rejects.toThrow();
  });

  it('fails when /config.json is not served', async () => {
    await expect(loadRuntimeConfig(async () => new Response('nope', { status: 404 }))).rejects.toThrow('404');
  });

  it('configures Cognito without an endpoint in AWS', () => {
    const amplify = amplifyConfigFor({ ...awsConfig, local: false });

    expect(amplify.Auth.Cognito).toEqual({
      userPoolId: 'eu-west-2_abc',
      userPoolClientId: 'client123',
      loginWith: { email: true },
      signUpVerificationMethod: 'code',
    });
  });

  it('points Cognito at the local emulator when an endpoint is given', () => {
    const amplify = amplifyConfigFor({ ...awsConfig, local: true, userPoolEndpoint: 'http://localhost:9229' });

    expect(amplify.Auth.Cognito).toMatchObject({ userPoolEndpoint: 'http://localhost:9229' });
  });
});
