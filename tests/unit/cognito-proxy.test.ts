// The Cognito compatibility proxy's own rules, without an upstream.
import { describe, expect, it } from 'vitest';
import { cognitoCompat } from '../../bin/local/cognito-proxy.ts';

const unreachable = 'http://127.0.0.1:9'; // nothing listens: these cases must not forward

describe('cognito compatibility proxy', () => {
  it('applies the pool password policy to SignUp with the real service message', async () => {
    const reply = await cognitoCompat(unreachable, 'AWSCognitoIdentityProviderService.SignUp', JSON.stringify({ Username: 'a@b.co', Password: '12345' }));
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toEqual({ __type: 'InvalidPasswordException', message: 'Password did not conform with policy: Password not long enough' });
  });

  it('applies it to ChangePassword too', async () => {
    const reply = await cognitoCompat(unreachable, 'AWSCognitoIdentityProviderService.ChangePassword', JSON.stringify({ PreviousPassword: 'secret1', ProposedPassword: 'abc' }));
    expect(JSON.parse(reply.body).__type).toBe('InvalidPasswordException');
  });

  it('refuses a malformed e-mail at SignUp', async () => {
    const reply = await cognitoCompat(unreachable, 'AWSCognitoIdentityProviderService.SignUp', JSON.stringify({ Username: 'ab.co', Password: 'secret1' }));
    expect(JSON.parse(reply.body)).toEqual({ __type: 'InvalidParameterException', message: 'Invalid email address format.' });
  });

  it('answers GlobalSignOut and RevokeToken itself', async () => {
    for (const op of ['GlobalSignOut', 'RevokeToken']) {
      const reply = await cognitoCompat(unreachable, `AWSCognitoIdentityProviderService.${op}`, '{}');
      expect(reply).toMatchObject({ status: 200, body: '{}' });
    }
  });
});

describe('service wording for wrong passwords', () => {
  it('rewrites cognito-local\'s sign-in refusal to the real service message', async () => {
    const http = await import('node:http');
    const upstream = http.createServer((_req, res) => {
      res.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify({ __type: 'NotAuthorizedException', message: 'User not authorized' }));
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
    try {
      const reply = await cognitoCompat(url, 'AWSCognitoIdentityProviderService.InitiateAuth', JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH' }));
      expect(JSON.parse(reply.body)).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    } finally {
      upstream.close();
    }
  });
});
