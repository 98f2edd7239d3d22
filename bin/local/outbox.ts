// The local stand-in for outgoing mail: every message the local user pool sends, and every
// message Markk sends through SES v2 (the local AWS endpoint), is kept in
// `.local/outbox.jsonl`, printed to the terminal and readable at /dev/outbox.
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { escapeHtml } from '../../functions/lib/mail-templates.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  html: string;
  /** The plain-text part, when the mail has one (Markk's own mail through SES; Cognito's have none). */
  text?: string | null;
  /** The verification code Cognito put into the mail, for quick reading. */
  code: string | null;
  sentAt: string;
}

export class Outbox {
  private readonly file: string;
  private readonly memory: OutboxMail[] = [];

  constructor(
    dataDir: string | null,
    private readonly print: boolean,
  ) {
    this.file = dataDir ? path.join(dataDir, 'outbox.jsonl') : '';
    if (dataDir) mkdirSync(dataDir, { recursive: true });
  }

  add(mail: Omit<OutboxMail, 'id' | 'sentAt'>): OutboxMail {
    const stored: OutboxMail = { id: randomUUID(), sentAt: new Date().toISOString(), ...mail };
    if (this.file) appendFileSync(this.file, `${JSON.stringify(stored)}\n`);
    else this.memory.push(stored);
    if (this.print) {
      process.stdout.write(`\n✉  Mail to ${stored.to}: "${stored.subject}"${stored.code ? ` — code ${stored.code}` : ''}\n   (read it at /dev/outbox)\n\n`);
    }
    return stored;
  }

  /** Newest first. */
  list(): OutboxMail[] {
    const all =
      this.file && existsSync(this.file)
        ? readFileSync(this.file, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as OutboxMail)
        : [...this.memory];
    return all.reverse();
  }
}

/** The /dev/outbox page: each mail's envelope, its code and its rendered body (sandboxed). */
export function outboxPage(mails: OutboxMail[]): string {
  const items = mails
    .map(
      (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p><strong>To:</strong> ${escapeHtml(m.to)} · <strong>Sent:</strong> ${escapeHtml(m.sentAt)}${m.code ? ` · <strong>Code:</strong> <code data-testid="code">${escapeHtml(m.code)}</code>` : ''}</p>
<iframe sandbox="" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Outbox — Markk (local)</title>
<style>body{font-family:Arial,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#1f2937}article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:16px 0}iframe{width:100%;height:320px;border:1px solid #eee}code{font-size:1.2em}</style>
</head><body><h1>Local outbox</h1><p>Mail that Markk sent while running locally, newest first.</p>
${items || '<p>No mail yet.</p>'}</body></html>`;
}
