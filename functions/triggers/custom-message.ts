// Cognito CustomMessage trigger: Markk-branded verification and reset e-mails, for the
// real user pool and for cognito-local (which delivers them to the local outbox).
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { accountMail, type AccountMailKind } from '#lib/mail-templates';

const kinds: Partial<Record<CustomMessageTriggerEvent['triggerSource'], AccountMailKind>> = {
  CustomMessage_SignUp: 'verify',
  CustomMessage_ResendCode: 'verify',
  CustomMessage_ForgotPassword: 'reset',
  CustomMessage_UpdateUserAttribute: 'attribute',
  CustomMessage_VerifyUserAttribute: 'attribute',
};

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const kind = kinds[event.triggerSource];
  if (!kind) return event;
  const mail = accountMail(kind, event.request.userAttributes['custom:full_name'], event.request.codeParameter);
  event.response.emailSubject = mail.subject;
  event.response.emailMessage = mail.html;
  return event;
};
