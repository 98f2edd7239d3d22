// Loads /config.json (written by CDK at deploy, by the local stack locally) and turns it into
// the Amplify configuration, so no endpoint is baked into the build.
import { RuntimeConfig } from '#contracts/runtime-config';

let current: RuntimeConfig | undefined;

/** Fetches and validates /config.json once, before anything renders. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`/config.json answered ${response.status}.`);
  }
  const config = RuntimeConfig.parse(await response.json());
  current = config;
  return config;
}

/** The loaded configuration; only valid after loadRuntimeConfig() resolved. */
export function runtimeConfig(): RuntimeConfig {
  if (!current) {
    throw new Error('Runtime configuration read before /config.json was loaded.');
  }
  return current;
}

/** Test seam: sets the configuration without fetching it. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

/** The `Amplify.configure` input for our Cognito user pool. */
export function amplifyConfigFor(config: RuntimeConfig) {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Only set locally, where cognito-local (behind its proxy) stands in for Cognito.
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
        signUpVerificationMethod: 'code' as const,
      },
    },
  };
}
