// Spec 02 §5 "Viral signup": full name, email and password required; password at least 6 characters.
export const FULL_NAME_REQUIRED = 'Full name is required.';
export const EMAIL_REQUIRED = 'Email is required.';
export const PASSWORD_REQUIRED = 'Password is required.';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long.';
export const PASSWORD_MIN = 6;

export function viralSignupErrors(fields: { fullName: string; email: string; password: string }): Partial<Record<'fullName' | 'email' | 'password', string>> {
  const errors: Partial<Record<'fullName' | 'email' | 'password', string>> = {};
  if (!fields.fullName.trim()) errors.fullName = FULL_NAME_REQUIRED;
  if (!fields.email.trim()) errors.email = EMAIL_REQUIRED;
  if (!fields.password) errors.password = PASSWORD_REQUIRED;
  else if (fields.password.length < PASSWORD_MIN) errors.password = PASSWORD_TOO_SHORT;
  return errors;
}
