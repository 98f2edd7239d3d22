// Test users made the way the SPA makes them: SignUp through the /cognito proxy, the code
// read from the local outbox, ConfirmSignUp, then USER_PASSWORD_AUTH.
import { randomUUID } from 'node:crypto';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
  type CognitoIdentityProviderServiceException,
} from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { ErrorBody } from '#contracts/common';
import { fillPath, queryString, type AnyEndpoint, type EndpointInput, type EndpointResponse } from '#contracts/endpoint';

export const stackUrl = () => inject('stackUrl');

export function cognitoClient(): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint: `${stackUrl()}/cognito`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** The name and message of the Cognito error `promise` fails with (it must fail). */
export async function cognitoFailure(promise: Promise<unknown>): Promise<{ name: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { name, message } = error as CognitoIdentityProviderServiceException;
    return { name, message };
  }
  throw new Error('expected the call to fail');
}

export interface OutboxMail {
  to: string;
  subject: string;
  html: string;
  /** The plain-text part of Markk's own mail (none for Cognito's). */
  text?: string | null;
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
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

export type ApiReply<E extends AnyEndpoint> = { ok: true; status: number; body: EndpointResponse<E> } | { ok: false; status: number; body: ErrorBody };

/**
 * Calls an endpoint as its contract declares it (path filled from `params`, `query`, JSON
 * `body`) and parses the answer: a success with the endpoint's response schema, an error
 * with the `{ message }` every error carries. A body that does not match fails the test.
 */
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E> & {
    token?: string | undefined;
    headers?: Record<string, string>;
    /** Another server than the stack's (same routes). */ base?: string;
  } = {} as EndpointInput<E>,
): Promise<ApiReply<E>> {
  const { token, headers, base, ...parts } = input as {
    token?: string;
    headers?: Record<string, string>;
    base?: string;
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  const res = await fetch(`${base ?? stackUrl()}/api${fillPath(endpoint.path, parts.params)}${queryString(parts.query)}`, {
    method: endpoint.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(parts.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(parts.body !== undefined ? { body: JSON.stringify(parts.body) } : {}),
  });
  const text = await res.text();
  const payload: unknown = text ? JSON.parse(text) : undefined;
  if (res.ok) return { ok: true, status: res.status, body: endpoint.response.parse(payload) as EndpointResponse<E> };
  return { ok: false, status: res.status, body: ErrorBody.parse(payload) };
}

/** The parsed success body of `callApi`, failing the test with the status and message otherwise. */
export async function callOk<E extends AnyEndpoint>(endpoint: E, input: Parameters<typeof callApi<E>>[1]): Promise<EndpointResponse<E>> {
  const reply = await callApi(endpoint, input);
  if (!reply.ok) throw new Error(`${endpoint.method} ${endpoint.path} answered ${reply.status}: ${reply.body.message}`);
  return reply.body;
}
