// The compatibility proxy in front of cognito-local (served at /cognito). It answers what
// Amplify v6 needs and cognito-local lacks, and applies the pool's password policy and
// e-mail format check that cognito-local skips — with the real service's messages.
//
// cognito-local checks no credentials: every admin call (ListUsers, AdminSetUserPassword…)
// would work for anyone who can reach it. So the proxy forwards only the calls the SPA makes
// (an allow-list of X-Amz-Target operations) and refuses the rest as the real service refuses
// an unauthorised caller. SignUp may write only the pool's own attributes, its e-mail must
// be the username, and an e-mail another user already has is refused. The password reset
// (ForgotPassword, ConfirmForgotPassword) answers as the real pool does with user-existence
// errors prevented: the same reply whether or not the e-mail has an account.
import type http from 'node:http';
import { userPoolSettings } from '../../infra/table.ts';
import type { LocalSessions } from './sessions.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SERVICE = 'AWSCognitoIdentityProviderService';

/** cognito-local's address and the pool the SPA signs in to. */
export interface CognitoUpstream {
  endpoint: string;
  userPoolId: string;
  /** Sessions handed out and ended (sign-out), shared with the local gateways. */
  sessions: LocalSessions;
}

/**
 * What Amplify v6 calls for the SPA's auth screens (signUp, confirmSignUp,
 * resendSignUpCode, signIn with USER_PASSWORD_AUTH, fetchAuthSession's refresh,
 * updatePassword, resetPassword, confirmResetPassword, signOut). Everything else stays
 * unreachable from the browser port.
 */
export const allowedOperations: ReadonlySet<string> = new Set([
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'InitiateAuth',
  'GetTokensFromRefreshToken',
  'ChangePassword',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GlobalSignOut',
  'RevokeToken',
]);

/** Client-side auth flows InitiateAuth serves (the admin flows belong to AdminInitiateAuth). */
const allowedAuthFlows = new Set(['USER_PASSWORD_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

/** Attributes the web client may write at sign-up. */
const writableAttributes = new Set(['email', ...userPoolSettings.customAttributes.map((name) => `custom:${name}`)]);

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
    const attributes = body.UserAttributes ?? [];
    if (!Array.isArray(attributes)) return awsError('InvalidParameterException', 'UserAttributes must be a list of attributes.');
    for (const attribute of attributes as { Name?: unknown; Value?: unknown }[]) {
      // sub, email_verified and the like are the pool's to set, never the client's.
      if (typeof attribute?.Name !== 'string' || !writableAttributes.has(attribute.Name)) {
        return awsError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
      }
      if (attribute.Name === 'email' && (typeof attribute.Value !== 'string' || attribute.Value.toLowerCase() !== String(body.Username).toLowerCase())) {
        return awsError('InvalidParameterException', 'The email attribute must be the same as the username.');
      }
    }
  }
  if (operation === 'InitiateAuth' && !allowedAuthFlows.has(String(body.AuthFlow))) {
    return awsError('InvalidParameterException', 'Initiate Auth method not supported.');
  }
  if ((operation === 'ForgotPassword' || operation === 'ConfirmForgotPassword') && typeof body.Username !== 'string') {
    return awsError('InvalidParameterException', 'Username is required.');
  }
  if (operation === 'ConfirmForgotPassword' && tooShort(body.Password)) {
    return awsError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  }
  if (operation === 'ChangePassword' && tooShort(body.ProposedPassword)) {
    return awsError('InvalidPasswordException', 'Password did not conform with policy: Password not long enough');
  }
  return null;
}

interface PoolUser {
  Username: string;
  UserStatus?: string;
  Attributes?: { Name: string; Value?: string }[];
}

/** The pool's user with this e-mail, in any letter case (the real pool is case-insensitive). */
async function userByEmail(upstream: CognitoUpstream, email: string): Promise<PoolUser | null> {
  const wanted = email.toLowerCase();
  let token: string | undefined;
  for (let page = 0; page < 1000; page++) {
    const reply = await forward(upstream.endpoint, `${SERVICE}.ListUsers`, { UserPoolId: upstream.userPoolId, ...(token ? { PaginationToken: token } : {}) });
    if (reply.status !== 200) throw new Error(`ListUsers failed upstream (${reply.status})`);
    const parsed = JSON.parse(reply.body) as { Users?: PoolUser[]; PaginationToken?: string };
    for (const user of parsed.Users ?? []) {
      if (user.Attributes?.some((a) => a.Name === 'email' && a.Value?.toLowerCase() === wanted)) return user;
    }
    token = parsed.PaginationToken;
    if (!token) return null;
  }
  return null;
}

const emailTaken = async (upstream: CognitoUpstream, email: string) => (await userByEmail(upstream, email)) !== null;

/** Sign-ups one at a time, so two for the same e-mail cannot both pass the check. */
let signUps: Promise<unknown> = Promise.resolve();

async function signUp(upstream: CognitoUpstream, target: string, body: Record<string, unknown>): Promise<Reply> {
  const run = signUps.then(async () => {
    if (await emailTaken(upstream, String(body.Username))) return awsError('UsernameExistsException', 'An account with the given email already exists.');
    return forward(upstream.endpoint, target, body);
  });
  signUps = run.catch(() => undefined);
  return run;
}

/** Wrong reset codes allowed per code sent, as the real pool locks guessing after a few tries. */
export const RESET_CODE_ATTEMPTS = 5;
const wrongResetCodes = new Map<string, number>();
/** Reset confirmations one at a time, so parallel guesses cannot slip past the attempt limit. */
let resetConfirmations: Promise<unknown> = Promise.resolve();

const CODE_MISMATCH = () => awsError('CodeMismatchException', 'Invalid verification code provided, please try again.');
const REFRESH_REVOKED = () => awsError('NotAuthorizedException', 'Refresh Token has been revoked');

/** The destination as the real pool shows it ("a***@e***"), built from what was asked. */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/**
 * A code is sent only to a confirmed account (an unconfirmed one verifies its sign-up code
 * first; cognito-local would otherwise confirm it here without the sign-up trigger). Every
 * other case gets the same simulated answer and no mail, so the reply says nothing about
 * whether the e-mail has an account.
 */
async function forgotPassword(upstream: CognitoUpstream, target: string, body: Record<string, unknown>): Promise<Reply> {
  const username = String(body.Username);
  const simulated = ok({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(username) } });
  const user = await userByEmail(upstream, username);
  if (!user || user.UserStatus !== 'CONFIRMED') return simulated;
  const reply = await forward(upstream.endpoint, target, { ...body, Username: user.Username });
  if (reply.status !== 200) return reply;
  wrongResetCodes.delete(user.Username);
  return simulated;
}

async function confirmForgotPassword(upstream: CognitoUpstream, target: string, body: Record<string, unknown>): Promise<Reply> {
  const run = resetConfirmations.then(async () => {
    const user = await userByEmail(upstream, String(body.Username));
    // An unknown e-mail reads as a wrong code, as with the real pool.
    if (!user || user.UserStatus !== 'CONFIRMED') return CODE_MISMATCH();
    const wrong = wrongResetCodes.get(user.Username) ?? 0;
    if (wrong >= RESET_CODE_ATTEMPTS) return awsError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    const reply = await forward(upstream.endpoint, target, { ...body, Username: user.Username });
    if (reply.status === 200) {
      wrongResetCodes.delete(user.Username);
      return reply;
    }
    if (errorTypeOf(reply) === 'CodeMismatchException') {
      wrongResetCodes.set(user.Username, wrong + 1);
      return CODE_MISMATCH();
    }
    return reply;
  });
  resetConfirmations = run.catch(() => undefined);
  return run;
}

function errorTypeOf(reply: Reply): string {
  try {
    return String((JSON.parse(reply.body) as { __type?: string }).__type ?? '');
  } catch {
    return '';
  }
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

export async function cognitoCompat(upstream: CognitoUpstream, target: string, raw: string): Promise<Reply> {
  const operation = target.startsWith(`${SERVICE}.`) ? target.slice(SERVICE.length + 1) : '';
  if (!/^[A-Za-z]+$/.test(operation)) return awsError('UnknownOperationException', 'Unknown operation.');
  if (!allowedOperations.has(operation)) return awsError('NotAuthorizedException', `${operation} is not allowed.`);
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch {
    return awsError('SerializationException', 'The request body is not valid JSON.');
  }
  const violation = policyViolation(operation, body);
  if (violation) return violation;

  switch (operation) {
    case 'SignUp':
      return signUp(upstream, target, body);
    case 'ForgotPassword':
      return forgotPassword(upstream, target, body);
    case 'ConfirmForgotPassword':
      return confirmForgotPassword(upstream, target, body);
    case 'ConfirmSignUp':
      // Never move an e-mail that another user has onto this one.
      return forward(upstream.endpoint, target, { ...body, ForceAliasCreation: false });
    case 'GetTokensFromRefreshToken': {
      if (!upstream.sessions.refreshAllowed(body.RefreshToken)) return REFRESH_REVOKED();
      // Amplify refreshes with this newer call; cognito-local knows the classic flow.
      const reply = await forward(upstream.endpoint, `${SERVICE}.InitiateAuth`, {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: body.ClientId,
        AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      });
      if (reply.status !== 200) return reply;
      const parsed = JSON.parse(reply.body) as { AuthenticationResult?: Record<string, unknown> };
      upstream.sessions.issued(parsed.AuthenticationResult?.AccessToken, body.RefreshToken);
      return ok({ AuthenticationResult: { ...parsed.AuthenticationResult, RefreshToken: body.RefreshToken } });
    }
    case 'GlobalSignOut':
      // Every session of the token's user ends: its refresh tokens and access tokens are refused.
      return upstream.sessions.signOutEverywhere(body.AccessToken) ? ok({}) : awsError('NotAuthorizedException', 'Invalid Access Token');
    case 'RevokeToken':
      // This refresh token's session ends (again is fine).
      return upstream.sessions.revokeRefreshToken(body.Token) ? ok({}) : awsError('NotAuthorizedException', 'Invalid token');
    case 'InitiateAuth': {
      const refreshToken = (body.AuthParameters as Record<string, unknown> | undefined)?.REFRESH_TOKEN;
      const refreshing = body.AuthFlow !== 'USER_PASSWORD_AUTH';
      if (refreshing && !upstream.sessions.refreshAllowed(refreshToken)) return REFRESH_REVOKED();
      const reply = withServiceMessages(operation, await forward(upstream.endpoint, target, body));
      if (reply.status === 200) {
        const result = (JSON.parse(reply.body) as { AuthenticationResult?: Record<string, unknown> }).AuthenticationResult;
        upstream.sessions.issued(result?.AccessToken, refreshing ? refreshToken : result?.RefreshToken);
      }
      return reply;
    }
    case 'ChangePassword':
      return withServiceMessages(operation, await forward(upstream.endpoint, target, body));
    default:
      return forward(upstream.endpoint, target, body);
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

export async function handleCognitoProxy(upstream: CognitoUpstream, req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
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
