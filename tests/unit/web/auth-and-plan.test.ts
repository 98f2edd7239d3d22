// What the auth screens and the header say: the password rule before it fails, the sign-in
// failure worded for the Email field, the new user's greeting, the plan and credits, and
// "Upgrade" on a plan limit's toast.
import { describe, expect, it } from 'vitest';
import { UPGRADE_MESSAGES } from '../../../functions/contracts/plans.ts';
import { postSignInRoute } from '../../../web/src/app/auth/post-sign-in.ts';
import { planSummary, repliesLeft } from '../../../web/src/app/shell/plan-usage.ts';
import { withUpgradeAction } from '../../../web/src/app/toast/toast-state.ts';
import {
  PASSWORD_RULE,
  forgotPasswordErrors,
  resetPasswordErrors,
  signInFailureMessage,
  signUpErrors,
} from '../../../web/src/components/auth/auth-validation.ts';

const cognitoError = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('passwords at sign-up and reset', () => {
  it('states the pool rule, and refuses a shorter password with the spec wording before calling Cognito', () => {
    expect(PASSWORD_RULE).toBe('At least 6 characters.');
    expect(signUpErrors({ fullName: 'Ana', email: 'ana@example.com', password: 'abcde' })).toEqual({
      password: 'Password must be at least 6 characters long.',
    });
    expect(signUpErrors({ fullName: 'Ana', email: 'ana@example.com', password: 'abcdef' })).toEqual({});
  });

  it('asks for the e-mail, then the code and a valid new password', () => {
    expect(forgotPasswordErrors({ email: '  ' })).toEqual({ email: 'Email is required.' });
    expect(resetPasswordErrors({ code: '', password: '123' })).toEqual({
      code: 'Enter the code from the email.',
      password: 'Password must be at least 6 characters long.',
    });
    expect(resetPasswordErrors({ code: '123456', password: 'new-pass' })).toEqual({});
  });
});

describe('a failed sign-in', () => {
  it('says "Incorrect email or password." for a wrong password and for an unknown e-mail alike', () => {
    expect(signInFailureMessage(cognitoError('NotAuthorizedException', 'Incorrect username or password.'))).toBe('Incorrect email or password.');
    expect(signInFailureMessage(cognitoError('UserNotFoundException', 'User does not exist.'))).toBe('Incorrect email or password.');
  });

  it('keeps any other reason as Cognito gives it', () => {
    expect(signInFailureMessage(cognitoError('NotAuthorizedException', 'User is disabled.'))).toBeNull();
    expect(signInFailureMessage(cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'))).toBeNull();
  });
});

describe('the greeting after sign-in', () => {
  it('welcomes a new user to Markk on the first sign-in, and back afterwards', () => {
    expect(postSignInRoute({ onboardingCompletedAt: null }, { firstSignIn: true })).toEqual({
      path: '/onboarding',
      toast: { title: 'Welcome to Markk!', description: 'Redirecting to onboarding...', variant: 'success' },
    });
    expect(postSignInRoute({ onboardingCompletedAt: '2026-11-20T10:00:00.000Z' }).toast.title).toBe('Welcome back!');
    expect(postSignInRoute({ onboardingCompletedAt: null }).toast.title).toBe('Welcome back!');
  });
});

describe('the plan in the header', () => {
  it('names the Growth plan with the credits left and offers an upgrade', () => {
    expect(planSummary({ tier: 'free', aiCredits: { used: 8, limit: 20 } })).toEqual({
      plan: 'Growth plan',
      credits: '12 of 20 AI credits left',
      canUpgrade: true,
      outOfCredits: false,
    });
  });

  it('shows no credit left, never a negative count, once the month is spent', () => {
    expect(planSummary({ tier: 'free', aiCredits: { used: 23, limit: 20 } })).toMatchObject({ credits: '0 of 20 AI credits left', outOfCredits: true });
  });

  it('says unlimited on a paid plan, and Enterprise has nothing to upgrade to', () => {
    expect(planSummary({ tier: 'premium', aiCredits: { used: 140, limit: null } })).toMatchObject({
      plan: 'Premium plan',
      credits: 'Unlimited AI credits',
      canUpgrade: true,
    });
    expect(planSummary({ tier: 'enterprise', aiCredits: { used: 3, limit: null } }).canUpgrade).toBe(false);
  });
});

describe('the expert replies left today, in the chat box', () => {
  it('counts down on Growth, never below zero, and says nothing on a plan without a daily limit', () => {
    expect(repliesLeft({ chatReplies: { used: 3, limit: 30 } })).toBe('27 of 30 expert replies left today');
    expect(repliesLeft({ chatReplies: { used: 31, limit: 30 } })).toBe('0 of 30 expert replies left today');
    expect(repliesLeft({ chatReplies: { used: 200, limit: null } })).toBeNull();
  });
});

describe('a plan limit in a toast', () => {
  it('offers "Upgrade" to the plans for each limit message the server sends', () => {
    for (const message of Object.values(UPGRADE_MESSAGES)) {
      expect(withUpgradeAction({ title: 'Error', description: message, variant: 'destructive' }).action).toEqual({ text: 'Upgrade', href: '/pricing' });
    }
  });

  it('adds nothing to other toasts', () => {
    expect(withUpgradeAction({ title: 'Error', description: 'Network error', variant: 'destructive' }).action).toBeUndefined();
  });
});
