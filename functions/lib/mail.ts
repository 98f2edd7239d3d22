// Outgoing mail through one provider interface. In AWS: Amazon SES v2 `SendEmail` from the
// verified sender in stage config (MAIL_FROM), with the function's role (ses:SendEmail
// granted only to routes that declare `mail`). Locally the very same request goes to the
// local AWS endpoint (SES_ENDPOINT), which keeps the message in the outbox (/dev/outbox).
import { SESv2Client, SendEmailCommand, type SendEmailCommandInput } from '@aws-sdk/client-sesv2';
import { config } from './config.ts';
import { Unavailable } from './errors.ts';
import { logger } from './logger.ts';
import { traced } from './tracer.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part; every value put into it is escaped by its template. */
  html: string;
}

export interface MailProvider {
  /** Sends one message; throws Unavailable (503) when the provider refused or did not answer. */
  send(mail: OutgoingMail): Promise<void>;
}

export const MAIL_FAILED = 'We could not send the e-mail just now. Please try again in a moment.';

/** SES v2 SendEmail's JSON body: a simple message with a text and an HTML part, UTF-8. */
export function sendEmailRequest(from: string, mail: OutgoingMail): SendEmailCommandInput {
  const part = (data: string) => ({ Data: data, Charset: 'UTF-8' });
  return {
    FromEmailAddress: from,
    Destination: { ToAddresses: [mail.to] },
    Content: { Simple: { Subject: part(mail.subject), Body: { Text: part(mail.text), Html: part(mail.html) } } },
  };
}

export class SesMailProvider implements MailProvider {
  private readonly client: SESv2Client;

  constructor(private readonly options: { region: string; from: string; endpoint?: string | undefined }) {
    this.client = traced(new SESv2Client({ region: options.region, maxAttempts: 2, ...(options.endpoint ? { endpoint: options.endpoint } : {}) }));
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.client.send(new SendEmailCommand(sendEmailRequest(this.options.from, mail)), { abortSignal: AbortSignal.timeout(10_000) });
    } catch (error) {
      const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
      logger.error('The mail provider refused or did not answer', { errorName: name, status: $metadata?.httpStatusCode });
      throw new Unavailable(MAIL_FAILED);
    }
  }
}

let provider: MailProvider | undefined;

/** The process's mail provider (SES v2; locally the same API on the local AWS endpoint). */
export function mailer(): MailProvider {
  if (!provider) {
    const { AWS_REGION, MAIL_FROM, SES_ENDPOINT } = config();
    if (!MAIL_FROM) throw new Unavailable('Markk cannot send e-mail yet: no sender address is configured. Please contact the administrator.');
    provider = new SesMailProvider({ region: AWS_REGION, from: MAIL_FROM, endpoint: SES_ENDPOINT });
  }
  return provider;
}

/** Tests put a provider in place (or undefined to go back to the configured one). */
export function setMailer(next: MailProvider | undefined): void {
  provider = next;
}
