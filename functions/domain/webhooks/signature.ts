// The signature of a webhook delivery, as the README documents it for receivers:
// `Markk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. The
// timestamp is inside the signed text, so a captured delivery cannot be replayed later with a
// fresh time; receivers reject timestamps older than 5 minutes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new endpoint secret: `whsec_` and 256 random bits in base64url. */
export const newSecret = (): string => `whsec_${randomBytes(32).toString('base64url')}`;

export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** How old a signed timestamp may be when it arrives. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** The receiver's check (the README's recipe): the signature matches and the timestamp is recent. */
export function verifySignature(secret: string, body: string, header: string, now = new Date(), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1) return false;
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
