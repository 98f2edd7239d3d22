import { describe, expect, it } from 'vitest';
import { hasErrors, signInErrors, signUpAttributes, signUpErrors } from '../../../web/src/components/auth/auth-validation.ts';

describe('sign-in form', () => {
  it('requires email and password', () => {
    const errors = signInErrors({ email: ' ', password: '' });

    expect(errors).toEqual({ email: 'Email is required.', password: 'Password is required.' });
    expect(hasErrors(errors)).toBe(true);
  });

  it('passes with both filled', () => {
    expect(hasErrors(signInErrors({ email: 'a@example.com', password: 'secret' }))).toBe(false);
  });
});

describe('sign-up form', () => {
  it('requires full name, email and password but not company', () => {
    const errors = signUpErrors({ fullName: '', email: '', password: '' });

    expect(Object.keys(errors).sort()).toEqual(['email', 'fullName', 'password']);
  });

  it('sends the company name only when given', () => {
    expect(signUpAttributes({ fullName: ' Ada Lovelace ', email: 'ada@example.com', company: '  ' })).toEqual({
      email: 'ada@example.com',
      'custom:full_name': 'Ada Lovelace',
    });
    expect(signUpAttributes({ fullName: 'Ada', email: 'ada@example.com', company: 'Engines Ltd' })).toMatchObject({
      'custom:company_name': 'Engines Ltd',
    });
  });
});
