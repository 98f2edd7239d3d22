// Client-side checks of the auth forms (spec 5): required fields, and the pool's password rule
// (at least 6 characters, infra/table.ts) stated under the field before anyone fails it.
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const EMAIL_REQUIRED = 'Email is required.';
export const PASSWORD_REQUIRED = 'Password is required.';
export const FULL_NAME_REQUIRED = 'Full name is required.';
export const CODE_REQUIRED = 'Enter the code from the email.';
export const PASSWORD_MIN_LENGTH = 6;
/** Shown under every new-password field, before submitting. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;
/** The spec's wording (spec 5 "Password change"). */
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
/** Cognito says "username"; Markk's field is Email. */
export const WRONG_CREDENTIALS = 'Incorrect email or password.';

function newPasswordError(password: string): string | undefined {
  if (!password) return PASSWORD_REQUIRED;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return undefined;
}

export function signInErrors(fields: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!fields.email.trim()) errors.email = EMAIL_REQUIRED;
  if (!fields.password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

export function signUpErrors(fields: { fullName: string; email: string; password: string }): FieldErrors<'fullName' | 'email' | 'password'> {
  const errors: FieldErrors<'fullName' | 'email' | 'password'> = {};
  if (!fields.fullName.trim()) errors.fullName = FULL_NAME_REQUIRED;
  if (!fields.email.trim()) errors.email = EMAIL_REQUIRED;
  const password = newPasswordError(fields.password);
  if (password) errors.password = password;
  return errors;
}

export function forgotPasswordErrors(fields: { email: string }): FieldErrors<'email'> {
  return fields.email.trim() ? {} : { email: EMAIL_REQUIRED };
}

export function resetPasswordErrors(fields: { code: string; password: string }): FieldErrors<'code' | 'password'> {
  const errors: FieldErrors<'code' | 'password'> = {};
  if (!fields.code.trim()) errors.code = CODE_REQUIRED;
  const password = newPasswordError(fields.password);
  if (password) errors.password = password;
  return errors;
}

/**
 * The sentence a failed sign-in shows. A wrong password and an unknown e-mail read the same
 * (the pool prevents user-existence errors), worded for the Email field.
 */
export function signInFailureMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'UserNotFoundException') return WRONG_CREDENTIALS;
  if (error.name === 'NotAuthorizedException' && /incorrect username or password/i.test(error.message)) return WRONG_CREDENTIALS;
  return null;
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}

/** The Cognito attributes sent at sign-up; company name only when given (it is optional). */
export function signUpAttributes(fields: { fullName: string; email: string; company: string }): Record<string, string> {
  const company = fields.company.trim();
  return {
    email: fields.email.trim(),
    'custom:full_name': fields.fullName.trim(),
    ...(company ? { 'custom:company_name': company } : {}),
  };
}
