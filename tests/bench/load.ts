// Shared bench helpers: an autocannon load against one URL and a signed-up, signed-in user.
import autocannon from 'autocannon';
import { CognitoIdentityProviderClient, ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';

export const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

export interface Measured {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export async function load(url: string, headers: Record<string, string> = {}, duration = DURATION_S): Promise<Measured> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

export const fmt = (m: Measured) =>
  `${m.rps.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   non-2xx ${m.non2xx}`;

export interface BenchUser {
  email: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

/** Signs up a new user through the stack's Cognito proxy, confirms with the outbox code, returns an access token. */
export async function signedInToken(url: string, clientId: string): Promise<string> {
  return (await signedInUser(url, clientId)).accessToken;
}

/** signedInToken's user with all three tokens (what the web app keeps after signing in). */
export async function signedInUser(url: string, clientId: string): Promise<BenchUser> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: `${url}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'l', secretAccessKey: 'l' },
  });
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await cognito.send(
    new SignUpCommand({ ClientId: clientId, Username: email, Password: 'secret1', UserAttributes: [{ Name: 'custom:full_name', Value: 'Bench User' }] }),
  );
  const mails = (await (await fetch(`${url}/dev/outbox.json`)).json()) as { to: string; code: string }[];
  await cognito.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: mails.find((m) => m.to === email)!.code }));
  const auth = await cognito.send(
    new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret1' } }),
  );
  const tokens = auth.AuthenticationResult!;
  return { email, accessToken: tokens.AccessToken!, idToken: tokens.IdToken!, refreshToken: tokens.RefreshToken! };
}
