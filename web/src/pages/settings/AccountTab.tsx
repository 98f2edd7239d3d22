// Settings › Account: read-only email, change password (spec 5 rules) and Sign Out.
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input, { type InputProps } from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { updatePassword } from 'aws-amplify/auth';
import { useRef, useState, type FormEvent } from 'react';
import { useMe } from '../../app/auth/auth-context.ts';
import { useSignOut } from '../../app/auth/use-sign-out.ts';
import { errorMessage } from '../../app/errors.ts';
import { useToast } from '../../app/toast/toast-context.ts';
import { PASSWORD_CHANGE_FAILED_TITLE, PASSWORD_UPDATED, hasEmptyPasswordField, passwordChangeProblem, type PasswordChangeFields } from './password-change.ts';

const ACCOUNT_HEADING = 'Account';
const EMAIL_LABEL = 'Email';
const EMAIL_HINT = 'Your email cannot be changed.';
const PASSWORD_HEADING = 'Change Password';
const CURRENT_LABEL = 'Current Password';
const NEW_LABEL = 'New Password';
const CONFIRM_LABEL = 'Confirm Password';
const CHANGE_BUTTON = 'Change Password';
const SIGN_OUT_HEADING = 'Sign Out';
const SIGN_OUT_TEXT = 'Sign out of Markk on this device.';
const SIGN_OUT_BUTTON = 'Sign Out';
const SIGN_OUT_FAILED_TITLE = 'Sign out failed';

const EMPTY_FIELDS: PasswordChangeFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function AccountTab() {
  const me = useMe();
  const { toast } = useToast();
  const signOut = useSignOut(SIGN_OUT_FAILED_TITLE);
  const [fields, setFields] = useState<PasswordChangeFields>(EMPTY_FIELDS);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const [signingOut, setSigningOut] = useState(false);

  const setField = (name: keyof PasswordChangeFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));

  async function changePassword() {
    if (busyRef.current) return;
    const problem = passwordChangeProblem(fields);
    if (problem) {
      toast(problem);
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      await updatePassword({ oldPassword: fields.currentPassword, newPassword: fields.newPassword });
      setFields(EMPTY_FIELDS);
      toast(PASSWORD_UPDATED);
    } catch (error) {
      toast({ title: PASSWORD_CHANGE_FAILED_TITLE, description: errorMessage(error), variant: 'destructive' });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void changePassword();
  }

  // The button is disabled while a field is empty, which also blocks the browser's Enter-to-submit;
  // handling Enter here keeps the "Missing fields" toast reachable from the keyboard.
  const onEnter: InputProps['onKeyDown'] = (event) => {
    if (event.detail.key === 'Enter' && !event.detail.isComposing) {
      event.preventDefault();
      void changePassword();
    }
  };

  const passwordInput = (name: keyof PasswordChangeFields, autoComplete: string) => (
    <Input
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={fields[name]}
      onChange={({ detail }) => setField(name)(detail.value)}
      onKeyDown={onEnter}
      disabled={busy}
    />
  );

  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{ACCOUNT_HEADING}</Header>}>
        <FormField label={EMAIL_LABEL} description={EMAIL_HINT}>
          <Input type="email" value={me.email} readOnly onChange={() => undefined} />
        </FormField>
      </Container>

      <form onSubmit={onSubmit} noValidate>
        <Form
          actions={
            <Button variant="primary" formAction="submit" disabled={hasEmptyPasswordField(fields) || busy} loading={busy}>
              {CHANGE_BUTTON}
            </Button>
          }
        >
          <Container header={<Header variant="h2">{PASSWORD_HEADING}</Header>}>
            <SpaceBetween size="m">
              {/* A hidden username lets password managers attach the new password to the right account. */}
              <input type="email" name="username" autoComplete="username" value={me.email} readOnly hidden />
              <FormField label={CURRENT_LABEL}>{passwordInput('currentPassword', 'current-password')}</FormField>
              <FormField label={NEW_LABEL}>{passwordInput('newPassword', 'new-password')}</FormField>
              <FormField label={CONFIRM_LABEL}>{passwordInput('confirmPassword', 'new-password')}</FormField>
            </SpaceBetween>
          </Container>
        </Form>
      </form>

      <Container header={<Header variant="h2">{SIGN_OUT_HEADING}</Header>}>
        <SpaceBetween size="s">
          <div>{SIGN_OUT_TEXT}</div>
          <div>
            <Button
              iconName="sign-out"
              data-testid="settings-sign-out"
              loading={signingOut}
              onClick={async () => {
                setSigningOut(true);
                try {
                  await signOut();
                } finally {
                  setSigningOut(false);
                }
              }}
            >
              {SIGN_OUT_BUTTON}
            </Button>
          </div>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
