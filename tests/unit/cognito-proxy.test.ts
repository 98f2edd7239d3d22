// The Cognito compatibility proxy's own rules, without an upstream.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { RESET_CODE_ATTEMPTS, allowedOperations, cognitoCompat, maskedEmail, type CognitoUpstream } from '../../bin/local/cognito-proxy.ts';
import { LocalSessions } from '../../bin/local/sessions.ts';

// Nothing listens there: these cases must not forward.
const unreachable = { endpoint: 'http://127.0.0.1:9', userPoolId: 'us-east-1_local', sessions: new LocalSessions() };

describe('cognito compatibility proxy', () => {
  it('applies the pool password policy to SignUp with the real service message', async () => {
    const reply = await cognitoCompat(unreachable, 'AWSCognitoIdentityProviderService.SignUp', JSON.stringify({ Username: 'a@b.co', Password: '12345' }));
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ __type: 'InvalidPasswordException', message: 'Password did not conform with policy: Password not long enough' });
  });

  it('applies it to ChangePassword too', async () => {
    const reply = await cognitoCompat(
      unreachable,
      'AWSCognitoIdentityProviderService.ChangePassword',
      JSON.stringify({ PreviousPassword: 'secret1', ProposedPassword: 'abc' }),
    );
    expect(JSON.parse(reply.body).__type).toBe('InvalidPasswordException');
  });

  it('refuses a malformed e-mail at SignUp', async () => {
    const reply = await cognitoCompat(unreachable, 'AWSCognitoIdentityProviderService.SignUp', JSON.stringify({ Username: 'ab.co', Password: 'secret1' }));
    expect(JSON.parse(reply.body)).toEqual({ __type: 'InvalidParameterException', message: 'Invalid email address format.' });
  });

  it('answers GlobalSignOut and RevokeToken itself, for tokens it handed out only', async () => {
    const jwt = (claims: Record<string, unknown>) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;
    const sessions = new LocalSessions();
    const upstream = { ...unreachable, sessions };
    const refresh = jwt({ 'cognito:username': 'u1', jti: 'refresh-1' });
    const access = jwt({ username: 'u1', jti: 'access-1' });
    sessions.issued(access, refresh);
    for (const op of ['GlobalSignOut', 'RevokeToken']) {
      const reply = await cognitoCompat(upstream, `AWSCognitoIdentityProviderService.${op}`, '{}');
      expect(reply.status, op).toBe(400);
      expect(JSON.parse(reply.body).__type, op).toBe('NotAuthorizedException');
    }
    const made = jwt({ username: 'u1', jti: 'made-up' });
    expect((await cognitoCompat(upstream, 'AWSCognitoIdentityProviderService.GlobalSignOut', JSON.stringify({ AccessToken: made }))).status).toBe(400);
    expect(sessions.accessAllowed({ jti: 'access-1' })).toBe(true);
    expect(await cognitoCompat(upstream, 'AWSCognitoIdentityProviderService.RevokeToken', JSON.stringify({ Token: refresh }))).toMatchObject({
      status: 200,
      body: '{}',
    });
    expect(sessions.accessAllowed({ jti: 'access-1' })).toBe(false);
    expect(sessions.refreshAllowed(refresh)).toBe(false);
    expect(await cognitoCompat(upstream, 'AWSCognitoIdentityProviderService.GlobalSignOut', JSON.stringify({ AccessToken: access }))).toMatchObject({
      status: 200,
    });
  });
});

describe('service wording for wrong passwords', () => {
  it("rewrites cognito-local's sign-in refusal to the real service message", async () => {
    const upstream = http.createServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ __type: 'NotAuthorizedException', message: 'User not authorized' }));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
    try {
      const reply = await cognitoCompat(
        { endpoint: url, userPoolId: 'us-east-1_local', sessions: new LocalSessions() },
        'AWSCognitoIdentityProviderService.InitiateAuth',
        JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH' }),
      );
      expect(JSON.parse(reply.body)).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    } finally {
      upstream.close();
    }
  });
});

/** A stand-in for cognito-local that records what reaches it. */
async function fakeUpstream(users: { email: string }[]) {
  const calls: { target: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target']);
      calls.push({ target, body: JSON.parse(raw || '{}') as Record<string, unknown> });
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      if (target.endsWith('.ListUsers')) {
        res.end(
          JSON.stringify({
            Users: users.map((u, i) => ({
              Username: `id-${i}`,
              Attributes: [
                { Name: 'sub', Value: `id-${i}` },
                { Name: 'email', Value: u.email },
              ],
            })),
          }),
        );
      } else {
        res.end('{}');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const upstream = {
    endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    userPoolId: 'us-east-1_local',
    sessions: new LocalSessions(),
  };
  return { upstream, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const op = (name: string) => `AWSCognitoIdentityProviderService.${name}`;

describe('only the calls the SPA makes reach cognito-local', () => {
  it('refuses admin and other calls in the service error shape, without forwarding them', async () => {
    const refused = [
      ['ListUsers', { UserPoolId: 'us-east-1_local' }],
      ['AdminSetUserPassword', { UserPoolId: 'us-east-1_local', Username: 'victim@example.com', Password: 'taken-over', Permanent: true }],
      ['AdminUpdateUserAttributes', { UserPoolId: 'us-east-1_local', Username: 'a', UserAttributes: [] }],
      ['UpdateUserAttributes', { AccessToken: 'x', UserAttributes: [{ Name: 'email', Value: 'victim@example.com' }] }],
      [
        'RespondToAuthChallenge',
        { ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 'x', ChallengeResponses: { USERNAME: 'victim@example.com', NEW_PASSWORD: 'taken-over' } },
      ],
      ['AdminInitiateAuth', {}],
      ['AdminGetUser', {}],
      ['DeleteUserPool', {}],
      ['CreateUserPoolClient', {}],
    ] as const;
    for (const [name, body] of refused) {
      const reply = await cognitoCompat(unreachable, op(name), JSON.stringify(body));
      expect(reply.status, name).toBe(400);
      expect(reply.headers['x-amzn-errortype'], name).toBe('NotAuthorizedException');
      expect(JSON.parse(reply.body), name).toEqual({ __type: 'NotAuthorizedException', message: `${name} is not allowed.` });
    }
  });

  it('refuses a target outside the Cognito service', async () => {
    for (const target of [
      '',
      'ListUsers',
      'AWSStepFunctions.StartExecution',
      'AWSCognitoIdentityProviderService.',
      'AWSCognitoIdentityProviderService.List Users',
    ]) {
      const reply = await cognitoCompat(unreachable, target, '{}');
      expect(JSON.parse(reply.body).__type, target).toBe('UnknownOperationException');
    }
  });

  it('lists exactly what Amplify calls for the SPA', () => {
    expect([...allowedOperations].sort()).toEqual(
      [
        'ChangePassword',
        'ConfirmForgotPassword',
        'ConfirmSignUp',
        'ForgotPassword',
        'GetTokensFromRefreshToken',
        'GlobalSignOut',
        'InitiateAuth',
        'ResendConfirmationCode',
        'RevokeToken',
        'SignUp',
      ].sort(),
    );
  });

  it('allows only the client-side sign-in flows', async () => {
    const reply = await cognitoCompat(
      unreachable,
      op('InitiateAuth'),
      JSON.stringify({ AuthFlow: 'ADMIN_NO_SRP_AUTH', AuthParameters: { USERNAME: 'a@b.co' } }),
    );
    expect(JSON.parse(reply.body)).toEqual({ __type: 'InvalidParameterException', message: 'Initiate Auth method not supported.' });
  });
});

describe("sign-up writes only the user's own attributes", () => {
  const signUp = (attributes: { Name: string; Value: string }[], username = 'new@example.com') =>
    cognitoCompat(unreachable, op('SignUp'), JSON.stringify({ ClientId: 'c', Username: username, Password: 'secret1', UserAttributes: attributes }));

  it('refuses attributes the pool sets (sub, email_verified) or does not have', async () => {
    for (const name of ['sub', 'email_verified', 'custom:role', 'phone_number']) {
      const reply = await signUp([
        { Name: 'email', Value: 'new@example.com' },
        { Name: name, Value: 'x' },
      ]);
      expect(JSON.parse(reply.body), name).toEqual({ __type: 'NotAuthorizedException', message: 'A client attempted to write unauthorized attribute' });
    }
  });

  it('refuses an e-mail attribute that is not the username', async () => {
    const reply = await signUp([{ Name: 'email', Value: 'victim@example.com' }]);
    expect(JSON.parse(reply.body).__type).toBe('InvalidParameterException');
  });

  it('refuses an e-mail another user has, in any letter case, and forwards a new one', async () => {
    const fake = await fakeUpstream([{ email: 'taken@example.com' }]);
    try {
      const taken = await cognitoCompat(
        fake.upstream,
        op('SignUp'),
        JSON.stringify({ ClientId: 'c', Username: 'Taken@Example.com', Password: 'secret1', UserAttributes: [{ Name: 'email', Value: 'Taken@Example.com' }] }),
      );
      expect(taken.status).toBe(400);
      expect(JSON.parse(taken.body)).toEqual({ __type: 'UsernameExistsException', message: 'An account with the given email already exists.' });
      expect(fake.calls.map((c) => c.target)).toEqual([op('ListUsers')]);
      const fresh = await cognitoCompat(
        fake.upstream,
        op('SignUp'),
        JSON.stringify({ ClientId: 'c', Username: 'fresh@example.com', Password: 'secret1', UserAttributes: [{ Name: 'custom:full_name', Value: 'Fresh' }] }),
      );
      expect(fresh.status).toBe(200);
      expect(fake.calls.map((c) => c.target)).toEqual([op('ListUsers'), op('ListUsers'), op('SignUp')]);
    } finally {
      await fake.close();
    }
  });

  it("never lets ConfirmSignUp move another user's e-mail", async () => {
    const fake = await fakeUpstream([]);
    try {
      await cognitoCompat(
        fake.upstream,
        op('ConfirmSignUp'),
        JSON.stringify({ ClientId: 'c', Username: 'a@b.co', ConfirmationCode: '123456', ForceAliasCreation: true }),
      );
      expect(fake.calls[0]!.body.ForceAliasCreation).toBe(false);
    } finally {
      await fake.close();
    }
  });
});

/** A stand-in for cognito-local's users and its reset calls: `code` is the one code it accepts. */
async function resetUpstream(users: { username: string; email: string; status: string }[], code = '123456') {
  const calls: { target: string; body: Record<string, unknown> }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const target = String(req.headers['x-amz-target']);
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      calls.push({ target, body });
      if (target.endsWith('.ListUsers')) {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify({ Users: users.map((u) => ({ Username: u.username, UserStatus: u.status, Attributes: [{ Name: 'email', Value: u.email }] })) }));
      } else if (target.endsWith('.ForgotPassword')) {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        const user = users.find((u) => u.username === body.Username);
        res.end(JSON.stringify({ CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: user?.email } }));
      } else if (body.ConfirmationCode === code) {
        res.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
        res.end('{}');
      } else {
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1', 'x-amzn-errortype': 'CodeMismatchException' });
        res.end(JSON.stringify({ __type: 'CodeMismatchException', message: 'Incorrect confirmation code' }));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const upstream = {
    endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    userPoolId: 'us-east-1_local',
    sessions: new LocalSessions(),
  };
  return { upstream, calls, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('password reset through the proxy', () => {
  const users = [
    { username: 'sub-1', email: 'owner@example.com', status: 'CONFIRMED' },
    { username: 'sub-2', email: 'pending@example.com', status: 'UNCONFIRMED' },
  ];
  const forgot = (upstream: CognitoUpstream, email: string) =>
    cognitoCompat(upstream, op('ForgotPassword'), JSON.stringify({ ClientId: 'c', Username: email }));
  const confirm = (upstream: CognitoUpstream, email: string, code: string, password = 'new-secret') =>
    cognitoCompat(upstream, op('ConfirmForgotPassword'), JSON.stringify({ ClientId: 'c', Username: email, ConfirmationCode: code, Password: password }));

  it('masks the destination as the real pool does', () => {
    expect(maskedEmail('owner@example.com')).toBe('o***@e***');
  });

  it('answers an unknown, an unconfirmed and a real account alike, and sends a code only to the real one', async () => {
    const fake = await resetUpstream(users);
    try {
      for (const email of ['Owner@Example.com', 'Nobody@Example.com', 'Pending@Example.com']) {
        const reply = await forgot(fake.upstream, email);
        expect(reply, email).toMatchObject({ status: 200, headers: { 'content-type': 'application/x-amz-json-1.1' } });
        expect(JSON.parse(reply.body), email).toEqual({
          CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskedEmail(email) },
        });
      }
      const sent = fake.calls.filter((c) => c.target === op('ForgotPassword'));
      // The stored username, whatever letter case was typed.
      expect(sent.map((c) => c.body.Username)).toEqual(['sub-1']);
    } finally {
      await fake.close();
    }
  });

  it('applies the password policy to the new password before anything is forwarded', async () => {
    const reply = await confirm(unreachable, 'owner@example.com', '123456', '12345');
    expect(JSON.parse(reply.body)).toEqual({ __type: 'InvalidPasswordException', message: 'Password did not conform with policy: Password not long enough' });
  });

  it('words an unknown e-mail exactly like a wrong code', async () => {
    const fake = await resetUpstream(users);
    try {
      const unknown = await confirm(fake.upstream, 'nobody@example.com', '123456');
      const wrong = await confirm(fake.upstream, 'owner@example.com', '000000');
      expect(unknown).toEqual(wrong);
      expect(JSON.parse(wrong.body)).toEqual({ __type: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' });
      expect(fake.calls.filter((c) => c.target === op('ConfirmForgotPassword')).map((c) => c.body.Username)).toEqual(['sub-1']);
    } finally {
      await fake.close();
    }
  });

  it('never resets an unconfirmed account (cognito-local would confirm it without its sign-up trigger)', async () => {
    const fake = await resetUpstream(users);
    try {
      const reply = await confirm(fake.upstream, 'pending@example.com', '123456');
      expect(JSON.parse(reply.body).__type).toBe('CodeMismatchException');
      expect(fake.calls.some((c) => c.target === op('ConfirmForgotPassword'))).toBe(false);
    } finally {
      await fake.close();
    }
  });

  it('stops guessing after a few wrong codes, even in parallel, until a new code is sent', async () => {
    const fake = await resetUpstream([{ username: 'sub-9', email: 'guessed@example.com', status: 'CONFIRMED' }]);
    try {
      const guesses = await Promise.all(
        Array.from({ length: RESET_CODE_ATTEMPTS + 3 }, (_, i) => confirm(fake.upstream, 'guessed@example.com', String(100000 + i))),
      );
      const types = guesses.map((reply) => JSON.parse(reply.body).__type as string);
      expect(types.filter((t) => t === 'CodeMismatchException')).toHaveLength(RESET_CODE_ATTEMPTS);
      expect(types.filter((t) => t === 'LimitExceededException')).toHaveLength(3);
      // Even the right code is refused now…
      expect(JSON.parse((await confirm(fake.upstream, 'guessed@example.com', '123456')).body).__type).toBe('LimitExceededException');
      // …until a new one is sent.
      await forgot(fake.upstream, 'guessed@example.com');
      const accepted = await confirm(fake.upstream, 'guessed@example.com', '123456');
      expect(accepted.status).toBe(200);
    } finally {
      await fake.close();
    }
  });
});
