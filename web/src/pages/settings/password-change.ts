// Password change rules (spec 5) and their exact toasts, checked in the spec's order.
import type { ToastInput } from '../../app/toast/toast-state.ts';

export const PASSWORD_MIN_LENGTH = 6;

export type PasswordChangeFields = {
  /** Cognito's ChangePassword needs the current password: a deliberate addition to the spec. */
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export const MISSING_FIELDS: ToastInput = {
  title: 'Missing fields',
  description: 'Please fill in all password fields.',
  variant: 'destructive',
};
export const PASSWORDS_DIFFER: ToastInput = {
  title: "Passwords don't match",
  description: 'Please make sure both passwords are the same.',
  variant: 'destructive',
};
export const PASSWORD_TOO_SHORT: ToastInput = {
  title: 'Password too short',
  description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  variant: 'destructive',
};
export const PASSWORD_UPDATED: ToastInput = {
  title: 'Password updated',
  description: 'Your password has been changed successfully.',
  variant: 'success',
};
export const PASSWORD_CHANGE_FAILED_TITLE = 'Password change failed';

/** The toast that stops the change, or null when the fields may be sent. Blank (whitespace) counts as missing. */
export function passwordChangeProblem(fields: PasswordChangeFields): ToastInput | null {
  const { currentPassword, newPassword, confirmPassword } = fields;
  if (!currentPassword.trim() || !newPassword.trim() || !confirmPassword.trim()) return MISSING_FIELDS;
  if (newPassword !== confirmPassword) return PASSWORDS_DIFFER;
  if (newPassword.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  return null;
}

/** Spec 5: the button is disabled while any field is empty. */
export function hasEmptyPasswordField(fields: PasswordChangeFields): boolean {
  return fields.currentPassword === '' || fields.newPassword === '' || fields.confirmPassword === '';
}
