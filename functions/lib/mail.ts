// Outgoing mail through one provider interface. In AWS: Amazon SES v2 `SendEmail` from the
// verified sender in stage config (MAIL_FROM), with the function's role (ses:SendEmail
// granted only to routes that declare `mail`). Locally the very same request goes to the
// local AWS endpoint (SES_ENDPOINT), which keeps the message in the outbox (/dev/outbox).
//
// The SES v2 call is one signed HTTPS request (SigV4, the SDK's own signer and credential
// chain): the repository has no SES client package, and SendEmail needs nothing more.
import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { config } from './config.ts';
import { Unavailable } from './errors.ts';
import { logger } from './logger.ts';

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

type Bytes = string | ArrayBuffer | ArrayBufferView;
const toBuffer = (data: Bytes) =>
  typeof data === 'string' ? Buffer.from(data, 'utf8') : data instanceof ArrayBuffer ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** node:crypto behind the hash interface the signer takes. */
class Sha256 {
  private readonly hash;
  constructor(secret?: Bytes) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: Bytes): void {
    this.hash.update(toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

/** SES v2 SendEmail's JSON body: a simple message with a text and an HTML part, UTF-8. */
export function sendEmailRequest(from: string, mail: OutgoingMail) {
  const part = (data: string) => ({ Data: data, Charset: 'UTF-8' });
  return {
    FromEmailAddress: from,
    Destination: { ToAddresses: [mail.to] },
    Content: { Simple: { Subject: part(mail.subject), Body: { Text: part(mail.text), Html: part(mail.html) } } },
  };
}

export class SesMailProvider implements MailProvider {
  private readonly signer: SignatureV4;
  private readonly endpoint: URL;

  constructor(private readonly options: { region: string; from: string; endpoint?: string | undefined }) {
    this.endpoint = new URL(options.endpoint ?? `https://email.${options.region}.amazonaws.com`);
    this.signer = new SignatureV4({ service: 'ses', region: options.region, credentials: defaultProvider(), sha256: Sha256 });
  }

  async send(mail: OutgoingMail): Promise<void> {
    const body = JSON.stringify(sendEmailRequest(this.options.from, mail));
    const path = '/v2/email/outbound-emails';
    const signed = await this.signer.sign({
      method: 'POST',
      protocol: this.endpoint.protocol,
      hostname: this.endpoint.hostname,
      ...(this.endpoint.port ? { port: Number(this.endpoint.port) } : {}),
      path,
      headers: { host: this.endpoint.host, 'content-type': 'application/json' },
      body,
      query: {},
    });
    let response: Response;
    try {
      response = await fetch(new URL(path, this.endpoint), { method: 'POST', headers: signed.headers as Record<string, string>, body, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      logger.error('The mail provider did not answer', { error: error as Error });
      throw new Unavailable(MAIL_FAILED);
    }
    if (!response.ok) {
      logger.error('The mail provider refused a message', { status: response.status, body: (await response.text()).slice(0, 500) });
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
