// Sign-up, confirmation and GET /me against the real local stack: cognito-local behind
// its proxy, the PostConfirmation trigger through the fake Lambda endpoint, DynamoDB Local.
import { describe, expect, it } from 'vitest';
import { GetTokensFromRefreshTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import * as Accounts from '#domain/accounts';
import { db } from '#data/service';
import { meEndpoints } from '#contracts/me';
import { callApi, callOk, cognitoClient, confirm, newUser, outbox, signIn, signUp, uniqueEmail } from '../support/users.ts';

describe('sign-up and the profile', () => {
  it('a confirmed sign-up gets a profile with role owner and a team named after the company', async () => {
    const user = await newUser({ fullName: 'Ada Baker', companyName: 'Corner Café' });
    // callOk fails the test unless GET /me answers 200 with a body its contract accepts.
    const me = await callOk(meEndpoints.getMe, { token: user.accessToken });
    expect(me).toMatchObject({
      email: user.email,
      fullName: 'Ada Baker',
      companyName: 'Corner Café',
      role: 'owner',
      onboardingCompletedAt: null,
      teamId: expect.any(String),
    });
    const { data: team } = await db()
      .entities.team.get({ teamId: String(me.teamId) })
      .go();
    expect(team?.name).toBe('Corner Café');
    const { data: members } = await db()
      .entities.teamMember.query.byTeam({ teamId: String(me.teamId) })
      .go();
    expect(members.map((m) => [m.userId, m.role])).toEqual([[me.userId, 'owner']]);
  });

  it('without a company the team is "{full name}\'s Team"', async () => {
    const user = await newUser({ fullName: 'Sam Lee' });
    const me = await callOk(meEndpoints.getMe, { token: user.accessToken });
    const { data: team } = await db()
      .entities.team.get({ teamId: String(me.teamId) })
      .go();
    expect(team?.name).toBe("Sam Lee's Team");
  });

  it('the verification mail is Markk-branded and carries the code', async () => {
    const email = uniqueEmail('mail');
    await signUp(email, 'secret1', { fullName: 'Mo Diaz' });
    const mail = (await outbox()).find((m) => m.to === email)!;
    expect(mail.subject).toBe('Verify your Markk account');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(mail.code);
    expect(mail.html).toContain('Hi Mo Diaz,');
  });

  it('running the account set-up twice leaves one profile and one team', async () => {
    const userId = `user-${Date.now()}`;
    const first = await Accounts.createFromSignUp({ userId, email: 'Twice@Example.com', fullName: '', companyName: '' });
    const second = await Accounts.createFromSignUp({ userId, email: 'twice@example.com', fullName: 'Other', companyName: 'Other Co' });
    expect([first.created, second.created]).toEqual([true, false]);
    const me = await Accounts.getMe(userId);
    expect(me).toMatchObject({ email: 'twice@example.com', fullName: 'twice', companyName: null });
    const { data: team } = await db()
      .entities.team.get({ teamId: Accounts.ownTeamId(userId) })
      .go();
    expect(team?.name).toBe("twice's Team");
    const { data: members } = await db()
      .entities.teamMember.query.byTeam({ teamId: Accounts.ownTeamId(userId) })
      .go();
    expect(members).toHaveLength(1);
  });
});

describe('bad sign-ups create nothing', () => {
  it('a password under 6 characters is refused with the pool policy message', async () => {
    const email = uniqueEmail('short');
    await expect(signUp(email, 'abc', { fullName: 'Short' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    expect((await outbox()).some((m) => m.to === email)).toBe(false);
  });

  it('a malformed e-mail is refused', async () => {
    await expect(signUp('not-an-email', 'secret1', { fullName: 'X' })).rejects.toMatchObject({ message: 'Invalid email address format.' });
  });

  it('an e-mail that already has an account is refused', async () => {
    const user = await newUser();
    await expect(signUp(user.email, 'secret2', { fullName: 'Again' })).rejects.toMatchObject({ name: 'UsernameExistsException' });
  });

  it('a wrong confirmation code does not confirm the account', async () => {
    const email = uniqueEmail('code');
    await signUp(email, 'secret1', { fullName: 'Code' });
    const { ConfirmSignUpCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    await expect(
      cognitoClient().send(new ConfirmSignUpCommand({ ClientId: inject('userPoolClientId'), Username: email, ConfirmationCode: '000000x' })),
    ).rejects.toMatchObject({ name: 'CodeMismatchException', message: 'Incorrect confirmation code' });
    await expect(signIn(email, 'secret1')).rejects.toMatchObject({ name: 'UserNotConfirmedException' });
    await confirm(email);
    await expect(signIn(email, 'secret1')).resolves.toMatchObject({ email });
  });
});

describe('the Cognito compatibility proxy', () => {
  it('refreshes tokens with GetTokensFromRefreshToken, as Amplify does', async () => {
    const user = await newUser();
    const refreshed = await cognitoClient().send(
      new GetTokensFromRefreshTokenCommand({ ClientId: inject('userPoolClientId'), RefreshToken: user.refreshToken }),
    );
    const token = refreshed.AuthenticationResult?.AccessToken;
    expect(token).toBeTruthy();
    expect((await callApi(meEndpoints.getMe, { token })).status).toBe(200);
  });
});
