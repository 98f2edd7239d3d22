// Cognito PostConfirmation trigger: a confirmed sign-up gets its profile (role owner) and
// its own team. Safe to run twice: the domain call is idempotent.
import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import * as Accounts from '#domain/accounts';
import { logger } from '#lib/logger';

export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const userId = attributes.sub;
  const email = attributes.email;
  if (!userId || !email) throw new Error('PostConfirmation event without sub or email');
  const { created } = await Accounts.createFromSignUp({
    userId,
    email,
    fullName: attributes['custom:full_name'],
    companyName: attributes['custom:company_name'],
  });
  logger.info('Account set up after confirmation', { userId, created });
  return event;
};
