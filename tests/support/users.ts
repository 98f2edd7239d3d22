// Test users made the way the SPA makes them: SignUp through the /cognito proxy, the code
// read from the local outbox, ConfirmSignUp, then USER_PASSWORD_AUTH.
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';

export const stackUrl = () => inject('stackUrl');

export function cognitoClient(): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: `${stackUrl()}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

export interface OutboxMail {
  to: string;
  subject: string;
  html: string;
  code: string | null;
}

export async function outbox(): Promise<OutboxMail[]> {
  const res = await fetch(`${stackUrl()}/dev/outbox.json`);
  return (await res.json()) as OutboxMail[];
}

export async function latestCodeFor(email: string): Promise<string> {
  const mail = (await outbox()).find((m) => m.to === email);
  if (!mail?.code) throw new Error(`No verification mail for ${email}`);
  return mail.code;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export interface TestUser {
  email: string;
  password: string;
  accessToken: string;
  idToken: string;
  refreshToken: string;
}

export async function signUp(email: string, password: string, attributes: { fullName?: string; companyName?: string } = {}) {
  const client = cognitoClient();
  const UserAttributes = [{ Name: 'email', Value: email }];
  if (attributes.fullName !== undefined) UserAttributes.push({ Name: 'custom:full_name', Value: attributes.fullName });
  if (attributes.companyName !== undefined) UserAttributes.push({ Name: 'custom:company_name', Value: attributes.companyName });
  return client.send(new SignUpCommand({ ClientId: inject('userPoolClientId'), Username: email, Password: password, UserAttributes }));
}

export async function confirm(email: string) {
  const code = await latestCodeFor(email);
  await cognitoClient().send(new ConfirmSignUpCommand({ ClientId: inject('userPoolClientId'), Username: email, ConfirmationCode: code }));
}

export async function signIn(email: string, password: string): Promise<TestUser> {
  const result = await cognitoClient().send(
    new InitiateAuthCommand({ ClientId: inject('userPoolClientId'), AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  const auth = result.AuthenticationResult!;
  return { email, password, accessToken: auth.AccessToken!, idToken: auth.IdToken!, refreshToken: auth.RefreshToken! };
}

/** A confirmed, signed-in user. */
export async function newUser(attributes: { fullName?: string; companyName?: string } = { fullName: 'Test User' }, password = 'secret1'): Promise<TestUser> {
  const email = uniqueEmail();
  await signUp(email, password, attributes);
  await confirm(email);
  return signIn(email, password);
}

export async function api(path: string, init: { token?: string; method?: string; body?: string; headers?: Record<string, string> } = {}) {
  const res = await fetch(`${stackUrl()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}
