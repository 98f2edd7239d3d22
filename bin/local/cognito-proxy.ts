// The compatibility proxy in front of cognito-local (served at /cognito). It answers what
// Amplify v6 needs and cognito-local lacks, and applies the pool's password policy and
// e-mail format check that cognito-local skips — with the real service's messages.
import type http from 'node:http';
import { userPoolSettings } from '../../infra/table.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const awsError = (type: string, message: string): Reply => ({
  status: 400,
  headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': type },
  body: JSON.stringify({ __type: type, message }),
});

const ok = (payload: unknown): Reply => ({ status: 200, headers: { 'content-type': 'application/x-amz-json-1.1' }, body: JSON.stringify(payload) });

/** Local rules cognito-local does not apply; null when the request may pass. */
function policyViolation(operation: string, body: Record<string, unknown>): Reply | null {
  const tooShort = (password: unknown) => typeof password === 'string' && password.length < userPoolSettings.passwordMinLength;
  if (operation === 'SignUp') {
    if (typeof body.Username === 'string' && !EMAIL.test(body.Username)) return awsError('InvalidParameterException', 'Invalid email address format.');
    if (tooShort(body.Password)) return awsError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  }
  if (operation === 'ChangePassword' && tooShort(body.ProposedPassword)) {
    return awsError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  }
  return null;
}

async function forward(upstream: string, target: string, body: unknown): Promise<Reply> {
  const response = await fetch(upstream, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body: JSON.stringify(body),
  });
  const headers: Record<string, string> = { 'content-type': response.headers.get('content-type') ?? 'application/x-amz-json-1.1' };
  const errorType = response.headers.get('x-amzn-errortype');
  if (errorType) headers['x-amzn-errortype'] = errorType;
  return { status: response.status, headers, body: await response.text() };
}

export async function cognitoCompat(upstream: string, target: string, raw: string): Promise<Reply> {
  let body: Record<string, unknown>;
  try {
    body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
  } catch {
    return awsError('SerializationException', 'The request body is not valid JSON.');
  }
  const operation = target.split('.').pop() ?? '';
  const violation = policyViolation(operation, body);
  if (violation) return violation;

  switch (operation) {
    case 'GetTokensFromRefreshToken': {
      // Amplify refreshes with this newer call; cognito-local knows the classic flow.
      const reply = await forward(upstream, 'AWSCognitoIdentityProviderService.InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: body.ClientId,
        AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      });
      if (reply.status !== 200) return reply;
      const parsed = JSON.parse(reply.body) as { AuthenticationResult?: Record<string, unknown> };
      return ok({ AuthenticationResult: { ...parsed.AuthenticationResult, RefreshToken: body.RefreshToken } });
    }
    case 'GlobalSignOut':
    case 'RevokeToken':
      // Tokens expire on their own locally; signing out only has to succeed.
      return ok({});
    case 'InitiateAuth':
    case 'ChangePassword':
      return withServiceMessages(operation, await forward(upstream, target, body));
    default:
      return forward(upstream, target, body);
  }
}

/**
 * cognito-local words a wrong password differently from the real service ("Invalid
 * password", and it admits unknown users); users should read what the real pool, with
 * user-existence errors prevented, tells them.
 */
function withServiceMessages(operation: string, reply: Reply): Reply {
  if (reply.status < 400) return reply;
  let type = '';
  try {
    type = String((JSON.parse(reply.body) as { __type?: string }).__type ?? '');
  } catch {
    return reply;
  }
  const wrongPassword =
    (operation === 'InitiateAuth' && ['NotAuthorizedException', 'InvalidPasswordException', 'UserNotFoundException'].includes(type)) ||
    (operation === 'ChangePassword' && type === 'InvalidPasswordException');
  return wrongPassword ? awsError('NotAuthorizedException', 'Incorrect username or password.') : reply;
}

export async function handleCognitoProxy(upstream: string, req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST' });
    res.end();
    return;
  }
  const target = String(req.headers['x-amz-target'] ?? '');
  const reply = await cognitoCompat(upstream, target, raw);
  res.writeHead(reply.status, reply.headers);
  res.end(reply.body);
}
