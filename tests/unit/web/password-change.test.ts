import { describe, expect, it } from 'vitest';
import { hasEmptyPasswordField, passwordChangeProblem } from '../../../web/src/pages/settings/password-change.ts';

const valid = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' };

describe('password change validation', () => {
  it('asks for all fields when one is empty', () => {
    const problem = passwordChangeProblem({ ...valid, confirmPassword: '' });

    expect(problem).toEqual({
      title: 'Missing fields',
      description: 'Please fill in all password fields.',
      variant: 'destructive',
    });
  });

  it('treats a whitespace-only field as missing', () => {
    expect(passwordChangeProblem({ ...valid, currentPassword: '   ' })?.title).toBe('Missing fields');
  });

  it('reports different new and confirm passwords', () => {
    const problem = passwordChangeProblem({ ...valid, confirmPassword: 'other-secret' });

    expect(problem).toEqual({
      title: "Passwords don't match",
      description: 'Please make sure both passwords are the same.',
      variant: 'destructive',
    });
  });

  it('checks the match before the length', () => {
    expect(passwordChangeProblem({ ...valid, newPassword: 'abc', confirmPassword: 'abd' })?.title).toBe("Passwords don't match");
  });

  it('rejects a new password under 6 characters', () => {
    const problem = passwordChangeProblem({ ...valid, newPassword: 'abcde', confirmPassword: 'abcde' });

    expect(problem).toEqual({
      title: 'Password too short',
      description: 'Password must be at least 6 characters long.',
      variant: 'destructive',
    });
  });

  it('accepts a 6-character password that matches', () => {
    expect(passwordChangeProblem({ ...valid, newPassword: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('disables the button only while a field is empty', () => {
    expect(hasEmptyPasswordField({ ...valid, newPassword: '' })).toBe(true);
    expect(hasEmptyPasswordField({ ...valid, newPassword: ' ' })).toBe(false);
    expect(hasEmptyPasswordField(valid)).toBe(false);
  });
});
