// "Forgot password?" against the local stack: the reset code arrives in the outbox as Markk's
// branded mail, the new password (pool policy applied) signs in, and nothing tells a stranger
// whether an e-mail has an account.
import { ConfirmForgotPasswordCommand, ForgotPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient, cognitoFailure, newUser, outbox, signIn, signUp, uniqueEmail } from '../support/users.ts';

const RESET_SUBJECT = 'Reset your Markk password';
const clientId = () => inject('userPoolClientId');

const forgot = (email: string) => cognitoClient().send(new ForgotPasswordCommand({ ClientId: clientId(), Username: email }));
const confirmReset = (email: string, code: string, password: string) =>
  cognitoClient().send(new ConfirmForgotPasswordCommand({ ClientId: clientId(), Username: email, ConfirmationCode: code, Password: password }));

async function resetMailsTo(email: string) {
  return (await outbox()).filter((mail) => mail.to === email && mail.subject === RESET_SUBJECT);
}

describe('password reset', () => {
  it('sends a branded code to the outbox and the new password signs in, the old one no longer', async () => {
    const user = await newUser({ fullName: 'Rosa Reset' });
    const answer = await forgot(user.email.toUpperCase());
    expect(answer.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: expect.stringMatching(/^\w\*\*\*@\w\*\*\*$/) });

    const mails = await resetMailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.html).toContain('Hi Rosa Reset,');
    expect(mails[0]!.html).toContain('choose a new password');
    const code = mails[0]!.code!;
    expect(code).toMatch(/^\d{6}$/);

    expect(await cognitoFailure(confirmReset(user.email, code, '12345'))).toEqual({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    await confirmReset(user.email, code, 'brand-new-1');

    const signedIn = await signIn(user.email, 'brand-new-1');
    expect(signedIn.accessToken).toBeTruthy();
    expect(await cognitoFailure(signIn(user.email, user.password))).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    // The code is spent.
    expect((await cognitoFailure(confirmReset(user.email, code, 'another-1'))).name).toBe('CodeMismatchException');
  });

  it('answers an unknown e-mail like a real one and sends it nothing', async () => {
    const stranger = uniqueEmail('nobody');
    const answer = await forgot(stranger);
    expect(answer.CodeDeliveryDetails?.Destination).toMatch(/^n\*\*\*@e\*\*\*$/);
    expect(await resetMailsTo(stranger)).toEqual([]);
    expect(await cognitoFailure(confirmReset(stranger, '123456', 'whatever-1'))).toEqual({
      name: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
  });

  it('sends no reset code to an account whose e-mail is not verified yet', async () => {
    const email = uniqueEmail('unverified');
    await signUp(email, 'secret1', { fullName: 'Una Verified' });
    await forgot(email);
    expect(await resetMailsTo(email)).toEqual([]);
  });

  it('locks the code after five wrong guesses', async () => {
    const user = await newUser();
    await forgot(user.email);
    const [mail] = await resetMailsTo(user.email);
    const wrong = mail!.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await cognitoFailure(confirmReset(user.email, wrong, 'guess-123'))).name).toBe('CodeMismatchException');
    expect((await cognitoFailure(confirmReset(user.email, mail!.code!, 'guess-123'))).name).toBe('LimitExceededException');
  });
});
