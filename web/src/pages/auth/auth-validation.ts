// Client-side checks of the sign-in and sign-up forms (spec 5): required fields only.
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const EMAIL_REQUIRED = 'Email is required.';
export const PASSWORD_REQUIRED = 'Password is required.';
export const FULL_NAME_REQUIRED = 'Full name is required.';

export function signInErrors(fields: { email: string; password: string }): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (!fields.email.trim()) errors.email = EMAIL_REQUIRED;
  if (!fields.password) errors.password = PASSWORD_REQUIRED;
  return errors;
}

export function signUpErrors(fields: {
  fullName: string;
  email: string;
  password: string;
}): FieldErrors<'fullName' | 'email' | 'password'> {
  const errors: FieldErrors<'fullName' | 'email' | 'password'> = {};
  if (!fields.fullName.trim()) errors.fullName = FULL_NAME_REQUIRED;
  if (!fields.email.trim()) errors.email = EMAIL_REQUIRED;
  if (!fields.password) errors.password = PASSWORD_REQUIRED;
  return errors;
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
