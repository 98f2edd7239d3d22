// Shapes every API response shares.
import * as z from 'zod';

/** Every 4xx/5xx body: one sentence a person can act on. */
export const ErrorBody = z.object({
  message: z.string(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * Bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069):
 * in a name or title they reorder what the next reader sees ("txt.exe" shown as "exe.txt"),
 * so names and titles are stored without them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** Control characters (tab and line breaks too) and unpaired surrogates, for text that is not parsed by a contract. */
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A one-line name as it is stored: no control characters, no broken Unicode, no bidi controls, trimmed. */
export const cleanName = (text: string): string => withoutBidiControls(text.replace(UNPRINTABLE, ' ')).replace(/\s+/g, ' ').trim();

/** True when the runtime knows `value` as an IANA time zone (e.g. "Europe/London"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A browser's IANA time zone (Intl's resolvedOptions().timeZone). */
export const TimeZone = z.string().trim().min(1).max(64).refine(isTimeZone, { message: 'must be an IANA time zone such as Europe/London' });

/** The calendar day (YYYY-MM-DD) it is at `now` in `timeZone`. */
export function dayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A campaign's id (32 hex digits), wherever an item names the campaign it belongs to. */
export const CampaignId = z.string().regex(/^[a-f0-9]{32}$/, 'This campaign id is not valid.');
